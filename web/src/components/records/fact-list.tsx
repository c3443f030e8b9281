import type { ReactNode } from 'react';

// The label/value rows and masked value lists of the person page and the Exposure Report.

export type FactRow = readonly [label: string, value: ReactNode | null | undefined];

const isMissing = (value: ReactNode | null | undefined) => value === null || value === undefined || value === '';

/** Label/value rows; with `emptyText` a missing value says so plainly instead of leaving a blank. */
export function FactList({ rows, emptyText }: { rows: ReadonlyArray<FactRow>; emptyText?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="min-w-0 font-medium wrap-anywhere text-slate-900">{label}</dt>
          {isMissing(value) ? (
            <dd className="min-w-0 text-slate-600 italic">{emptyText}</dd>
          ) : (
            <dd className="min-w-0 wrap-anywhere text-slate-800">{value}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** Masked values, one per line, in a fixed-width font so the masks line up. */
export function MaskedValueList({ values }: { values: readonly string[] }) {
  return (
    <ul className="space-y-1">
      {values.map((v, i) => (
        <li key={`${v}-${i}`} className="font-mono break-all text-slate-800">
          {v}
        </li>
      ))}
    </ul>
  );
}
