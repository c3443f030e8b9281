// The import API's rows: checked with the same rules as the file reader (core row-rules.ts),
// mapped, and prepared (encrypted, keyed) BEFORE the route opens its transaction, so the write
// lock is held only for the writes; then written into the request's batch.

import {
  checkHeaders,
  createRowRules,
  describeReadProblem,
  EXPECTED_HEADERS_HINT,
  mapRow,
  type ReadProblem,
  type ResolvedHeaders,
  withDateOrder,
  withSpreadsheetDays,
  withStateColumns,
} from '@breachwatch/core';
import type { ImportRequest, ImportResponse, ImportSkippedRow } from '@breachwatch/core/schemas/import';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { recordAlertMatches } from '../../alerts/alert-matching.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { badRequest } from '../../lib/http-error.ts';
import { addBatchCounts, headerSetOf, saveHeaderSet, type HeaderSet } from '../store/index.ts';
import { prepareRecord, skipReasonOf, type PreparedRecord } from './record-prepare.ts';
import { kyselyRunner, writeRecords } from './record-writer.ts';

export const NO_RECOGNISED_COLUMNS = `No recognised columns. ${EXPECTED_HEADERS_HINT}`;

export interface PreparedImport {
  resolved: ResolvedHeaders;
  /** the rows' header names, stored once for the batch when they are written (ADR 0145) */
  columns: HeaderSet;
  prepared: PreparedRecord[];
  skipped: ImportSkippedRow[];
  received: number;
}

/** A column named as holding spreadsheet day numbers that is no date column: never read as dates. */
const notADateColumn = (headers: readonly string[], index: number): string =>
  `Column ${index + 1}${headers[index] ? ` (“${headers[index]}”)` : ''} is not a date column: only a birth date or a date added is read as spreadsheet day numbers.`;

/** A column named as holding state codes that is no column headed "ST" in a file without a state column (ADR 0322). */
const notAStateColumn = (headers: readonly string[], index: number): string =>
  `Column ${index + 1}${headers[index] ? ` (“${headers[index]}”)` : ''} cannot be read as the state: only a column named “ST”, in a file with no other state column and one address, is read so.`;

const refuse = (problem: ReadProblem): never => {
  throw badRequest(describeReadProblem(problem));
};

/**
 * Checks one request's rows as strictly as the reader checks a file (columns, field sizes, no
 * SSN-shaped value or other rows in a plain field) and prepares them for `batchId`. A bad row
 * is a 400 naming it (its file row when the request sent rowNumbers). No database access.
 */
export function prepareImportRequest(
  request: ImportRequest,
  batchId: string,
  now: string,
  cipher: FieldCipher,
  /** false when no alert subscription exists (alertSubscriptionsExist): the rows skip their alert keys */
  withAlertKeys = true,
  /** when the batch was opened, for a request that adds to an open batch: its records' ids share it (ADR 0220) */
  batchStartedAt = now,
): PreparedImport {
  const headers = request.headers.map((h) => h.trim());
  const check = checkHeaders(headers);
  if (check.problem) refuse(check.problem);
  if (check.resolved.recognized.length === 0) throw badRequest(NO_RECOGNISED_COLUMNS);
  // The console's reader found these date columns to hold only spreadsheet day numbers (ADR 0274).
  // And the order the file's own dates are written in, where they show one (ADR 0317).
  const ordered = request.dateOrder ? withDateOrder(check.resolved, request.dateOrder, 'values') : check.resolved;
  const withDays = withSpreadsheetDays(ordered, request.spreadsheetDayColumns ?? []);
  if ('notADateColumn' in withDays) throw badRequest(notADateColumn(headers, withDays.notADateColumn));
  // The console's reader found this "ST" column to hold only US state codes (ADR 0322).
  const resolved = withStateColumns(withDays, request.stateColumns ?? []);
  if ('notAStateColumn' in resolved) throw badRequest(notAStateColumn(headers, resolved.notAStateColumn));
  const rules = createRowRules(resolved);
  const columns = headerSetOf(resolved, cipher);
  const prepared: PreparedRecord[] = [];
  const skipped: ImportSkippedRow[] = [];
  request.rows.forEach((values, i) => {
    const row = request.rowNumbers?.[i] ?? i + 1;
    const problem = rules.check(values, row);
    if (problem) refuse(problem);
    const rec = mapRow(resolved, values);
    const reason = skipReasonOf(resolved, values, rec);
    if (reason) skipped.push({ row, reason });
    else prepared.push(prepareRecord(rec, batchId, now, cipher, withAlertKeys, columns, batchStartedAt));
  });
  return { resolved, columns, prepared, skipped, received: request.rows.length };
}

/** The prepared records a write actually inserted (not the duplicates). */
export function insertedOf(prepared: readonly PreparedRecord[], ids: readonly string[]): PreparedRecord[] {
  if (ids.length === prepared.length) return prepared as PreparedRecord[];
  const written = new Set(ids);
  return prepared.filter((r) => written.has(r.id));
}

/** Writes prepared rows into their (open) batch and adds to its counts; inside the route's transaction. */
export async function writePreparedImport(
  trx: Kysely<Database> | Transaction<Database>,
  dialect: DatabaseKind,
  cipher: FieldCipher,
  batchId: string,
  input: PreparedImport,
  now: string,
): Promise<ImportResponse> {
  if (input.prepared.length) await saveHeaderSet(trx, cipher, batchId, input.columns);
  const result = await writeRecords(kyselyRunner(trx, dialect), input.prepared);
  await recordAlertMatches(trx, batchId, insertedOf(input.prepared, result.ids));
  await addBatchCounts(
    trx,
    batchId,
    { received: input.received, imported: result.inserted, duplicates: result.duplicates, skipped: input.skipped.length },
    now,
  );
  return { ok: true, batchId, imported: result.inserted, duplicates: result.duplicates, skipped: input.skipped };
}
