import { useQuery } from '@tanstack/react-query';
import { otherCasesSchema, type OtherCases } from '@breachwatch/core/schemas/inbox';
import { apiGet } from '../../../lib/api-client';

// The other cases from an open thread's address (ADR 0233: the contact form opens a case per
// message, so one person may have several). Live events invalidate OTHER_CASES_KEY: a new case
// from the address, or another's status change, shows without reopening the thread.

export const OTHER_CASES_KEY = ['admin', 'inbox-other-cases'] as const;
export const otherCasesKey = (id: string) => [...OTHER_CASES_KEY, id] as const;

/** GET /api/admin/inbox/:id/other-cases: newest first, at most 20, and how many more. Marks nothing read. */
export async function getOtherCases(id: string): Promise<OtherCases> {
  return otherCasesSchema.parse(await apiGet(`/api/admin/inbox/${encodeURIComponent(id)}/other-cases`, { timeoutMs: 20_000 }));
}

export function useOtherCases(id: string) {
  return useQuery({ queryKey: otherCasesKey(id), queryFn: () => getOtherCases(id) });
}
