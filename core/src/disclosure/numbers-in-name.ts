// Long numbers inside a name (a dump's shifted columns, a sign-up list's user name): which are
// phone numbers and which are other identifiers, and where a phone ends when a street follows it.
// The disclosure policy shows each as its own field is (ADRs 0246, 0292, 0299), and the public
// search keys none of them as name words (policy.ts contactsInName).

import { streetsInText } from '../search/streets-in-text.ts';

/**
 * Seven digits or more, with the spaces, dots, dashes and parentheses phone numbers are written
 * with: a phone number. With letters written onto it ("D12345678901") it is a licence or another
 * identifier, taken whole: masked as a phone, its letters stayed beside the mask ("D(phone number)").
 */
const NUMBER_IN_TEXT = /[\p{L}\p{M}]*\+?\p{Nd}(?:[ ().-]*\p{Nd}){6,}[\p{L}\p{M}\p{Nd}]*/gu;
const LEADING_LETTERS = /^[\p{L}\p{M}]*/u;
const HAS_LETTER = /\p{L}/u;

/**
 * Words written onto a phone number to say it is one, in the languages of the dumps we read
 * (accents folded): "Tel5558675309", "Ph555-867-5309", "Mob07700900123". A single letter ("T",
 * "M") is left out: as often a licence's or an account's first character.
 */
const PHONE_WORDS: ReadonlySet<string> = new Set([
  'tel',
  'tele',
  'telephone',
  'telefon',
  'telefone',
  'telefono',
  'telf',
  'tlf',
  'tfn',
  'ph',
  'phone',
  'mob',
  'mobile',
  'mobil',
  'movil',
  'cell',
  'cel',
  'celular',
  'fax',
]);

const folded = (letters: string): string => letters.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How many of a lettered number's first characters are a word saying it is a phone: the letters
 * before its digits are such a word ("Tel5558675309"), or end in one written capitalised after a
 * word ("DoePh555-867-5309"); undefined when they are not, or when letters follow its digits.
 */
function phoneWordLength(number: string): number | undefined {
  const letters = LEADING_LETTERS.exec(number)![0];
  if (letters === '' || HAS_LETTER.test(number.slice(letters.length))) return undefined;
  if (PHONE_WORDS.has(folded(letters))) return letters.length;
  const capital = letters.search(/(?<=\p{Ll})\p{Lu}[\p{Ll}\p{M}]*$/u);
  return capital > 0 && PHONE_WORDS.has(folded(letters.slice(capital))) ? letters.length : undefined;
}

/** A long number inside a name: a phone (the digits a phone mask reads) or another identifier, taken whole. */
export type NumberInName = { kind: 'phone'; phone: string } | { kind: 'id' };

/** What a long number inside a name is: a phone when it has no letters or a phone word says so. */
export function numberInNameKind(number: string): NumberInName {
  if (!HAS_LETTER.test(number)) return { kind: 'phone', phone: number };
  const word = phoneWordLength(number);
  return word === undefined ? { kind: 'id' } : { kind: 'phone', phone: number.slice(word) };
}

/** The fewest digits a phone cut before a street keeps, as NUMBER_IN_TEXT's shortest. */
const PHONE_MIN_DIGITS = 7;

/**
 * Where the long number found at `offset` of `text` ends when a street follows it: written with
 * spaces, a phone run also takes the street's house number ("555-867-5309 12 Oak St"), which then
 * left the street's name in the name, without its number read. Cut at the last space after which
 * a street starts, the phone keeping at least seven digits; the number's length when none does.
 */
function numberEnd(text: string, offset: number, number: string): number {
  for (let cut = number.lastIndexOf(' '); cut > 0; cut = number.lastIndexOf(' ', cut - 1)) {
    if ((number.slice(0, cut).match(/\p{Nd}/gu)?.length ?? 0) < PHONE_MIN_DIGITS) break;
    const after = text.slice(offset + cut).trimStart();
    if (streetsInText(after)[0]?.start === 0) return number.slice(0, cut).trimEnd().length;
  }
  return number.length;
}

/**
 * The text with each long number in it replaced by what `replace` gives for it, a street written
 * after a phone left as text for the street reader.
 */
export function replaceNumbersInName(text: string, replace: (number: string) => string): string {
  return text.replace(NUMBER_IN_TEXT, (number: string, offset: number, whole: string) => {
    const end = numberEnd(whole, offset, number);
    return replace(number.slice(0, end)) + number.slice(end);
  });
}

/** A character a dump writes in place of a hidden digit: "***-**-5678", "XXX-XX-9012", "•••-••-1234". */
const HIDDEN_DIGIT = '[xX*#•●]';
/** A separator of an SSN's groups: a dash of any kind, a dot or a space. */
const SSN_SEP = '[-‐‑‒–—. ]?';
/** "SSN", "S.S.N.", "SS#", "SS No", "Social Security (Number|No.|#)", "Soc Sec", any case. */
const SSN_WORD = String.raw`(?:s\.?s\.?n\.?|ss\s?#|ss\s?no\.?|soc(?:ial)?\.?\s*sec(?:urity)?\.?(?:\s*(?:number|num|nbr|no\.?|#))?)`;
/** "last 4", "last four (digits)", "L4", "ending (in)": what a dump writes before an SSN's last four digits. */
const LAST_FOUR = String.raw`(?:last\s*(?:4|four)(?:\s*digits)?|l4)`;
const ENDING = String.raw`(?:ending(?:\s*in)?|ends\s*in)`;
const BETWEEN = String.raw`[\s:#=.,()-]*`;
/** An SSN word, with a "last 4" or "ending in" after it; or "last 4" alone, or with "of SSN" after it. */
const SSN_PHRASE = String.raw`(?:${SSN_WORD}(?:${BETWEEN}(?:${LAST_FOUR}|${ENDING}))?|${LAST_FOUR}(?:${BETWEEN}(?:of\s*)?${SSN_WORD})?)`;
/** An SSN as dumps mask it ("***-**-5678", "XXX.XX.9012", "*****1234"), and written whole. */
const MASKED_SSN = String.raw`${HIDDEN_DIGIT}{3}${SSN_SEP}${HIDDEN_DIGIT}{2}${SSN_SEP}\p{Nd}{4}`;
const WHOLE_SSN = String.raw`\p{Nd}{3}${SSN_SEP}\p{Nd}{2}${SSN_SEP}\p{Nd}{4}`;
/**
 * An SSN inside a name, or what is left of one: a masked SSN, with an SSN word before it or
 * not, or four or nine digits after an SSN word or a "last 4" ("SSN 3456", "(SSN: ***-**-4444)",
 * "Social Security # 3456", "SSN last 4: 3456", "last four 3456"). Groups: an opening
 * parenthesis, the words and digits of a masked SSN, the words and digits of any other, a
 * closing parenthesis.
 */
const SSN_IN_TEXT = new RegExp(
  String.raw`(\(\s*)?(?<![\p{L}\p{M}\p{Nd}])(?:(?:(${SSN_PHRASE})${BETWEEN})?(${MASKED_SSN})|(${SSN_PHRASE})${BETWEEN}(${MASKED_SSN}|${WHOLE_SSN}|\p{Nd}{4}))(?!\p{Nd})(\s*\))?`,
  'giu',
);

/**
 * The text with each SSN or last four of one in it (SSN_IN_TEXT) replaced by what `replace`
 * gives for its digits (what the spec's SSN mask reads), the words written before them and
 * whether parentheses enclose the two alone ("(SSN: 1234)"): those go with them, so a kind
 * shown in its own parentheses is not shown "((…))".
 */
export function replaceSsnsInName(text: string, replace: (ssn: string, words: string, enclosed: boolean) => string): string {
  return text.replace(
    SSN_IN_TEXT,
    (_found: string, open?: string, maskedWords?: string, masked?: string, words?: string, digits?: string, close?: string) => {
      const enclosed = open !== undefined && close !== undefined;
      const shown = replace(masked ?? digits!, (masked ? maskedWords : words) ?? '', enclosed);
      return enclosed ? shown : `${open ?? ''}${shown}${close ?? ''}`;
    },
  );
}

/**
 * Four to six digits standing alone in a name ("Ann Lee 4321", "Jo #048213"), after the
 * dates, phones, SSNs and streets in it are read: an SSN's last four written with no word, a
 * PIN, an employee number, a birth date written "140384". A year from 1900 to 2099 is left
 * ("Class of 1998", "Maria 1984"): a stranger is shown the birth year, and a year is no number
 * that opens an account. Digits written onto letters ("jdoe1234", a user name) are left too.
 */
const BARE_NUMBER = /(?<![\p{L}\p{M}\p{Nd}])\p{Nd}{4,6}(?![\p{L}\p{M}\p{Nd}])/gu;
const YEAR = /^(?:19|20)\d\d$/;

/** The text with each bare number in it (BARE_NUMBER) replaced by what `replace` gives for it. */
export function replaceBareNumbersInName(text: string, replace: (number: string) => string): string {
  return text.replace(BARE_NUMBER, (number: string) => (YEAR.test(number) ? number : replace(number)));
}
