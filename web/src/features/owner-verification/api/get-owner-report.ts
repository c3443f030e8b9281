import { useQuery } from '@tanstack/react-query';
import { ownerReportResponseSchema, type OwnerReport } from '@breachwatch/core/schemas/record-views';
import { apiGet } from '../../../lib/api-client';

// GET /api/owner/report : the verified owner's view of their own record (session cookie).

export async function getOwnerReport(signal?: AbortSignal): Promise<{ report: OwnerReport; expiresAt: string }> {
  const parsed = ownerReportResponseSchema.safeParse(await apiGet<unknown>('/api/owner/report', { signal, timeoutMs: 15_000 }));
  if (!parsed.success) throw new Error('Failed to load');
  return { report: parsed.data.report, expiresAt: parsed.data.expiresAt };
}

export const ownerReportKey = ['owner-report'] as const;

/** `enabled: false` once the page has closed the report: it must not be asked for again. */
export function useOwnerReport(enabled = true) {
  return useQuery({ queryKey: ownerReportKey, queryFn: ({ signal }) => getOwnerReport(signal), retry: false, staleTime: 0, enabled });
}
