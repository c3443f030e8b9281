import { importBatchResponseSchema, type ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/admin/import-batches/:id/stop: this page sends the batch no more rows. It stays open
 * and hidden until it is kept or removed; the open-imports notice offers it at once.
 */
export async function stopImportBatch(id: string): Promise<ImportBatchStatus> {
  return importBatchResponseSchema.parse(await apiPost(`/api/admin/import-batches/${encodeURIComponent(id)}/stop`, {})).batch;
}
