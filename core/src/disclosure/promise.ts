// What a record page promises to show, in plain words, generated from the disclosure policy so
// the promise and the page cannot drift apart (decisions.md §1: "the promise on the pages says
// exactly what is shown").

import { FIELD_INFO, RECORD_FIELDS, type RecordSection } from './fields.ts';
import { DISCLOSURE_POLICY, FIELD_MASKS, type Audience } from './policy.ts';

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const lower = (label: string) =>
  /^[A-Z][a-z]/.test(label) && !label.startsWith('Social') ? label[0]!.toLowerCase() + label.slice(1) : label;

function labels(audience: Audience, cells: readonly string[], sections: readonly RecordSection[]): string[] {
  const out: string[] = [];
  for (const field of RECORD_FIELDS) {
    const info = FIELD_INFO[field];
    // A birth date's spec mask is only its format: the page shows it whole, with the values.
    const policy = DISCLOSURE_POLICY[field][audience];
    const cell = policy === 'specMask' && FIELD_MASKS[field]?.specMaskShowsWhole ? 'value' : policy;
    if (!sections.includes(info.section) || !cells.includes(cell)) continue;
    const label = lower(info.label);
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

const PERSON_SECTIONS: readonly RecordSection[] = ['identity', 'contact', 'address', 'work', 'financial'];

/** One paragraph: what this audience's page shows of a record, and what it never shows. */
export function disclosurePromise(audience: 'anonymous' | 'owner'): string {
  const values = labels(audience, ['value'], PERSON_SECTIONS);
  const masked = labels(audience, ['specMask', 'strongerMask'], PERSON_SECTIONS);
  if (audience === 'anonymous') {
    return (
      `This page shows only the ${joinWords(values)} in the leaked record, where it was found, and which kinds of data leaked. ` +
      (masked.includes('email address') ? 'Email addresses appear only as a hint like m***@gmail.com. ' : '') +
      'Everything else is named when it leaked but never shown: no digits of a Social Security, license, phone or card number, no street, and no work, pay or health details.'
    );
  }
  // "Also": what a stranger sees too goes unsaid.
  const everyone = labels('anonymous', ['value'], PERSON_SECTIONS);
  const sections = ['employment', 'benefits'].filter((s) =>
    RECORD_FIELDS.some((f) => FIELD_INFO[f].section === s && DISCLOSURE_POLICY[f].owner === 'value'),
  );
  return (
    `Because you proved this record is yours, this page also shows your ${joinWords(values.filter((v) => !everyone.includes(v)))}, ` +
    `your ${sections.join(' and ')} details, and masked forms of your ${joinWords(masked)}, where the record holds them. ` +
    // Nobody is shown a password or a security answer (ADR 0306).
    'It never shows a whole Social Security, license or card number, nor any of a password or security answer.'
  );
}
