import { importBatchResponseSchema, type ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/admin/import-batches/:id/commit: every chunk has landed. With `keepRows`, the
 * operator keeps the part of a stopped import the batch took, exactly that many rows (ADR 0238);
 * the server refuses (409) a batch that holds other rows than announced or kept.
 */
export async function commitImportBatch(id: string, keepRows?: number): Promise<ImportBatchStatus> {
  return importBatchResponseSchema.parse(
    await apiPost(`/api/admin/import-batches/${encodeURIComponent(id)}/commit`, keepRows === undefined ? {} : { keepRows }),
  ).batch;
}
