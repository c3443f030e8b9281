// The search tokenizer: the same function builds the index and reads a query, so both
// databases see identical tokens: lowercase, accents folded, everything that is not a letter
// or a digit splits. A token is all ASCII letters, all digits, or all letters of other scripts
// ("иван", "李小龙"; ADR 0181), never a mix, so a prefix of an ASCII word only ever continues
// with a-z (PostgreSQL's prefix expansion relies on it). Letters and digits are separate tokens
// ("osinski1" -> "osinski", "1"): generated email addresses append numbers to names, and as
// whole tokens those made millions of distinct terms that every name prefix query had to expand
// over.

const WORD = /[a-z]+|[0-9]+/g;
/** WORD, and runs of the letters (with their marks) of every other script. */
const ANY_SCRIPT_WORD = /[a-z]+|[0-9]+|(?:(?![a-z])[\p{L}\p{M}])+/gu;
/**
 * Marks that everyday writing leaves out, dropped as accents are: the combining accents of
 * Latin, Greek and Cyrillic ("é", "ά", "й" after NFKD), Hebrew points and cantillation, Arabic
 * vowel marks and the tatweel (a stretch of the line). The marks of scripts that write vowels
 * with them (Devanagari, Thai) are part of the word and stay.
 */
// eslint-disable-next-line no-misleading-character-class -- each mark is listed on its own
const OPTIONAL_MARKS = /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u0640\u064b-\u065f\u0670]/g;

/**
 * Latin letters that Unicode does not decompose into a base letter and an accent (NFKD leaves
 * "ø" as it is), written the way English spells them. Without this they split their word:
 * "Ødegård" was indexed as "degard", "Łukasz" as "ukasz", "Straße" as "stra e" (ADR 0180).
 * And Greek's final sigma, which lowercasing writes at a word's end ("ΟΔΥΣΣΕΑΣ" -> "οδυσσεας")
 * while a visitor may type σ there (ADR 0181). A change here needs a migration that builds the
 * affected records' keys again.
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
  ς: 'σ',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * Invisible format characters that text copied from web pages and documents carries inside
 * words: the zero-width space and joiner, the word joiner, the byte-order mark, the soft hyphen,
 * direction marks and controls (every format character but one). They split a word ("Ba\u200Bker"
 * was "ba ker") though nothing shows there, so they are read as nothing. The zero-width
 * non-joiner (U+200C) stays a break: Persian writes it between the parts of a name
 * ("حسن‌زاده"), which people also type with a space. A change here needs a migration.
 */
const INVISIBLE_IN_WORDS = /(?!\u200c)\p{Cf}/gu;

/**
 * The text without those invisible characters: an email address copied from a web page with one
 * inside matches no search for the address it reads as, on import and in a search alike.
 */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_IN_WORDS, '');
}

export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  const lower = text.toLowerCase();
  // Only pay for Unicode folding when the text has non-ASCII characters ("José" -> "jose").
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(lower)) return lower.match(WORD) ?? [];
  // NFKD splits accents off and spells compatibility forms plainly ("ｊｏｓé", "ℌ"), so lowercase
  // again; NFC then joins what the kept marks belong to again (Hangul syllables, kana with their
  // voicing marks), so a word is stored as it is typed.
  const folded = lower
    .replace(INVISIBLE_IN_WORDS, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(OPTIONAL_MARKS, '')
    .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter]!)
    .normalize('NFC');
  return folded.match(ANY_SCRIPT_WORD) ?? [];
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

/** The zero of each script's decimal digits that people write phone numbers in, besides 0-9. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Persian, Urdu)
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Oriya
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0x0e50, // Thai
  0x0ed0, // Lao
  0x1040, // Myanmar
  0x17e0, // Khmer
];
const OTHER_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `\\u${zero.toString(16).padStart(4, '0')}-\\u${(zero + 9).toString(16).padStart(4, '0')}`).join('')}]`,
  'g',
);

/**
 * Text with every digit in ASCII: full-width forms ("０９０－１２３４", which Japanese and Chinese
 * keyboards type) and other compatibility forms through NFKC, the digits of other scripts
 * ("٠٥٠١٢٣٤٥٦٧", Devanagari, Thai) by their value. Only a phone's digits and a query's number
 * runs are read this way; the text itself is stored as written.
 */
export function withAsciiDigits(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return text.normalize('NFKC').replace(OTHER_DIGIT, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/** An extension written after the number: "x123", "ext. 123", "extension 12", "#123". */
const EXTENSION = /\s*(?<![a-z])(?:ext\.?|extension|x|#)\s*\d{1,6}\s*$/i;
/** "(0)", the trunk prefix written after a country code: "+44 (0)20 7946 0958" (ADR 0188). */
const TRUNK_ZERO = /\(\s*0\s*\)/;

/**
 * A phone's digits with its country code, one spelling for every way it is written (ADR 0188):
 * the "00" that dials out of most countries is read as "+" ("00971 50 123 4567" = "+971 50 123
 * 4567"); an international number's "(0)" and an extension at the end are not part of it.
 */
export function phoneNumberDigits(phone: string): string {
  let text = withAsciiDigits(phone.trim());
  if (/[#a-z]/i.test(text)) text = text.replace(EXTENSION, '');
  const plus = text.startsWith('+');
  if ((plus || text.startsWith('00')) && text.includes('(')) text = text.replace(TRUNK_ZERO, '');
  const digits = text.replace(/\D+/g, '');
  // A national number never starts with "00" (its trunk prefix is one "0"); the shortest
  // international number after it has 8 digits.
  return !plus && digits.startsWith('00') && digits.length >= 10 ? digits.slice(2) : digits;
}

/**
 * The digits that identify a phone: phoneNumberDigits, with the leading "1" of an 11-digit North
 * American number dropped ("+1 555 123 4567" = "555-123-4567").
 */
export function phoneDigits(phone: string): string {
  const digits = phoneNumberDigits(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
