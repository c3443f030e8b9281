import { importBatchResponseSchema, type ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { apiPost } from '../../../lib/api-client';

/** POST /api/admin/import-batches/:id/commit: every chunk has landed. */
export async function commitImportBatch(id: string): Promise<ImportBatchStatus> {
  return importBatchResponseSchema.parse(await apiPost(`/api/admin/import-batches/${encodeURIComponent(id)}/commit`, {})).batch;
}
