// The words of a public search query that the names we hold never carry: titles and suffixes
// ("Dr", "Jr") and a US state written out at the end. Left out, and the notes quote them as the
// visitor typed them.

import { isDigits, tokenize } from './tokenize.ts';
import { STATE_NAMES_ALSO_PEOPLE_OR_CITIES, US_STATE_CODES } from './us-states.ts';

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
export function withoutTitles(words: readonly string[]): { words: string[]; dropped: string[] } {
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
export function withoutTrailingState(words: readonly string[]): { words: string[]; state?: { name: string; code: string } } {
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

export const titleCase = (words: string) => words.replace(/\b(?!of\b)\p{L}/gu, (c) => c.toUpperCase());

/** A token as the visitor wrote it ("Dr." for "dr"): the first word of the query that reads as it. */
export function asTyped(query: string, token: string): string {
  for (const word of query.split(/\s+/)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (bare && tokenize(bare).join(' ') === token) return bare;
  }
  return token;
}
