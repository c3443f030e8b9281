// A console import of one file is ONE import batch however many requests carry it: the page
// opens the batch (with the number of rows the reader counted), sends its chunks into it, and
// commits it, or cancels it (keeping or removing what landed). The batch's state is read from
// its audit trail (begin, commit, cancel entries), so no column of the stored layout changes;
// a batch with no begin entry was a one-request import, committed with its request.

import { IMPORT_BATCH_MESSAGES, type ImportBatchState, type ImportBatchStatus } from '@breachwatch/core/schemas/import';
import type { Kysely, Transaction } from 'kysely';
import { auditTrail, recordAudit, type AuditAction } from '../../audit/audit.repository.ts';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { batchRecordIds, deleteRecords, getBatch, openBatchIds } from '../store/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const BATCH_ACTIONS: readonly AuditAction[] = [
  'records.import.begin',
  'records.import.commit',
  'records.import.cancel',
  'records.import.stop',
];

export async function batchStatus(db: Db, id: string): Promise<ImportBatchStatus | null> {
  const batch = await getBatch(db, id);
  if (!batch) return null;
  const trail = await auditTrail(db, id, BATCH_ACTIONS);
  const begin = trail.find((e) => e.action === 'records.import.begin');
  const state: ImportBatchState = trail.some((e) => e.action === 'records.import.cancel')
    ? 'cancelled'
    : trail.some((e) => e.action === 'records.import.commit') || !begin
      ? 'committed'
      : 'open';
  const expected = begin?.details?.expectedRows;
  return {
    id: batch.id,
    state,
    sourceName: batch.source_name,
    fileName: batch.file_name,
    kind: batch.kind,
    expectedRows: typeof expected === 'number' ? expected : null,
    received: batch.rows_received,
    imported: batch.rows_imported,
    duplicates: batch.rows_duplicate,
    skipped: batch.rows_skipped,
    startedAt: batch.created_at,
    lastActivityAt: batch.last_imported_at,
    importedBy: batch.imported_by,
    stoppedAt: trail.find((e) => e.action === 'records.import.stop')?.createdAt ?? null,
  };
}

/** The batch, which must exist and be open (404, 409 otherwise). */
export async function requireOpenBatch(db: Db, id: string): Promise<ImportBatchStatus> {
  const status = await batchStatus(db, id);
  if (!status) throw notFound('No such import batch.');
  if (status.state !== 'open') throw new HttpError(409, `This import was already ${status.state}.`);
  return status;
}

/**
 * requireOpenBatch inside a transaction that changes the batch (a chunk, a commit, a cancel),
 * holding the batch's row until it ends. Without it two of them on PostgreSQL each read the batch
 * before the other wrote: a commit checked the rows it counted while a chunk added more, which
 * then landed uncounted in a public batch, and two commits both committed (ADR 0238). SQLite
 * runs one writing transaction at a time already.
 */
export async function lockOpenBatch(trx: Transaction<Database>, kind: DatabaseKind, id: string): Promise<ImportBatchStatus> {
  if (kind === 'postgres') await trx.selectFrom('import_batches').select('id').where('id', '=', id).forUpdate().execute();
  return requireOpenBatch(trx, id);
}

/**
 * Records that an open batch will take no more rows ('records.import.stop'): the console's page
 * that feeds it stopped, or the command line writing it was interrupted. The batch stays open
 * and hidden, and the console offers it for a decision at once instead of after two idle
 * minutes. Once only: a batch already stopped is left as it is. 404 or 409 (HttpError) for a
 * batch that is not open.
 */
export async function stopOpenBatch(db: Kysely<Database>, kind: DatabaseKind, id: string, actorEmail: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const open = await lockOpenBatch(trx, kind, id);
    if (open.stoppedAt !== null) return;
    await recordAudit(trx, {
      actorEmail,
      action: 'records.import.stop',
      target: id,
      details: { received: open.received, imported: open.imported },
    });
  });
}

/**
 * A commit makes public every row the batch announced, or the part an operator chose to keep
 * (`keepRows`, after stopping an import), and nothing else (ADR 0238). The rows counted are the
 * rows the batch took: stored, duplicates and rows skipped as not people alike, so a file whose
 * rows all arrived commits whatever the server made of them, and records an admin deleted before
 * the commit do not hold it back. Otherwise 409, and the batch stays open and hidden.
 */
export function requireCommittableRows(batch: ImportBatchStatus, keepRows?: number): void {
  const m = IMPORT_BATCH_MESSAGES;
  if (keepRows !== undefined) {
    if (batch.received !== keepRows) throw new HttpError(409, m.keptChanged(batch.received, keepRows));
    return;
  }
  const expected = batch.expectedRows;
  if (expected === null || batch.received === expected) return;
  throw new HttpError(409, batch.received < expected ? m.incomplete(batch.received, expected) : m.tooMany(batch.received, expected));
}

/**
 * Batches opened and neither committed nor cancelled (an import whose tab closed half-way),
 * however long ago: their records are held back from the public until an admin commits or
 * cancels them (ADR 0228), so the console must keep offering them.
 */
export async function openBatches(db: Db): Promise<ImportBatchStatus[]> {
  const ids = await openBatchIds(db);
  const out: ImportBatchStatus[] = [];
  for (const id of ids) {
    const status = await batchStatus(db, id);
    if (status?.state === 'open') out.push(status);
  }
  return out;
}

/** Records deleted per transaction when a cancelled import is removed: other writers get in between. */
export const REMOVE_PIECE = 2_000;

/** Deletes up to one piece of a batch's records; returns how many (0 when none are left). */
export async function removeBatchPiece(db: Db, kind: DatabaseKind, batchId: string): Promise<number> {
  const ids = await batchRecordIds(db, batchId, REMOVE_PIECE);
  return deleteRecords(db, kind, ids);
}
