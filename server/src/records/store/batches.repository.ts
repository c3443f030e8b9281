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

/** A source is the same source when its name (any case) and url match. */
export function sourceKey(source: LeakSourceInput | undefined): string | null {
  if (!source) return null;
  return `${source.name.trim().toLowerCase()}|${source.url?.trim() ?? ''}`;
}

/**
 * The batch the rows land in. A re-import of a known source (same name and url) reuses its
 * batch and moves last_imported_at, so chunked uploads and repeated imports stay one batch;
 * imports without a source always start a new batch.
 */
export async function openBatch(db: Db, input: BatchInput, now: string): Promise<string> {
  const key = sourceKey(input.source);
  if (key) {
    const existing = await db.selectFrom('import_batches').select('id').where('source_key', '=', key).executeTakeFirst();
    if (existing) {
      const s = input.source!;
      await db
        .updateTable('import_batches')
        .set({
          last_imported_at: now,
          ...(s.dateFound ? { date_found: s.dateFound } : {}),
          ...(s.credibility ? { credibility: s.credibility } : {}),
          ...(s.reason ? { reason: s.reason } : {}),
          ...(s.category ? { category: s.category } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
  }
  const id = newId();
  const s = input.source;
  await db
    .insertInto('import_batches')
    .values({
      id,
      source_key: key,
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

export async function addBatchCounts(db: Db, batchId: string, c: BatchCounts): Promise<void> {
  await db
    .updateTable('import_batches')
    .set((eb) => ({
      rows_received: eb('rows_received', '+', c.received),
      rows_imported: eb('rows_imported', '+', c.imported),
      rows_duplicate: eb('rows_duplicate', '+', c.duplicates),
      rows_skipped: eb('rows_skipped', '+', c.skipped),
    }))
    .where('id', '=', batchId)
    .execute();
}

export async function findBatches(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('import_batches')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
