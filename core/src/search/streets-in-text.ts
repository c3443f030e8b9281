// Street addresses written inside other text: a dump's shifted columns put one in the Name column
// ("Tina Street 1420 Oak Street", "Maria Delgado 12 Hauptstraße"). A street is read here as the
// public search reads one in a query (public-search-plan.ts): a house number, and a street with
// a street word, in either order, its short forms written with punctuation read as the query's
// are ("C/ Mayor 5"), or a grid address ("150 S 300 E"; ADR 0299). A number without a street word
// ("Louis 14", "Ann Lee 2nd", "Jr 2") and a street word without a number ("Tina Street") are no
// street. The disclosure policy shows what is found as the street field is (ADR 0292).

import { houseNumberEnds, isStreetFirstName } from './street-first.ts';
import { abbreviateStreetWord, isDirection, numberInStreet, STREET_TYPES, UNIT_WORDS } from './street-key.ts';
import { hasStreetEnding, isEuropeanStreetWord, streetShortFormsIn } from './street-words.ts';
import { isDigits, tokenize } from './tokenize.ts';

/** Longest street (number and words) read, as a query's (public-search-plan.ts). */
const MAX_STREET_TOKENS = 8;

interface Token {
  token: string;
  /** Offsets in the text of the whitespace-separated piece the token was read from. */
  start: number;
  end: number;
  /** The piece ends a phrase: a comma or semicolon after it. */
  endsPhrase: boolean;
  /** The piece holds an email address or a hint of one: never part of a street. */
  email: boolean;
}

/**
 * The text's tokens, each with the piece of text it came from ("3A" gives "3" and "a", one piece).
 * A short form written with punctuation is read as the word it stands for ("C/" as "calle"), as
 * the public search reads it, its piece kept as written.
 */
function tokensWithOffsets(text: string): Token[] {
  const out: Token[] = [];
  const forms = streetShortFormsIn(text);
  for (const piece of text.matchAll(/\S+/gu)) {
    const start = piece.index;
    // The comma after a street is not part of it.
    const end = start + piece[0].replace(/[,;]+$/u, '').length;
    const endsPhrase = /[,;]$/u.test(piece[0]);
    const email = piece[0].includes('@');
    let read = piece[0];
    // Right to left, so the offsets of the forms before stay right.
    for (const form of forms.filter((f) => f.start >= start && f.end <= start + piece[0].length).reverse())
      read = `${read.slice(0, form.start - start)} ${form.word} ${read.slice(form.end - start)}`;
    for (const token of tokenize(read)) out.push({ token, start, end, endsPhrase, email });
  }
  return out;
}

/**
 * A grid address's words after its house number ("S 300 E" of "150 S 300 E", Utah's and other
 * western cities' numbered grid): a direction, a number and a direction. No street word, but no
 * name is written so.
 */
const isGridStreet = (street: readonly string[]): boolean =>
  street.length >= 3 && isDirection(street[0]!) && isDigits(street[1]!) && isDirection(street[2]!);

/** An English street type ("Street", "Ave"), a European street word ("Via", "Calle"), or a word with a street ending ("Hauptstraße"). */
function isStreetWord(token: string): boolean {
  return STREET_TYPES.has(abbreviateStreetWord(token)) || isEuropeanStreetWord(token) || hasStreetEnding(token);
}

/**
 * A street written number first ("1420 Oak Street", "12 Hauptstraße", "12 Rue de la Paix") at the
 * number `at`: the index of its last token, or undefined. Its words run to the last street word
 * before a comma, an address, a number that is no part of a street's name or the longest street
 * read; a street word right after the number ("Rue", "Via") comes before the street's own name,
 * which runs on to that end. A unit written after it ("Apt 4B") is part of it.
 */
function numberFirstStreetEnd(tokens: readonly Token[], at: number): number | undefined {
  const words = tokens.map((t) => t.token);
  let last = at;
  for (let i = at + 1; i < tokens.length && i - at < MAX_STREET_TOKENS; i++) {
    const t = tokens[i]!;
    if (t.email || (isDigits(t.token) && !numberInStreet(words, at, i)) || UNIT_WORDS.has(t.token)) break;
    last = i;
    if (t.endsPhrase && tokens[i + 1]?.start !== t.start) break;
  }
  const street = tokens.slice(at + 1, last + 1).map((t) => t.token);
  const streetWordAt = street.findLastIndex(isStreetWord);
  if (streetWordAt === -1 && isGridStreet(street)) return withUnit(tokens, at + 3);
  // A name besides the street word: "12 Street" or "12 Via" alone is none.
  if (streetWordAt === -1 || !street.some((w) => !isDigits(w) && (!isStreetWord(w) || hasStreetEnding(w)))) return undefined;
  // The street word leads its name ("12 Rue de la Paix"), or ends it ("1420 Oak Street Tina").
  const leads = street.slice(0, streetWordAt).every((w) => isDigits(w) || abbreviateStreetWord(w).length <= 2);
  return withUnit(tokens, leads && !hasStreetEnding(street[streetWordAt]!) ? last : at + 1 + streetWordAt);
}

/** A street's last token with a unit written after it ("Apt 4B", "Suite 200"). */
const withUnit = (tokens: readonly Token[], end: number): number =>
  UNIT_WORDS.has(tokens[end + 1]?.token ?? '') && tokens[end + 2] !== undefined ? end + 2 : end;

/**
 * A street written number last ("Hauptstraße 12", "Via Roma 10", "Kerkstraat 3A") at the number
 * `at`: the index of its first token, its name as short as reads as a street ("Maria Delgado Via
 * Roma 10" is "Via Roma 10"), or undefined.
 */
function numberLastStreetStart(tokens: readonly Token[], at: number): number | undefined {
  for (let from = at - 1; from >= 0 && at - from < MAX_STREET_TOKENS; from--) {
    const t = tokens[from]!;
    // A comma may part the street's name from its number ("Rua das Flores, 10"), not cross the name.
    if (isDigits(t.token) || t.email || (t.endsPhrase && t.start !== tokens[at]!.start && from < at - 1)) return undefined;
    if (isStreetFirstName(tokens.slice(from, at).map((w) => w.token))) return from;
  }
  return undefined;
}

/** The spans [start, end) of the text that are street addresses, in order and apart. */
export function streetsInText(text: string): { start: number; end: number }[] {
  if (!/\p{Nd}/u.test(text)) return [];
  const tokens = tokensWithOffsets(text);
  const spans: { start: number; end: number }[] = [];
  const words = tokens.map((t) => t.token);
  for (let at = 0; at < tokens.length; at++) {
    if (!isDigits(tokens[at]!.token)) continue;
    const last = numberFirstStreetEnd(tokens, at);
    if (last !== undefined) spans.push({ start: tokens[at]!.start, end: tokens[last]!.end });
    const first = numberLastStreetStart(tokens, at);
    if (first !== undefined) {
      const end = houseNumberEnds(words, at).at(-1)! - 1;
      spans.push({ start: tokens[first]!.start, end: tokens[Math.min(end, tokens.length - 1)]!.end });
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
