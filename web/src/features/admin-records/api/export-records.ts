import { ApiError, errorMessageFrom, noteUnauthorized } from '../../../lib/api-client';
import { recordsQueryString, type RiskFilter } from './get-records';

export function exportFileName(date = new Date()): string {
  const d = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `breach-records-${d}.csv`;
}

/**
 * GET /api/admin/breach-records/export.csv: every record matching the current search, streamed
 * and made formula-safe by the server, saved as a dated file. Not JSON, so it bypasses
 * apiRequest; the session cookie goes with it.
 */
export async function exportRecords(q: string, risk: RiskFilter): Promise<void> {
  const query = recordsQueryString({ q, risk });
  const path = '/api/admin/breach-records/export.csv';
  const res = await fetch(`${path}${query ? `?${query}` : ''}`, {
    headers: { Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!res.ok) {
    noteUnauthorized(path, res.status);
    const body: unknown = await res.json().catch(() => undefined);
    throw new ApiError(errorMessageFrom(body) ?? `Export failed (${res.status})`, res.status, body);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName();
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
