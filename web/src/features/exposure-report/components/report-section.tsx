import { FactList } from '../../../components/records/fact-list';
import { ContentSection } from '../../../components/ui/content-section';

export type Field = readonly [label: string, value: string | number | null | undefined];

/** A value worth showing: spec §2 hides empty fields rather than printing blanks. */
function isFilled(value: string | number | null | undefined): value is string | number {
  if (value === null || value === undefined) return false;
  return typeof value === 'number' || value.trim() !== '';
}

function filledFields(fields: readonly Field[]): Array<readonly [string, string | number]> {
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
      <FactList rows={shown} />
    </ContentSection>
  );
}
