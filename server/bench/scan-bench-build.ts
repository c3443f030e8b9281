// Builds the exposure scan benchmark's database (scan-bench.ts) on SQLite or PostgreSQL from the
// same synthetic records (scan-bench-data.ts), straight into the tables: on SQLite with prepared
// statements in transactions of 50,000 records, on PostgreSQL with COPY, its secondary indexes
// built once after the load as a restore would.

import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../src/db/schema.ts';
import type { FieldCipher } from '../src/lib/field-cipher.ts';
import { copyField } from '../src/records/import/pg-copy-batch.ts';
import { copyBytes } from '../src/records/import/pg-copy-writer.ts';
import { seedCatalogIfEmpty } from '../src/scan/catalog/catalog.service.ts';
import { SCAN_RECORD_COLUMNS, scanBenchRecords, SOURCES } from './scan-bench-data.ts';

const CHUNK = 50_000;

const progress = (done: number) => process.stdout.write(`\r  built ${done.toLocaleString('en-US')} records`);

function batchRows(now: string) {
  return SOURCES.map((name, s) => ({ id: `b${s}`, key: name.toLowerCase(), name, dateFound: `2025-0${s + 1}-01`, now }));
}

export async function buildSqlite(
  db: Kysely<Database>,
  sqlite: SqliteDatabase.Database,
  records: number,
  cipher: FieldCipher,
): Promise<void> {
  const now = new Date().toISOString();
  const insBatch = sqlite.prepare(
    `insert into import_batches (id, source_key, source_name, date_found, credibility, kind, created_at, last_imported_at) values (?, ?, ?, ?, 'medium', 'cli', ?, ?)`,
  );
  for (const b of batchRows(now)) insBatch.run(b.id, b.key, b.name, b.dateFound, b.now, b.now);
  const insRec = sqlite.prepare(
    `insert into breach_records (${SCAN_RECORD_COLUMNS.join(', ')}) values (${SCAN_RECORD_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insEmail = sqlite.prepare('insert into record_emails (record_id, email, domain) values (?, ?, ?)');
  const insPhone = sqlite.prepare('insert into record_phones (record_id, phone, digits) values (?, ?, ?)');
  const source = scanBenchRecords(records, cipher, now);
  const chunk = sqlite.transaction((n: number) => {
    for (let k = 0; k < n; k++) {
      const rec = source.next().value!;
      insRec.run(rec.values);
      const id = rec.values[0];
      for (const e of rec.emails) insEmail.run(id, e.email, e.domain);
      for (const p of rec.phones) insPhone.run(id, p.phone, p.digits);
    }
  });
  for (let done = 0; done < records; ) {
    const n = Math.min(CHUNK, records - done);
    chunk(n);
    done += n;
    progress(done);
  }
  sqlite.exec('analyze');
  await seedCatalogIfEmpty(db);
}

const copyRows = (client: pg.PoolClient, table: string, columns: readonly string[], lines: string[]) =>
  copyBytes(client, table, columns, Buffer.from(lines.join('')));

const line = (cells: readonly (string | number | null)[]) => `${cells.map(copyField).join('\t')}\n`;

export async function buildPostgres(db: Kysely<Database>, pool: pg.Pool, records: number, cipher: FieldCipher): Promise<void> {
  const now = new Date().toISOString();
  const client = await pool.connect();
  try {
    for (const b of batchRows(now))
      await client.query(
        `insert into import_batches (id, source_key, source_name, date_found, credibility, kind, created_at, last_imported_at) values ($1, $2, $3, $4, 'medium', 'cli', $5, $5)`,
        [b.id, b.key, b.name, b.dateFound, b.now],
      );
    // Every index but the keys: built once after the load, each a single sort.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.schemaname = current_schema() and i.tablename in ('breach_records', 'record_emails', 'record_phones')
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = current_schema()::regnamespace)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    const source = scanBenchRecords(records, cipher, now);
    for (let done = 0; done < records; ) {
      const n = Math.min(CHUNK, records - done);
      const recs: string[] = [];
      const emails: string[] = [];
      const phones: string[] = [];
      for (let k = 0; k < n; k++) {
        const rec = source.next().value!;
        recs.push(line(rec.values));
        const id = rec.values[0]!;
        for (const e of rec.emails) emails.push(line([id, e.email, e.domain]));
        for (const p of rec.phones) phones.push(line([id, p.phone, p.digits]));
      }
      await copyRows(client, 'breach_records', SCAN_RECORD_COLUMNS, recs);
      await copyRows(client, 'record_emails', ['record_id', 'email', 'domain'], emails);
      if (phones.length) await copyRows(client, 'record_phones', ['record_id', 'phone', 'digits'], phones);
      done += n;
      progress(done);
    }
    process.stdout.write(`\n  building ${indexes.length} indexes`);
    await client.query("set maintenance_work_mem = '512MB'");
    // pg_indexes words a partitioned table's index ON ONLY the parent: built that way it would
    // cover no partition. Without ONLY it is built on each partition and attached.
    for (const index of indexes) await client.query(index.def.replace(' ON ONLY ', ' ON '));
    await client.query('analyze breach_records; analyze record_emails; analyze record_phones');
  } finally {
    client.release();
  }
  await seedCatalogIfEmpty(db);
}
