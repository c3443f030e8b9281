import { ContentSection } from '../../../components/ui/content-section';

export type Field = readonly [label: string, value: string | number | null | undefined];

/** A value worth showing: spec §2 hides empty fields rather than printing blanks. */
export function isFilled(value: string | number | null | undefined): value is string | number {
  if (value === null || value === undefined) return false;
  return typeof value === 'number' || value.trim() !== '';
}

export function filledFields(fields: readonly Field[]): Array<readonly [string, string | number]> {
  return fields.filter((f): f is readonly [string, string | number] => isFilled(f[1]));
}


/**
 * A section of label/value rows. Renders nothing when every value is empty, so a report
 * never shows a heading over a blank box.
 */
export function FieldSection({ id, title, fields }: { id: string; title: string; fields: readonly Field[] }) {
  const shown = filledFields(fields);
  if (shown.length === 0) return null;
  return (
    <ContentSection id={id} title={title}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
