// The search tokenizer: the same function builds the index and reads a query, so both
// databases see identical tokens (lowercase ASCII letters and digits, accents folded,
// everything else splits). Letters and digits are separate tokens ("osinski1" -> "osinski",
// "1"): generated email addresses append numbers to names, and as whole tokens those made
// millions of distinct terms that every name prefix query had to expand over.

const WORD = /[a-z]+|[0-9]+/g;
const COMBINING = /[\u0300-\u036f]/g;

/**
 * Latin letters that Unicode does not decompose into a base letter and an accent (NFKD leaves
 * "ø" as it is), written the way English spells them. Without this they split their word:
 * "Ødegård" was indexed as "degard", "Łukasz" as "ukasz", "Straße" as "stra e" (ADR 0180; a
 * change here needs a migration that builds the affected records' keys again).
 */
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

export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  let lower = text.toLowerCase();
  // Only pay for Unicode folding when the text has non-ASCII characters ("José" -> "jose").
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(lower)) {
    lower = lower
      .normalize('NFKD')
      .replace(COMBINING, '')
      .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter]!);
  }
  return lower.match(WORD) ?? [];
}

/**
 * The words joined by single spaces. Array.prototype.join gives a string of two bytes per
 * character for the tokens above (Node 20's V8), though every token is ASCII; concatenation
 * keeps one byte per character. An import holds and hands over these keys for every record.
 */
export function joinWords(words: readonly string[]): string {
  let out = '';
  for (let i = 0; i < words.length; i++) out += i === 0 ? words[i]! : ` ${words[i]!}`;
  return out;
}

export const isDigits = (token: string): boolean => /^[0-9]+$/.test(token);

/** National digits of a phone: a leading US "1" of an 11-digit number is dropped. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
