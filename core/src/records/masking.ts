// Display masking, spec §3. Public routes only ever receive these masked strings (decisions.md
// §1), so each function returns undefined rather than leaking a value it cannot mask safely.

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { phoneNumberDigits } from '../search/tokenize.ts';
import { formatIsoDate, parseDateParts } from './dob.ts';

/** Local parts of this length or shorter use the short email mask (spec §9). */
export const EMAIL_SHORT_LOCAL_MAX = 5;

function digitsOf(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) out += value[i];
  }
  return out;
}

/** "***-**-1234"; needs at least 4 digits. */
export function maskSsn(ssn: string | null | undefined): string | undefined {
  const digits = digitsOf(ssn ?? '');
  if (digits.length < 4) return undefined;
  return `***-**-${digits.slice(-4)}`;
}

/**
 * Local part of 5 chars or fewer: first char + ".." + last char ("jdoe@x.com" -> "j..e@x.com");
 * longer: first 3 + "..." + last 2 ("johnathan@x.com" -> "joh...an@x.com"). Domain kept.
 */
export function maskEmail(email: string | null | undefined): string | undefined {
  const value = (email ?? '').trim();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return undefined;
  // Characters, not UTF-16 units: a letter outside the Basic Multilingual Plane is never cut in two.
  const local = [...value.slice(0, at)];
  const domain = value.slice(at + 1);
  const masked =
    local.length <= EMAIL_SHORT_LOCAL_MAX
      ? `${local[0]}..${local[local.length - 1]}`
      : `${local.slice(0, 3).join('')}...${local.slice(-2).join('')}`;
  return `${masked}@${domain}`;
}

/** A North American (NANP) national number: area code and seven digits. */
const NANP_LENGTH = 10;
/** Digits a mask leaves unknown, at least: 10,000 guesses, as the spec's NANP mask leaves. */
const MIN_HIDDEN_DIGITS = 4;

/**
 * The country calling code and national number of a phone (ADR 0188). Written with "+" or "00",
 * or with more digits than a national number, its country code is read with libphonenumber's
 * table ("+49 30 1234567" is 49 and 301234567, not 4 and 9301234567); ten digits, or eleven
 * after a "1", are a North American number, as the spec's examples are.
 */
function splitPhone(phone: string | null | undefined): { country: string; national: string } | undefined {
  const text = (phone ?? '').trim();
  const digits = phoneNumberDigits(text);
  if (digits.length < 7) return undefined;
  if (digits.length === NANP_LENGTH + 1 && digits.startsWith('1')) return { country: '1', national: digits.slice(1) };
  const international = text.startsWith('+') || text.startsWith('00') || digits.length > NANP_LENGTH;
  if (!international) return { country: '', national: digits };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isPossible()) return { country: '', national: digits };
  return { country: parsed.countryCallingCode, national: parsed.nationalNumber };
}

/**
 * A phone's country calling code ("1", "49"), read as the mask reads it; null when the number
 * does not say (a national number written without one, or too short to be a phone).
 */
export function phoneCallingCode(phone: string | null | undefined): string | null {
  const code = splitPhone(phone)?.country;
  return code ? code : null;
}

function maskNational(national: string, northAmerican: boolean): string {
  // A North American number keeps its familiar shape: (555) ***-*567. Others show as many of
  // their first digits as leave four unknown, at most three, and their last three.
  if (northAmerican && national.length === NANP_LENGTH) return `(${national.slice(0, 3)}) ***-*${national.slice(-3)}`;
  const lead = Math.max(0, Math.min(3, national.length - 3 - MIN_HIDDEN_DIGITS));
  const hidden = '*'.repeat(national.length - 3 - lead);
  return `${lead ? `(${national.slice(0, lead)}) ` : ''}${hidden}${national.slice(-3)}`;
}

/**
 * Leading country digits, the first digits in parentheses, masked middle digits, last 3:
 * "+1 555 123 4567" -> "+1 (555) ***-*567"; "555-123-4567" -> "(555) ***-*567"; "+49 30
 * 1234567" -> "+49 (30) ****567". Fewer than 7 digits is not a phone number we can mask
 * meaningfully -> undefined.
 */
export function maskPhone(phone: string | null | undefined): string | undefined {
  const parts = splitPhone(phone);
  if (!parts) return undefined;
  const northAmerican = parts.country === '' || parts.country === '1';
  return (parts.country ? `+${parts.country} ` : '') + maskNational(parts.national, northAmerican);
}

/** The compact form used in lists: no country code ("(555) ***-*567"). */
export function maskPhoneShort(phone: string | null | undefined): string | undefined {
  const parts = splitPhone(phone);
  return parts ? maskNational(parts.national, parts.country === '' || parts.country === '1') : undefined;
}

/**
 * The spec's licence mask is the first 2 and last 5 characters. That is 7 of 8 characters of
 * an 8-character licence (California, for one), so the mask here never shows half of a
 * licence: at most floor((n - 1) / 2) characters stay visible, up to the spec's 7. Long
 * licences (15+ characters) read as the spec shows them ("S5********01234"); shorter ones keep
 * only their last characters ("A1234567" -> "*****567"). Spaces and dashes are ignored.
 */
export function maskDriverLicense(dl: string | null | undefined): string | undefined {
  const value = (dl ?? '').replace(/[\s-]+/g, '');
  const n = value.length;
  if (n === 0) return undefined;
  const visible = Math.min(7, Math.floor((n - 1) / 2));
  if (visible === 7) return value.slice(0, 2) + '*'.repeat(n - 7) + value.slice(-5);
  return '*'.repeat(n - visible) + (visible > 0 ? value.slice(-visible) : '');
}

/** 8 digits or ISO (or M/D/YYYY) -> mm/dd/yyyy; undefined when the date cannot be read. */
export function formatDateUs(value: string | null | undefined, today: Date = new Date()): string | undefined {
  const parts = parseDateParts(value, today);
  if (!parts) return undefined;
  const [y, m, d] = formatIsoDate(parts).split('-');
  return `${m}/${d}/${y}`;
}

const ORDINAL_RE = /^\d+(?:st|nd|rd|th)[.,]?$/i;

/**
 * Hides every number in a street line except ordinals ("5th Ave"): the house number, unit and
 * PO box numbers are what makes an address findable. "123 Main St Apt 4B" -> "*** Main St Apt ***".
 */
export function maskStreet(street: string | null | undefined): string | undefined {
  const value = (street ?? '').trim();
  if (value === '') return undefined;
  return value
    .split(/\s+/)
    .map((token) => {
      if (!/\d/.test(token) || ORDINAL_RE.test(token)) return token;
      const trailing = /[.,;]$/.test(token) ? token.slice(-1) : '';
      return `***${trailing}`;
    })
    .join(' ');
}
