import { importBatchStatusSchema } from '@breachwatch/core/schemas/import';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), batches: z.array(importBatchStatusSchema) });

/** GET /api/admin/import-batches/open: imports opened and never finished (a tab closed half-way). */
export async function getOpenImportBatches() {
  return responseSchema.parse(await apiGet('/api/admin/import-batches/open')).batches;
}

export function useOpenImportBatches(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'import-batches', 'open'], queryFn: getOpenImportBatches, enabled });
}
