import { importBatchCancelResponseSchema } from '@breachwatch/core/schemas/import';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/import-batches/:id/cancel: stop the import; with removeRecords, delete what it stored. */
export async function cancelImportBatch(id: string, removeRecords: boolean) {
  return importBatchCancelResponseSchema.parse(
    await apiPost(`/api/admin/import-batches/${encodeURIComponent(id)}/cancel`, { removeRecords }, { timeoutMs: 300_000 }),
  );
}
