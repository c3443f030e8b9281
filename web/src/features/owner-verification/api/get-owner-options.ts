import { useQuery } from '@tanstack/react-query';
import { ownerOptionsResponseSchema, type OwnerOptions } from '@breachwatch/core/schemas/owner';
import { apiGet } from '../../../lib/api-client';

// GET /api/owner/options/:id : the record's addresses as hints, and whether we can send mail.

export async function getOwnerOptions(recordId: string, signal?: AbortSignal): Promise<OwnerOptions> {
  const parsed = ownerOptionsResponseSchema.safeParse(
    await apiGet<unknown>(`/api/owner/options/${encodeURIComponent(recordId)}`, { signal, timeoutMs: 15_000 }),
  );
  if (!parsed.success) throw new Error('Failed to load');
  return parsed.data;
}

export function useOwnerOptions(recordId: string) {
  return useQuery({ queryKey: ['owner-options', recordId], queryFn: ({ signal }) => getOwnerOptions(recordId, signal), staleTime: 60_000 });
}
