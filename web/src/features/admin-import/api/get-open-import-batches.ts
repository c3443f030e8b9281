import { importBatchStatusSchema } from '@breachwatch/core/schemas/import';
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

export function useOpenImportBatches(enabled: boolean) {
  return useQuery({ queryKey: OPEN_IMPORT_BATCHES_KEY, queryFn: getOpenImportBatches, enabled });
}
