// Bulk writes of prepared records. Through a Kysely transaction (API import, seed): multi-row
// INSERT statements (hundreds of rows per call), so a big request makes few database calls.
// On a raw connection (CLI file import, benchmark): SQLite gets single-row prepared statements
// (below) and PostgreSQL COPY through staging tables (pg-copy-writer.ts), the fastest paths.

import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { pgSearchTerms, pgSearchTermsSql } from '../search/index.ts';
import { nameWordPartsSql } from '../store/index.ts';
import { writeRecordsPgCopy } from './pg-copy-writer.ts';
import { RECORD_COLUMNS, type PreparedRecord } from './record-prepare.ts';
import type { RawConnection, SqlRunner, WriteResult } from './write-types.ts';

/** Kysely transaction (or database) as a runner: the statements join its transaction. */
export function kyselyRunner(db: Kysely<Database> | Transaction<Database>, dialect: DatabaseKind): SqlRunner {
  return {
    dialect,
    async query(sql, params) {
      const result = await db.executeQuery(CompiledQuery.raw(sql, params));
      return result.rows as Record<string, unknown>[];
    },
  };
}

// Parameters per statement stay well below SQLite's 32,766 and PostgreSQL's 65,535.
const RECORD_ROWS_PER_STATEMENT = 400;
const CHILD_ROWS_PER_STATEMENT = 2000;

const sqlCache = new Map<string, string>();

function placeholders(dialect: DatabaseKind, rows: number, perRow: number, extra?: (n: () => string) => string): string {
  let n = 0;
  const next = dialect === 'sqlite' ? () => '?' : () => `$${++n}`;
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < perRow; c++) cells.push(next());
    if (extra) cells.push(extra(next));
    out.push(`(${cells.join(',')})`);
  }
  return out.join(',');
}

function recordInsertSql(dialect: DatabaseKind, rows: number): string {
  const key = `rec:${dialect}:${rows}`;
  let text = sqlCache.get(key);
  if (text) return text;
  const cols = [...RECORD_COLUMNS] as string[];
  if (dialect === 'postgres') {
    cols.push('search_terms');
    const vector = (next: () => string) => pgSearchTermsSql(`${next()}::text`);
    // The records' name-word parts in the same statement (ADR 0176).
    text = `with ins as (insert into breach_records (${cols.join(',')}) values ${placeholders(dialect, rows, RECORD_COLUMNS.length, vector)}
      on conflict (fingerprint) do nothing returning seq, id, search_terms), name_words as (${nameWordPartsSql('ins')})
      select seq, id from ins`;
  } else {
    text = `insert into breach_records (${cols.join(',')}) values ${placeholders(dialect, rows, RECORD_COLUMNS.length)} on conflict (fingerprint) do nothing returning seq, id`;
  }
  sqlCache.set(key, text);
  return text;
}

function childInsertSql(dialect: DatabaseKind, table: string, cols: readonly string[], rows: number): string {
  const key = `${table}:${dialect}:${rows}`;
  let text = sqlCache.get(key);
  if (!text) {
    text = `insert into ${table} (${cols.join(',')}) values ${placeholders(dialect, rows, cols.length)}`;
    sqlCache.set(key, text);
  }
  return text;
}

async function insertChildren(runner: SqlRunner, table: string, cols: readonly string[], flat: unknown[]): Promise<void> {
  const width = cols.length;
  const total = flat.length / width;
  for (let start = 0; start < total; start += CHILD_ROWS_PER_STATEMENT) {
    const rows = Math.min(CHILD_ROWS_PER_STATEMENT, total - start);
    await runner.query(childInsertSql(runner.dialect, table, cols, rows), flat.slice(start * width, (start + rows) * width));
  }
}

interface SqliteStatements {
  record: SqliteDatabase.Statement;
  email: SqliteDatabase.Statement;
  phone: SqliteDatabase.Statement;
  search: SqliteDatabase.Statement;
}
const sqliteStatements = new WeakMap<SqliteDatabase.Database, SqliteStatements>();

function statementsFor(sqlite: SqliteDatabase.Database): SqliteStatements {
  let s = sqliteStatements.get(sqlite);
  if (!s) {
    s = {
      record: sqlite.prepare(
        `insert into breach_records (${RECORD_COLUMNS.join(',')}) values (${RECORD_COLUMNS.map(() => '?').join(',')}) on conflict (fingerprint) do nothing`,
      ),
      email: sqlite.prepare('insert into record_emails (record_id, email, domain) values (?, ?, ?)'),
      phone: sqlite.prepare('insert into record_phones (record_id, phone, digits) values (?, ?, ?)'),
      search: sqlite.prepare('insert into record_search (rowid, name, contact, place) values (?, ?, ?, ?)'),
    };
    sqliteStatements.set(sqlite, s);
  }
  return s;
}

/**
 * SQLite, on the raw connection: one prepared single-row statement per row. With an in-process
 * database a call costs less than a microsecond, and the run's own result (changes, rowid) says
 * whether the row was new, where a multi-row INSERT needs RETURNING, which costs twice as much.
 */
function writeRecordsSqlite(sqlite: SqliteDatabase.Database, records: readonly PreparedRecord[]): WriteResult {
  const st = statementsFor(sqlite);
  const ids: string[] = [];
  for (const rec of records) {
    const info = st.record.run(rec.values);
    if (info.changes === 0) continue;
    for (const e of rec.emails) st.email.run(rec.id, e.email, e.domain);
    for (const p of rec.phones) st.phone.run(rec.id, p.phone, p.digits);
    st.search.run(info.lastInsertRowid, rec.keys.name, rec.keys.contact, rec.keys.place);
    ids.push(rec.id);
  }
  return { inserted: ids.length, duplicates: records.length - ids.length, ids };
}

/**
 * Inserts records not already present (same fingerprint) with their emails, phones and search
 * keys. Call inside a transaction: the caller decides what commits together.
 */
export async function writeRecords(target: SqlRunner | RawConnection, records: readonly PreparedRecord[]): Promise<WriteResult> {
  if ('sqlite' in target) return writeRecordsSqlite(target.sqlite, records);
  if ('pgClient' in target) return writeRecordsPgCopy(target.pgClient, records, target.children);
  const runner = target;
  const pg = runner.dialect === 'postgres';
  const written: { seq: number; rec: PreparedRecord }[] = [];
  for (let start = 0; start < records.length; start += RECORD_ROWS_PER_STATEMENT) {
    const chunk = records.slice(start, start + RECORD_ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    for (const r of chunk) {
      for (const v of r.values) params.push(v);
      if (pg) params.push(pgSearchTerms(r.keys));
    }
    const rows = await runner.query(recordInsertSql(runner.dialect, chunk.length), params);
    if (rows.length === 0) continue;
    const byId = new Map(chunk.map((r) => [r.id, r]));
    for (const row of rows) written.push({ seq: Number(row.seq), rec: byId.get(row.id as string)! });
  }

  const emails: unknown[] = [];
  const phones: unknown[] = [];
  const search: unknown[] = [];
  for (const { seq, rec } of written) {
    for (const e of rec.emails) emails.push(rec.id, e.email, e.domain);
    for (const p of rec.phones) phones.push(rec.id, p.phone, p.digits);
    if (!pg) search.push(seq, rec.keys.name, rec.keys.contact, rec.keys.place);
  }
  if (emails.length) await insertChildren(runner, 'record_emails', ['record_id', 'email', 'domain'], emails);
  if (phones.length) await insertChildren(runner, 'record_phones', ['record_id', 'phone', 'digits'], phones);
  if (search.length) await insertChildren(runner, 'record_search', ['rowid', 'name', 'contact', 'place'], search);
  return { inserted: written.length, duplicates: records.length - written.length, ids: written.map((w) => w.rec.id) };
}
