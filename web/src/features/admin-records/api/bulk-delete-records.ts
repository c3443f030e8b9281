import { BULK_DELETE_MAX_IDS } from '@breachwatch/core/schemas/constants';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });

export interface BulkDeleteProgress {
  /** Ids sent so far, of `total`. */
  sent: number;
  total: number;
  deleted: number;
}

/**
 * POST /api/admin/breach-records/bulk-delete {ids} -> {ok, deleted}, in requests of at most the
 * server's limit (a selection can be bigger: the server refused it whole with a 400). One
 * request after the other, so a failure stops the rest; the last progress report says how many
 * were deleted before it. The error is the request's own (an ApiError with the server's message).
 */
export async function bulkDeleteRecords(ids: readonly string[], onProgress?: (progress: BulkDeleteProgress) => void): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += BULK_DELETE_MAX_IDS) {
    const batch = ids.slice(start, start + BULK_DELETE_MAX_IDS);
    deleted += responseSchema.parse(await apiPost('/api/admin/breach-records/bulk-delete', { ids: batch }, { timeoutMs: 60_000 })).deleted;
    onProgress?.({ sent: start + batch.length, total: ids.length, deleted });
  }
  return deleted;
}

export function useBulkDeleteRecords() {
  return useMutation({
    mutationFn: ({ ids, onProgress }: { ids: readonly string[]; onProgress?: (progress: BulkDeleteProgress) => void }) =>
      bulkDeleteRecords(ids, onProgress),
  });
}
