import type { Kysely } from 'kysely';
import { LETTER_FOLDS as LETTER_FOLDS_0180, tokens as tokensBefore } from './20261128T2200-folded-letter-search-keys.ts';
import { rekeyRecords } from './rekey-records.ts';

// The search tokenizer now keeps the letters of every script (ADR 0181). Before, it kept only
// a-z and 0-9 after folding accents, so "Иван Петров", "李小龙" or "김민수" gave no words at all and
// could not be searched by name. A token is all a-z, all digits, or all letters of other scripts
// with their marks; Hebrew points, Arabic vowel marks and the tatweel are dropped as accents are;
// Greek's final sigma is read as σ; NFC joins Hangul syllables and kana again after NFKD. The
// keys of the records whose values the tokenizer now reads differently are built again
// (rekey-records.ts); no other record's keys change. The tokenizer is copied here as it stands
// today (with 0180's letters, taken from its migration): migrations never import application
// code, which may change later.

const WORD = /[a-z]+|[0-9]+/g;
const ANY_SCRIPT_WORD = /[a-z]+|[0-9]+|(?:(?![a-z])[\p{L}\p{M}])+/gu;
// eslint-disable-next-line no-misleading-character-class -- each mark is listed on its own
const OPTIONAL_MARKS = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u0640\u064b-\u065f\u0670]/g;
const LETTER_FOLDS: Readonly<Record<string, string>> = { ...LETTER_FOLDS_0180, ς: 'σ' };
const FOLDED_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

export function tokens(text: string | null | undefined): string[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(lower)) return lower.match(WORD) ?? [];
  const folded = lower
    .normalize('NFKD')
    .toLowerCase()
    .replace(OPTIONAL_MARKS, '')
    .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter]!)
    .normalize('NFC');
  return folded.match(ANY_SCRIPT_WORD) ?? [];
}

/** Only text with non-ASCII characters can read differently; of that, what now does. */
const readsDifferently = (text: string | null | undefined): boolean =>
  // eslint-disable-next-line no-control-regex
  !!text && /[^\x00-\x7f]/.test(text) && tokensBefore(text).join(' ') !== tokens(text).join(' ');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, readsDifferently);
}

export async function down(): Promise<void> {
  // Nothing to undo: the keys hold the words the tokenizer now reads a query into; the code
  // before found none in these records' names and would not find these words either.
}
