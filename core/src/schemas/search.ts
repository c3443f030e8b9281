// People search (spec §5): the button stays disabled below 3 characters and the server refuses
// the same queries, so both use this schema. A character of a syllabic script counts as two.

import { z } from 'zod';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

// One character of these scripts is a syllable or a word, not a letter: "王芳" and "김민" are
// whole names (ADR 0184).
const SYLLABLE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Yi}]/gu;

/**
 * The length the minimum is measured in: characters, with each character of a syllabic or
 * ideographic script counted as two, so a two-character Chinese or Korean name is long enough
 * while a lone ideograph, like two Latin letters, is not.
 */
export function searchQueryLength(value: string): number {
  return [...value].length + (value.match(SYLLABLE_SCRIPTS)?.length ?? 0);
}

export const searchQuerySchema = z
  // A query string with q twice arrives as a list: say so, rather than "too short".
  .string({ error: (issue) => (Array.isArray(issue.input) ? MESSAGES.search.oneAtATime : MESSAGES.search.tooShort) })
  .trim()
  .refine((q) => searchQueryLength(q) >= MIN_SEARCH_LENGTH, MESSAGES.search.tooShort)
  .max(MAX_SEARCH_LENGTH, MESSAGES.search.tooLong);

/** Query-string form: ?q=... */
export const searchParamsSchema = z.object({ q: searchQuerySchema });
export type SearchParams = z.output<typeof searchParamsSchema>;

/** For disabling the Search button without building an error. */
export function isSearchableQuery(value: string): boolean {
  return searchQuerySchema.safeParse(value).success;
}
