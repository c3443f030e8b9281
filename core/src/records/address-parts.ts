// The address of a row from its columns: one set of several (ADR 0216), and a house number, a
// street type or a ZIP+4 in columns of their own joined to it (ADR 0249).

import { abbreviateStreetWord } from '../search/street-key.ts';
import { withoutDecimalZero } from './cell-values.ts';
import { ADDRESS_FIELDS } from './types.ts';
import type { ResolvedHeaders } from './column-ops.ts';
import {
  ADDRESS2_SLOT,
  COUNTRY_SLOT,
  HOUSE_NUMBER_SLOT,
  POST_DIRECTION_SLOT,
  PRE_DIRECTION_SLOT,
  STREET_SLOT,
  STREET_SUFFIX_SLOT,
  UNIT_TYPE_SLOT,
  ZIP_PLUS4_SLOT,
  ZIP_SLOT,
} from './column-ops.ts';

/**
 * The address of a row whose file has several sets of address columns: the first set, by rank,
 * that holds any part beside a country; else the first that holds a country. Never parts of two.
 */
export function chooseAddress(sets: readonly ((string | undefined)[] | undefined)[]): (string | undefined)[] | undefined {
  let countryOnly: (string | undefined)[] | undefined;
  for (const parts of sets) {
    if (!parts) continue;
    for (let i = 0; i < ADDRESS_FIELDS.length; i++) if (i !== COUNTRY_SLOT && parts[i] !== undefined) return parts;
    countryOnly ??= parts[COUNTRY_SLOT] !== undefined ? parts : undefined;
  }
  return countryOnly;
}

/** A ZIP code or a ZIP+4, whole: "62704", "62704-1234", "627041234". */
const WHOLE_ZIP = /^\d{5}(?:-?\d{4})?$/;

/**
 * A house number as a column of its own holds it: "12", "12a", "12 B", "12bis", "12-14", "123-45",
 * "123 1/2". A phone or an id under an ambiguous "Number" header does not have this shape.
 */
const HOUSE_NUMBER = /^\d{1,6}(?:[- ]\d{1,5})?(?: \d\/\d)? ?[a-z]{0,3}$/i;

const HOUSE_NUMBER_DECIMAL = /^(\d{1,6})\.0+$/;

/** Whether the street's last word is the type, as the street key abbreviates both: "Oak Street" and "ST". */
function endsWithType(street: string, type: string): boolean {
  const last = street.slice(street.lastIndexOf(' ') + 1).toLowerCase();
  return abbreviateStreetWord(last) === abbreviateStreetWord(type.toLowerCase());
}

/** Whether `text` has `word` as its first (or last) word, case aside: "12 Oak St" has "12" first. */
function hasWordAt(text: string, word: string, first: boolean): boolean {
  const at = first ? 0 : text.length - word.length;
  if (at < 0 || text.slice(at, at + word.length).toLowerCase() !== word.toLowerCase()) return false;
  const next = first ? text.charCodeAt(word.length) : text.charCodeAt(at - 1);
  // The word ends at the text's end, at a space or at punctuation, not inside a longer number or word.
  return Number.isNaN(next) || !/[\p{L}\p{N}]/u.test(String.fromCharCode(next));
}

/** A direction as a column of its own holds it: "N", "NW", "N.", "North", "Northwest". */
const DIRECTION = /^(?:[nsew]|ne|nw|se|sw|north|south|east|west|north-?east|north-?west|south-?east|south-?west)\.?$/i;
/** A unit's type as a column of its own holds it: "APT", "Unit", "Ste.", "#". */
const UNIT_TYPE = /^(?:\p{L}{1,12}\.?|#)$/u;

/** "APT" in a column of its own before the unit's number in the second line: "APT 4". */
function joinUnitType(groups: (string | undefined)[]): void {
  const unitType = groups[UNIT_TYPE_SLOT];
  const unit = groups[ADDRESS2_SLOT];
  if (unitType === undefined || unit === undefined || !UNIT_TYPE.test(unitType) || hasWordAt(unit, unitType, true)) return;
  groups[ADDRESS2_SLOT] = unitType === '#' ? `#${unit}` : `${unitType} ${unit}`;
}

/**
 * The address of a row whose ZIP+4 has a column of its own, and the street of one whose house
 * number, or street type, has a column of its own (ADR 0249):
 * "<number> <street> <type>", as the street key reads a street and people type it. A street
 * that already starts or ends with the number, or ends with the type, is not given it twice; a
 * number or a type without a street makes no street (the original row keeps them). A direction
 * before or after the name ("N", "NW"), and a unit's type before its number ("APT" 4), are joined
 * the same way (ADR 0327): "123 N Main St NW".
 */
export function joinAddressParts(groups: (string | undefined)[]): void {
  // A ZIP+4 column gives the ZIP code only whole: the four-digit add-on alone is none.
  const zipPlus4 = groups[ZIP_PLUS4_SLOT];
  if (groups[ZIP_SLOT] === undefined && zipPlus4 !== undefined && WHOLE_ZIP.test(zipPlus4)) groups[ZIP_SLOT] = zipPlus4;
  joinUnitType(groups);
  let street = groups[STREET_SLOT];
  if (street === undefined) return;
  const pre = groups[PRE_DIRECTION_SLOT];
  // Before the name, unless the street already starts with it, or with its number ("123 Main").
  if (pre !== undefined && DIRECTION.test(pre) && !hasWordAt(street, pre, true) && !/^\d/.test(street)) street = `${pre} ${street}`;
  const type = groups[STREET_SUFFIX_SLOT];
  if (type !== undefined && !endsWithType(street, type)) street = `${street} ${type}`;
  const post = groups[POST_DIRECTION_SLOT];
  if (post !== undefined && DIRECTION.test(post) && !hasWordAt(street, post, false)) street = `${street} ${post}`;
  // A data frame writes a number column with a missing value as floats: "12.0" (as for a ZIP code).
  const number = withoutDecimalZero(groups[HOUSE_NUMBER_SLOT] ?? '', HOUSE_NUMBER_DECIMAL) || undefined;
  if (number !== undefined && HOUSE_NUMBER.test(number) && !hasWordAt(street, number, true) && !hasWordAt(street, number, false))
    street = `${number} ${street}`;
  groups[STREET_SLOT] = street;
}

/** How the preview and the summary name a set of address columns (ADR 0216, ADR 0325). */
const SET_WORDS: Readonly<Record<string, string>> = {
  '': 'address',
  residence: 'residence',
  current: 'current address',
  billing: 'billing',
  defaultaddress: 'default address',
  mailing: 'mailing',
  location: 'location',
  address1: 'first address',
  address2: 'second address',
  shipping: 'shipping',
  other: 'other address',
  previous: 'previous address',
};

/**
 * Which sets of address columns a row's address is read from, in order, for a file with several:
 * "the residence columns (“RESIDENTIAL_ADDRESS1”, …) first, else the mailing columns
 * (“MAILING_ADDRESS1”, …); never parts of two". Undefined for a file with one set.
 */
export function addressReadingLabel(resolved: ResolvedHeaders): string | undefined {
  const names = resolved.addressSetNames;
  if (!names || names.length < 2) return undefined;
  const sets = names.map((name, rank) => {
    const columns = resolved.mapping.filter((m) => m.addressSet === rank);
    const lead = columns.find((m) => m.targets.includes('address.street')) ?? columns[0]!;
    return `the ${SET_WORDS[name] ?? name} columns (“${lead.key}”${columns.length > 1 ? ', …' : ''})`;
  });
  return `${sets[0]} first, else ${sets.slice(1).join(', then ')}; never parts of two`;
}
