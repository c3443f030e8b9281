// Streaming import of a CSV/TSV file (the command line and the benchmark). The file streams
// through core's RowReader (file-import-input.ts); rows are mapped with the shared core rules,
// prepared and written in batches (record-writer.ts), so memory stays flat however big the
// file is. The whole file is ONE import batch, and a problem anywhere leaves nothing behind:
//
// - Alone with the database (PostgreSQL, or SQLite with no other connection open) the file is
//   written in ONE transaction: a bad row, a crash or a kill rolls everything back.
// - Beside a running server on SQLite, one long transaction would lock every other writer out
//   for minutes. The file is first read through once (every problem the reader can find is
//   found before anything is written), then written in short transactions of about half a
//   second, with a pause between them in which the server's writers get the lock. The batch
//   is opened and committed like a console import (import-batches.ts), so an import killed
//   half-way shows as an open batch; a failure while writing removes what was written
//   (file-import-beside-server.ts).
//
// Big files run as a pipeline (file-import-pipe.ts): this thread writes; worker threads map and
// encrypt (row-preparer.ts), and read the file too when there is one (reading-preparer.ts).
// On SQLite an import that at least doubles the table, written in one
// transaction, defers its secondary indexes to the end (bulk-load.ts); on PostgreSQL a big
// import writes its emails and phones into a partition of its own, indexed at the end
// (pg-batch-partitions.ts).

import { alertSubscriptionsExist, queueBatchAlerts, recordAlertMatches } from '../../alerts/alert-matching.ts';
import { recordAudit } from '../../audit/audit.repository.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { addBatchCounts, compactNameWordCounts, openBatch, saveHeaderSet } from '../store/index.ts';
import { batchCommitted } from './batch-commits.ts';
import { beginBulkLoad, beginPgBulkLoad, storedRecordCount, type BulkLoad, type PgBulkLoad } from './bulk-load.ts';
import { openSqliteForBulk, withBulkTransaction } from './bulk-runners.ts';
import { importBesideServer } from './file-import-beside-server.ts';
import { fileSize, FileImportError, ImportStoppedError, sampleDateOrder } from './file-import-input.ts';
import {
  batchInput,
  pipeRows,
  readerOptionsOf,
  PG_BATCH_ROWS,
  WORKER_BATCH_ROWS,
  type FileImportOptions,
  type FileImportResult,
} from './file-import-pipe.ts';
import { insertedOf } from './import.service.ts';
import { openBatchPartitions, type BatchPartitions } from './pg-batch-partitions.ts';
import { insertedAlertCandidates } from './pg-copy-batch.ts';
import { writePgCopyBatch } from './pg-copy-writer.ts';
import { writeRecords } from './record-writer.ts';

export { FileImportError, ImportStoppedError };
export type { FileImportOptions, FileImportProgress, FileImportResult } from './file-import-pipe.ts';

/**
 * Records made into objects and written at a time (SQLite): only these are on the heap, not the
 * whole batch. PostgreSQL's batches come as COPY text, written whole (ADR 0160).
 */
const SQLITE_WRITE_SLICE = 250;
/** Bulk-load mode (SQLite) and a batch partition (PostgreSQL) only pay off for big loads; see bulk-load.ts, pg-batch-partitions.ts. */
const BULK_LOAD_MIN_ROWS = 50_000;

export async function importFile(database: DatabaseHandle, masterKey: Buffer, given: FileImportOptions): Promise<FileImportResult> {
  const size = fileSize(given.file);
  // Read in the order the file's first dates show, unless the operator named one (ADR 0317).
  const shown = given.dateOrder ? undefined : sampleDateOrder(given.file, readerOptionsOf(given));
  const opts = shown ? { ...given, dateOrderShown: shown } : given;
  const bulk = database.kind === 'sqlite' ? openSqliteForBulk(database.sqlite!) : null;
  try {
    if (bulk && !bulk.exclusive) return await importBesideServer(database, masterKey, opts, size);
    return await importInOneTransaction(database, masterKey, opts, size);
  } finally {
    bulk?.restore();
  }
}

async function importInOneTransaction(
  database: DatabaseHandle,
  masterKey: Buffer,
  opts: FileImportOptions,
  size: number,
): Promise<FileImportResult> {
  const started = performance.now();
  const now = new Date().toISOString();
  const cipher = createFieldCipher(masterKey);
  let pgBulk: PgBulkLoad | undefined;
  const result = await withBulkTransaction(database, async (trx, connection) => {
    const batchId = await openBatch(trx, batchInput(opts), now);
    const sqlite = connection.dialect === 'sqlite' ? connection.sqlite : undefined;
    // PostgreSQL always takes its bulk settings (cheap for small files; a second connection merges
    // the search index's pending entries once 25,000 rows are loaded); SQLite decides once the
    // first rows are read.
    if (connection.dialect === 'postgres')
      pgBulk = await beginPgBulkLoad(connection.pgClient, () => database.pgPool!.connect(), opts.pgMergeRows);
    let sqliteBulk: BulkLoad | undefined;
    // Asked once, in the batch's transaction: see alertSubscriptionsExist.
    const alertKeys = await alertSubscriptionsExist(trx);
    let wantPartitions = false;
    let partitions: BatchPartitions | undefined;
    const { counts, read } = await pipeRows(
      opts,
      size,
      batchId,
      now,
      masterKey,
      alertKeys,
      async (batch) => {
        if (batch.kind === 'copy') {
          if (connection.dialect !== 'postgres') throw new Error('COPY text is for PostgreSQL.');
          if (wantPartitions) partitions ??= await openBatchPartitions(connection.pgClient, batchId);
          const written = await writePgCopyBatch(connection.pgClient, batch.copy, partitions);
          pgBulk?.written(batch.copy.records);
          await recordAlertMatches(trx, batchId, insertedAlertCandidates(batch.copy, written.ids));
          return written;
        }
        const res = { inserted: 0, duplicates: 0 };
        while (batch.remaining > 0) {
          const records = batch.take(SQLITE_WRITE_SLICE);
          const written = await writeRecords(connection, records);
          await recordAlertMatches(trx, batchId, insertedOf(records, written.ids));
          res.inserted += written.inserted;
          res.duplicates += written.duplicates;
        }
        return res;
      },
      async (estimated, columns) => {
        await saveHeaderSet(trx, cipher, batchId, columns);
        if (sqlite && (opts.bulkLoad ?? estimated >= Math.max(BULK_LOAD_MIN_ROWS, storedRecordCount(sqlite))))
          sqliteBulk = beginBulkLoad(sqlite);
        if (!sqlite) wantPartitions = opts.bulkLoad ?? estimated >= BULK_LOAD_MIN_ROWS;
      },
      sqlite ? { batchRows: WORKER_BATCH_ROWS, output: 'records' } : { batchRows: PG_BATCH_ROWS, output: 'pg-copy' },
    );
    let indexSeconds = 0;
    const bulk = pgBulk ?? sqliteBulk;
    if (bulk) {
      opts.onIndexing?.();
      const indexStarted = performance.now();
      // The attach last (beside the final merge, ADR 0170): from there to commit, other imports'
      // attaches wait (readers do not).
      await (pgBulk ? pgBulk.finish(async () => partitions?.attach()) : bulk.finish());
      indexSeconds = (performance.now() - indexStarted) / 1000;
    }
    await addBatchCounts(trx, batchId, {
      received: counts.dataRows,
      imported: counts.imported,
      duplicates: counts.duplicates,
      skipped: counts.skipped,
    });
    await recordAudit(trx, {
      actorEmail: opts.importedBy,
      action: 'records.import',
      target: batchId,
      details: { rows: counts.dataRows, imported: counts.imported, duplicates: counts.duplicates, skipped: counts.skipped, kind: 'cli' },
    });
    await queueBatchAlerts(trx, cipher, batchId);
    // PostgreSQL: this import's name-word parts (one per word per batch of rows) merged with the
    // stored ones, one per word (ADR 0176).
    if (connection.dialect === 'postgres') await compactNameWordCounts(trx);
    return { batchId, counts, read, indexSeconds };
  }).finally(() => pgBulk?.close());
  await batchCommitted({ id: result.batchId, imported: result.counts.imported });
  return {
    batchId: result.batchId,
    rows: result.counts.dataRows,
    imported: result.counts.imported,
    duplicates: result.counts.duplicates,
    skipped: result.counts.skipped,
    seconds: (performance.now() - started) / 1000,
    indexSeconds: result.indexSeconds,
    read: result.read,
    mode: 'single',
  };
}
