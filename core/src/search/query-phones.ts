// Phone numbers in a public search query (ADR 0188, ADR 0304): the runs of digits written like a
// phone, which of them are complete numbers (looked up in every spelling a record may hold) and
// which are partial (left out, and the visitor told so).

import { phoneLookupKeys } from './national-phone.ts';
import { phoneDigits, phoneNumberDigits } from './tokenize.ts';

export interface PhoneRun {
  digits: string;
  plus: boolean;
  groups: number[];
}

/**
 * Digits written like a phone: separated by spaces, brackets, dots, slashes and any dash (the
 * hyphen, the en and em dashes a word processor puts in, the minus sign), with an extension.
 */
const PHONE_RUN = /\+?[\d(][\d\s().\-/\u2010-\u2015\u2212]*\d\)?(?:\s*(?:x|ext\.?|extension)\s*\d{1,6}\b)?/gi;
const RUN_EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i;

/** Runs of digits and phone punctuation between letters: "(217) 555-0142", "+44 20 7946 0958". */
export function phoneRuns(text: string): { runs: (PhoneRun & { text: string })[]; rest: string } {
  const runs: (PhoneRun & { text: string })[] = [];
  const rest = text.replace(PHONE_RUN, (match) => {
    // An extension ("x123", "ext. 5") is not part of the number, as on import.
    const number = match.replace(RUN_EXTENSION, '');
    const groups = (number.match(/\d+/g) ?? []).map((g) => g.length);
    const digits = number.replace(/\D+/g, '');
    runs.push({ text: match.trim(), digits, plus: match.trimStart().startsWith('+'), groups });
    return ` \ue000${runs.length - 1}\ue000 `;
  });
  return { runs, rest };
}

/**
 * A complete phone: 10 national digits (NANP, or a country's number with its trunk "0": "01 23
 * 45 67 89"), 11 starting with "0" (the UK's "(020) 7946 0958"), an international number
 * written with "+" or the "00" that dials out of most countries (ADR 0188), or a number written
 * as a country of a fixed list writes it at home ("030 1234567", "612 34 56 78"; ADR 0304).
 * Its lookup keys: the digits the plan reads first, then its other spellings.
 */
export function completePhone(run: PhoneRun & { text: string }): string[] | undefined {
  const digits = run.digits;
  if (run.plus || digits.startsWith('00')) {
    // Written as a phone by its prefix; countries group their digits their own way ("+49 30
    // 1234567").
    const international = phoneDigits(run.text);
    if (international.length < 8 || international.length > 15 || international.startsWith('0')) return undefined;
    return phoneLookupKeys(international, { internationalDigits: phoneNumberDigits(run.text) });
  }
  const groupedLikePhone = run.groups.length === 1 || run.groups.every((g) => g <= 4);
  if (groupedLikePhone) {
    if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return phoneLookupKeys(phoneDigits(digits));
    // A national number with its trunk "0" and a longer area code, as a dump of that country
    // stores it: the digits as written.
    if (digits.length === 11 && digits.startsWith('0')) return phoneLookupKeys(digits);
  }
  // Five digits first is a ZIP code and a house number ("62701 1420 Oak St", "02134 1420 Main
  // St"), unless the rest is longer than a house number (the UK's "07700 900123").
  if (run.groups.length > 1 && run.groups[0] === 5 && digits.length <= 10) return undefined;
  return phoneLookupKeys(digits, { groups: run.groups, complete: false });
}

/** Seven to nine digits written like a phone ("555-0142", "5550142"): a partial number. */
export function partialPhone(run: PhoneRun): boolean {
  if (run.digits.length < 7 || run.digits.length > 9) return false;
  const g = run.groups.join(',');
  return g === '7' || g === '3,4' || g === '8' || g === '9' || g === '2,3,4' || g === '3,3' || g === '3,2,4';
}
