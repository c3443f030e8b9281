import type { Tokens } from './rekey-records.ts';

// The street-first rule of ADR 0256, copied as it stands in core today (search/street-first.ts,
// 2026-11-30) for 20261201T0100: migrations never import application code, which may change
// later. A later change to this rule needs a copy of its own. The only difference from core: the
// tokenizer is passed in, the one of the migration's day.

const isDigits = (t: string) => /^[0-9]+$/.test(t);

/** Street words written as a word of their own, as tokenized (accents folded, "ß" as "ss"). */
const STREET_WORDS: ReadonlySet<string> = new Set([
  // German
  'strasse',
  'str',
  'weg',
  'gasse',
  'platz',
  'allee',
  'chaussee',
  // Dutch
  'straat',
  'laan',
  'plein',
  'gracht',
  'steeg',
  // Italian
  'via',
  'viale',
  'piazza',
  'piazzale',
  'corso',
  'vicolo',
  'strada',
  'contrada',
  'lungomare',
  // Spanish and Portuguese
  'calle',
  'avenida',
  'avda',
  'paseo',
  'plaza',
  'camino',
  'carrera',
  'ronda',
  'rambla',
  'travesia',
  'rua',
  'travessa',
  'praca',
  'estrada',
  'alameda',
  // French, as Belgium and Switzerland write it
  'rue',
  'avenue',
  'boulevard',
  'bd',
  'chemin',
  'allee',
  'impasse',
  'quai',
  'place',
  // Polish
  'ul',
  'ulica',
  'al',
  'aleja',
  'aleje',
  'plac',
  'os',
  'osiedle',
  // Scandinavian
  'gata',
  'gatan',
  'vagen',
]);

/**
 * Endings of a street's name written as one word with its street word: "Hauptstraße",
 * "Hauptstr.", "Kerkstraat", "Storgatan", "Kurfürstendamm". Words that are also common surnames
 * on their own ("Ring", "Dijk", "Damm") count only as such an ending.
 */
const STREET_ENDINGS: readonly string[] = [
  'strasse',
  'str',
  'weg',
  'gasse',
  'platz',
  'allee',
  'ring',
  'damm',
  'ufer',
  'straat',
  'laan',
  'plein',
  'gracht',
  'kade',
  'singel',
  'dijk',
  'dreef',
  'steeg',
  'gatan',
  'gata',
  'vagen',
  'vej',
  'veien',
];

const hasStreetEnding = (word: string): boolean => STREET_ENDINGS.some((e) => word.length > e.length + 1 && word.endsWith(e));

/**
 * Whether words (no number among them) are a street's name written before its number: a street
 * word, and a name besides it ("Via Roma", "Hauptstraße" is both). "Via" or "Platz" alone is not.
 */
function isStreetFirstName(words: readonly string[]): boolean {
  if (words.length === 0 || words.some(isDigits)) return false;
  const street = words.some((w) => STREET_WORDS.has(w) || hasStreetEnding(w));
  return street && words.some((w) => !STREET_WORDS.has(w));
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
export function streetFirstTokens(tokenize: Tokens, street: string): string[] | undefined {
  const firstDigit = street.search(/\d/);
  if (firstDigit <= 0) return undefined;
  const comma = street.indexOf(',', firstDigit);
  const tokens = tokenize((comma === -1 ? street : street.slice(0, comma)).replace(FLOOR_OR_DOOR, ' '));
  const at = tokens.findIndex(isDigits);
  if (at <= 0 || !isStreetFirstName(tokens.slice(0, at))) return undefined;
  const end = houseNumberEnds(tokens, at).at(-1)!;
  return [...tokens.slice(at, end), ...tokens.slice(0, at)];
}
