import { useQuery } from '@tanstack/react-query';
import { recordAccessResponseSchema, type RecordAccessResponse } from '@breachwatch/core/schemas/record-access';
import { apiGet } from '../../../lib/api-client';

// GET /api/admin/record-access : distinct records the public pages served per hour (counts only).

export async function getRecordAccess(signal?: AbortSignal): Promise<RecordAccessResponse> {
  return recordAccessResponseSchema.parse(await apiGet('/api/admin/record-access', { signal, timeoutMs: 15_000 }));
}

export function useRecordAccess() {
  return useQuery({ queryKey: ['admin', 'record-access'], queryFn: ({ signal }) => getRecordAccess(signal), refetchInterval: 60_000 });
}
