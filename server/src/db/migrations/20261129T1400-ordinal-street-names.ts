import type { Kysely } from 'kysely';
import { extraWords as extraWordsBefore, tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { streetKey as streetKeyBefore } from './20261129T1000-search-spellings.ts';
import { rekeyRecords, type ExtraWords } from './rekey-records.ts';

// A street's ordinal written as a word is now keyed as its number (ADR 0213): "725 Fifth Avenue"
// was "725 fifth ave" and "725 5th Ave" "725 5 th ave", so neither found the other. Ordinals from
// first to ninety-ninth ("Twenty-First") are spelled as the tokenizer reads "21st". This builds
// again the street keys of the records whose street holds one; no other record's keys change.
// The rules are copied here as they stand today (core street-key.ts, and the East Asian names of
// 20261129T1300, which does not export them): migrations never import application code.

const ORDINAL_UNITS: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_TEENS: readonly string[] = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS: readonly string[] = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS_ORDINALS: readonly string[] = [
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];
const ORDINAL_NUMBERS: ReadonlyMap<string, number> = new Map([
  ...ORDINAL_UNITS.map((w, i) => [w, i + 1] as const),
  ...ORDINAL_TEENS.map((w, i) => [w, i + 10] as const),
  ...TENS_ORDINALS.map((w, i) => [w, (i + 2) * 10] as const),
]);

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Street tokens with their ordinals as numbers: "fifth" is "5 th", "twenty first" "21 st". */
export function streetOrdinals(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const tens = TENS.indexOf(word);
    const unit = tens === -1 ? -1 : ORDINAL_UNITS.indexOf(words[i + 1] ?? '');
    const n = unit !== -1 ? (tens + 2) * 10 + unit + 1 : ORDINAL_NUMBERS.get(word);
    if (n === undefined) {
      out.push(word);
      continue;
    }
    out.push(String(n), ordinalSuffix(n));
    if (unit !== -1) i++;
  }
  return out;
}

/** The street key of 20261129T1000 (post office boxes, units, "#"), read with ordinals as numbers. */
export function streetKey(tokenize: typeof tokens, street: string | null): string | null {
  return streetKeyBefore((text) => streetOrdinals(tokenize(text)), street);
}

const holdsOrdinal = (text: string | null | undefined): boolean => {
  if (!text) return false;
  const words = tokens(text);
  return words.some((w) => ORDINAL_NUMBERS.has(w));
};

// The East Asian names of 20261129T1300, as it builds them.
const EAST_ASIAN_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;
const NO_NAME = '(no name)';

function eastAsianNameWords(name: string): string[] {
  const words = [...new Set(tokens(name.normalize('NFC')))];
  if (words.length < 2 || words.length > 3 || !words.every((w) => EAST_ASIAN_WORD.test(w))) return [];
  const last = words[words.length - 1]!;
  return [words.join(''), last + words.slice(0, -1).join('')].filter((w) => !words.includes(w));
}

export const extraWords: ExtraWords = (r) => {
  const before = extraWordsBefore(r);
  if (r.full_name === NO_NAME) return before;
  const joined = eastAsianNameWords(r.full_name).filter((w) => !before.name.includes(w));
  return { name: [...before.name, ...joined], place: before.place };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, holdsOrdinal, streetKey, extraWords);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, holdsOrdinal, streetKeyBefore, extraWords);
}
