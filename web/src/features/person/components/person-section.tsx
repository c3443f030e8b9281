import type { ReactNode } from 'react';

export const NOT_EXPOSED = 'Not in the leaked data';

export function PersonSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

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
