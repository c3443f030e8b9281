// SQLite beside a running server (file-import.ts): one long transaction would lock every other
// writer out for minutes. The file is first read through once (every problem the reader can
// find is found before anything is written), then written in short transactions of about half
// a second, with a pause between them in which the server's writers get the lock. The batch is
// opened and committed like a console import (import-batches.ts), so an import killed half-way
// shows as an open batch, and one interrupted (the command line's Ctrl-C or SIGTERM: `signal`)
// keeps what it wrote there and records the batch as stopped; a failure while writing removes
// what was written.

import { setTimeout as sleep } from 'node:timers/promises';
import { alertSubscriptionsExist, queueBatchAlerts, recordAlertMatches } from '../../alerts/alert-matching.ts';
import { recordAudit } from '../../audit/audit.repository.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { addBatchCounts, closeBatch, openBatch, saveHeaderSet } from '../store/index.ts';
import { batchCommitted } from './batch-commits.ts';
import { ImportStoppedError, readFileRows } from './file-import-input.ts';
import { removeBatchPiece, stopOpenBatch } from './import-batches.ts';
import { insertedOf } from './import.service.ts';
import { writeRecords } from './record-writer.ts';
import type { RawConnection } from './write-types.ts';
import { batchInput, pipeRows, readerOptionsOf, type FileImportOptions, type FileImportResult } from './file-import-pipe.ts';

/** Beside a running server (SQLite): the longest a write transaction of the import lasts... */
export const SHARED_SEGMENT_MS = 500;
/** ...and the pause after it. SQLite's busy handler retries a waiting writer every 100 ms at most, so it gets in. */
export const SHARED_YIELD_MS = 110;
/** Records written between two looks at the clock. */
const SHARED_SLICE_ROWS = 200;

/** SQLite beside a running server: check the whole file, then write in short transactions with pauses. */
export async function importBesideServer(
  database: DatabaseHandle,
  masterKey: Buffer,
  opts: FileImportOptions,
  size: number,
): Promise<FileImportResult> {
  const started = performance.now();
  const cipher = createFieldCipher(masterKey);
  const sqlite = database.sqlite!;
  const connection: RawConnection = { dialect: 'sqlite', sqlite };
  // The server's writes are short, but on a busy machine one may hold the lock for a while:
  // the import waits for it rather than failing.
  sqlite.pragma('busy_timeout = 60000');
  const checked = await readFileRows(
    opts.file,
    readerOptionsOf(opts),
    () => undefined,
    (p) => opts.onProgress?.({ phase: 'checking', rows: p.rows, bytesRead: p.bytesRead, totalBytes: size }),
  );
  // The write pass reads the file as the check settled it, whatever detection would say now.
  const fixed = { ...opts, encoding: checked.encoding, delimiter: checked.delimiter };
  const now = new Date().toISOString();
  const batchId = await database.db.transaction().execute(async (trx) => {
    const id = await openBatch(trx, { ...batchInput(opts), open: true }, now);
    await recordAudit(trx, {
      actorEmail: opts.importedBy,
      action: 'records.import.begin',
      target: id,
      details: { expectedRows: checked.dataRows, kind: 'cli', encoding: checked.encoding, delimiter: checked.delimiter },
    });
    return id;
  });
  opts.onBatchOpened?.(batchId);

  let segmentStarted = 0;
  let open = false;
  let segment = { received: 0, imported: 0, duplicates: 0, skipped: 0 };
  /** Rows received by the segments committed, for the message of a stopped import. */
  const stopped = { received: 0 };
  const commitSegment = async () => {
    if (!open) {
      // Rows skipped while no segment was open still count.
      if (segment.received > 0) await addBatchCounts(database.db, batchId, segment, new Date().toISOString());
      segment = { received: 0, imported: 0, duplicates: 0, skipped: 0 };
      return;
    }
    await addBatchCounts(database.db, batchId, segment, new Date().toISOString());
    sqlite.exec('commit');
    stopped.received += segment.received;
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
        // Beside a server is SQLite only: its batches are records, never COPY text.
        if (batch.kind !== 'records') throw new Error('Expected prepared records.');
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
          if (opts.signal?.aborted) throw new ImportStoppedError(batchId, stopped.received);
        }
        return res;
      },
      // Before the first segment, in a transaction of its own; a failed import leaves it, unused.
      (_estimated, columns) => saveHeaderSet(database.db, cipher, batchId, columns),
    );
    await commitSegment();
    await database.db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorEmail: opts.importedBy,
        action: 'records.import.commit',
        target: batchId,
        details: { received: counts.dataRows, imported: counts.imported, duplicates: counts.duplicates, skipped: counts.skipped },
      });
      await closeBatch(trx, batchId);
      await queueBatchAlerts(trx, cipher, batchId);
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
    if (error instanceof ImportStoppedError) {
      // Interrupted: what was written is kept, counted, in the open batch, and the console is told
      // at once that nothing more will come (as the console's own page tells it when it stops).
      await commitSegment();
      await stopOpenBatch(database.db, database.kind, batchId, opts.importedBy);
      throw new ImportStoppedError(batchId, stopped.received);
    }
    if (open) sqlite.exec('rollback');
    await removeWritten(database, batchId, opts.importedBy);
    throw error;
  }
}

/** The WAL's size past which the import restarts it between two segments. */
const WAL_RESTART_BYTES = 64 * 1024 * 1024;

/**
 * Between two segments: with writes arriving every half second, a PASSIVE checkpoint never
 * catches up with the end of the WAL, and SQLite only starts the WAL over once it has (a 1M-row
 * import grew it to 13 GB). Past WAL_RESTART_BYTES the import checkpoints what is left and
 * restarts the WAL (writers wait only while the few frames the last checkpoint missed are
 * copied); the next segment then writes from the WAL's start.
 */
function keepWalSmall(sqlite: DatabaseHandle['sqlite'] & object): void {
  const [state] = sqlite.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  // A frame is one page: 4 KB in older files, 16 KB in new ones (ADR 0309).
  const restartFrames = WAL_RESTART_BYTES / Number(sqlite.pragma('page_size', { simple: true }));
  if (state && state.log > restartFrames) sqlite.pragma('wal_checkpoint(RESTART)');
}

/** After a failure while writing beside a server: the batch is cancelled and what it stored removed, in pieces. */
async function removeWritten(database: DatabaseHandle, batchId: string, actor: string | undefined): Promise<void> {
  for (let n = -1; n !== 0; ) {
    n = await database.db.transaction().execute((trx) => removeBatchPiece(trx, database.kind, batchId));
    await sleep(SHARED_YIELD_MS);
  }
  await database.db.transaction().execute(async (trx) => {
    await recordAudit(trx, { actorEmail: actor, action: 'records.import.cancel', target: batchId, details: { removeRecords: true } });
    await closeBatch(trx, batchId);
  });
}
