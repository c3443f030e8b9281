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
