// What a public search may match on (decisions.md §1, issue 13): only what the visitor typed in
// full. Name words (prefixes allowed), a complete email address, a complete phone number, a
// complete street address (number and street). City, state, county and ZIP code, which every
// result card shows anyway, may narrow a name. A partial sensitive value (a house number alone,
// part of an email, a few digits of a phone) never narrows a result: it is left out of the
// search and the visitor is told so, so "Maria Delgado 1420" and "Maria Delgado 1421" answer
// the same. The plan is a pure function of the query: what it says back never depends on
// what is stored.

import { MIN_SEARCH_LENGTH } from '../schemas/constants.ts';
import { emailAsciiForm } from '../schemas/formats.ts';
import { searchQueryLength } from '../schemas/search.ts';
import { dashRanges, wideRangeNote } from './house-number-range.ts';
import { completePhone, partialPhone, phoneRuns } from './query-phones.ts';
import {
  atOneHouseNumber,
  MAX_STREET_TOKENS,
  streetFirstCandidates,
  streetNameWithoutNumber,
  type StreetCandidate,
} from './query-streets.ts';
import { asTyped, titleCase, withoutTitles, withoutTrailingState } from './query-words.ts';
import { FLOOR_OR_DOOR } from './street-first.ts';
import { numberInStreet, poBoxAt, streetKeyOfTokens, UNIT_WORDS } from './street-key.ts';
import { spellStreetShortForms } from './street-words.ts';
import { isDigits, tokenize, withAsciiDigits, withoutInvisibleCharacters } from './tokenize.ts';
import { US_STATE_CODES } from './us-states.ts';

export type { StreetCandidate } from './query-streets.ts';

export type SearchTerm =
  /** letters: a prefix of a name word, or of a city, state or county word */
  | { kind: 'word'; token: string; index: number }
  /** five digits: the ZIP code */
  | { kind: 'zip'; token: string; index: number }
  /** other digits: only ever a house number inside a complete street */
  | { kind: 'number'; token: string; index: number };

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
/**
 * Said when what a query searches is shorter than the minimum a typed query must meet (ADR
 * 0315): "a 1" and "or --" pass the 3 characters, and would search one or two letters.
 */
export const TOO_SHORT_AS_SEARCHED_MESSAGE = 'Enter at least 3 characters of a name: numbers, signs, titles and ZIP codes do not count.';
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

const quote = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

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
  // What is searched meets the minimum the typed text does (ADR 0315): the words read, as a
  // query of them would be typed. Left-out numbers, signs and titles do not count, nor does a ZIP
  // code, which narrows a name but is not searched alone: "a 62704" would list a ZIP by initial.
  if (!email && !phone && streets.length === 0) {
    const searched = terms.filter((t) => t.kind === 'word').map((t) => t.token);
    if (searchQueryLength(searched.join(' ')) < MIN_SEARCH_LENGTH) return { ok: false, message: TOO_SHORT_AS_SEARCHED_MESSAGE };
  }
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
