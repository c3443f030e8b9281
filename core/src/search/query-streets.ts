// Streets in a public search query: a street's name typed without its number, streets written
// number last as Europe writes them (ADR 0256, ADR 0299), and the one house number a query is
// read at (ADR 0288).

import { houseNumberEnds, isStreetFirstName } from './street-first.ts';
import { abbreviateStreetWord, STREET_TYPES, streetKeyOfTokens } from './street-key.ts';
import { isDigits } from './tokenize.ts';

/** Longest street (number and words) a query may carry. */
export const MAX_STREET_TOKENS = 8;

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

/**
 * The tokens of a street's name typed without its house number ("oak street"): a word, then a
 * street type, after a name. "St" before another word is read as Saint ("St Louis"), and is not one.
 */
export function streetNameWithoutNumber(tokens: readonly string[]): [string, string] | undefined {
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
export function streetFirstCandidates(used: readonly string[], shortRanges: ReadonlySet<string>): StreetCandidate[] {
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
export function atOneHouseNumber(
  streets: StreetCandidate[],
  numberLast: readonly StreetCandidate[],
  used: readonly string[],
): StreetCandidate[] {
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
