import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords } from './20261129T1400-ordinal-street-names.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { streetKey } from './20261201T0330-street-word-spellings.ts';
import { contactsInName as contactsInNameBefore } from './20261201T0610-streets-in-names-read-as-searched.ts';
import { rekeyRecordIds, type NameSplit } from './rekey-records.ts';

// ADR 0305 shows a stranger only the area part of a postcode ("SW1A 1AA" as "SW1A") and a
// bare four-to-six-digit number or an SSN's last four inside a name as its kind; their words
// stayed name and place words, which the public search reads beside a name, so "name + aa" or
// "name + 12345" confirmed what the card hides (ADR 0308). This builds again the keys of the
// records holding such a code or such digits; no other record's keys change. The rules are
// copied from core's disclosure/postal-codes.ts, disclosure/numbers-in-name.ts and
// disclosure/contacts-in-name.ts contactsInName as they stand today: migrations never import application code.

const AREA_OF: readonly RegExp[] = [
  /^(\d{5})[- ]\d{4}$/u,
  /^([A-Za-z]{1,2}\d[A-Za-z\d]?) ?\d[A-Za-z]{2}$/u,
  /^([A-Za-z]\d[A-Za-z]) ?\d[A-Za-z]\d$/u,
  /^([AC-FHKNPRTV-Yac-fhknprtv-y]\d{2}|[Dd]6[Ww]) ?[0-9AC-FHKNPRTV-Yac-fhknprtv-y]{4}$/u,
  /^(\d{4}) ?[A-Za-z]{2}$/u,
  /^([A-Za-z]\d{4})[A-Za-z]{3}$/u,
  /^(\d{5})-\d{3}$/u,
  /^(\d{4})-\d{3}$/u,
  /^(\d{3})-\d{4}$/u,
];

/** The part of a postal code that names an area (core postalCodeArea); the code, trimmed, otherwise. */
export function postalCodeArea(code: string): string {
  const value = code.trim();
  for (const format of AREA_OF) {
    const m = format.exec(value);
    if (m) return m[1]!;
  }
  return value;
}

const HIDDEN_DIGIT = '[xX*#•●]';
const SSN_SEP = '[-‐‑‒–—. ]?';
const SSN_WORD = String.raw`(?:s\.?s\.?n\.?|ss\s?#|ss\s?no\.?|soc(?:ial)?\.?\s*sec(?:urity)?\.?(?:\s*(?:number|num|nbr|no\.?|#))?)`;
const LAST_FOUR = String.raw`(?:last\s*(?:4|four)(?:\s*digits)?|l4)`;
const ENDING = String.raw`(?:ending(?:\s*in)?|ends\s*in)`;
const BETWEEN = String.raw`[\s:#=.,()-]*`;
const SSN_PHRASE = String.raw`(?:${SSN_WORD}(?:${BETWEEN}(?:${LAST_FOUR}|${ENDING}))?|${LAST_FOUR}(?:${BETWEEN}(?:of\s*)?${SSN_WORD})?)`;
const MASKED_SSN = String.raw`${HIDDEN_DIGIT}{3}${SSN_SEP}${HIDDEN_DIGIT}{2}${SSN_SEP}\p{Nd}{4}`;
const WHOLE_SSN = String.raw`\p{Nd}{3}${SSN_SEP}\p{Nd}{2}${SSN_SEP}\p{Nd}{4}`;
const SSN_IN_TEXT = new RegExp(
  String.raw`(\(\s*)?(?<![\p{L}\p{M}\p{Nd}])(?:(?:(${SSN_PHRASE})${BETWEEN})?(${MASKED_SSN})|(${SSN_PHRASE})${BETWEEN}(${MASKED_SSN}|${WHOLE_SSN}|\p{Nd}{4}))(?!\p{Nd})(\s*\))?`,
  'giu',
);
const BARE_NUMBER = /(?<![\p{L}\p{M}\p{Nd}])\p{Nd}{4,6}(?![\p{L}\p{M}\p{Nd}])/gu;
const YEAR = /^(?:19|20)\d\d$/;

/** A name as core's contactsInName splits it now: 20261201T0610's split, the hidden digits then taken out. */
export const contactsInName: NameSplit = (value) => {
  const { rest, contacts } = contactsInNameBefore(value);
  if (!/\p{Nd}/u.test(rest)) return { rest, contacts };
  const take = (found: string) => {
    contacts.push(found);
    return ' ';
  };
  const withoutSsns = rest.replace(
    SSN_IN_TEXT,
    (_found: string, _open?: string, maskedWords?: string, masked?: string, words?: string, digits?: string) =>
      ` ${(masked ? maskedWords : words) ?? ''}${take(masked ?? digits!)}`,
  );
  return { rest: withoutSsns.replace(BARE_NUMBER, (number: string) => (YEAR.test(number) ? number : take(number))), contacts };
};

const PAGE = 5000;

/** The ids of the records whose name splits differently now or whose ZIP code has a precise part, read once in pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function recordsWithHiddenParts(db: Kysely<any>): Promise<string[]> {
  const ids: string[] = [];
  for (let after = 0; ; ) {
    const page = (await db
      .selectFrom('breach_records')
      .select(['seq', 'id', 'full_name', 'zip'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute()) as { seq: number | string; id: string; full_name: string | null; zip: string | null }[];
    if (page.length === 0) return ids;
    after = Number(page[page.length - 1]!.seq);
    for (const r of page) {
      const zip = r.zip && placeShaped('zip', r.zip) && postalCodeArea(r.zip) !== r.zip.trim();
      const name =
        r.full_name && /\p{Nd}/u.test(r.full_name) && contactsInName(r.full_name).rest !== contactsInNameBefore(r.full_name).rest;
      if (zip || name) ids.push(r.id);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithHiddenParts(db), streetKey, extraWords, placeShaped, contactsInName, postalCodeArea);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithHiddenParts(db), streetKey, extraWords, placeShaped, contactsInNameBefore);
}
