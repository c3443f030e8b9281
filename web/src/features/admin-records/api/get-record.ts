import { adminRecordDetailSchema } from '@breachwatch/core/schemas/records-api';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), record: adminRecordDetailSchema });

/** GET /api/admin/breach-records/:id: the full, decrypted record (audited on the server). */
export async function getRecord(id: string, signal?: AbortSignal) {
  return responseSchema.parse(await apiGet(`/api/admin/breach-records/${encodeURIComponent(id)}`, { signal, timeoutMs: 20_000 })).record;
}

export function useRecord(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'record', id],
    queryFn: ({ signal }) => getRecord(id!, signal),
    enabled: id !== null,
    // Full records are not kept around once the dialog closes.
    gcTime: 0,
    staleTime: 0,
  });
}
