// Streaming import of a CSV/TSV file (the CLI and the benchmark). Papa Parse reads a Node
// stream chunk by chunk; rows are mapped with the shared core rules, prepared and written in
// batches (record-writer.ts), so memory stays flat however big the file is.
//
// The whole file is ONE import batch committed in ONE transaction: a bad row found anywhere,
// a crash or a kill leaves nothing behind, never half a batch.
//
// Big files run as a pipeline: this thread parses, validates and writes; worker threads map
// and encrypt (row-preparer.ts). On SQLite an import that at least doubles the table defers
// its secondary indexes to the end (bulk-load.ts).

import fs from 'node:fs';
import os from 'node:os';
import {
  describeParseProblem,
  isBlankRow,
  looksBinary,
  MAX_FIELD_CHARS,
  NO_RECOGNISED_COLUMNS_MESSAGE,
  papaConfigFor,
  problemFromPapaError,
  resolveHeaders,
  SAMPLE_CHARS,
  type ResolvedHeaders,
} from '@breachwatch/core';
import Papa from 'papaparse';
import type { DatabaseHandle } from '../../db/database.ts';
import { addBatchCounts, openBatch, type LeakSourceInput } from '../store/index.ts';
import { withBulkTransaction } from './bulk-runners.ts';
import { beginBulkLoad, beginPgBulkLoad, storedRecordCount, type BulkLoad } from './bulk-load.ts';
import { createRowPreparer, type PreparedBatch, type RowPreparer } from './row-preparer.ts';
import { writeRecords } from './record-writer.ts';
import { estimateRows, FileImportError, readSample, TextGuard } from './file-import-input.ts';

export { FileImportError };

/** Prepared batches waiting to be written before parsing pauses: bounds memory. */
const MAX_BATCHES_IN_FLIGHT = 4;
/** Below this size a file is prepared on the main thread: a worker's start-up costs more. */
const WORKER_MIN_BYTES = 4 << 20;
/** Bulk-load mode (SQLite) only pays off for big loads; see bulk-load.ts. */
const BULK_LOAD_MIN_ROWS = 50_000;

export interface FileImportProgress {
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

export interface FileImportOptions {
  file: string;
  source?: LeakSourceInput;
  importedBy?: string;
  onProgress?: (p: FileImportProgress) => void;
  /** Called when every row is written and the deferred indexes are being built (bulk load). */
  onIndexing?: () => void;
  /** Worker threads that prepare rows; default: none for small files, else cores - 1. */
  workers?: number;
  /** SQLite: defer secondary indexes to the end; default: when the file at least doubles the table. */
  bulkLoad?: boolean;
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
}

function defaultWorkers(size: number): number {
  return size < WORKER_MIN_BYTES ? 0 : Math.max(1, Math.min(3, os.availableParallelism() - 1));
}

export async function importFile(database: DatabaseHandle, masterKey: Buffer, opts: FileImportOptions): Promise<FileImportResult> {
  const started = performance.now();
  const { sample, size } = readSample(opts.file);
  if (size === 0 || sample.trim() === '') {
    if (size <= SAMPLE_CHARS) throw new FileImportError(describeParseProblem({ code: 'empty' }));
  }
  if (looksBinary(sample)) throw new FileImportError(describeParseProblem({ code: 'binary' }));
  const now = new Date().toISOString();

  return withBulkTransaction(database, async (trx, connection) => {
    const batchId = await openBatch(
      trx,
      { source: opts.source, kind: 'cli', fileName: opts.file.split(/[\\/]/).pop(), importedBy: opts.importedBy },
      now,
    );
    const sqlite = database.kind === 'sqlite' ? database.sqlite! : undefined;
    const useBulkLoad =
      sqlite !== undefined && (opts.bulkLoad ?? estimateRows(sample, size) >= Math.max(BULK_LOAD_MIN_ROWS, storedRecordCount(sqlite)));
    let resolved: ResolvedHeaders | undefined;
    let preparer: RowPreparer | undefined;
    // PostgreSQL always takes its bulk settings (cheap for small files); SQLite decides below, once the header is read.
    let bulk: BulkLoad | undefined = connection.dialect === 'postgres' ? await beginPgBulkLoad(connection.pgClient) : undefined;
    let rowNumber = 0;
    let dataRows = 0;
    let skipped = 0;
    let imported = 0;
    let duplicates = 0;
    let rows: string[][] = [];
    // Prepared batches in file order: the first occurrence of a duplicate is the one kept.
    const inFlight: Promise<PreparedBatch>[] = [];
    const input = fs.createReadStream(opts.file, { encoding: 'utf8', highWaterMark: 256 << 10 });
    const guarded = input.pipe(new TextGuard());

    const submit = () => {
      if (rows.length === 0) return;
      const batch = preparer!.prepare(rows);
      // Awaited in order later; until then a failure must not count as unhandled.
      batch.catch(() => undefined);
      inFlight.push(batch);
      rows = [];
    };

    const writeOldest = async () => {
      const batch = await inFlight.shift()!;
      skipped += batch.skipped;
      if (batch.prepared.length === 0) return;
      const res = await writeRecords(connection, batch.prepared);
      imported += res.inserted;
      duplicates += res.duplicates;
    };

    const handleRows = (parsed: string[][]): void => {
      for (const values of parsed) {
        rowNumber++;
        for (let c = 0; c < values.length; c++) {
          if (values[c]!.length > MAX_FIELD_CHARS) {
            const column = resolved?.mapping[c]?.key;
            throw new FileImportError(
              describeParseProblem(
                column ? { code: 'field-too-long', row: rowNumber, column } : { code: 'field-too-long', row: rowNumber },
              ),
            );
          }
        }
        if (isBlankRow(values)) continue;
        if (!resolved) {
          resolved = resolveHeaders(values.map((h) => h.trim()));
          if (resolved.recognized.length === 0) throw new FileImportError(NO_RECOGNISED_COLUMNS_MESSAGE);
          preparer = createRowPreparer({ masterKey, resolved, batchId, nowIso: now, workers: opts.workers ?? defaultWorkers(size) });
          if (useBulkLoad) bulk = beginBulkLoad(sqlite);
          continue;
        }
        const expected = resolved.headers.length;
        if (values.length < expected || (values.length > expected && !isBlankRow(values.slice(expected)))) {
          throw new FileImportError(describeParseProblem({ code: 'ragged-row', row: rowNumber, expected, actual: values.length }));
        }
        dataRows++;
        rows.push(values);
      }
    };

    try {
      await new Promise<void>((resolve, reject) => {
        let failed = false;
        const fail = (error: unknown) => {
          if (failed) return;
          failed = true;
          input.destroy();
          reject(error);
        };
        guarded.on('error', fail);
        input.on('error', (e) => fail(new FileImportError(`Could not read ${opts.file}: ${e.message}`)));
        Papa.parse(
          guarded as unknown as typeof Papa.NODE_STREAM_INPUT,
          {
            // Blank rows are skipped below, not by Papa, so "Row N" in a message is the file's row N.
            ...papaConfigFor(sample),
            skipEmptyLines: false,
            chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
              if (failed) return parser.abort();
              try {
                const fatal = results.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
                if (fatal) {
                  const row = rowNumber + (fatal.row ?? 0) + 1;
                  throw new FileImportError(describeParseProblem(problemFromPapaError(fatal, row)));
                }
                handleRows(results.data);
                submit();
                opts.onProgress?.({ rows: dataRows, bytesRead: input.bytesRead, totalBytes: size });
                if (inFlight.length >= MAX_BATCHES_IN_FLIGHT) {
                  // Write the oldest batch while the workers go on with the next ones. Papa's
                  // pause() only stops parsing: the stream must be paused too, or the rest of
                  // the file piles up in Papa's queue (the whole file, when writes are slow).
                  parser.pause();
                  guarded.pause();
                  writeOldest().then(
                    () => {
                      parser.resume();
                      guarded.resume();
                    },
                    (e: unknown) => {
                      fail(e);
                      parser.abort();
                    },
                  );
                }
              } catch (error) {
                fail(error);
                parser.abort();
              }
            },
            complete: () => {
              if (failed) return;
              submit();
              (async () => {
                while (inFlight.length) await writeOldest();
              })().then(resolve, fail);
            },
            error: (e: Error) => fail(e instanceof FileImportError ? e : new FileImportError(`Could not read ${opts.file}: ${e.message}`)),
          } as Papa.ParseConfig<string[]>,
        );
      });
    } finally {
      await preparer?.close();
    }

    if (!resolved) throw new FileImportError(describeParseProblem({ code: 'empty' }));
    if (dataRows === 0) throw new FileImportError('The file has a header row but no data rows.');
    let indexSeconds = 0;
    if (bulk) {
      opts.onIndexing?.();
      const indexStarted = performance.now();
      await bulk.finish();
      indexSeconds = (performance.now() - indexStarted) / 1000;
    }
    await addBatchCounts(trx, batchId, { received: dataRows, imported, duplicates, skipped });
    return { batchId, rows: dataRows, imported, duplicates, skipped, seconds: (performance.now() - started) / 1000, indexSeconds };
  });
}
