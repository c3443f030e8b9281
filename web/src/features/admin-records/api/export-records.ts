import { ApiError, apiGet } from '../../../lib/api-client';
import { recordsQueryString, type RiskFilter } from './get-records';

export const EXPORT_PATH = '/api/admin/breach-records/export.csv';
export const EXPORT_CHECK_PATH = '/api/admin/breach-records/export/check';

export function exportFileName(date = new Date()): string {
  const d = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `breach-records-${d}.csv`;
}

/** What the operator reads when the check fails without a message of the server's own (a proxy's page). */
function exportFailure(error: unknown): Error {
  if (!(error instanceof ApiError) || error.serverMessage) return error instanceof Error ? error : new Error('Export failed');
  if (error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504)
    return new ApiError('The server is busy. Try the export again in a minute.', error.status, error.body);
  return new ApiError(`Export failed (${error.status})`, error.status, error.body);
}

/**
 * Every record matching the current search, as a dated CSV file (ADR 0232). A million-record
 * export is hundreds of MB, so the page never holds it: first GET export/check, a cheap JSON call
 * whose failure (signed out, bad filter, server busy) the page can show; then the browser itself
 * opens export.csv (a same-origin link with `download`) and its download manager streams the
 * server's formula-safe CSV to disk, showing progress as it goes. The session cookie goes with
 * both; the server refuses the download when another site starts it.
 */
export async function exportRecords(q: string, risk: RiskFilter): Promise<void> {
  const query = recordsQueryString({ q, risk });
  const suffix = query ? `?${query}` : '';
  const checked = await apiGet<{ ok: true; fileName?: string }>(`${EXPORT_CHECK_PATH}${suffix}`).catch((error: unknown) => {
    throw exportFailure(error);
  });
  const fileName = checked.fileName || exportFileName();
  const a = document.createElement('a');
  a.href = `${EXPORT_PATH}${suffix}`;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
