import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords, streetKey as streetKeyOrdinals } from './20261129T1400-ordinal-street-names.ts';
import { numberInStreet as numberInStreetBefore, streetKey as streetKeyBefore } from './20261129T1600-street-unit-numbers.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { rekeyRecords, UNIT_WORDS } from './rekey-records.ts';

// A house number written in two parts is now keyed whole (ADR 0237): "12-14 Oak St" and Queens'
// "123-45 Main St" (a number followed by the street's first word) and "123 1/2 Main St" (a
// fraction) had their second part cut as a unit number (20261129T1600), which left the street
// without a name: no key, so the record could not be found by its address. This builds again the
// street keys of the records whose key changes; no other record's keys change. The rule is copied
// here as it stands today (core street-key.ts `houseNumberPart`): migrations never import
// application code.

const isDigits = (t: string) => /^[0-9]+$/.test(t);
const HOUSE_NUMBER_FRACTIONS: ReadonlySet<string> = new Set(['1 2', '1 4', '3 4', '1 3', '2 3']);

function houseNumberPart(words: readonly string[], from: number, at: number): boolean {
  const isWord = (i: number) => words[i] !== undefined && !isDigits(words[i]!);
  if (at === from + 2) return HOUSE_NUMBER_FRACTIONS.has(`${words[from + 1]} ${words[at]}`) && isWord(at + 1);
  if (at !== from + 1) return false;
  const next = words[at + 1];
  if (next === undefined) return false;
  if (isDigits(next)) return HOUSE_NUMBER_FRACTIONS.has(`${words[at]} ${next}`) && isWord(at + 2);
  return !UNIT_WORDS.has(next);
}

const numberInStreet = (words: readonly string[], from: number, at: number): boolean =>
  houseNumberPart(words, from, at) || numberInStreetBefore(words, from, at);

/** 20261129T1600's cut, with a house number's second part kept. */
function withoutUnitNumber(words: string[]): string[] {
  if (!isDigits(words[0] ?? '')) return words;
  const loose = words.findIndex((t, i) => i > 0 && isDigits(t) && !numberInStreet(words, 0, i));
  return loose === -1 ? words : words.slice(0, loose);
}

/** The street key of 20261129T1600, with a house number in two parts kept whole. */
export function streetKey(tokenize: typeof tokens, street: string | null): string | null {
  return streetKeyOrdinals((text) => withoutUnitNumber(tokenize(text)), street);
}

const keyChanges = (text: string | null | undefined): boolean =>
  Boolean(text && /[0-9]/.test(text) && streetKey(tokens, text) !== streetKeyBefore(tokens, text));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKey, extraWords, placeShaped);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKeyBefore, extraWords, placeShaped);
}
