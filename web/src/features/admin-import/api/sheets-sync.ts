import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const sheetsSyncSchema = z.object({
  ok: z.literal(true),
  url: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type SheetData = z.infer<typeof sheetsSyncSchema>;

/** GET /api/admin/sheets-sync?url=: the server fetches the sheet's CSV export (fenced). */
export async function syncSheet(url: string): Promise<SheetData> {
  return sheetsSyncSchema.parse(await apiGet(`/api/admin/sheets-sync?url=${encodeURIComponent(url)}`, { timeoutMs: 60_000 }));
}
