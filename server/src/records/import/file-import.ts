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
//   half-way shows as an open batch; a failure while writing removes what was written.
//
// Big files run as a pipeline: this thread reads and writes; worker threads map and encrypt
// (row-preparer.ts). On SQLite an import that at least doubles the table, written in one
// transaction, defers its secondary indexes to the end (bulk-load.ts); on PostgreSQL a big
// import writes its emails and phones into a partition of its own, indexed at the end
// (pg-batch-partitions.ts).

import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DelimiterChoice, EncodingChoice, ReadSummary, RowReader } from '@breachwatch/core';
import { alertSubscriptionsExist, queueBatchAlerts, recordAlertMatches } from '../../alerts/alert-matching.ts';
import { recordAudit } from '../../audit/audit.repository.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { addBatchCounts, headerSetOf, openBatch, saveHeaderSet, type HeaderSet, type LeakSourceInput } from '../store/index.ts';
import { batchCommitted } from './batch-commits.ts';
import { beginBulkLoad, beginPgBulkLoad, storedRecordCount, type BulkLoad } from './bulk-load.ts';
import { openSqliteForBulk, withBulkTransaction } from './bulk-runners.ts';
import { fileSize, FileImportError, readFileRows } from './file-import-input.ts';
import { removeBatchPiece } from './import-batches.ts';
import { insertedOf } from './import.service.ts';
import { openBatchPartitions, type BatchPartitions } from './pg-batch-partitions.ts';
import { writeRecords } from './record-writer.ts';
import { readAndPrepareInWorker } from './reading-preparer.ts';
import { createRowPreparer, type PreparedBatch, type RowPreparer } from './row-preparer.ts';
import type { RawConnection } from './write-types.ts';

export { FileImportError };

/** Prepared batches waiting to be written before reading pauses: bounds memory. */
const MAX_BATCHES_IN_FLIGHT = 4;
/** Records made into objects and written at a time (SQLite): only these are on the heap, not the whole batch. */
const SQLITE_WRITE_SLICE = 250;
/**
 * Rows per batch the reading worker prepares and posts (ADR 0147). Small: the records of the
 * batch being prepared survive the worker's scavenges until posted, and with 1,000 they were
 * promoted and collected again in the old generation; 100 took ~8 % less CPU per row in all
 * (200,000-row runs, alternating with 250 and 1,000). PostgreSQL keeps PREPARE_ROWS: each batch
 * is a few COPY round trips.
 */
const WORKER_BATCH_ROWS = 100;
/** Rows handed to the preparer at a time. */
const PREPARE_ROWS = 1_000;
/** Below this size a file is prepared on the main thread: a worker's start-up costs more. */
const WORKER_MIN_BYTES = 4 << 20;
/** Bulk-load mode (SQLite) and a batch partition (PostgreSQL) only pay off for big loads; see bulk-load.ts, pg-batch-partitions.ts. */
const BULK_LOAD_MIN_ROWS = 50_000;
/** Beside a running server (SQLite): the longest a write transaction of the import lasts... */
export const SHARED_SEGMENT_MS = 500;
/** ...and the pause after it. SQLite's busy handler retries a waiting writer every 100 ms at most, so it gets in. */
export const SHARED_YIELD_MS = 110;
/** Records written between two looks at the clock. */
const SHARED_SLICE_ROWS = 200;

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
  onProgress?: (p: FileImportProgress) => void;
  /** Called when every row is written and the deferred indexes are being built (bulk load). */
  onIndexing?: () => void;
  /** Worker threads that prepare rows; default: none for small files, else cores - 1. */
  workers?: number;
  /**
   * Defer the child rows' indexes to the end. SQLite: drop and rebuild them; default when the
   * file at least doubles the table (one transaction only). PostgreSQL: the children in a
   * partition of the batch's own; default for files of BULK_LOAD_MIN_ROWS rows or more.
   */
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
  /** How the file was read, and the reader's notes (repeated or unnamed headers). */
  read: ReadSummary;
  /** 'single': one transaction; 'shared': short transactions beside a running server. */
  mode: 'single' | 'shared';
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
async function pipeRows(
  opts: FileImportOptions,
  size: number,
  batchId: string,
  nowIso: string,
  masterKey: Buffer,
  alertKeys: boolean,
  write: (batch: PreparedBatch) => Promise<{ inserted: number; duplicates: number }>,
  onFirstRows: (estimatedRows: number, columns: HeaderSet) => void | Promise<void>,
  /** rows per batch a reading worker posts: COPY (PostgreSQL) pays a few round trips per batch, so it takes bigger ones */
  workerBatchRows = WORKER_BATCH_ROWS,
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
    const read = { encoding: opts.encoding, delimiter: opts.delimiter };
    const { rows, summary } = await readAndPrepareInWorker(
      opts.file,
      { masterKey, batchId, nowIso, alertKeys, read, batchRows: workerBatchRows },
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
      { encoding: opts.encoding, delimiter: opts.delimiter },
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
            workers: opts.workers ?? defaultWorkers(size),
          });
          await onFirstRows(reader.charsRead > 0 ? Math.round((size * rows.length) / reader.charsRead) : 0, columns);
        }
        counts.dataRows += rows.length;
        for (const row of rows) pending.push(row);
        if (pending.length >= PREPARE_ROWS) await submit();
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

export async function importFile(database: DatabaseHandle, masterKey: Buffer, opts: FileImportOptions): Promise<FileImportResult> {
  const size = fileSize(opts.file);
  const bulk = database.kind === 'sqlite' ? openSqliteForBulk(database.sqlite!) : null;
  try {
    if (bulk && !bulk.exclusive) return await importBesideServer(database, masterKey, opts, size);
    return await importInOneTransaction(database, masterKey, opts, size);
  } finally {
    bulk?.restore();
  }
}

function batchInput(opts: FileImportOptions) {
  return { source: opts.source, kind: 'cli', fileName: path.basename(opts.file), importedBy: opts.importedBy };
}

async function importInOneTransaction(
  database: DatabaseHandle,
  masterKey: Buffer,
  opts: FileImportOptions,
  size: number,
): Promise<FileImportResult> {
  const started = performance.now();
  const now = new Date().toISOString();
  const result = await withBulkTransaction(database, async (trx, connection) => {
    const batchId = await openBatch(trx, batchInput(opts), now);
    const sqlite = connection.dialect === 'sqlite' ? connection.sqlite : undefined;
    // PostgreSQL always takes its bulk settings (cheap for small files); SQLite decides once the first rows are read.
    let bulk: BulkLoad | undefined = connection.dialect === 'postgres' ? await beginPgBulkLoad(connection.pgClient) : undefined;
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
        let target = connection;
        if (connection.dialect === 'postgres' && wantPartitions) {
          partitions ??= await openBatchPartitions(connection.pgClient, batchId);
          target = { ...connection, children: partitions };
        }
        // SQLite takes a worker's packed records a slice at a time; COPY wants them all at once.
        const slice = connection.dialect === 'sqlite' ? SQLITE_WRITE_SLICE : Infinity;
        const res = { inserted: 0, duplicates: 0 };
        while (batch.remaining > 0) {
          const records = batch.take(slice);
          const written = await writeRecords(target, records);
          await recordAlertMatches(trx, batchId, insertedOf(records, written.ids));
          res.inserted += written.inserted;
          res.duplicates += written.duplicates;
        }
        return res;
      },
      async (estimated, columns) => {
        await saveHeaderSet(trx, createFieldCipher(masterKey), batchId, columns);
        if (sqlite && (opts.bulkLoad ?? estimated >= Math.max(BULK_LOAD_MIN_ROWS, storedRecordCount(sqlite)))) bulk = beginBulkLoad(sqlite);
        if (!sqlite) wantPartitions = opts.bulkLoad ?? estimated >= BULK_LOAD_MIN_ROWS;
      },
      sqlite ? WORKER_BATCH_ROWS : PREPARE_ROWS,
    );
    let indexSeconds = 0;
    if (bulk) {
      opts.onIndexing?.();
      const indexStarted = performance.now();
      await bulk.finish();
      // Last: from here to commit, other imports' attaches wait (readers do not).
      await partitions?.attach();
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
    await queueBatchAlerts(trx, createFieldCipher(masterKey), batchId);
    return { batchId, counts, read, indexSeconds };
  });
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

/** SQLite beside a running server: check the whole file, then write in short transactions with pauses. */
async function importBesideServer(
  database: DatabaseHandle,
  masterKey: Buffer,
  opts: FileImportOptions,
  size: number,
): Promise<FileImportResult> {
  const started = performance.now();
  const sqlite = database.sqlite!;
  const connection: RawConnection = { dialect: 'sqlite', sqlite };
  // The server's writes are short, but on a busy machine one may hold the lock for a while:
  // the import waits for it rather than failing.
  sqlite.pragma('busy_timeout = 60000');
  const checked = await readFileRows(
    opts.file,
    { encoding: opts.encoding, delimiter: opts.delimiter },
    () => undefined,
    (p) => opts.onProgress?.({ phase: 'checking', rows: p.rows, bytesRead: p.bytesRead, totalBytes: size }),
  );
  // The write pass reads the file as the check settled it, whatever detection would say now.
  const fixed = { ...opts, encoding: checked.encoding, delimiter: checked.delimiter };
  const now = new Date().toISOString();
  const batchId = await database.db.transaction().execute(async (trx) => {
    const id = await openBatch(trx, batchInput(opts), now);
    await recordAudit(trx, {
      actorEmail: opts.importedBy,
      action: 'records.import.begin',
      target: id,
      details: { expectedRows: checked.dataRows, kind: 'cli', encoding: checked.encoding, delimiter: checked.delimiter },
    });
    return id;
  });

  let segmentStarted = 0;
  let open = false;
  let segment = { received: 0, imported: 0, duplicates: 0, skipped: 0 };
  const commitSegment = async () => {
    if (!open) {
      // Rows skipped while no segment was open still count.
      if (segment.received > 0) await addBatchCounts(database.db, batchId, segment, new Date().toISOString());
      segment = { received: 0, imported: 0, duplicates: 0, skipped: 0 };
      return;
    }
    await addBatchCounts(database.db, batchId, segment, new Date().toISOString());
    sqlite.exec('commit');
    open = false;
    segment = { received: 0, imported: 0, duplicates: 0, skipped: 0 };
    keepWalSmall(sqlite);
    await sleep(SHARED_YIELD_MS);
  };
  try {
    const alertKeys = await alertSubscriptionsExist(database.db);
    const { counts, read } = await pipeRows(
      fixed,
      size,
      batchId,
      now,
      masterKey,
      alertKeys,
      async (batch) => {
        // Each segment BEGINs IMMEDIATE: it takes the write lock at once (waiting for the
        // server's writer if it has it), not at its first insert. Records go in slices, so a
        // segment ends soon after its time is up, whatever the machine's speed.
        const res = { inserted: 0, duplicates: 0 };
        segment.received += batch.skipped;
        segment.skipped += batch.skipped;
        while (batch.remaining > 0) {
          if (!open) {
            sqlite.exec('begin immediate');
            open = true;
            segmentStarted = performance.now();
          }
          const slice = batch.take(SHARED_SLICE_ROWS);
          const written = await writeRecords(connection, slice);
          // Same connection, inside this segment's transaction.
          await recordAlertMatches(database.db, batchId, insertedOf(slice, written.ids));
          res.inserted += written.inserted;
          res.duplicates += written.duplicates;
          segment.received += slice.length;
          segment.imported += written.inserted;
          segment.duplicates += written.duplicates;
          if (performance.now() - segmentStarted >= SHARED_SEGMENT_MS) await commitSegment();
        }
        return res;
      },
      // Before the first segment, in a transaction of its own; a failed import leaves it, unused.
      (_estimated, columns) => saveHeaderSet(database.db, createFieldCipher(masterKey), batchId, columns),
    );
    await commitSegment();
    await database.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorEmail: opts.importedBy,
        action: 'records.import.commit',
        target: batchId,
        details: { received: counts.dataRows, imported: counts.imported, duplicates: counts.duplicates, skipped: counts.skipped },
      });
      await queueBatchAlerts(trx, createFieldCipher(masterKey), batchId);
    });
    await batchCommitted({ id: batchId, imported: counts.imported });
    return {
      batchId,
      rows: counts.dataRows,
      imported: counts.imported,
      duplicates: counts.duplicates,
      skipped: counts.skipped,
      seconds: (performance.now() - started) / 1000,
      indexSeconds: 0,
      // How the check pass found the file (the write pass was told the same encoding and separator).
      read: { ...read, encodingSource: checked.encodingSource, delimiterSource: checked.delimiterSource },
      mode: 'shared',
    };
  } catch (error) {
    if (open) sqlite.exec('rollback');
    await removeWritten(database, batchId, opts.importedBy);
    throw error;
  }
}

/** WAL frames (4 KB pages) past which the import restarts the WAL between two segments: about 64 MB. */
const WAL_RESTART_FRAMES = 16_384;

/**
 * Between two segments: with writes arriving every half second, a PASSIVE checkpoint never
 * catches up with the end of the WAL, and SQLite only starts the WAL over once it has (a 1M-row
 * import grew it to 13 GB). Past WAL_RESTART_FRAMES the import checkpoints what is left and
 * restarts the WAL (writers wait only while the few frames the last checkpoint missed are
 * copied); the next segment then writes from the WAL's start.
 */
function keepWalSmall(sqlite: DatabaseHandle['sqlite'] & object): void {
  const [state] = sqlite.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  if (state && state.log > WAL_RESTART_FRAMES) sqlite.pragma('wal_checkpoint(RESTART)');
}

/** After a failure while writing beside a server: the batch is cancelled and what it stored removed, in pieces. */
async function removeWritten(database: DatabaseHandle, batchId: string, actor: string | undefined): Promise<void> {
  for (let n = -1; n !== 0; ) {
    n = await database.db.transaction().execute((trx) => removeBatchPiece(trx, database.kind, batchId));
    await sleep(SHARED_YIELD_MS);
  }
  await database.db
    .transaction()
    .execute((trx) =>
      recordAudit(trx, { actorEmail: actor, action: 'records.import.cancel', target: batchId, details: { removeRecords: true } }),
    );
}
