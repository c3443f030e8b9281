// Streets written the European way, the house number after the street: "Hauptstraße 12", "Via
// Roma 10", "Kerkstraat 3A", "ul. Marszałkowska 1/3", "Calle Mayor 5, 2º" (ADR 0256). Such a
// street is keyed as its number followed by its words, the key "12 Hauptstraße" gets, so it is
// found typed in either order. It is read only when its words hold a street word of a language
// that writes the number last: "Maria Delgado 1420" stays a name and a loose number, and a US
// "County Road 7" or "Route 66" is not read as house 7 or 66. A street word alone, or a number
// alone, is no street, as before. The street words and endings are street-words.ts's, which also
// spells their short forms one way (ADR 0279). A change here changes stored keys and needs a
// migration.

import { hasStreetEnding, isEuropeanStreetWord } from './street-words.ts';
import { isDigits, tokenize } from './tokenize.ts';

/**
 * Whether words (no number among them) are a street's name written before its number: a street
 * word, and a name besides it ("Via Roma", "Hauptstraße" is both). "Via" or "Platz" alone is not.
 */
export function isStreetFirstName(words: readonly string[]): boolean {
  if (words.length === 0 || words.some(isDigits)) return false;
  const street = words.some((w) => isEuropeanStreetWord(w) || hasStreetEnding(w));
  return street && words.some((w) => !isEuropeanStreetWord(w));
}

/** The longest house number a street-first street's second part may be: "12-14", "1/3", "112-114". */
const MAX_SECOND_PART_DIGITS = 4;

/**
 * Where a house number starting at `at` may end: after its number, and after a second part, a
 * letter ("3A" is "3 a") or a short number ("12-14", Poland's "1/3", read "12 14", "1 3"). A
 * stored street takes the longest; a query tries each, since its words go on with a city or a ZIP.
 */
export function houseNumberEnds(tokens: readonly string[], at: number): number[] {
  const next = tokens[at + 1];
  const second = next !== undefined && ((isDigits(next) && next.length <= MAX_SECOND_PART_DIGITS) || /^[a-z]$/.test(next));
  return second ? [at + 1, at + 2] : [at + 1];
}

/**
 * A Spanish or Portuguese floor or door after the number ("2º", "1ª", "3º B"): a unit, not part
 * of the house number. The public search leaves it out with the other units.
 */
export const FLOOR_OR_DOOR = /(?<![\p{L}\p{N}])\d{1,3}\s*[ºª°](?:\s*[a-z](?![\p{L}\p{N}]))?/giu;

/**
 * A stored street written number last, as the tokens of its number-first form ("Hauptstraße
 * 12" as ["12", "hauptstrasse"]), or undefined. What follows the house number is a unit or the
 * rest of the address ("Calle Mayor 5, 2º", "Hauptstraße 12, Berlin") and is cut, as the
 * number-first key cuts a unit.
 */
export function streetFirstTokens(street: string): string[] | undefined {
  const firstDigit = street.search(/\d/);
  if (firstDigit <= 0) return undefined;
  const comma = street.indexOf(',', firstDigit);
  const tokens = tokenize((comma === -1 ? street : street.slice(0, comma)).replace(FLOOR_OR_DOOR, ' '));
  const at = tokens.findIndex(isDigits);
  if (at <= 0 || !isStreetFirstName(tokens.slice(0, at))) return undefined;
  const end = houseNumberEnds(tokens, at).at(-1)!;
  return [...tokens.slice(at, end), ...tokens.slice(0, at)];
}
