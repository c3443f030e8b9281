import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });

/** POST /api/admin/breach-records/bulk-delete {ids} -> {ok, deleted} */
export async function bulkDeleteRecords(ids: string[]): Promise<number> {
  return responseSchema.parse(await apiPost('/api/admin/breach-records/bulk-delete', { ids }, { timeoutMs: 60_000 })).deleted;
}

export function useBulkDeleteRecords() {
  return useMutation({ mutationFn: bulkDeleteRecords });
}
