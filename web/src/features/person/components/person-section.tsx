import type { ReactNode } from 'react';

export const NOT_EXPOSED = 'Not in the leaked data';


/** Label/value rows; a missing value says so plainly instead of leaving a blank. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode | null | undefined]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className={value === null || value === undefined || value === '' ? 'text-slate-600 italic' : 'break-words text-slate-800'}>
            {value === null || value === undefined || value === '' ? NOT_EXPOSED : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
