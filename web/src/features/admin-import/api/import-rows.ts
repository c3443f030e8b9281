import type { DateOrder } from '@breachwatch/core/records/dob';
import { importResponseSchema, type ImportResponse } from '@breachwatch/core/schemas/import';
import { apiPost, apiRequest } from '../../../lib/api-client';

/** POST /api/admin/import with a body the reader already built (bytes of JSON). */
export async function importRowsBody(body: Uint8Array, signal?: AbortSignal): Promise<ImportResponse> {
  const res = await apiRequest('/api/admin/import', { method: 'POST', jsonBody: body as BodyInit, timeoutMs: 120_000, signal });
  return importResponseSchema.parse(res.data);
}

/** POST /api/admin/import of rows already in memory (a synced sheet) into an open batch. */
export async function importRows(chunk: {
  batchId: string;
  headers: string[];
  rows: string[][];
  rowNumbers?: number[];
  spreadsheetDayColumns?: number[];
  stateColumns?: number[];
  dateOrder?: DateOrder;
}): Promise<ImportResponse> {
  return importResponseSchema.parse(await apiPost('/api/admin/import', chunk, { timeoutMs: 120_000 }));
}
