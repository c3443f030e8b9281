import { describeReadNote, describeReadProblem, readDelimitedBytes, ReadProblemError, suggestedHeaderRow } from '@breachwatch/core';
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
  /**
   * Each row's number in the sheet as its own row headers show it (the header row is 1, blank
   * rows and rows left out above the header count), so a message about a row names the row the
   * person sees.
   */
  rowNumbers: number[];
  /** What the reader said of how it read the sheet (the rows left out above the header row). */
  notes: string[];
}

/**
 * A sheet with a title or export details above its header (ADR 0301): the console offers the row
 * that names known columns as the header row, and syncs again with it.
 */
export class SheetHeaderBelowError extends HttpError {
  constructor(
    message: string,
    readonly headerRow: number,
  ) {
    super(422, message);
  }
}

/** The refusal of a sheet whose first row names no known column but a row below does, if it is one. */
function headerBelowRefusal(bytes: Uint8Array): SheetHeaderBelowError | undefined {
  try {
    readDelimitedBytes(bytes);
  } catch (error) {
    const row = error instanceof ReadProblemError ? suggestedHeaderRow(error.problem)?.row : undefined;
    if (row !== undefined) return new SheetHeaderBelowError(describeReadProblem((error as ReadProblemError).problem, 'console'), row);
  }
  return undefined;
}

/**
 * Fetches and reads a sheet: from `headerRow` when the person chose one (ADR 0301), with
 * `columnNames` when they named its columns (ADR 0330; with `headerRow`, replacing that row).
 */
export async function syncSheet(
  link: string,
  config: Config,
  { headerRow, columnNames }: { headerRow?: number; columnNames?: string[] } = {},
): Promise<SheetData> {
  const url = resolveSheetUrl(link);
  const { bytes, finalUrl } = await fetchSheetBytes(url, sheetFetchPolicy(config));
  // Column recognition is the preview's job (it marks recognised and ignored columns).
  // The import's own reader and rules, so a sheet is refused or read exactly as the same file would be.
  let read;
  try {
    read = readDelimitedBytes(bytes, {
      requireRecognisedColumns: false,
      ...(headerRow ? { headerRow } : {}),
      ...(columnNames ? { columnNames } : {}),
    });
  } catch (error) {
    if (!(error instanceof ReadProblemError)) throw error;
    // A title above the header, in a sheet read as its first row says, is refused for the row
    // under it (a value in a column the title row left unnamed): named for what it is instead.
    const problem = error.problem;
    if (problem.code === 'not-a-header-row' || problem.code === 'header-row-present')
      throw new HttpError(422, describeReadProblem(problem, 'console'));
    throw (headerRow || columnNames ? undefined : headerBelowRefusal(bytes)) ?? new HttpError(422, error.message);
  }
  if (!headerRow && !columnNames && read.resolved.recognized.length === 0) {
    const refusal = headerBelowRefusal(bytes);
    if (refusal) throw refusal;
  }
  return {
    url,
    host: finalUrl.hostname,
    headers: read.headers,
    rows: read.rows,
    rowNumbers: read.rowNumbers,
    notes: read.notes.map(describeReadNote),
  };
}
