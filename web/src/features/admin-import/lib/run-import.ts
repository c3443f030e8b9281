import { rowsToObjects } from '@breachwatch/core/records/csv';
import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import type { ImportKind, LeakSourceInput } from '@breachwatch/core/schemas/import';
import { MESSAGES, withStatus } from '@breachwatch/core/schemas/messages';
import { ApiError } from '../../../lib/api-client';
import { importRows } from '../api/import-rows';
import { streamFileRows } from './file-rows';
import type { StreamLimits } from './row-stream';

// Sends parsed rows to the server in requests of at most the server's row limit (and well
// under its body limit), one at a time, and adds up what the server reports.

export const CHUNK_LIMITS: StreamLimits = { maxRows: IMPORT_MAX_ROWS_PER_REQUEST, maxChars: 8 * 1024 * 1024 };

export type RowsInput = { kind: 'rows'; headers: string[]; rows: string[][] } | { kind: 'file'; file: File };

export interface ImportReport {
  imported: number;
  duplicates: number;
  skipped: Array<{ row: number; reason: string }>;
  /** Data rows sent to the server */
  sent: number;
  batches: string[];
  cancelled: boolean;
}

export interface RunImportOptions {
  source?: LeakSourceInput;
  importKind: ImportKind;
  fileName?: string;
  signal: AbortSignal;
  onProgress(fraction: number, report: ImportReport): void;
}

export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
    readonly report: ImportReport,
  ) {
    super(message);
  }
}

/** "Import failed (status)" for server errors; the data-format message for a rejected request. */
export function importErrorMessage(error: unknown): { message: string; detail: string | null } {
  if (error instanceof ApiError) {
    const detail = error.serverMessage ?? null;
    if (error.status === 400 || error.status === 422) return { message: MESSAGES.import.failedGeneric, detail };
    return { message: withStatus('Import failed', error.status), detail };
  }
  return { message: MESSAGES.import.failedGeneric, detail: error instanceof Error && !(error instanceof TypeError) ? error.message : null };
}

export async function runImport(input: RowsInput, options: RunImportOptions): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, duplicates: 0, skipped: [], sent: 0, batches: [], cancelled: false };
  let headers: string[] = input.kind === 'rows' ? input.headers : [];

  const send = async (rows: string[][], firstRow: number) => {
    const res = await importRows({
      rows: rowsToObjects(headers, rows),
      source: options.source,
      kind: options.importKind,
      fileName: options.fileName,
    });
    report.imported += res.imported;
    report.duplicates += res.duplicates;
    report.batches.push(res.batchId);
    // Server rows are 1-based within the request; report them as data rows of the whole input.
    for (const s of res.skipped) if (report.skipped.length < 1000) report.skipped.push({ row: firstRow + s.row - 1, reason: s.reason });
    report.sent += rows.length;
  };

  try {
    if (input.kind === 'rows') {
      const total = input.rows.length;
      for (let start = 0; start < total; start += CHUNK_LIMITS.maxRows) {
        if (options.signal.aborted) break;
        await send(input.rows.slice(start, start + CHUNK_LIMITS.maxRows), start + 1);
        options.onProgress(Math.min(1, (start + CHUNK_LIMITS.maxRows) / total), report);
      }
    } else {
      await streamFileRows(
        input.file,
        CHUNK_LIMITS,
        {
          onHeaders: (h) => {
            headers = h;
          },
          onRows: async (rows, firstRow, progress) => {
            await send(rows, firstRow);
            options.onProgress(progress, report);
          },
        },
        options.signal,
      );
    }
  } catch (error) {
    const { message, detail } = importErrorMessage(error);
    throw new ImportFailure(message, detail, report);
  }
  report.cancelled = options.signal.aborted;
  if (!report.cancelled) options.onProgress(1, report);
  return report;
}
