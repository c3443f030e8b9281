import { readDelimitedBytes, ReadProblemError } from '@breachwatch/core';
import { toSheetCsvUrl } from '@breachwatch/core/sheets/sheet-url';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { fetchSheetBytes, SHEET_MAX_BYTES, SHEET_TIMEOUT_MS, type SheetFetchPolicy } from './sheet-fetch.ts';

/**
 * Test-only overrides for the fetch policy, so integration tests can serve a fake sheet from
 * 127.0.0.1 over http and provoke timeouts quickly. Honoured only when the app runs with
 * NODE_ENV=test; production and development always use the full fence.
 */
export const sheetsTestOverrides: { allowLoopback: boolean; timeoutMs?: number; maxBytes?: number } = {
  allowLoopback: false,
};

export function sheetFetchPolicy(config: Config): SheetFetchPolicy {
  const testing = config.env === 'test';
  return {
    allowedHosts: config.sheets.allowedHosts,
    maxBytes: (testing && sheetsTestOverrides.maxBytes) || SHEET_MAX_BYTES,
    timeoutMs: (testing && sheetsTestOverrides.timeoutMs) || SHEET_TIMEOUT_MS,
    maxRedirects: 5,
    allowLoopbackForTests: testing && sheetsTestOverrides.allowLoopback,
  };
}

/** An edit or published Google link becomes its CSV export link; anything else is fetched as given (and fenced). */
export function resolveSheetUrl(link: string): string {
  return toSheetCsvUrl(link) ?? link.trim();
}

export interface SheetData {
  url: string;
  host: string;
  headers: string[];
  rows: string[][];
}

export async function syncSheet(link: string, config: Config): Promise<SheetData> {
  const url = resolveSheetUrl(link);
  const { bytes, finalUrl } = await fetchSheetBytes(url, sheetFetchPolicy(config));
  // Column recognition is the preview's job (it marks recognised and ignored columns).
  // The import's own reader and rules, so a sheet is refused or read exactly as the same file would be.
  try {
    const read = readDelimitedBytes(bytes, { requireRecognisedColumns: false });
    return { url, host: finalUrl.hostname, headers: read.headers, rows: read.rows };
  } catch (error) {
    if (error instanceof ReadProblemError) throw new HttpError(422, error.message);
    throw error;
  }
}
