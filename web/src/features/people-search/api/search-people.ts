import { useQuery } from '@tanstack/react-query';
import { publicSearchResponseSchema, type PublicSearchResponse } from '@breachwatch/core/schemas/record-views';
import { isSearchableQuery } from '@breachwatch/core/schemas/search';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { apiGet, serverMessageOr } from '../../../lib/api-client';

// GET /api/search?q= : public, masked, no sign-in (decisions.md §1). The bearer token is never
// sent here (apiRequest only adds it on /api/admin), so a signed-in admin searching the public
// page gets exactly what a visitor gets.

const SEARCH_TIMEOUT_MS = 15_000;

export async function searchPeople(q: string, signal?: AbortSignal): Promise<PublicSearchResponse> {
  const data = await apiGet<unknown>(`/api/search?q=${encodeURIComponent(q)}`, { signal, timeoutMs: SEARCH_TIMEOUT_MS });
  const parsed = publicSearchResponseSchema.safeParse(data);
  // A response we cannot read is a failed search, not an empty one: never show "No matches".
  if (!parsed.success) throw new Error(MESSAGES.search.failed);
  return parsed.data;
}

/** Spec §8: the server's own error text when it sent one, otherwise "Search failed.". */
export function searchErrorMessage(error: unknown): string {
  return serverMessageOr(error, MESSAGES.search.failed);
}

export const peopleSearchKey = (q: string) => ['people-search', q] as const;

export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: peopleSearchKey(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    enabled: isSearchableQuery(q),
    staleTime: 60_000,
  });
}
