// People search (spec §5): the button stays disabled below 3 characters and the server refuses
// the same queries, so both use this schema.

import { z } from 'zod';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const searchQuerySchema = z
  .string({ error: MESSAGES.search.tooShort })
  .trim()
  .min(MIN_SEARCH_LENGTH, MESSAGES.search.tooShort)
  .max(MAX_SEARCH_LENGTH, MESSAGES.search.tooLong);

/** Query-string form: ?q=... */
export const searchParamsSchema = z.object({ q: searchQuerySchema });
export type SearchParams = z.output<typeof searchParamsSchema>;

/** For disabling the Search button without building an error. */
export function isSearchableQuery(value: string): boolean {
  return searchQuerySchema.safeParse(value).success;
}
