import { importResponseSchema, type ImportKind, type LeakSourceInput } from '@breachwatch/core/schemas/import';
import { apiPost } from '../../../lib/api-client';

export interface ImportChunk {
  rows: Record<string, string>[];
  source?: LeakSourceInput;
  kind: ImportKind;
  fileName?: string;
}

/** POST /api/admin/import: one request of at most IMPORT_MAX_ROWS_PER_REQUEST rows. */
export async function importRows(chunk: ImportChunk) {
  return importResponseSchema.parse(await apiPost('/api/admin/import', chunk, { timeoutMs: 120_000 }));
}
