// A whole US address in one cell: "12 Elm St, Somerville, MA 02143" under "Address" or "Full
// Address" (ADR 0324). Stored whole as the street, the record had no town, state or ZIP: its
// card showed no place, a search by name and town missed it, and the exact street lookup
// compared the whole line. Split only when the line ends as a US address does.

import { ADDRESS_FIELDS } from './types.ts';
import { COUNTRY_SLOT, STREET_SLOT, ZIP_SLOT } from './column-ops.ts';
import { isUsStateCode } from './state-column.ts';

const CITY_SLOT = ADDRESS_FIELDS.indexOf('city');
const ADDRESS2_SLOT = ADDRESS_FIELDS.indexOf('address2');
const STATE_SLOT = ADDRESS_FIELDS.indexOf('state');

/** "MA 02143", "MA. 02143-1234": the last part when the town has a part of its own. */
const STATE_ZIP = /^([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;
/** "Somerville MA 02143": the town, the state and the ZIP code in one part. */
const CITY_STATE_ZIP = /^(.*\p{L}.*?)\s+([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/u;
/** A last part that only names the country. */
const US_COUNTRY = /^(?:usa|us|u\.s\.a?\.?|united states(?: of america)?)$/i;

/** The street parts, town, state and ZIP code of a line's comma-separated parts, if it ends as a US address. */
function readParts(parts: readonly string[]): { street: string[]; city: string; state: string; zip: string } | undefined {
  const last = parts[parts.length - 1] ?? '';
  const own = parts.length >= 3 ? STATE_ZIP.exec(last) : null;
  if (own) return { street: parts.slice(0, -2), city: parts[parts.length - 2]!, state: own[1]!, zip: own[2]! };
  const joined = parts.length >= 2 ? CITY_STATE_ZIP.exec(last) : null;
  if (joined) return { street: parts.slice(0, -1), city: joined[1]!, state: joined[2]!, zip: joined[3]! };
  return undefined;
}

/**
 * Splits the street of `groups` (the address slots of mapRow) into street, town, state and ZIP
 * code when it is a whole one-line US address and the row has no town, state or ZIP of its own.
 * Anything else is left as it was.
 */
export function splitOneLineAddress(groups: (string | undefined)[]): void {
  const line = groups[STREET_SLOT];
  if (line === undefined) return;
  if (line.indexOf('\n') !== -1 || line.indexOf('\r') !== -1) {
    splitAddressLines(groups, line);
    return;
  }
  if (line.indexOf(',') === -1) return;
  if (groups[CITY_SLOT] !== undefined || groups[STATE_SLOT] !== undefined || groups[ZIP_SLOT] !== undefined) return;
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const country = parts.length > 2 && US_COUNTRY.test(parts[parts.length - 1]!) ? parts.pop() : undefined;
  const read = readParts(parts);
  if (!read || !isUsStateCode(read.state) || !/\p{L}/u.test(read.city) || read.street.length === 0) return;
  groups[STREET_SLOT] = read.street.join(', ');
  groups[CITY_SLOT] = read.city;
  groups[STATE_SLOT] = read.state;
  groups[ZIP_SLOT] = read.zip;
  if (country !== undefined) groups[COUNTRY_SLOT] ??= country;
}

const LINE_BREAK = /\r\n|\r|\n/;

/** "Dayton, OH 45402" or "Dayton OH 45402": the last line of a US address written over several. */
function readPlaceLine(line: string): { city: string; state: string; zip: string } | undefined {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let place: { city: string; state: string; zip: string } | undefined;
  const own = parts.length === 2 ? STATE_ZIP.exec(parts[1]!) : null;
  if (own) place = { city: parts[0]!, state: own[1]!, zip: own[2]! };
  const joined = parts.length === 1 ? CITY_STATE_ZIP.exec(parts[0]!) : null;
  if (joined) place = { city: joined[1]!, state: joined[2]!, zip: joined[3]! };
  return place && isUsStateCode(place.state) && /\p{L}/u.test(place.city) ? place : undefined;
}

/** Whether a place line names the row's own town or ZIP code. */
function samePlace(groups: readonly (string | undefined)[], place: { city: string; zip: string }): boolean {
  const city = groups[CITY_SLOT];
  const zip = groups[ZIP_SLOT];
  return (
    (city !== undefined && city.toLowerCase() === place.city.toLowerCase()) ||
    (zip !== undefined && zip.slice(0, 5) === place.zip.slice(0, 5))
  );
}

/**
 * A street written over several lines, as CRMs and address books export it ("5 Oak Ave\nApt
 * 2\nDayton, OH 45402"; ADR 0329): its first line is the street and the lines after it the second
 * line (when the row has none of its own, else they stay in the street after a comma), and a last
 * line that is a US town, state and ZIP code fills them when the row has none of its own. Never
 * a line break in a stored street.
 */
function splitAddressLines(groups: (string | undefined)[], text: string): void {
  const lines = text
    .split(LINE_BREAK)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const hasPlace = groups[CITY_SLOT] !== undefined || groups[STATE_SLOT] !== undefined || groups[ZIP_SLOT] !== undefined;
  const country = lines.length > 2 && US_COUNTRY.test(lines[lines.length - 1]!) ? lines[lines.length - 1] : undefined;
  const body = country === undefined ? lines : lines.slice(0, -1);
  const lastPlace = body.length >= 2 ? readPlaceLine(body[body.length - 1]!) : undefined;
  const place = hasPlace ? undefined : lastPlace;
  // A whole address beside its own town's columns (Google Contacts' "Address 1 - Formatted"): its
  // place line repeats them, and is no second address line.
  const repeated = hasPlace && lastPlace !== undefined && samePlace(groups, lastPlace);
  const street = place || repeated ? body.slice(0, -1) : body;
  if (street.length === 0) return;
  if (street.length > 1 && groups[ADDRESS2_SLOT] === undefined) {
    groups[STREET_SLOT] = street[0];
    groups[ADDRESS2_SLOT] = street.slice(1).join(', ');
  } else groups[STREET_SLOT] = street.join(', ');
  if (country !== undefined) groups[COUNTRY_SLOT] ??= country;
  if (!place) return;
  groups[CITY_SLOT] = place.city;
  groups[STATE_SLOT] = place.state;
  groups[ZIP_SLOT] = place.zip;
}
