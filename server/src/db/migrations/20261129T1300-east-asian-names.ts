import type { Kysely } from 'kysely';
import { extraWords as extraWordsBefore, tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { streetKey } from './20261129T1000-search-spellings.ts';
import { rekeyRecords, type ExtraWords } from './rekey-records.ts';

// A Chinese, Japanese or Korean name is now also keyed as its owner writes it, family name first
// and without a space (ADR 0209): "小龙 李", as a dump's separate columns put it together, is also
// "李小龙" and "小龙李". This builds again the keys of the records with such a name; no other
// record's keys change. The rule is copied here as it stands today (core search-spellings.ts):
// migrations never import application code.

const EAST_ASIAN_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;
const NO_NAME = '(no name)';

function eastAsianNameWords(name: string): string[] {
  const words = [...new Set(tokens(name.normalize('NFC')))];
  if (words.length < 2 || words.length > 3 || !words.every((w) => EAST_ASIAN_WORD.test(w))) return [];
  const last = words[words.length - 1]!;
  return [words.join(''), last + words.slice(0, -1).join('')].filter((w) => !words.includes(w));
}

const extraWords: ExtraWords = (r) => {
  const before = extraWordsBefore(r);
  if (r.full_name === NO_NAME) return before;
  const joined = eastAsianNameWords(r.full_name).filter((w) => !before.name.includes(w));
  return { name: [...before.name, ...joined], place: before.place };
};

const hasEastAsianName = (text: string | null | undefined): boolean => !!text && eastAsianNameWords(text).length > 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, hasEastAsianName, streetKey, extraWords);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, hasEastAsianName, streetKey, extraWordsBefore);
}
