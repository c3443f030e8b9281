import { EyeOff } from 'lucide-react';
import { formatAmount, MONEY_FIELDS } from '@breachwatch/core/records/amounts';
import { formatDateUs } from '@breachwatch/core/records/masking';
import type { RecordFactView, RecordSectionView } from '@breachwatch/core/schemas/record-views';
import type { RecordSection } from '@breachwatch/core/disclosure/fields';
import { ContentSection } from '../ui/content-section';

// The facts of a record view, section by section, exactly as the server's disclosure policy
// gave them: a value, a masked value, or only the kind ("in the leak, not shown here").
// Everything is rendered as text: no value becomes a link (no mailto:, no tel:).

const looksLikeDate = (field: string) => /date|hire/i.test(field) && field !== 'dateAdded';

function display(fact: RecordFactView): string | null {
  if (fact.value === null) return null;
  if (fact.shown === 'value' && looksLikeDate(fact.field)) return formatDateUs(fact.value) ?? fact.value;
  // Only the display: the policy already decided this audience sees the amount.
  if (fact.shown === 'value' && MONEY_FIELDS.has(fact.field)) return formatAmount(fact.value);
  return fact.value;
}

export function FactValue({ fact }: { fact: RecordFactView }) {
  const value = display(fact);
  if (value === null) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-950">
        <EyeOff aria-hidden="true" className="size-4" />
        In the leak, not shown here
      </span>
    );
  }
  return <span className={fact.shown === 'masked' ? 'font-mono break-all' : 'wrap-anywhere'}>{value}</span>;
}

/** Label/value rows; several values of one field (two emails) share one label. */
export function FactRows({ facts }: { facts: readonly RecordFactView[] }) {
  const groups: { label: string; facts: RecordFactView[] }[] = [];
  for (const fact of facts) {
    const last = groups[groups.length - 1];
    if (last && last.facts[0]!.field === fact.field) last.facts.push(fact);
    else groups.push({ label: fact.label, facts: [fact] });
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
      {groups.map((g) => (
        <div key={`${g.facts[0]!.field}`} className="contents">
          <dt className="min-w-0 font-medium wrap-anywhere text-slate-900">{g.label}</dt>
          <dd className="min-w-0 wrap-anywhere text-slate-800">
            {g.facts.length === 1 ? (
              <FactValue fact={g.facts[0]!} />
            ) : (
              <ul className="space-y-1">
                {g.facts.map((f, i) => (
                  <li key={i}>
                    <FactValue fact={f} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections a page shows, each under its own title (pages name some sections as the spec does). */
export function RecordSections({
  sections,
  idPrefix,
  titles = {},
  omit = [],
}: {
  sections: readonly RecordSectionView[];
  idPrefix: string;
  titles?: Partial<Record<RecordSection, string>>;
  /** Fields a page shows elsewhere (the name in its heading). */
  omit?: readonly string[];
}) {
  return (
    <>
      {sections.map((s) => {
        const facts = s.facts.filter((f) => !omit.includes(f.field));
        if (facts.length === 0) return null;
        return (
          <ContentSection key={s.section} id={`${idPrefix}-${s.section}`} title={titles[s.section] ?? s.title}>
            <FactRows facts={facts} />
          </ContentSection>
        );
      })}
    </>
  );
}
