// A phone number as a visitor writes it at home ("030 1234567" in Berlin, "612 34 56 78" in
// Madrid) and the spellings a record may hold it in (ADR 0304). A dump stores a number as its
// country writes it or with its country code, and the query cannot know the visitor's country:
// a number is read in each country of a short fixed list where it is a valid number written as
// that country writes it, and the search looks up all of those spellings as one question.

import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { phoneDigits } from './tokenize.ts';

/**
 * The countries whose national spelling of a number the public search reads, in the order their
 * readings are kept. Fixed, so the reading of a query never depends on who typed it (not on the
 * client's address) nor on what is stored. North American numbers are read by the plan's own
 * ten-digit rule; the US is here so that a "+1" number's national spelling is its own.
 */
export const NATIONAL_PHONE_COUNTRIES: readonly CountryCode[] = [
  'US',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'LU',
  'IT',
  'ES',
  'PT',
  'PL',
  'SE',
  'DK',
  'NO',
  'FI',
  'AU',
  'NZ',
  'IN',
];

/**
 * At most this many spellings are looked up for one typed number (the digits as typed, or the
 * international number, and the other spellings): the price of one lookup question (ADR 0304).
 */
export const MAX_PHONE_KEYS = 6;

/** A national number has at least as many digits as the shortest one read after "+" (ADR 0188). */
const MIN_NATIONAL_DIGITS = 8;
const MAX_NATIONAL_DIGITS = 13;

const digitsOf = (text: string) => text.replace(/\D+/g, '');

/**
 * The stored-digit spellings (phoneDigits of the international number) of the countries where
 * `digits` is a valid number written exactly as that country writes it nationally: its trunk
 * "0" where it has one ("030 1234567" in Germany), none where it has none ("612 34 56 78" in
 * Spain). "5550142" is no country's complete number, so it stays a partial one.
 */
export function nationalReadings(digits: string): string[] {
  if (digits.length < MIN_NATIONAL_DIGITS || digits.length > MAX_NATIONAL_DIGITS) return [];
  const keys: string[] = [];
  for (const country of NATIONAL_PHONE_COUNTRIES) {
    const parsed = parsePhoneNumberFromString(digits, country);
    // Written as the country writes it: a German number typed without its "0" is not German.
    if (!parsed?.isValid() || digitsOf(parsed.formatNational()) !== digits) continue;
    const key = phoneDigits(parsed.number);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * The national spelling of an international number (digits with its country code), as a dump of
 * its country stores it: "+49 30 1234567" is "0301234567" in Berlin. Undefined when no country
 * reads it as a valid number.
 */
export function nationalSpelling(internationalDigits: string): string | undefined {
  const parsed = parsePhoneNumberFromString(`+${internationalDigits}`);
  if (!parsed?.isValid()) return undefined;
  return digitsOf(parsed.formatNational());
}

/**
 * The spellings a complete number is looked up in: the one the plan read first, then the
 * others, at most MAX_PHONE_KEYS, in a fixed order.
 */
export function phoneLookupKeys(first: string, internationalDigits?: string): string[] {
  const keys = [first];
  const add = (key: string | undefined) => {
    if (key && !keys.includes(key) && keys.length < MAX_PHONE_KEYS) keys.push(key);
  };
  if (internationalDigits !== undefined) add(nationalSpelling(internationalDigits));
  else {
    for (const key of nationalReadings(first)) add(key);
  }
  return keys;
}
