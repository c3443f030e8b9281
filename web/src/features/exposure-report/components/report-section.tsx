import type { ReactNode } from 'react';

export type Field = readonly [label: string, value: string | number | null | undefined];

/** A value worth showing: spec §2 hides empty fields rather than printing blanks. */
export function isFilled(value: string | number | null | undefined): value is string | number {
  if (value === null || value === undefined) return false;
  return typeof value === 'number' || value.trim() !== '';
}

export function filledFields(fields: readonly Field[]): Array<readonly [string, string | number]> {
  return fields.filter((f): f is readonly [string, string | number] => isFilled(f[1]));
}

/** A labelled section of the report. */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * A section of label/value rows. Renders nothing when every value is empty, so a report
 * never shows a heading over a blank box.
 */
export function FieldSection({ id, title, fields }: { id: string; title: string; fields: readonly Field[] }) {
  const shown = filledFields(fields);
  if (shown.length === 0) return null;
  return (
    <ReportSection id={id} title={title}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
