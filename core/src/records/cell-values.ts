// What a cell's text holds as a value: out of a spreadsheet's wrappers (Excel's ="…", the text
// apostrophe), placeholders that mean none, and the emails and phones of one cell.

import { phoneDigits, withoutInvisibleCharacters } from '../search/tokenize.ts';
import { unguardFormula } from './formula-guard.ts';

/** `="…"` as a whole cell, its quotes doubled inside as Excel writes them. */
const EXCEL_TEXT = /^="((?:[^"]|"")*)"$/s;

/**
 * The value of Excel's text wrapper: a cell `="02134"` or `="5554091111"` is how a spreadsheet
 * keeps the leading zeros of a ZIP code or a phone (a formula that returns the text). The
 * wrapper is not part of the value (ADR 0194); any other cell is returned as it is.
 */
export function unwrapExcelText(value: string): string {
  const m = EXCEL_TEXT.exec(value);
  return m ? m[1]!.replace(/""/g, '"').trim() : value;
}

/** The last four digits of a value, or undefined when it has fewer (ADR 0306). */
export function lastFourDigits(v: string): string | undefined {
  const digits = v.replace(/\D+/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** An apostrophe before a number: what keeps a spreadsheet from reading a text as a number. */
const KEPT_AS_TEXT = /^'[+(]?[0-9][0-9 ().+/-]*$/;

/**
 * The value of a number written with a spreadsheet's text apostrophe: Shopify's and other
 * exports write a ZIP code or a phone as '07102 or '+19735550123 so that Excel keeps its leading
 * zero or plus (ADR 0205). So is a cell an export guarded against formulas ('=1+1, ours among
 * them): the apostrophe is not part of the value. Any other cell is returned as it is (an
 * apostrophe before letters is a name's: 'Big' Jim).
 */
export function withoutTextApostrophe(value: string): string {
  return KEPT_AS_TEXT.test(value) ? value.slice(1) : unguardFormula(value);
}

// Spreadsheet placeholders that mean "no value"; kept in allFields but never mapped. MySQL's
// `\N` too, only as written (a cell "\n" is not MySQL's).
const NULL_TOKENS = new Set(['null', 'n/a', '#n/a', 'none', 'nil', '-', '--']);

/** MySQL's NULL as `SELECT … INTO OUTFILE` and `mysql --batch` write it: exactly `\N` (ADR 0204). */
export const MYSQL_NULL = '\\N';

/**
 * A number field's placeholder: nothing but zeros and the punctuation numbers are written with
 * ("000-00-0000", "0000000000", "0"). Databases and forms fill a required SSN or phone so; no
 * SSN has a zero area, group or serial, and no phone is all zeros. As such a value it would mark
 * the record as leaking an SSN or a phone and raise its risk (ADR 0248); the original row keeps it.
 */
export function isZeroPlaceholder(v: string): boolean {
  return /^[0\s().+-]*0[0\s().+-]*$/.test(v);
}

export function isNullToken(v: string): boolean {
  if (v.length > 4) return false;
  if (v === MYSQL_NULL) return true;
  const c = v.charCodeAt(0) | 32; // ASCII lowercase of the first char: n, #, -
  return (c === 110 || c === 35 || c === 45) && NULL_TOKENS.has(v.toLowerCase());
}

/** Adds the address of `value` when it is one; whether it was (a repeat of one already listed is). */
function addEmail(list: string[], value: string): boolean {
  // An invisible character copied with the address from a web page is not part of it: kept, the
  // address matched no search for the address it reads as (ADR 0208). Only non-ASCII text has one.
  // eslint-disable-next-line no-control-regex -- any character past ASCII
  let email = (/[^\x00-\x7f]/.test(value) ? withoutInvisibleCharacters(value) : value).toLowerCase();
  if (email.startsWith('mailto:')) email = email.slice(7);
  email = unwrapped(email);
  // "em.dot@example.com.": a domain's root dot (a fully qualified name) is not part of the
  // address, and with it no search finds the address (ADR 0194).
  if (email.endsWith('.')) email = email.replace(/\.+$/, '');
  const at = email.indexOf('@');
  if (at <= 0) return false;
  if (email.indexOf('@', at + 1) !== -1) {
    // Two "@" are never one address: stored whole, "a@x.com/b@y.com" matched no search for
    // either address. Two addresses joined by "/" or "|" are both taken; anything else, none.
    const parts = email.split(/[/|]/);
    if (parts.length < 2 || !parts.every(isOneAddress)) return false;
    for (const part of parts) addEmail(list, part);
    return true;
  }
  if (!list.includes(email)) list.push(email);
  return true;
}

/**
 * Quotes or brackets around a whole address: a file quoted twice ("ann@x.com" in its cell), a
 * SQL dump's strings ('ann@x.com'), a word processor's quotes. No address starts and ends with
 * a matching pair of them (a quoted local part ends before the "@"); kept, the address matched
 * no search for it.
 */
const ADDRESS_WRAPPERS: Readonly<Record<string, string>> = {
  '"': '"',
  "'": "'",
  '“': '”',
  '„': '“',
  '‘': '’',
  '«': '»',
  '‹': '›',
  '[': ']',
  '(': ')',
  '<': '>',
  '{': '}',
};

function unwrapped(email: string): string {
  while (email.length > 2 && ADDRESS_WRAPPERS[email[0]!] === email[email.length - 1]) email = email.slice(1, -1).trim();
  return email;
}

/** One "@", not first: the shape of one address. */
function isOneAddress(text: string): boolean {
  const at = text.indexOf('@');
  return at > 0 && text.indexOf('@', at + 1) === -1;
}

/** A word between two addresses that joins them: "a@x.com / b@y.com", "a@x.com or b@y.com". */
const ADDRESS_JOINER = /^(?:\/|\||&|and|or)$/i;

/** "Jo Retest <jo@example.com>": the address of a named mailbox. */
const NAMED_MAILBOX = /<\s*([^<>\s]+@[^<>\s]+)\s*>$/;

/**
 * The addresses of a cell: one, or several separated by ";", ",", "|" or spaces, or joined by
 * " / ", "&", "and" or "or", or named mailboxes ("Jo Retest <jo@example.com>"). A piece whose
 * other words are not all addresses ("john smith@example.com": an address broken by a space, or
 * a name beside one) gives none: its last word is another person's address, and the original row
 * keeps the cell as written (the findings name it: lostEmails). Returns the first piece that
 * held a value and gave no address, if any (ADR 0272): "a@x.com; john smith@y.com" keeps the
 * first address and must still name the second.
 */
export function addEmails(list: string[], value: string): string | undefined {
  if (!/[;,|\s<(]/.test(value)) return addEmail(list, value) ? undefined : value;
  let unread: string | undefined;
  for (const piece of value.split(/[;,|]/)) {
    // A comment in parentheses is not an address: "jo@example.com (work)". An address in them
    // is one: "(jo2@example.com)" removed as a comment was lost without a word.
    const text = piece.replace(/\([^()@]*\)/g, ' ').trim();
    if (text === '') continue;
    const named = NAMED_MAILBOX.exec(text);
    if (named) {
      if (!addEmail(list, named[1]!)) unread ??= piece.trim();
      continue;
    }
    const words = text.split(/\s+/).filter((word) => !ADDRESS_JOINER.test(word));
    let read = words.length > 0 && words.every((word) => word.indexOf('@') > 0);
    if (read) for (const word of words) read = addEmail(list, word) && read;
    // A placeholder beside an address ("a@x.com; N/A") is no lost value; a comment alone is none either.
    if (!read && words.length > 0 && !isNullToken(text)) unread ??= piece.trim();
  }
  return unread;
}

/**
 * What of a cell of an email column mapRow takes no address from, when it holds a value (not
 * empty, not a placeholder such as "N/A"): the whole cell when it gives none (ADR 0262), or its
 * first piece that gives none beside the addresses it does give (ADR 0272). The import must say
 * so, not drop it silently; undefined when every piece is read.
 */
export function unreadEmailOf(cell: string): string | undefined {
  let v = cell.trim();
  if (v === '') return undefined;
  if (v.charCodeAt(0) === 61) v = unwrapExcelText(v);
  else if (v.charCodeAt(0) === 39) v = withoutTextApostrophe(v);
  if (v === '' || isNullToken(v)) return undefined;
  const found: string[] = [];
  const unread = addEmails(found, v);
  if (unread === undefined) return undefined;
  return found.length === 0 ? v : unread;
}

/** A number Excel shows in scientific notation: "1.55501E+10", "1,55501E+10" (a decimal comma). */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e\+?\d+$/i;

/**
 * A phone Excel turned into a number and wrote in scientific notation: its last digits are
 * gone ("1.55501E+10" was 15550123456 or any of a million others). Never a phone: a wrong
 * number could be another person's (ADR 0194).
 */
export function isScientificNumber(value: string): boolean {
  return SCIENTIFIC.test(value);
}

/**
 * A number a data frame or a spreadsheet wrote as a decimal: pandas writes a column of numbers
 * that has a missing value as floats ("5551234567.0"). The ".0" is not part of a phone or a ZIP
 * code, and with it the digits are another number that no search finds.
 */
const PHONE_DECIMAL = /^(\+?\d{7,15})\.0+$/;
/** A ZIP code written so, its leading zero lost as well ("2134.0" for 02134, ADR 0196 pads it). */
export const ZIP_DECIMAL = /^(\d{3,5})\.0+$/;

export function withoutDecimalZero(value: string, shape: RegExp): string {
  return shape.exec(value)?.[1] ?? value;
}

export function addPhones(list: string[], keys: string[], value: string): void {
  if (isScientificNumber(value)) return;
  value = withoutDecimalZero(value, PHONE_DECIMAL);
  if (!/[;,]|\s\/\s/.test(value)) {
    // "+1 555 123 4567" and "555-123-4567" are one number, and so are "+971…" and "00971…".
    const key = phoneDigits(value);
    // A phone of zeros only is a form's placeholder, not a number (ADR 0248).
    if (key !== '' && !/^0+$/.test(key) && !keys.includes(key)) {
      keys.push(key);
      list.push(value);
    }
    return;
  }
  // " / " too: "555-702-2222 / 555-702-3333". A "/" without spaces stays, as in "030/1234567".
  for (const part of value.split(/[;,]|\s\/\s/)) addPhones(list, keys, part.trim());
}

const AREA_CODE = /^\(?(\d{3})\)?$/;
const LOCAL_NUMBER = /^\d{3}[-. ]?\d{4}$/;

/**
 * A seven-digit phone ("5551234", "555-1234") with the area code of the column beside it
 * ("352"): "352 555-1234", the two cells joined as written (ADR 0325). A phone that already has
 * its area code, or a code that is not three digits, is read alone.
 */
export function withAreaCode(phone: string, areaCodeCell: string | null | undefined): string {
  if (!LOCAL_NUMBER.test(phone) || areaCodeCell == null) return phone;
  const cell = String(areaCodeCell).trim();
  // As mapRow reads every cell: out of Excel's ="352".
  const code = AREA_CODE.exec(cell.charCodeAt(0) === 61 ? unwrapExcelText(cell) : cell);
  return code ? `${code[1]} ${phone}` : phone;
}
