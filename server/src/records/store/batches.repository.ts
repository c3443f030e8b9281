import type { Kysely, Transaction } from 'kysely';
import type { ImportRequest } from '@breachwatch/core/schemas/import';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type LeakSourceInput = NonNullable<ImportRequest['source']>;

export interface BatchInput {
  source?: LeakSourceInput;
  kind: string;
  fileName?: string;
  importedBy?: string;
  /** Opened for several requests: its records are kept from the public until closeBatch (ADR 0228). */
  open?: boolean;
}

/**
 * A new batch for one import (one file, one paste, one sheet sync), whatever its source: a
 * record's batch names the file it came from, its kind and who imported it. Imports of the
 * same leak source are separate batches with the same source name. (source_key, unique, was
 * the key that once merged them; new batches leave it empty.)
 */
export async function openBatch(db: Db, input: BatchInput, now: string, id: string = newId()): Promise<string> {
  const s = input.source;
  await db
    .insertInto('import_batches')
    .values({
      id,
      source_key: null,
      source_name: s?.name.trim() ?? null,
      source_url: s?.url?.trim() ?? null,
      date_found: s?.dateFound ?? null,
      credibility: s?.credibility ?? 'medium',
      category: s?.category ?? null,
      reason: s?.reason ?? null,
      kind: input.kind,
      file_name: input.fileName ?? null,
      imported_by: input.importedBy ?? null,
      rows_received: 0,
      rows_imported: 0,
      rows_duplicate: 0,
      rows_skipped: 0,
      created_at: now,
      last_imported_at: now,
      is_open: input.open ? 1 : 0,
    })
    .execute();
  return id;
}

export interface BatchCounts {
  received: number;
  imported: number;
  duplicates: number;
  skipped: number;
}

/** Adds a chunk's counts; with `now`, also moves last_imported_at (the batch's last activity). */
export async function addBatchCounts(db: Db, batchId: string, c: BatchCounts, now?: string): Promise<void> {
  await db
    .updateTable('import_batches')
    .set((eb) => ({
      rows_received: eb('rows_received', '+', c.received),
      rows_imported: eb('rows_imported', '+', c.imported),
      rows_duplicate: eb('rows_duplicate', '+', c.duplicates),
      rows_skipped: eb('rows_skipped', '+', c.skipped),
      ...(now ? { last_imported_at: now } : {}),
    }))
    .where('id', '=', batchId)
    .execute();
}

export async function getBatch(db: Db, batchId: string) {
  return db.selectFrom('import_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/** Up to `limit` ids of the records a batch stored (to delete them in pieces). */
export async function batchRecordIds(db: Db, batchId: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('breach_records').select('id').where('batch_id', '=', batchId).limit(limit).execute();
  return rows.map((r) => r.id);
}

export async function findBatches(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('import_batches')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The batch is committed or cancelled: its records are no longer held back as importing (ADR 0228). */
export async function closeBatch(db: Db, batchId: string): Promise<void> {
  await db.updateTable('import_batches').set({ is_open: 0 }).where('id', '=', batchId).where('is_open', '=', 1).execute();
}

/**
 * Ids of the batches still open (usually none): the records of these are left out of every
 * public and owner-facing read (ADR 0228). One probe of a partial index, never cached, so a batch
 * opened on another instance is held back at once. The console's list of open imports reads it;
 * the public reads read the list where it costs least (ADR 0234: on PostgreSQL in their own
 * statement).
 */
export async function openBatchIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('import_batches').select('id').where('is_open', '=', 1).orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.id);
}

/** How many records of the batch are stored now (some may have been deleted since they landed). */
export async function storedBatchRecords(db: Db, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('breach_records')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the batch's imported count to what it stores (records deleted before its commit are not counted). */
export async function setBatchImported(db: Db, batchId: string, imported: number): Promise<void> {
  await db.updateTable('import_batches').set({ rows_imported: imported }).where('id', '=', batchId).execute();
}
