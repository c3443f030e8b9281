import type { DateOrder } from '@breachwatch/core/records/dob';
import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import { IMPORT_BATCH_MESSAGES, type ImportKind, type ImportResponse, type LeakSourceInput } from '@breachwatch/core/schemas/import';
import { MESSAGES, withStatus } from '@breachwatch/core/schemas/messages';
import { ApiError } from '../../../lib/api-client';
import { beginImportBatch } from '../api/begin-import-batch';
import { cancelImportBatch } from '../api/cancel-import-batch';
import { commitImportBatch } from '../api/commit-import-batch';
import { importRows, importRowsBody } from '../api/import-rows';
import { stopImportBatch } from '../api/stop-import-batch';
import type { ChunkLimits, ReadOptions } from './read-input';
import { sendInputOffPage } from './reader-client';

// Sends a checked input to the server as ONE import batch: open it with the row count the
// reader found, send the rows in requests of at most the server's row limit (and well under
// its body limit), one at a time, then commit it. Progress is rows the server has stored
// against the rows in the input, so 100 % means every row has landed.

export const CHUNK_LIMITS: ChunkLimits = { maxRows: IMPORT_MAX_ROWS_PER_REQUEST, maxBytes: 8 * 1024 * 1024 };

export type RowsInput =
  /** Rows read on the server (a Google Sheet), each with its number in the sheet (header row = 1). */
  | { kind: 'rows'; headers: string[]; rows: string[][]; rowNumbers: number[] }
  | { kind: 'blob'; blob: Blob; options: ReadOptions; encoding?: ReadOptions['encoding'] };

export interface ImportReport {
  batchId: string | null;
  imported: number;
  duplicates: number;
  skipped: Array<{ row: number; reason: string }>;
  /** Values the reader left out of the records (the preview's findings over the whole input). */
  notes?: string[];
  /** Dates read from another form than a plain date (ADR 0273), from the same findings. */
  dateNotes?: string[];
  /** Columns read by their values, not their names (ADR 0322), from the same findings. */
  readNotes?: string[];
  /** Data rows the server has taken (stored, duplicate or skipped) */
  sent: number;
  total: number;
  /** The operator stopped the import. */
  cancelled: boolean;
  /**
   * The batch is left open, its records hidden from the public, until the operator decides
   * (ADR 0238): they stopped the import (keep or remove what it took), or the server refused its
   * commit because rows are missing (remove it).
   */
  held?: 'stopped' | 'refused';
  /** What the operator chose for a held batch: kept (committed) or removed (cancelled, removing them). */
  decided?: 'kept' | 'removed';
  /** Records removed again: by a failed import (ADR 0235), or by the operator's choice. */
  removed?: number;
}

export interface RunImportOptions {
  source?: LeakSourceInput;
  importKind: ImportKind;
  fileName?: string;
  totalRows: number;
  /** How the reader read the input, recorded on the batch. */
  read?: {
    encoding: NonNullable<Parameters<typeof beginImportBatch>[0]['encoding']>;
    delimiter: NonNullable<Parameters<typeof beginImportBatch>[0]['delimiter']>;
  };
  /** Date columns of only spreadsheet day numbers, from the check's findings (ADR 0274). */
  spreadsheetDayColumns?: number[];
  /** A column headed "ST" of only US state codes, from the check's findings (ADR 0322). */
  stateColumns?: number[];
  /** The order the file's own dates are written in, from the check's findings (ADR 0317). */
  dateOrder?: DateOrder;
  signal: AbortSignal;
  onProgress(report: ImportReport): void;
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

const MAX_SKIPPED_LISTED = 1000;

/**
 * Tells the server this page sends the batch no more rows (stopped, or its commit refused), so
 * the console's open-imports notice offers it at once rather than after two idle minutes. If it
 * does not get through, the idle time still marks the batch interrupted, and the page's own
 * report offers it meanwhile.
 */
async function sayStopped(batchId: string): Promise<void> {
  await stopImportBatch(batchId).catch(() => undefined);
}

export async function runImport(input: RowsInput, options: RunImportOptions): Promise<ImportReport> {
  const report: ImportReport = {
    batchId: null,
    imported: 0,
    duplicates: 0,
    skipped: [],
    sent: 0,
    total: options.totalRows,
    cancelled: false,
  };
  const landed = (rows: number, res: ImportResponse) => {
    report.imported += res.imported;
    report.duplicates += res.duplicates;
    report.sent += rows;
    // The server names skipped rows by the file row numbers it was sent.
    for (const s of res.skipped) if (report.skipped.length < MAX_SKIPPED_LISTED) report.skipped.push(s);
    options.onProgress({ ...report, skipped: [...report.skipped] });
  };

  try {
    const batch = await beginImportBatch({
      source: options.source,
      kind: options.importKind,
      fileName: options.fileName,
      expectedRows: options.totalRows,
      ...(options.read ?? {}),
    });
    report.batchId = batch.id;
    const days = options.spreadsheetDayColumns ?? [];
    const states = options.stateColumns ?? [];
    const readAs = {
      ...(days.length ? { spreadsheetDayColumns: days } : {}),
      ...(states.length ? { stateColumns: states } : {}),
      ...(options.dateOrder ? { dateOrder: options.dateOrder } : {}),
    };
    if (input.kind === 'rows') {
      for (let start = 0; start < input.rows.length && !options.signal.aborted; start += CHUNK_LIMITS.maxRows) {
        const rows = input.rows.slice(start, start + CHUNK_LIMITS.maxRows);
        // Numbered as the sheet numbers them, as the preview names them (not per request).
        const rowNumbers = input.rowNumbers.slice(start, start + rows.length);
        landed(rows.length, await importRows({ batchId: batch.id, headers: input.headers, rows, rowNumbers, ...readAs }));
      }
    } else {
      await sendInputOffPage(
        input.blob,
        { ...input.options, ...readAs },
        batch.id,
        CHUNK_LIMITS,
        async (chunk) => landed(chunk.rows, await importRowsBody(chunk.body)),
        options.signal,
      );
    }
    if (options.signal.aborted) {
      report.cancelled = true;
      // Stopped: the batch stays open, so the rows it took stay hidden from the public until the
      // operator keeps (commits) or removes them (ADR 0238). With nothing stored there is
      // nothing to choose: it is closed.
      if (report.imported > 0) {
        report.held = 'stopped';
        await sayStopped(batch.id);
      } else report.removed = (await cancelImportBatch(batch.id, true)).removed;
      return report;
    }
    try {
      await commitImportBatch(batch.id);
    } catch (error) {
      // Refused: the batch did not take every row of the input (ADR 0238). It stays open and
      // hidden; the operator is told and offered its removal (or the open-imports notice later).
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      await sayStopped(batch.id);
      throw new ImportFailure(IMPORT_BATCH_MESSAGES.notCommitted, error.serverMessage ?? null, { ...report, held: 'refused' });
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    // A batch that could not finish is cancelled with what it stored (ADR 0235): an input is
    // imported whole or not at all, and records kept by a cancel would turn public at once. If
    // the cancel does not get through either, the batch stays open: its records stay hidden, and
    // the console offers it for clean-up (ADR 0228).
    if (report.batchId) {
      const cancelled = await cancelImportBatch(report.batchId, true).catch(() => undefined);
      if (cancelled) {
        report.removed = cancelled.removed;
        report.imported = 0;
        report.duplicates = 0;
      }
    }
    const { message, detail } = importErrorMessage(error);
    throw new ImportFailure(message, detail, report);
  }
  return report;
}
