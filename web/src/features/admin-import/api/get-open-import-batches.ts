import { importBatchStatusSchema, type ImportBatchStatus } from '@breachwatch/core/schemas/import';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), batches: z.array(importBatchStatusSchema) });

/** GET /api/admin/import-batches/open: imports opened and never finished (a tab closed half-way). */
export async function getOpenImportBatches() {
  return responseSchema.parse(await apiGet('/api/admin/import-batches/open')).batches;
}

/** Read again whenever an import of this page ends (finished, stopped, failed) or is decided. */
export const OPEN_IMPORT_BATCHES_KEY = ['admin', 'import-batches', 'open'] as const;

/** How often the list is read while an import in it may still be running. */
export const POLL_OPEN_IMPORTS_MS = 10_000;

/**
 * `pollWhile`: read again every `POLL_OPEN_IMPORTS_MS` while it holds for the list read last (an
 * import that may still be running): the notice then follows what the server knows of it.
 */
export function useOpenImportBatches(enabled: boolean, pollWhile: (batches: ImportBatchStatus[]) => boolean = () => false) {
  return useQuery({
    queryKey: OPEN_IMPORT_BATCHES_KEY,
    queryFn: getOpenImportBatches,
    enabled,
    refetchInterval: (query) => (query.state.data && pollWhile(query.state.data) ? POLL_OPEN_IMPORTS_MS : false),
  });
}
