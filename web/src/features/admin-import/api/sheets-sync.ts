import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const sheetsSyncSchema = z
  .object({
    ok: z.literal(true),
    url: z.string(),
    headers: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    /** Each row's number in the sheet, header row = 1 (blank rows and a title above count). */
    rowNumbers: z.array(z.number().int()),
    /** How the server read it: the rows left out above the header row (ADR 0301). */
    notes: z.array(z.string()).default([]),
  })
  .refine((data) => data.rowNumbers.length === data.rows.length, 'Every row of the sheet needs its row number.');
export type SheetData = z.infer<typeof sheetsSyncSchema>;

/** The row a refused sync offers as the header row: under a title or export details (ADR 0301). */
export const sheetsSyncRefusalSchema = z.object({ headerRow: z.number().int().min(1) });

/**
 * GET /api/admin/sheets-sync?url=: the server fetches the sheet's CSV export (fenced), and reads
 * it from `headerRow` when the person chose one (ADR 0301), with `columnNames` (as typed) when
 * they named the columns (ADR 0330).
 */
export async function syncSheet(url: string, readAs: { headerRow?: number; columnNames?: string } = {}): Promise<SheetData> {
  const row = readAs.headerRow ? `&headerRow=${readAs.headerRow}` : '';
  const columns = readAs.columnNames !== undefined ? `&columns=${encodeURIComponent(readAs.columnNames)}` : '';
  return sheetsSyncSchema.parse(
    await apiGet(`/api/admin/sheets-sync?url=${encodeURIComponent(url)}${row}${columns}`, { timeoutMs: 60_000 }),
  );
}
