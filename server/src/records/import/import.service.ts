import { NO_RECOGNISED_COLUMNS_MESSAGE, mapRowObject, resolveHeaders, rowObjectHeaders } from '@breachwatch/core';
import type { ImportRequest, ImportResponse, ImportSkippedRow } from '@breachwatch/core/schemas/import';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { badRequest } from '../../lib/http-error.ts';
import { addBatchCounts, openBatch } from '../store/index.ts';
import { hasPersonData, prepareRecord, type PreparedRecord } from './record-prepare.ts';
import type { DatabaseKind } from '../../db/database.ts';
import { kyselyRunner, writeRecords } from './record-writer.ts';

export const SKIP_NO_PERSON_DATA = 'No name, contact, identity or address values.';

export interface ImportContext {
  dialect: DatabaseKind;
  cipher: FieldCipher;
  actorEmail?: string;
  now?: string;
}

/**
 * Maps, encrypts and stores one request's rows. Runs inside the caller's transaction: any
 * failure rolls the whole request back, so a request is imported completely or not at all.
 */
export async function importRows(
  trx: Kysely<Database> | Transaction<Database>,
  request: ImportRequest,
  ctx: ImportContext,
): Promise<ImportResponse> {
  const resolved = resolveHeaders(rowObjectHeaders(request.rows));
  if (resolved.recognized.length === 0) throw badRequest(NO_RECOGNISED_COLUMNS_MESSAGE);
  const now = ctx.now ?? new Date().toISOString();
  const batchId = await openBatch(
    trx,
    { source: request.source, kind: request.kind ?? 'file', fileName: request.fileName, importedBy: ctx.actorEmail },
    now,
  );
  const prepared: PreparedRecord[] = [];
  const skipped: ImportSkippedRow[] = [];
  request.rows.forEach((row, i) => {
    const rec = mapRowObject(resolved, row);
    if (!hasPersonData(rec)) skipped.push({ row: i + 1, reason: SKIP_NO_PERSON_DATA });
    else prepared.push(prepareRecord(rec, batchId, now, ctx.cipher));
  });
  const result = await writeRecords(kyselyRunner(trx, ctx.dialect), prepared);
  await addBatchCounts(trx, batchId, {
    received: request.rows.length,
    imported: result.inserted,
    duplicates: result.duplicates,
    skipped: skipped.length,
  });
  return { ok: true, batchId, imported: result.inserted, duplicates: result.duplicates, skipped };
}
