// The file import's shared parts (file-import.ts): its options and result, and the pipeline
// that reads a file and hands its prepared rows, in file order, to a writer: on the calling
// thread for small files, in worker threads for big ones (row-preparer.ts), or with one worker
// that reads and prepares (reading-preparer.ts, ADR 0147).

import os from 'node:os';
import path from 'node:path';
import type { DateOrder, DelimiterChoice, EncodingChoice, ReadSummary, RowReader, RowReaderOptions } from '@breachwatch/core';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { headerSetOf, type HeaderSet, type LeakSourceInput } from '../store/index.ts';
import { readFileRows } from './file-import-input.ts';
import type { BatchOutput } from './prepared-batch-codec.ts';
import { readAndPrepareInWorker } from './reading-preparer.ts';
import { createRowPreparer, type PreparedBatch, type RowPreparer } from './row-preparer.ts';

/** Prepared batches waiting to be written before reading pauses: bounds memory. */
const MAX_BATCHES_IN_FLIGHT = 4;
/**
 * Rows per batch the reading worker prepares and posts (ADR 0147). Small: the records of the
 * batch being prepared survive the worker's scavenges until posted, and with 1,000 they were
 * promoted and collected again in the old generation; 100 took ~8 % less CPU per row in all
 * (200,000-row runs, alternating with 250 and 1,000). PostgreSQL's batches are PG_BATCH_ROWS,
 * built 100 rows at a time (ADR 0160).
 */
export const WORKER_BATCH_ROWS = 100;
/** Rows handed to the preparer at a time. */
export const PREPARE_ROWS = 1_000;
/**
 * Rows per PostgreSQL batch (ADR 0160): each batch empties its staging tables with a TRUNCATE
 * (~7 µs of the server's time per row at 1,000 rows a batch, ~2.5 at 5,000) and takes five
 * round trips.
 */
export const PG_BATCH_ROWS = 5_000;
/** Below this size a file is prepared on the main thread: a worker's start-up costs more. */
const WORKER_MIN_BYTES = 4 << 20;

export interface FileImportProgress {
  /** 'checking': the first read of a file imported beside a running server; 'writing': rows stored. */
  phase: 'checking' | 'writing';
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

export interface FileImportOptions {
  file: string;
  source?: LeakSourceInput;
  importedBy?: string;
  encoding?: EncodingChoice;
  delimiter?: DelimiterChoice;
  /** Date columns (as the header row names them) whose numbers are spreadsheet day numbers (ADR 0274). */
  spreadsheetDayColumns?: string[];
  /** An "ST" column (as the header row names it) read as the state, whatever it holds (ADR 0322). */
  stateColumns?: string[];
  /** The file row of the header row, when rows above it are a title or export details (ADR 0301). */
  headerRow?: number;
  /** The columns of a file with no header row, named in order (--columns: ADR 0330). */
  columnNames?: string[];
  /** The order slashed dates are read in, whatever the column names' language (--date-order: ADR 0317). */
  dateOrder?: DateOrder;
  /** The order the dates of the file's first rows show (sampleDateOrder), read where `dateOrder` names none. */
  dateOrderShown?: DateOrder;
  onProgress?: (p: FileImportProgress) => void;
  /** Called when every row is written and the deferred indexes are being built (bulk load). */
  onIndexing?: () => void;
  /**
   * Beside a running server (SQLite): called once the import's batch is open, the point from which
   * an interruption leaves rows behind in it.
   */
  onBatchOpened?: (batchId: string) => void;
  /**
   * Beside a running server: once aborted, the import ends its current segment (what it wrote is
   * kept), records the batch as stopped and throws ImportStoppedError. Alone with the database,
   * the import is one transaction, and an interruption leaves nothing: the signal is not read.
   */
  signal?: AbortSignal;
  /** Worker threads that prepare rows; default: none for small files, else cores - 1. */
  workers?: number;
  /**
   * Defer the child rows' indexes to the end. SQLite: drop and rebuild them; default when the
   * file at least doubles the table (one transaction only). PostgreSQL: the children in a
   * partition of the batch's own; default for files of BULK_LOAD_MIN_ROWS rows or more.
   */
  bulkLoad?: boolean;
  /**
   * PostgreSQL: rows written between two merges of the search index's pending entries on a
   * second connection, while the load goes on (ADR 0170; default SIDE_MERGE_ROWS, bulk-load.ts).
   */
  pgMergeRows?: number;
}

export interface FileImportResult {
  batchId: string;
  rows: number;
  imported: number;
  duplicates: number;
  skipped: number;
  seconds: number;
  /** Of `seconds`, the time spent building deferred indexes (bulk load), else 0. */
  indexSeconds: number;
  /** How the file was read, and the reader's notes (repeated or unnamed headers). */
  read: ReadSummary;
  /** 'single': one transaction; 'shared': short transactions beside a running server. */
  mode: 'single' | 'shared';
}

/** How the reader reads the file, as the options say: every read of one import reads it alike. */
export function readerOptionsOf(opts: FileImportOptions): RowReaderOptions {
  return {
    encoding: opts.encoding,
    delimiter: opts.delimiter,
    spreadsheetDayColumns: opts.spreadsheetDayColumns,
    ...(opts.stateColumns?.length ? { stateColumns: opts.stateColumns } : {}),
    ...(opts.headerRow ? { headerRow: opts.headerRow } : {}),
    ...(opts.columnNames ? { columnNames: opts.columnNames } : {}),
    ...(opts.dateOrder
      ? { dateOrder: opts.dateOrder }
      : opts.dateOrderShown
        ? { dateOrder: opts.dateOrderShown, dateOrderSource: 'values' as const }
        : {}),
  };
}

function defaultWorkers(size: number): number {
  return size < WORKER_MIN_BYTES ? 0 : Math.max(1, Math.min(3, os.availableParallelism() - 1));
}

interface WriteCounts {
  dataRows: number;
  imported: number;
  duplicates: number;
  skipped: number;
}

/**
 * Reads the file and writes its rows through `write`, preparing them (in worker threads for big
 * files) while earlier batches are written, in file order.
 */
export async function pipeRows(
  opts: FileImportOptions,
  size: number,
  batchId: string,
  nowIso: string,
  masterKey: Buffer,
  alertKeys: boolean,
  write: (batch: PreparedBatch) => Promise<{ inserted: number; duplicates: number }>,
  onFirstRows: (estimatedRows: number, columns: HeaderSet) => void | Promise<void>,
  /**
   * How batches come: rows per batch a reading worker posts (COPY, on PostgreSQL, pays a few
   * round trips per batch, so it takes bigger ones) and their form (ADR 0160).
   */
  form: { batchRows: number; output: BatchOutput } = { batchRows: WORKER_BATCH_ROWS, output: 'records' },
): Promise<{ counts: WriteCounts; read: ReadSummary }> {
  const counts: WriteCounts = { dataRows: 0, imported: 0, duplicates: 0, skipped: 0 };
  let preparer: RowPreparer | undefined;
  let pending: string[][] = [];
  const inFlight: Promise<PreparedBatch>[] = [];

  const writeOldest = async () => {
    const batch = await inFlight.shift()!;
    counts.skipped += batch.skipped;
    if (batch.remaining === 0) return;
    const res = await write(batch);
    counts.imported += res.inserted;
    counts.duplicates += res.duplicates;
  };
  const submit = async () => {
    if (pending.length === 0) return;
    const batch = preparer!.prepare(pending);
    // Awaited in order later; until then a failure must not count as unhandled.
    batch.catch(() => undefined);
    inFlight.push(batch);
    pending = [];
    while (inFlight.length >= MAX_BATCHES_IN_FLIGHT) await writeOldest();
  };

  if ((opts.workers ?? defaultWorkers(size)) === 1) {
    // One worker (two cores): it reads too, and this thread only writes (ADR 0147).
    // The findings (rows that are not people, values left out) for the report (ADR 0194).
    const read = { ...readerOptionsOf(opts), findings: true };
    const { rows, summary } = await readAndPrepareInWorker(
      opts.file,
      { masterKey, batchId, nowIso, alertKeys, read, batchRows: form.batchRows, output: form.output },
      {
        onFirstRows,
        write: async (batch) => {
          counts.skipped += batch.skipped;
          if (batch.remaining === 0) return;
          const res = await write(batch);
          counts.imported += res.inserted;
          counts.duplicates += res.duplicates;
        },
        onProgress: (rowsRead, bytesRead) => opts.onProgress?.({ phase: 'writing', rows: rowsRead, bytesRead, totalBytes: size }),
      },
    );
    counts.dataRows = rows;
    return { counts, read: summary };
  }
  try {
    const read = await readFileRows(
      opts.file,
      { ...readerOptionsOf(opts), findings: true },
      async (rows, _rowNumbers, reader: RowReader) => {
        if (!preparer) {
          const resolved = reader.summary().resolved;
          // A file has one header row: one header set for the whole batch (ADR 0145).
          const columns = headerSetOf(resolved, createFieldCipher(masterKey));
          preparer = createRowPreparer({
            masterKey,
            resolved,
            batchId,
            nowIso,
            alertKeys,
            columns,
            output: form.output,
            workers: opts.workers ?? defaultWorkers(size),
          });
          await onFirstRows(reader.charsRead > 0 ? Math.round((size * rows.length) / reader.charsRead) : 0, columns);
        }
        counts.dataRows += rows.length;
        for (const row of rows) pending.push(row);
        if (pending.length >= (form.output === 'pg-copy' ? form.batchRows : PREPARE_ROWS)) await submit();
      },
      (p) => opts.onProgress?.({ phase: 'writing', rows: p.rows, bytesRead: p.bytesRead, totalBytes: size }),
    );
    await submit();
    while (inFlight.length) await writeOldest();
    return { counts, read };
  } finally {
    await preparer?.close();
  }
}

/** The import batch a file import opens. */
export function batchInput(opts: FileImportOptions) {
  return { source: opts.source, kind: 'cli', fileName: path.basename(opts.file), importedBy: opts.importedBy };
}
