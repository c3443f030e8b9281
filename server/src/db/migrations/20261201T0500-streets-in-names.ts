import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords } from './20261129T1400-ordinal-street-names.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { contactsInName as contactsInNameBefore } from './20261201T0230-contact-values-in-names.ts';
import { streetKey } from './20261201T0330-street-word-spellings.ts';
import { abbreviateStreetWord, rekeyRecordIds, UNIT_WORDS, type NameSplit } from './rekey-records.ts';
import { houseNumberEnds } from './street-first-rule.ts';
import { hasStreetEnding, isEuropeanStreetWord, isStreetFirstName } from './street-words-rule.ts';

// A street address inside a name ("Tina Street 1420 Oak Street", a shifted column) is shown to
// the public only as its kind, and a phone-length number with letters on it ("D12345678901") only
// as an identifier's (ADR 0292), but their words were name words, which the public search reads
// as prefixes: "Tina oak" confirmed the street, "Tina d" the licence's first letter. They are now
// contact words, which only the admin search reads. This builds again the keys of the records
// whose name splits differently; no other record's keys change. The rules are copied as they
// stand today (core disclosure/contacts-in-name.ts contactsInName, search/streets-in-text.ts): migrations
// never import application code.

const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;
const NUMBER_IN_TEXT = /[\p{L}\p{M}]*\+?\p{Nd}(?:[ ().-]*\p{Nd}){6,}[\p{L}\p{M}\p{Nd}]*/gu;
const DATE_IN_TEXT =
  /(?<!\p{Nd})(?:\p{Nd}{1,2}[/.-]\p{Nd}{1,2}[/.-](?:\p{Nd}{4}|\p{Nd}{2})|\p{Nd}{4}[/.-]\p{Nd}{1,2}[/.-]\p{Nd}{1,2})(?!\p{Nd})/gu;

const MAX_STREET_TOKENS = 8;
const isDigits = (t: string) => /^[0-9]+$/.test(t);

// core search/street-key.ts's street types and its reading of a number after a house number,
// as 20261129T1600 and 20261130T0400 copied them (shipped migrations are not edited to export them).
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
const NUMBERED_ROAD_WORDS: ReadonlySet<string> = new Set(['rte', 'hwy', 'fm', 'cr', 'sr', 'rr', 'hc', 'interstate', 'us']);
const NUMBERED_ROAD_PREFIXES: ReadonlySet<string> = new Set(['county', 'state', 'township', 'range', 'forest', 'market', 'us']);
const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
const HOUSE_NUMBER_FRACTIONS: ReadonlySet<string> = new Set(['1 2', '1 4', '3 4', '1 3', '2 3']);

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

function houseNumberPart(words: readonly string[], from: number, at: number): boolean {
  const isWord = (i: number) => words[i] !== undefined && !isDigits(words[i]!);
  if (at === from + 2) return HOUSE_NUMBER_FRACTIONS.has(`${words[from + 1]} ${words[at]}`) && isWord(at + 1);
  if (at !== from + 1) return false;
  const next = words[at + 1];
  if (next === undefined) return false;
  if (isDigits(next)) return HOUSE_NUMBER_FRACTIONS.has(`${words[at]} ${next}`) && isWord(at + 2);
  return !UNIT_WORDS.has(next);
}

function numberInStreet(words: readonly string[], from: number, at: number): boolean {
  if (houseNumberPart(words, from, at)) return true;
  const n = Number(words[at]);
  const next = words[at + 1];
  if (next === ordinalSuffix(n)) return true;
  if (next !== undefined) {
    const word = abbreviateStreetWord(next);
    if (DIRECTIONS.has(word) || STREET_TYPES.has(word) || word === 'mile') return true;
  }
  const before = abbreviateStreetWord(words[at - 1]!);
  if (NUMBERED_ROAD_WORDS.has(before)) return true;
  if (!STREET_TYPES.has(before)) return false;
  return at - 1 === from + 1 || NUMBERED_ROAD_PREFIXES.has(words[at - 2]!);
}

interface Token {
  token: string;
  start: number;
  end: number;
  endsPhrase: boolean;
  email: boolean;
}

function tokensWithOffsets(text: string): Token[] {
  const out: Token[] = [];
  for (const piece of text.matchAll(/\S+/gu)) {
    const start = piece.index;
    const end = start + piece[0].replace(/[,;]+$/u, '').length;
    const endsPhrase = /[,;]$/u.test(piece[0]);
    const email = piece[0].includes('@');
    for (const token of tokens(piece[0])) out.push({ token, start, end, endsPhrase, email });
  }
  return out;
}

const isStreetWord = (token: string): boolean =>
  STREET_TYPES.has(abbreviateStreetWord(token)) || isEuropeanStreetWord(token) || hasStreetEnding(token);

function numberFirstStreetEnd(list: readonly Token[], at: number): number | undefined {
  const words = list.map((t) => t.token);
  let last = at;
  for (let i = at + 1; i < list.length && i - at < MAX_STREET_TOKENS; i++) {
    const t = list[i]!;
    if (t.email || (isDigits(t.token) && !numberInStreet(words, at, i)) || UNIT_WORDS.has(t.token)) break;
    last = i;
    if (t.endsPhrase && list[i + 1]?.start !== t.start) break;
  }
  const street = list.slice(at + 1, last + 1).map((t) => t.token);
  const streetWordAt = street.findLastIndex(isStreetWord);
  if (streetWordAt === -1 || !street.some((w) => !isDigits(w) && (!isStreetWord(w) || hasStreetEnding(w)))) return undefined;
  const leads = street.slice(0, streetWordAt).every((w) => isDigits(w) || abbreviateStreetWord(w).length <= 2);
  let end = leads && !hasStreetEnding(street[streetWordAt]!) ? last : at + 1 + streetWordAt;
  if (UNIT_WORDS.has(list[end + 1]?.token ?? '') && list[end + 2] !== undefined) end += 2;
  return end;
}

function numberLastStreetStart(list: readonly Token[], at: number): number | undefined {
  for (let from = at - 1; from >= 0 && at - from < MAX_STREET_TOKENS; from--) {
    const t = list[from]!;
    if (isDigits(t.token) || t.email || (t.endsPhrase && t.start !== list[at]!.start)) return undefined;
    if (isStreetFirstName(list.slice(from, at).map((w) => w.token))) return from;
  }
  return undefined;
}

function streetsInText(text: string): { start: number; end: number }[] {
  if (!/\p{Nd}/u.test(text)) return [];
  const list = tokensWithOffsets(text);
  const spans: { start: number; end: number }[] = [];
  const words = list.map((t) => t.token);
  for (let at = 0; at < list.length; at++) {
    if (!isDigits(list[at]!.token)) continue;
    const last = numberFirstStreetEnd(list, at);
    if (last !== undefined) spans.push({ start: list[at]!.start, end: list[last]!.end });
    const first = numberLastStreetStart(list, at);
    if (first !== undefined) {
      const end = houseNumberEnds(words, at).at(-1)! - 1;
      spans.push({ start: list[first]!.start, end: list[Math.min(end, list.length - 1)]!.end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const previous = merged[merged.length - 1];
    if (previous && span.start <= previous.end) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export const contactsInName: NameSplit = (value) => {
  const contacts: string[] = [];
  const take = (found: string) => {
    contacts.push(found);
    return ' ';
  };
  const rest = value.replace(EMAIL_IN_TEXT, take).replace(NUMBER_IN_TEXT, take);
  const spans = streetsInText(rest.replace(DATE_IN_TEXT, (date) => '/'.repeat(date.length)));
  if (spans.length === 0) return { rest, contacts };
  let out = '';
  let from = 0;
  for (const { start, end } of spans) {
    out += `${rest.slice(from, start)} `;
    contacts.push(rest.slice(start, end));
    from = end;
  }
  return { rest: out + rest.slice(from), contacts };
};

const PAGE = 5000;

/** The ids of the records whose name is split differently now, read once in pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function recordsWithNewSplit(db: Kysely<any>): Promise<string[]> {
  const ids: string[] = [];
  for (let after = 0; ; ) {
    const page = (await db
      .selectFrom('breach_records')
      .select(['seq', 'id', 'full_name'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute()) as { seq: number | string; id: string; full_name: string | null }[];
    if (page.length === 0) return ids;
    after = Number(page[page.length - 1]!.seq);
    for (const r of page) {
      if (!r.full_name || !/\p{Nd}/u.test(r.full_name)) continue;
      if (contactsInName(r.full_name).rest !== contactsInNameBefore(r.full_name).rest) ids.push(r.id);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithNewSplit(db), streetKey, extraWords, placeShaped, contactsInName);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithNewSplit(db), streetKey, extraWords, placeShaped, contactsInNameBefore);
}
