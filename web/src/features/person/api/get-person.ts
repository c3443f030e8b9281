import { useQuery } from '@tanstack/react-query';
import { personResponseSchema, type PersonView } from '@breachwatch/core/schemas/record-views';
import { apiGet } from '../../../lib/api-client';

// GET /api/people/:id : public, built from the disclosure policy (decisions.md §1); no bearer token is sent.

export async function getPerson(id: string, signal?: AbortSignal): Promise<PersonView> {
  const data = await apiGet<unknown>(`/api/people/${encodeURIComponent(id)}`, { signal, timeoutMs: 15_000 });
  return personFromAnswer(data);
}

/** The page's PersonView from the API's answer (also the server's, for a page it renders: ADR 0102). */
export function personFromAnswer(data: unknown): PersonView {
  const parsed = personResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error('Failed to load');
  return parsed.data.person;
}

export function usePerson(id: string) {
  return useQuery({ queryKey: ['person', id], queryFn: ({ signal }) => getPerson(id, signal), staleTime: 60_000 });
}
