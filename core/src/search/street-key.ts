// A street line reduced to the key a complete-address search matches exactly: the house number
// and the street's words, suffixes and directions abbreviated the way the USPS writes them, any
// unit (apartment, suite, "#7", a bare "12" after the street, …) dropped. "1420 Oak Street,
// Apt 4B", "1420 Oak St 12" and "1420 oak st" share the key "1420 oak st"; "Oak Street" (no
// number) and "1420" (no street) have none. An ordinal written as a word is keyed as its number
// ("725 Fifth Avenue" and "725 5th Ave" are "725 5 th ave"; ADR 0213). A street written number
// last ("Hauptstraße 12") is keyed as its number-first form (ADR 0256), and the written forms of
// a European street word as one ("Hauptstr. 12" as "Hauptstraße 12", "C/ Mayor 5" as "Calle Mayor
// 5"; ADR 0279). A street is only ever found by typing all of it (decisions.md §1).

import { streetFirstTokens } from './street-first.ts';
import { abbreviateStreetWord, spellStreetShortForms, streetWordKey } from './street-words.ts';
import { isDigits, joinWords, tokenize } from './tokenize.ts';

/** Words that start a unit designator; they and what follows are not part of the street. */
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt',
  'apartment',
  'unit',
  'suite',
  'ste',
  'fl',
  'floor',
  'rm',
  'room',
  'bldg',
  'building',
  'lot',
  'spc',
  'space',
  'trlr',
]);

/** Ordinals written as words, and the number each stands for. */
const ORDINAL_UNITS: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_TEENS: readonly string[] = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS: readonly string[] = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS_ORDINALS: readonly string[] = [
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];
const ORDINAL_NUMBERS: ReadonlyMap<string, number> = new Map([
  ...ORDINAL_UNITS.map((w, i) => [w, i + 1] as const),
  ...ORDINAL_TEENS.map((w, i) => [w, i + 10] as const),
  ...TENS_ORDINALS.map((w, i) => [w, (i + 2) * 10] as const),
]);

/** The suffix a number is written with as an ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/**
 * Street tokens with their ordinals spelled as numbers, as the tokenizer reads "5th": "fifth" is
 * "5 th", "twenty first" (or "twenty-first") "21 st". "Fifth Avenue" and "5th Ave" share a key.
 */
export function streetOrdinals(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const tens = TENS.indexOf(token);
    const unit = tens === -1 ? -1 : ORDINAL_UNITS.indexOf(tokens[i + 1] ?? '');
    const n = unit !== -1 ? (tens + 2) * 10 + unit + 1 : ORDINAL_NUMBERS.get(token);
    if (n === undefined) {
      out.push(token);
      continue;
    }
    out.push(String(n), ordinalSuffix(n));
    if (unit !== -1) i++;
  }
  return out;
}

export { abbreviateStreetWord };

/**
 * The key of a list of street tokens, or undefined unless it is a number followed by a word. Its
 * street words are spelled one way (street-words.ts): "Hauptstr." and "Hauptstraße" are both
 * "hauptstr", "Avda." and "Avenida" "ave", and "ul." is left out (ADR 0279).
 */
export function streetKeyOfTokens(tokens: readonly string[]): string | undefined {
  const words = streetOrdinals(tokens)
    .map(streetWordKey)
    .filter((w) => w !== '');
  if (words.length < 2 || !isDigits(words[0]!) || words.slice(1).every(isDigits)) return undefined;
  return joinWords(words);
}

/** Street words after which a number is the road's own name: "Route 66", "Highway 1", "FM 1960". */
const NUMBERED_ROAD_WORDS: ReadonlySet<string> = new Set(['rte', 'hwy', 'fm', 'cr', 'sr', 'rr', 'hc', 'interstate', 'us']);
/** Words before a street type that make the number after it the road's: "County Road 7", "State Street 9". */
const NUMBERED_ROAD_PREFIXES: ReadonlySet<string> = new Set(['county', 'state', 'township', 'range', 'forest', 'market', 'us']);
/** Street types, as abbreviated in a street key. */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  'st',
  'ave',
  'rd',
  'dr',
  'ln',
  'blvd',
  'ct',
  'pl',
  'ter',
  'cir',
  'pkwy',
  'sq',
  'trl',
  'aly',
  'plz',
  'xing',
  'expy',
  'fwy',
  'way',
]);

/** Directions, as abbreviated in a street key. */
const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/** Whether a token is a direction ("S", "south", "NE"), as a street key abbreviates it. */
export const isDirection = (token: string): boolean => DIRECTIONS.has(abbreviateStreetWord(token));

/** Fractions written after a house number, as the tokenizer reads them: "1/2" is "1 2". */
const HOUSE_NUMBER_FRACTIONS: ReadonlySet<string> = new Set(['1 2', '1 4', '3 4', '1 3', '2 3']);

/**
 * Whether the number at `at` is the second part of the house number at `from` (ADR 0237): a range
 * or a hyphenated number ("12-14 Oak St", Queens' "123-45 Main St"), a number followed by the
 * street's first word; or a fraction ("123 1/2 Main St"), followed by a word. Cut as a unit
 * number, these left the street without a name, so it had no key and could not be found.
 */
function houseNumberPart(tokens: readonly string[], from: number, at: number): boolean {
  const isWord = (i: number) => tokens[i] !== undefined && !isDigits(tokens[i]!);
  if (at === from + 2) return HOUSE_NUMBER_FRACTIONS.has(`${tokens[from + 1]} ${tokens[at]}`) && isWord(at + 1);
  if (at !== from + 1) return false;
  const next = tokens[at + 1];
  if (next === undefined) return false;
  if (isDigits(next)) return HOUSE_NUMBER_FRACTIONS.has(`${tokens[at]} ${next}`) && isWord(at + 2);
  return !UNIT_WORDS.has(next);
}

/**
 * Whether the number at `at`, after a street's house number at `from`, is part of the street's
 * name (ADR 0212): an ordinal ("5th" is "5 th"), a numbered road's number ("Route 66", "Highway
 * 1", "County Road 7", "Avenue 5" right after the house number), or a number the street goes on
 * after: a direction, a street type or "Mile" (grid addresses "150 S 300 E", "100 W 5 St",
 * "4500 N 7 Mile Rd"; ADR 0219). Any other number there is a unit or a stray number: no street
 * holds it, and it is left out. The public search plan reads a query by it, and `streetKey` cuts a
 * stored street there (ADR 0227), so a stored street and a typed one end at the same number.
 */
export function numberInStreet(tokens: readonly string[], from: number, at: number): boolean {
  if (houseNumberPart(tokens, from, at)) return true;
  const n = Number(tokens[at]);
  const next = tokens[at + 1];
  if (next === ordinalSuffix(n)) return true;
  if (next !== undefined) {
    const word = abbreviateStreetWord(next);
    if (DIRECTIONS.has(word) || STREET_TYPES.has(word) || word === 'mile') return true;
  }
  const before = abbreviateStreetWord(tokens[at - 1]!);
  if (NUMBERED_ROAD_WORDS.has(before)) return true;
  if (!STREET_TYPES.has(before)) return false;
  return at - 1 === from + 1 || NUMBERED_ROAD_PREFIXES.has(tokens[at - 2]!);
}

/** The ways a post office box is written, as tokens before its number. */
const PO_BOX_WORDS: readonly (readonly string[])[] = [
  ['po', 'box'],
  ['p', 'o', 'box'],
  ['post', 'office', 'box'],
  ['pob'],
  ['pobox'],
  ['box'],
];

/**
 * A post office box at `from` ("PO Box 123", "P.O. Box 123", "Post Office Box 123", "Box 123"):
 * its key, "po box 123", and how many tokens it spans. Rural mail goes to boxes, and a dump
 * holds one where the street would be.
 */
export function poBoxAt(tokens: readonly string[], from = 0): { key: string; length: number } | undefined {
  for (const words of PO_BOX_WORDS) {
    const number = tokens[from + words.length];
    if (number === undefined || !isDigits(number)) continue;
    if (words.every((w, i) => tokens[from + i] === w)) return { key: `po box ${number}`, length: words.length + 1 };
  }
  return undefined;
}

export function streetKey(stored: string | null | undefined): string | undefined {
  // "C/ Mayor 5" is read as "Calle Mayor 5", as a query is (ADR 0279).
  const street = stored ? spellStreetShortForms(stored) : stored;
  // "#" starts a unit as the words do ("5510 Marrowbone Road #7"); the tokenizer drops it.
  const hash = street ? street.indexOf('#') : -1;
  const tokens = tokenize(hash > 0 ? street!.slice(0, hash) : street);
  const box = poBoxAt(tokens);
  if (box) return box.key;
  // "Hauptstraße 12" is keyed as "12 Hauptstraße" is (ADR 0256).
  if (tokens.length > 0 && !isDigits(tokens[0]!)) {
    const first = streetFirstTokens(hash > 0 ? street!.slice(0, hash) : street!);
    return first ? streetKeyOfTokens(first) : undefined;
  }
  const unit = tokens.findIndex((t, i) => i > 0 && UNIT_WORDS.has(t));
  const words = unit === -1 ? tokens : tokens.slice(0, unit);
  // A bare number after the house number that is not part of the street's name ("1420 Oak St
  // 12") is a unit, as the public search reads it: no query's key holds it (ADR 0227).
  const loose = isDigits(words[0] ?? '') ? words.findIndex((t, i) => i > 0 && isDigits(t) && !numberInStreet(words, 0, i)) : -1;
  return streetKeyOfTokens(loose === -1 ? words : words.slice(0, loose));
}
