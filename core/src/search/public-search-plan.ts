// What a public search may match on (decisions.md §1, issue 13): only what the visitor typed in
// full. Name words (prefixes allowed), a complete email address, a complete phone number, a
// complete street address (number and street). City, state, county and ZIP code, which every
// result card shows anyway, may narrow a name. A partial sensitive value (a house number alone,
// part of an email, a few digits of a phone) never narrows a result: it is left out of the
// search and the visitor is told so, so "Maria Delgado 1420" and "Maria Delgado 1421" answer
// the same. The plan is a pure function of the query: what it says back never depends on
// what is stored.

import { classifyInboxMatch } from '../scan/email-variants.ts';
import { emailAsciiForm } from '../schemas/formats.ts';
import { dashRanges, wideRangeNote } from './house-number-range.ts';
import { zipFive } from './search-spellings.ts';
import { FLOOR_OR_DOOR, houseNumberEnds, isStreetFirstName } from './street-first.ts';
import { abbreviateStreetWord, numberInStreet, poBoxAt, STREET_TYPES, streetKeyOfTokens, UNIT_WORDS } from './street-key.ts';
import { spellStreetShortForms } from './street-words.ts';
import { phoneLookupKeys } from './national-phone.ts';
import { isDigits, phoneDigits, phoneNumberDigits, tokenize, withAsciiDigits, withoutInvisibleCharacters } from './tokenize.ts';
import { STATE_NAMES_ALSO_PEOPLE_OR_CITIES, US_STATE_CODES } from './us-states.ts';

export type SearchTerm =
  /** letters: a prefix of a name word, or of a city, state or county word */
  | { kind: 'word'; token: string; index: number }
  /** five digits: the ZIP code */
  | { kind: 'zip'; token: string; index: number }
  /** other digits: only ever a house number inside a complete street */
  | { kind: 'number'; token: string; index: number };

/** A run of the query that may be a complete street: tokens [from, to) give `key`. */
export interface StreetCandidate {
  key: string;
  from: number;
  to: number;
  /** Its number's token: a house number first, a post office box's last. */
  numberAt: number;
  /**
   * A reading at one number of a range typed with a dash (ADR 0299): 0 at its first number, 1 at
   * its second. Each number is its own question to the lookup budget (completeValueLookups).
   */
  rangeEnd?: 0 | 1;
}

export interface PublicSearchPlan {
  terms: SearchTerm[];
  streets: StreetCandidate[];
  /** A complete email address, lower-cased. */
  email?: string;
  /** A complete phone number's digits (national for North American numbers). */
  phone?: string;
  /**
   * Every spelling the complete phone is looked up in, `phone` first: the digits as typed, the
   * international number of each country that writes them so, or the national spelling of an
   * international number (ADR 0304). One typed number, one lookup question.
   */
  phoneKeys?: string[];
  /** What the visitor should know about how the query was read. */
  notes: string[];
  /**
   * What the visitor should know when nothing matched: a place typed alone finds no one, and
   * this says to add a name (ADR 0211). A function of the query only, like `notes`.
   */
  notesWhenNone: string[];
}

export type PublicSearchPlanResult = { ok: true; plan: PublicSearchPlan } | { ok: false; message: string };

export const SEARCH_HELP =
  'Search by name (add a city or ZIP code to narrow it), a complete email address, a complete phone number with its area code, or a full street address like 12 Oak Street.';
export const PARTIAL_EMAIL_MESSAGE =
  'Type your complete email address, like name@example.com. Parts of an address are not searched, so nobody can use this page to guess one.';
export const DOMAIN_SEARCH_MESSAGE =
  'The search does not list people by email domain. To see how many people at a domain are in our records, use the Exposure Scan tab.';
export const ONE_EMAIL_MESSAGE = 'Search for one email address at a time.';
export const ONE_PHONE_MESSAGE = 'Search for one phone number at a time.';

/**
 * A public search counts its matches only up to this many (ADR 0130): past it the answer says
 * "more than 1,000" and asks for more of the name, so a search's cost does not grow with its
 * match count and nobody learns how many people share a common name.
 */
export const PUBLIC_MATCH_CAP = 1000;
export const TOO_MANY_MATCHES_NOTE = `More than ${PUBLIC_MATCH_CAP.toLocaleString('en-US')} people match. Add a first name, a city or a ZIP code to find yourself.`;
/**
 * Said beside every email search that found someone (ADR 0200), whatever spelling the records
 * hold: said only when one held another, it confirmed a stranger's guess of a tag (ADR 0218).
 */
export const SAME_INBOX_MATCHES_NOTE =
  'Results for an email address include records that hold it with a +tag, or with dots in a Gmail address: those reach the same inbox.';

const MAX_TERMS = 10;
/** Longest street (number and words) a query may carry. */
const MAX_STREET_TOKENS = 8;

const quote = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

interface PhoneRun {
  digits: string;
  plus: boolean;
  groups: number[];
}

/**
 * Digits written like a phone: separated by spaces, brackets, dots, slashes and any dash (the
 * hyphen, the en and em dashes a word processor puts in, the minus sign), with an extension.
 */
const PHONE_RUN = /\+?[\d(][\d\s().\-/\u2010-\u2015\u2212]*\d\)?(?:\s*(?:x|ext\.?|extension)\s*\d{1,6}\b)?/gi;
const RUN_EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i;

/** Runs of digits and phone punctuation between letters: "(217) 555-0142", "+44 20 7946 0958". */
function phoneRuns(text: string): { runs: (PhoneRun & { text: string })[]; rest: string } {
  const runs: (PhoneRun & { text: string })[] = [];
  const rest = text.replace(PHONE_RUN, (match) => {
    // An extension ("x123", "ext. 5") is not part of the number, as on import.
    const number = match.replace(RUN_EXTENSION, '');
    const groups = (number.match(/\d+/g) ?? []).map((g) => g.length);
    const digits = number.replace(/\D+/g, '');
    runs.push({ text: match.trim(), digits, plus: match.trimStart().startsWith('+'), groups });
    return ` \ue000${runs.length - 1}\ue000 `;
  });
  return { runs, rest };
}

/**
 * A complete phone: 10 national digits (NANP, or a country's number with its trunk "0": "01 23
 * 45 67 89"), 11 starting with "0" (the UK's "(020) 7946 0958"), an international number
 * written with "+" or the "00" that dials out of most countries (ADR 0188), or a number written
 * as a country of a fixed list writes it at home ("030 1234567", "612 34 56 78"; ADR 0304).
 * Its lookup keys: the digits the plan reads first, then its other spellings.
 */
function completePhone(run: PhoneRun & { text: string }): string[] | undefined {
  const digits = run.digits;
  if (run.plus || digits.startsWith('00')) {
    // Written as a phone by its prefix; countries group their digits their own way ("+49 30
    // 1234567").
    const international = phoneDigits(run.text);
    if (international.length < 8 || international.length > 15 || international.startsWith('0')) return undefined;
    return phoneLookupKeys(international, { internationalDigits: phoneNumberDigits(run.text) });
  }
  const groupedLikePhone = run.groups.length === 1 || run.groups.every((g) => g <= 4);
  if (groupedLikePhone) {
    if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return phoneLookupKeys(phoneDigits(digits));
    // A national number with its trunk "0" and a longer area code, as a dump of that country
    // stores it: the digits as written.
    if (digits.length === 11 && digits.startsWith('0')) return phoneLookupKeys(digits);
  }
  // Five digits first is a ZIP code and a house number ("62701 1420 Oak St", "02134 1420 Main
  // St"), unless the rest is longer than a house number (the UK's "07700 900123").
  if (run.groups.length > 1 && run.groups[0] === 5 && digits.length <= 10) return undefined;
  return phoneLookupKeys(digits, { groups: run.groups, complete: false });
}

/** Seven to nine digits written like a phone ("555-0142", "5550142"): a partial number. */
function partialPhone(run: PhoneRun): boolean {
  if (run.digits.length < 7 || run.digits.length > 9) return false;
  const g = run.groups.join(',');
  return g === '7' || g === '3,4' || g === '8' || g === '9' || g === '2,3,4' || g === '3,3' || g === '3,2,4';
}

const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/;

/**
 * A Canadian postal code ("K1A 0B1") or a UK postcode ("SW1A 1AA", "M1 1AE"), with or without
 * its space. Records hold them, but only a US ZIP code is searched: such a code is left out
 * whole, and the answer says so (ADR 0212), rather than its letters and digits being read as
 * name words and loose numbers.
 */
const POSTAL_CODE = /(?<![\p{L}\p{N}])(?:[a-z]\d[a-z] ?\d[a-z]\d|[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2})(?![\p{L}\p{N}])/giu;

// "FL" is also Florida's code, so in a query it stays a word.
const QUERY_UNIT_WORDS = [...UNIT_WORDS].filter((w) => w !== 'fl');
const UNIT_RE = new RegExp(`(?:\\b(?:${QUERY_UNIT_WORDS.join('|')})\\b\\.?|#)\\s*#?\\s*[\\p{L}\\p{N}-]+`, 'giu');

/** Titles written before a name: a query's first words. */
const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev']);
/** Suffixes written after a name ("MD" is also Maryland, and stays). */
const SUFFIXES: ReadonlySet<string> = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'phd']);

/**
 * A query's words without the titles before its first name word ("Dr. Sean O'Brien") and the
 * suffixes after a name word ("Sean O'Brien Jr"): the names we hold rarely carry them, and every
 * word must match, so a visitor who wrote one found nothing. "Dr" after a number is a street's
 * Drive, and stays.
 */
function withoutTitles(words: readonly string[]): { words: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const word of words) {
    const previous = kept[kept.length - 1];
    if ((previous === undefined && TITLES.has(word)) || (previous !== undefined && !isDigits(previous) && SUFFIXES.has(word)))
      dropped.push(word);
    else kept.push(word);
  }
  return { words: kept, dropped };
}

/** Longest state name, in words ("district of columbia"). */
const STATE_NAME_WORDS = 3;

/**
 * A US state written out at the end of the words (before a ZIP code, if any), after at least a
 * name (two words) or, when the state's name is also a person's or a city's, a name and a
 * city. Records hold states as their code ("MA"), and every word must match, so "John Smith
 * Boston Massachusetts" found nobody; left out, the city and name still narrow it.
 */
function withoutTrailingState(words: readonly string[]): { words: string[]; state?: { name: string; code: string } } {
  let end = words.length;
  if (end > 0 && isDigits(words[end - 1]!) && words[end - 1]!.length === 5) end--;
  for (let size = STATE_NAME_WORDS; size >= 1; size--) {
    const from = end - size;
    if (from < 1) continue;
    const name = words.slice(from, end).join(' ');
    const code = US_STATE_CODES.get(name);
    if (!code) continue;
    const wordsBefore = words.slice(0, from).filter((w) => !isDigits(w)).length;
    const needed = STATE_NAMES_ALSO_PEOPLE_OR_CITIES.has(name) ? 3 : 2;
    if (wordsBefore < needed || isDigits(words[from - 1]!)) return { words: [...words] };
    return { words: [...words.slice(0, from), ...words.slice(end)], state: { name, code } };
  }
  return { words: [...words] };
}

const titleCase = (words: string) => words.replace(/\b(?!of\b)\p{L}/gu, (c) => c.toUpperCase());

/** A token as the visitor wrote it ("Dr." for "dr"): the first word of the query that reads as it. */
function asTyped(query: string, token: string): string {
  for (const word of query.split(/\s+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (bare && tokenize(bare).join(' ') === token) return bare;
  }
  return token;
}

const STATE_CODES: ReadonlySet<string> = new Set([...US_STATE_CODES.values()].map((code) => code.toLowerCase()));

/**
 * Whether the query may be a place alone: one word ("Chicago"), or up to three before a state
 * code ("San Francisco CA"), with a ZIP code or not. A place narrows a name and lists no one on
 * its own (ADR 0071), as a ZIP code alone does, which is refused with SEARCH_HELP; a word may be
 * a name too ("Houston"), so it is searched, and when no one matched the answer says what to add.
 */
function mayBePlaceAlone(terms: readonly SearchTerm[]): boolean {
  if (terms.some((t) => t.kind === 'number')) return false;
  const words = terms.filter((t) => t.kind === 'word').map((t) => t.token);
  return words.length === 1 || (words.length <= 4 && STATE_CODES.has(words[words.length - 1]!));
}

/**
 * Said when a query that may be a place alone found no one (ADR 0211). The example is a whole
 * one: the query may already hold a name ("Maria Delgado CA"), and "Maria Delgado" put before
 * it would read as nonsense.
 */
export const placeAloneNote = (place: string): string =>
  `A city, state or ZIP code is not searched on its own, only with a name. If "${place}" is where you live, add your name to it, like "Maria Delgado Springfield IL".`;

/**
 * Said when one word alone found no one (ADR 0286). It is a surname as often as a city: a
 * surname that found no one is only narrowed by a place added to it, so the example is a name
 * alone, and the page's own advice (check the spelling, search another way) speaks to the name.
 */
export const oneWordAloneNote = (word: string): string =>
  `If "${word}" is the town or city where you live: a place is not searched on its own, only with a name, so search your name instead, like "Maria Delgado".`;

/** Said when a query holding a street's name without its house number found no one. */
export const streetWithoutNumberNote = (street: string): string =>
  `An address is searched by its house number and street. If "${street}" is your street, type it with its number, like "12 ${street}".`;

/**
 * The tokens of a street's name typed without its house number ("oak street"): a word, then a
 * street type, after a name. "St" before another word is read as Saint ("St Louis"), and is not one.
 */
function streetNameWithoutNumber(tokens: readonly string[]): [string, string] | undefined {
  // After a name word at least: "Jane Way" alone is more likely a person than a street.
  for (let i = 2; i < tokens.length; i++) {
    const typed = tokens[i]!;
    const word = abbreviateStreetWord(typed);
    if (!STREET_TYPES.has(word) || isDigits(tokens[i - 1]!) || typed === 'saint') continue;
    if (word === 'st' && i < tokens.length - 1) continue;
    return [tokens[i - 1]!, typed];
  }
  return undefined;
}

/**
 * Streets written number last ("Hans Müller Hauptstraße 12 Berlin"), keyed as their number-first
 * form, as a stored one is (ADR 0256): for each number, the words right before it that read as a
 * street's name, with the house number and with its second part ("Kerkstraat 3A", "1/3"). A
 * short range typed with a dash ("Hauptstraße 12-14") is also read at each of its two numbers,
 * each its own question, as one written number first is (ADR 0299).
 */
function streetFirstCandidates(used: readonly string[], shortRanges: ReadonlySet<string>): StreetCandidate[] {
  const out: StreetCandidate[] = [];
  for (let at = 1; at < used.length; at++) {
    if (!isDigits(used[at]!)) continue;
    const ranged = at + 1 < used.length && shortRanges.has(`${used[at]} ${used[at + 1]}`);
    for (let from = at - 1; from >= 0 && !isDigits(used[from]!); from--) {
      const words = used.slice(from, at);
      if (!isStreetFirstName(words)) continue;
      for (const to of houseNumberEnds(used, at)) {
        if (to - from > MAX_STREET_TOKENS) continue;
        const key = streetKeyOfTokens([...used.slice(at, to), ...words]);
        if (!key) continue;
        if (!ranged || to !== at + 1) {
          out.push({ key, from, to, numberAt: at });
          continue;
        }
        // The range's first number alone, and its second: each answers only its own question.
        out.push({ key, from, to: at + 2, numberAt: at, rangeEnd: 0 });
        const atEnd = streetKeyOfTokens([used[at + 1]!, ...words]);
        if (atEnd) out.push({ key: atEnd, from, to: at + 2, numberAt: at, rangeEnd: 1 });
      }
    }
  }
  return out;
}

/**
 * The street readings of one house number (ADR 0288). A query is one address: read at two
 * numbers ("1 Hauptstraße 14" is "1 Hauptstraße" and "Hauptstraße 14"), it asked two questions
 * for one lookup, and a number known to be someone's made every guess at the other a find that
 * spent no miss (ADR 0217). The number kept: a street's written number last, as Europe writes
 * it, over one written first; a house number over a 5-digit postal code ("Hauptstraße 12 10115
 * Berlin"); then the first. The other numbers are loose, and said to be left out.
 */
function atOneHouseNumber(streets: StreetCandidate[], numberLast: readonly StreetCandidate[], used: readonly string[]): StreetCandidate[] {
  const numbers = new Set(streets.map((s) => s.numberAt));
  if (numbers.size <= 1) return streets;
  let kept = [...numbers];
  const narrow = (keep: (at: number) => boolean) => {
    const rest = kept.filter(keep);
    if (rest.length > 0) kept = rest;
  };
  narrow((at) => numberLast.some((s) => s.numberAt === at));
  narrow((at) => used[at]!.length !== 5);
  const at = Math.min(...kept);
  return streets.filter((s) => s.numberAt === at);
}

export function planPublicSearch(query: string): PublicSearchPlanResult {
  const notes: string[] = [];
  let text = query.trim();

  // Emails: any chunk with an "@". A domain typed in its own script ("пример.рф") is the same
  // address as its ASCII spelling.
  const emails: { value: string; ascii: string }[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (!chunk.includes('@')) continue;
    // An invisible character copied with the address is not part of it, as on import (ADR 0208).
    const value = withoutInvisibleCharacters(chunk)
      .toLowerCase()
      .replace(/^mailto:/, '')
      .replace(/^[<("']+|[>)"',;.]+$/g, '');
    if (value.startsWith('@')) return { ok: false, message: DOMAIN_SEARCH_MESSAGE };
    const ascii = emailAsciiForm(value);
    if (!ascii) return { ok: false, message: PARTIAL_EMAIL_MESSAGE };
    emails.push({ value, ascii });
    text = text.replace(chunk, ' ');
  }
  if (new Set(emails.map((e) => e.ascii)).size > 1) return { ok: false, message: ONE_EMAIL_MESSAGE };

  // A street's short form written with punctuation ("C/ Mayor 5", "V.le Monza 12") is spelled
  // out, as a stored street's is (ADR 0279).
  text = spellStreetShortForms(text);

  // Phones: digit runs written like a phone number.
  // Digits of every script and full-width forms read as 0-9 ("（２１７）５５５－０１４３").
  // A postal code from outside the US is left out whole, before its digits read as a phone's.
  const postalCodes: string[] = [];
  text = text.replace(POSTAL_CODE, (code) => {
    postalCodes.push(code.toUpperCase());
    return ' ';
  });
  if (postalCodes.length) {
    notes.push(
      `${quote(postalCodes)} ${postalCodes.length === 1 ? 'was' : 'were'} left out: only 5-digit US ZIP codes are searched, so add your city instead.`,
    );
  }
  // A Spanish floor or door ("Calle Mayor 5, 2º") is a unit (ADR 0256); read before its "º"
  // is spelled "o" with the digits.
  const units: string[] = [];
  text = text.replace(FLOOR_OR_DOOR, (unit) => {
    units.push(unit.trim().replace(/\s+/g, ' '));
    return ' ';
  });
  const { runs, rest } = phoneRuns(withAsciiDigits(text));
  const phones = new Map<string, string[]>();
  const partials: string[] = [];
  const kept: string[] = [];
  for (const part of rest.split(/\ue000(\d+)\ue000/)) {
    if (!/^\d+$/.test(part)) {
      kept.push(part);
      continue;
    }
    const run = runs[Number(part)]!;
    const keys = completePhone(run);
    if (keys) phones.set(keys[0]!, keys);
    else if (ZIP_PLUS_FOUR.test(run.text)) kept.push(` ${run.text.slice(0, 5)} `);
    else if (partialPhone(run)) partials.push(run.text);
    else kept.push(` ${run.text} `);
  }
  if (phones.size > 1) return { ok: false, message: ONE_PHONE_MESSAGE };
  if (partials.length) {
    notes.push(`${quote(partials)} ${partials.length === 1 ? 'was' : 'were'} left out: type the complete phone number with its area code.`);
  }

  // What is left: words and numbers, in order. A unit ("Apt 4B", "Suite 200", "#12") is not
  // part of a street and not searched.
  const ranges = dashRanges(kept.join(' '));
  const cleaned = tokenize(
    kept.join(' ').replace(UNIT_RE, (unit) => {
      units.push(unit.trim().replace(/\s+/g, ' ').replace(/^# /, '#'));
      return ' ';
    }),
  );
  if (units.length) {
    notes.push(
      `${quote(units)} ${units.length === 1 ? 'was' : 'were'} left out: an address is searched by its number and street, without the apartment or unit.`,
    );
  }
  const courtesy = withoutTitles(cleaned);
  if (courtesy.dropped.length) {
    const typed = courtesy.dropped.map((token) => asTyped(query, token));
    notes.push(
      `${quote(typed)} ${typed.length === 1 ? 'was' : 'were'} left out: titles and suffixes such as Mr, Dr or Jr are not part of the names we hold.`,
    );
  }
  const place = withoutTrailingState(courtesy.words);
  if (place.state) {
    notes.push(
      `"${titleCase(place.state.name)}" was left out: most records hold a state as its two-letter code, so type ${place.state.code} to narrow by state.`,
    );
  }
  const used = place.words.slice(0, MAX_TERMS);
  const terms: SearchTerm[] = used.map((token, index) =>
    !isDigits(token)
      ? { kind: 'word', token, index }
      : token.length === 5
        ? { kind: 'zip', token, index }
        : { kind: 'number', token, index },
  );

  const numberFirst: StreetCandidate[] = [];
  for (let from = 0; from < used.length; from++) {
    const box = poBoxAt(used, from);
    if (box) numberFirst.push({ key: box.key, from, to: from + box.length, numberAt: from + box.length - 1 });
    if (!isDigits(used[from]!)) continue;
    for (let to = from + 2; to <= Math.min(used.length, from + MAX_STREET_TOKENS); to++) {
      // A number that is not part of a street's name ends every street here (ADR 0212).
      if (isDigits(used[to - 1]!) && !numberInStreet(used, from, to - 1)) break;
      // A street stopped before its own number ("15 County Road" of "15 County Road 7") is
      // another street: the number is read with it.
      if (to < used.length && isDigits(used[to]!) && numberInStreet(used, from, to)) continue;
      const key = streetKeyOfTokens(used.slice(from, to));
      if (!key) continue;
      numberFirst.push({ key, from, to, numberAt: from });
      // A short range typed with a dash, also at each of its numbers (ADR 0299).
      if (to > from + 2 && ranges.short.has(`${used[from]} ${used[from + 1]}`)) {
        for (const [rangeEnd, number] of [used[from]!, used[from + 1]!].entries()) {
          const atEnd = streetKeyOfTokens([number, ...used.slice(from + 2, to)]);
          if (atEnd) numberFirst.push({ key: atEnd, from, to, numberAt: from, rangeEnd: rangeEnd as 0 | 1 });
        }
      }
    }
  }

  const numberLast = streetFirstCandidates(used, ranges.short);
  const streets = atOneHouseNumber([...numberFirst, ...numberLast], numberLast, used);
  for (const [tokens, range] of ranges.wide) {
    if (streets.some((s) => `${used[s.numberAt]} ${used[s.numberAt + 1]}` === tokens)) notes.push(wideRangeNote(range));
  }

  // A number that is no street's (or post office box's) number, and not part of a street's name,
  // is a partial value: say it was not used.
  // Each number named once: "1=1" left out "1" once, not '"1", "1"'.
  const loose = [
    ...new Set(
      terms
        .filter((t) => t.kind === 'number' && !streets.some((s) => s.numberAt === t.index || (t.index > s.from && t.index < s.to)))
        .map((t) => t.token),
    ),
  ];
  if (loose.length) {
    notes.push(
      `Numbers on their own are not searched, so ${quote(loose)} ${loose.length === 1 ? 'was' : 'were'} left out. Type a full street address (number and street name), a complete phone number or a 5-digit ZIP code.`,
    );
  }

  const email = emails[0]?.value;
  const phoneKeys = [...phones.values()][0];
  const phone = phoneKeys?.[0];
  const hasWord = terms.some((t) => t.kind === 'word');
  if (!email && !phone && !hasWord && streets.length === 0) return { ok: false, message: SEARCH_HELP };
  const notesWhenNone: string[] = [];
  if (!email && !phone && streets.length === 0 && mayBePlaceAlone(terms)) {
    const place = terms.map((t) => asTyped(query, t.token)).join(' ');
    // One word and nothing else may be a surname: no example that adds a place to it.
    notesWhenNone.push(terms.length === 1 ? oneWordAloneNote(place) : placeAloneNote(place));
  }
  // Nobody found, and the query named a street without its number: a reassuring "nobody" would
  // be wrong, since the street was never searched.
  const streetName = !email && !phone && streets.length === 0 ? streetNameWithoutNumber(used) : undefined;
  if (streetName) notesWhenNone.push(streetWithoutNumberNote(streetName.map((t) => asTyped(query, t)).join(' ')));
  return { ok: true, plan: { terms, streets, ...(email ? { email } : {}), ...(phone ? { phone, phoneKeys } : {}), notes, notesWhenNone } };
}

/** What the matcher knows of a record: its searchable words and complete values. */
export interface PlanMatchRecord {
  nameWords: readonly string[];
  /** city, state and county words, and the ZIP code's digits */
  areaWords: readonly string[];
  zip: string | null;
  streetKey: string | null;
  emails: readonly string[];
  phoneDigits: readonly string[];
}

function termMatches(term: SearchTerm, r: PlanMatchRecord, inName: { hit: boolean }): boolean {
  if (term.kind === 'number') return true; // never narrows
  if (term.kind === 'zip') return r.zip !== null && zipFive(r.zip) === term.token;
  if (r.nameWords.some((w) => w.startsWith(term.token))) {
    inName.hit = true;
    return true;
  }
  return r.areaWords.some((w) => w.startsWith(term.token));
}

/**
 * Whether a record answers a plan: its email (the address, or one that reaches the same inbox:
 * a +tag, dots at Gmail; ADR 0200) and phone when the plan has them; then every
 * word and ZIP term outside one matching street matches its name or place. Without a complete
 * value (email, phone or street) at least one word must match the name: a city or ZIP code
 * alone lists no one.
 */
export function recordMatchesPlan(plan: PublicSearchPlan, r: PlanMatchRecord): boolean {
  if (plan.email && !r.emails.some((e) => classifyInboxMatch(plan.email!, e))) return false;
  if (plan.phone && !(plan.phoneKeys ?? [plan.phone]).some((key) => r.phoneDigits.includes(key))) return false;
  const covers: (StreetCandidate | undefined)[] = [undefined, ...plan.streets.filter((s) => s.key === r.streetKey)];
  return covers.some((street) => {
    const inName = { hit: false };
    const rest = plan.terms.filter((t) => !street || t.index < street.from || t.index >= street.to);
    if (!rest.every((t) => termMatches(t, r, inName))) return false;
    return Boolean(plan.email || plan.phone || street || inName.hit);
  });
}

/**
 * The complete value a plan looks up, with everything else that decides its answer, in one
 * normalised string: undefined for a plan without a complete email, phone or street (a name
 * search). Two queries that read the same ("Jane Doe 12 Oak St" and "jane doe 12 oak street")
 * give the same string, and any difference that could change the answer (another name beside
 * the same street) gives another, so a lookup that found nobody costs once per distinct question
 * (ADR 0217). The server only ever keeps a keyed hash of it.
 */
export function completeValueLookup(plan: PublicSearchPlan): string | undefined {
  if (!plan.email && !plan.phone && plan.streets.length === 0) return undefined;
  return JSON.stringify([
    plan.email ?? '',
    // Every spelling looked up: two readings that look up the same keys ask the same question.
    [...(plan.phoneKeys ?? (plan.phone ? [plan.phone] : []))].sort().join(' '),
    [...new Set(plan.streets.map((s) => s.key))].sort(),
    plan.terms.map((t) => `${t.kind}:${t.token}`),
  ]);
}

/** One question a plan asks the lookup budget, and the street keys that answer it (none: all of them). */
export interface CompleteValueLookup {
  lookup: string;
  streetKeys?: readonly string[];
}

/**
 * The questions a plan asks the lookup budget (ADR 0217), each counted as a miss when it finds
 * nobody: the plan's complete value, or, for a street typed as a short range (ADR 0299), each of
 * its two numbers, with the range as written. A number known to be someone's answers its own
 * question only, so a guess at the other number costs a miss as it would typed alone (ADR 0288).
 */
export function completeValueLookups(plan: PublicSearchPlan): CompleteValueLookup[] {
  const ranged = !plan.email && !plan.phone && plan.streets.some((s) => s.rangeEnd !== undefined);
  if (!ranged) {
    const lookup = completeValueLookup(plan);
    return lookup === undefined ? [] : [{ lookup }];
  }
  return ([0, 1] as const).map((end) => {
    const streets = plan.streets.filter((s) => s.rangeEnd === undefined || s.rangeEnd === end);
    return { lookup: completeValueLookup({ ...plan, streets })!, streetKeys: streets.map((s) => s.key) };
  });
}
