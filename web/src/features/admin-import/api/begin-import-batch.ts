import { importBatchResponseSchema, type ImportBatchStatus, type ImportKind, type LeakSourceInput } from '@breachwatch/core/schemas/import';
import type { Delimiter, TextEncodingName } from '@breachwatch/core';
import { apiPost } from '../../../lib/api-client';

export interface BeginImport {
  source?: LeakSourceInput;
  kind: ImportKind;
  fileName?: string;
  expectedRows: number;
  encoding?: TextEncodingName;
  delimiter?: Delimiter;
}

/** POST /api/admin/import-batches: one batch for the whole input, however many requests carry it. */
export async function beginImportBatch(input: BeginImport): Promise<ImportBatchStatus> {
  return importBatchResponseSchema.parse(await apiPost('/api/admin/import-batches', input)).batch;
}
