// A phone number as a visitor writes it at home ("030 1234567" in Berlin, "612 34 56 78" in
// Madrid) and the spellings a record may hold it in (ADR 0304). A dump stores a number as its
// country writes it or with its country code, and the query cannot know the visitor's country:
// a number is read in each country of a short fixed list where it is a valid number written as
// that country writes it, and the search looks up all of those spellings as one question.

import { Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
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

/** What libphonenumber's metadata says of a country's plan; its types leave these out. */
interface NumberingPlanFacts {
  nationalPrefix(): string | undefined;
  possibleLengths(): number[];
}

let plans: Map<CountryCode, { prefix: string; lengths: readonly number[] }> | undefined;
/** Each listed country's trunk prefix and lengths, read once: a parse costs about 0.3 ms. */
function planOf(country: CountryCode): { prefix: string; lengths: readonly number[] } {
  if (!plans) {
    plans = new Map();
    const metadata = new Metadata();
    for (const c of NATIONAL_PHONE_COUNTRIES) {
      metadata.selectNumberingPlan(c);
      const plan = (metadata as unknown as { numberingPlan: NumberingPlanFacts }).numberingPlan;
      plans.set(c, { prefix: plan.nationalPrefix() ?? '', lengths: plan.possibleLengths() });
    }
  }
  return plans.get(country)!;
}

/** Whether a country could write `digits` nationally, by its trunk "0" and lengths, before a parse. */
function mayBeNational(digits: string, country: CountryCode): boolean {
  const { prefix, lengths } = planOf(country);
  const trunkZero = prefix === '0';
  // Italy has no trunk prefix, and its fixed numbers start with "0" nonetheless ("06 1234 5678").
  if (trunkZero !== digits.startsWith('0') && country !== 'IT') return false;
  return lengths.includes(trunkZero ? digits.length - 1 : digits.length);
}

/**
 * Whether a number typed in these groups is written as the country writes it: in one run of
 * digits, in the country's own groups ("612 34 56 78"), or, after a trunk "0", with its area
 * code as one group and the rest as the visitor likes ("030 123 45 67"). Two numbers typed side
 * by side ("2024 1420", a year and a house number) are not grouped as any country's number.
 */
function writtenAsCountryDoes(groups: readonly number[], national: string): boolean {
  if (groups.length === 1) return true;
  const own = (national.match(/\d+/g) ?? []).map((g) => g.length);
  if (own.join(',') === groups.join(',')) return true;
  return national.startsWith('0') && own.length > 1 && own[0] === groups[0];
}

/**
 * The stored-digit spellings (phoneDigits of the international number) of the countries where
 * `digits` is a valid number written exactly as that country writes it nationally: its trunk
 * "0" where it has one ("030 1234567" in Germany), none where it has none ("612 34 56 78" in
 * Spain). "5550142" is no country's complete number, so it stays a partial one. `grouped`: some
 * of those countries groups it as `groups` are typed. The keys depend on the digits only, so a
 * number typed with other spacing asks the same question (ADR 0217).
 */
export function nationalReadings(digits: string, groups: readonly number[] = [digits.length]): { keys: string[]; grouped: boolean } {
  const keys: string[] = [];
  let grouped = false;
  if (digits.length < MIN_NATIONAL_DIGITS || digits.length > MAX_NATIONAL_DIGITS) return { keys, grouped };
  for (const country of NATIONAL_PHONE_COUNTRIES) {
    if (!mayBeNational(digits, country)) continue;
    const parsed = parsePhoneNumberFromString(digits, country);
    if (!parsed?.isValid()) continue;
    // Written as the country writes it: a German number typed without its "0" is not German.
    const national = parsed.formatNational();
    if (digitsOf(national) !== digits) continue;
    grouped ||= writtenAsCountryDoes(groups, national);
    const key = phoneDigits(parsed.number);
    if (!keys.includes(key)) keys.push(key);
  }
  return { keys, grouped };
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
 * others, at most MAX_PHONE_KEYS, in a fixed order. Undefined for digits without "+" that the
 * plan's own rules did not complete (`complete` false) and that no listed country writes so.
 */
export function phoneLookupKeys(
  first: string,
  options: { internationalDigits?: string; groups?: readonly number[]; complete?: boolean } = {},
): string[] | undefined {
  const keys = [first];
  const add = (key: string | undefined) => {
    if (key && !keys.includes(key) && keys.length < MAX_PHONE_KEYS) keys.push(key);
  };
  if (options.internationalDigits !== undefined) {
    add(nationalSpelling(options.internationalDigits));
    return keys;
  }
  const national = nationalReadings(first, options.groups);
  if (options.complete === false && !national.grouped) return undefined;
  for (const key of national.keys) add(key);
  return keys;
}
