import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords, streetKey as streetKeyBefore } from './20261129T1400-ordinal-street-names.ts';
import { rekeyRecords } from './rekey-records.ts';

// A bare number after a street that is not part of the street's name ("1420 Oak St 12") is now
// cut from its stored key, as the public search cuts it from a query (ADR 0227): the record was
// keyed "1420 oak st 12", and no query ever built that key, so its owner never found it. This
// builds again the street keys of the records whose key changes; no other record's keys change.
// The rule is copied here as it stands today (core street-key.ts `numberInStreet`, ADRs 0212 and
// 0219): migrations never import application code.

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  trail: 'trl',
  alley: 'aly',
  plaza: 'plz',
  center: 'ctr',
  crossing: 'xing',
  expressway: 'expy',
  freeway: 'fwy',
  heights: 'hts',
  route: 'rte',
  mount: 'mt',
  fort: 'ft',
  point: 'pt',
  saint: 'st',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};
const abbreviate = (t: string): string => (Object.hasOwn(ABBREVIATIONS, t) ? ABBREVIATIONS[t]! : t);
const isDigits = (t: string) => /^[0-9]+$/.test(t);

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

const NUMBERED_ROAD_WORDS: ReadonlySet<string> = new Set(['rte', 'hwy', 'fm', 'cr', 'sr', 'rr', 'hc', 'interstate', 'us']);
const NUMBERED_ROAD_PREFIXES: ReadonlySet<string> = new Set(['county', 'state', 'township', 'range', 'forest', 'market', 'us']);
const STREET_TYPES: ReadonlySet<string> = new Set([
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
const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/** Whether the number at `at`, after the house number at `from`, is part of the street's name. */
export function numberInStreet(words: readonly string[], from: number, at: number): boolean {
  const n = Number(words[at]);
  const next = words[at + 1];
  if (next === ordinalSuffix(n)) return true;
  if (next !== undefined) {
    const word = abbreviate(next);
    if (DIRECTIONS.has(word) || STREET_TYPES.has(word) || word === 'mile') return true;
  }
  const before = abbreviate(words[at - 1]!);
  if (NUMBERED_ROAD_WORDS.has(before)) return true;
  if (!STREET_TYPES.has(before)) return false;
  return at - 1 === from + 1 || NUMBERED_ROAD_PREFIXES.has(words[at - 2]!);
}

/**
 * A street's tokens up to its first bare number (after its house number) that is not part of its
 * name. A post office box (no house number first) is left whole. Cutting before the unit words
 * are cut gives the same key: no unit word reads as a direction, a street type or an ordinal.
 */
function withoutUnitNumber(words: string[]): string[] {
  if (!isDigits(words[0] ?? '')) return words;
  const loose = words.findIndex((t, i) => i > 0 && isDigits(t) && !numberInStreet(words, 0, i));
  return loose === -1 ? words : words.slice(0, loose);
}

/** The street key of 20261129T1400, read without a bare unit number after the street. */
export function streetKey(tokenize: typeof tokens, street: string | null): string | null {
  return streetKeyBefore((text) => withoutUnitNumber(tokenize(text)), street);
}

const keyChanges = (text: string | null | undefined): boolean =>
  Boolean(text && /[0-9]/.test(text) && streetKey(tokens, text) !== streetKeyBefore(tokens, text));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKey, extraWords);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKeyBefore, extraWords);
}
