import type { Kysely } from 'kysely';
import { rekeyRecords } from './rekey-records.ts';

// The search tokenizer now spells the Latin letters Unicode does not decompose the way English
// writes them: "ø" -> "o", "ł" -> "l", "ß" -> "ss" (core's LETTER_FOLDS, ADR 0180). Before, such
// a letter split its word: "Ødegård" was indexed as "degard", "Łukasz" as "ukasz". The keys of
// the records whose values the fold reads differently are built again (rekey-records.ts); no
// other record's keys change. The tokenizer is copied here as it stood that day: migrations never
// import application code, which may change later.

const WORD = /[a-z]+|[0-9]+/g;
const COMBINING = /[\u0300-\u036f]/g;
/** The letters spelled out (the next migration's tokenizer keeps them and adds one). */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  ƒ: 'f',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** The tokenizer of this migration's day (the next migration compares its own with it). */
export function tokens(text: string | null | undefined, fold = true): string[] {
  if (!text) return [];
  let lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(lower)) {
    lower = lower.normalize('NFKD').replace(COMBINING, '');
    if (fold) lower = lower.replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter]!);
  }
  return lower.match(WORD) ?? [];
}

/** Whether the tokenizer before (no fold) read the text differently: only such records change. */
const foldChanges = (text: string | null | undefined): boolean =>
  // eslint-disable-next-line no-control-regex
  !!text && /[^\x00-\x7f]/.test(text) && tokens(text, false).join(' ') !== tokens(text).join(' ');

const tokensNow = (text: string | null | undefined) => tokens(text);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokensNow, foldChanges);
}

export async function down(): Promise<void> {
  // Nothing to undo: keys built with the letters spelled out are what the tokenizer now reads a
  // query into; the code before would read "Ødegård" as "degard" and no longer find it.
}
