import { inboxLookupKeys } from '@breachwatch/core/scan/email-variants';
// A big file import's emails and phones: on PostgreSQL they go into a partition of the batch's
// own (ADR 0151), on SQLite through the bulk load (ADR 0060). Either way a user must find the
// records by email and phone, a re-import must add nothing, a failed import must leave nothing
// (no table either), deleting the batch must take its contacts out of every lookup, and the
// public lookups must keep answering while an import attaches its partition.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createRecordSearch, planSearch } from '../search/index.ts';
import { importFile } from './file-import.ts';
import { removeBatchPiece } from './import-batches.ts';
import { openBatchPartitions } from './pg-batch-partitions.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-batch-partitions-'));
const masterKey = randomBytes(32);
const HEADER = 'FirstName,LastName,Email,Phone,SSN,DOB,Address,City,State,Zip\n';
const row = (i: number) =>
  `Part${i},Holder${i},part${i}@example.com,(555) 02${String(i).padStart(5, '0').slice(-5)},900-01-${String(1000 + i).slice(-4)},1981-02-03,${i} Elm St,Denver,CO,80202\n`;
const digitsOf = (i: number) => `55502${String(i).padStart(5, '0').slice(-5)}`;

const testDb = useMigratedTestDatabase();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, rows: number[], tail = ''): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, HEADER + rows.map(row).join('') + tail);
  return file;
}

async function found(i: number): Promise<{ email: number; phone: number; emailPrefix: number }> {
  const search = createRecordSearch(testDb.database);
  try {
    return {
      email: (await search.exactSeqs({ inboxKeys: inboxLookupKeys(`part${i}@example.com`) }, 10)).length,
      phone: (await search.exactSeqs({ phones: [digitsOf(i)] }, 10)).length,
      emailPrefix: (await search.rankedSeqs(planSearch(`part${i}@example.c`)!, { limit: 10 })).total,
    };
  } finally {
    await search.close();
  }
}

/** Tables holding a big import's children (PostgreSQL; none on SQLite). */
async function batchTables(): Promise<string[]> {
  if (testDatabaseKind !== 'postgres') return [];
  const { rows } = await testDb.database.pgPool!.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and tablename ~ '^record_(emails|phones)_b_' order by 1`,
  );
  return rows.map((r) => r.name);
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, k) => from + k);

describe('a big import’s emails and phones', () => {
  it('are found by email and phone, once, and leave with their batch', async () => {
    const small = await importFile(testDb.database, masterKey, { file: write('small.csv', range(1, 5)), bulkLoad: false });
    const big = await importFile(testDb.database, masterKey, { file: write('big.csv', range(100, 3_000)), workers: 1, bulkLoad: true });
    expect(big).toMatchObject({ imported: 3_000, duplicates: 0 });
    expect(await found(3)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    expect(await found(100)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    expect(await found(3_099)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    if (testDatabaseKind === 'postgres') expect(await batchTables()).toHaveLength(2);

    // The same rows again, with new ones, as another big import: only the new ones are stored,
    // each contact once (dedupe across batches by fingerprint).
    const again = await importFile(testDb.database, masterKey, {
      file: write('again.csv', range(2_000, 2_000)),
      workers: 1,
      bulkLoad: true,
    });
    expect(again).toMatchObject({ imported: 900, duplicates: 1_100 });
    expect(await found(2_500)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    expect(await found(3_500)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });

    // Deleting the first big batch takes its contacts out of every lookup; the others stay.
    for (let n = -1; n !== 0; )
      n = await testDb.database.db.transaction().execute((trx) => removeBatchPiece(trx, testDb.database.kind, big.batchId));
    expect(await found(100)).toEqual({ email: 0, phone: 0, emailPrefix: 0 });
    expect(await found(3_099)).toEqual({ email: 0, phone: 0, emailPrefix: 0 });
    expect(await found(3_500)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    expect(await found(3)).toEqual({ email: 1, phone: 1, emailPrefix: 1 });
    expect(small.imported).toBe(5);
  });

  it('a big import that fails leaves no rows and no table behind', async () => {
    const tables = await batchTables();
    const error = await importFile(testDb.database, masterKey, {
      file: write('bad.csv', range(10_000, 2_500), 'Short,Row\n'),
      workers: 1,
      bulkLoad: true,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/expected 10 fields/);
    expect(await found(10_000)).toEqual({ email: 0, phone: 0, emailPrefix: 0 });
    expect(await batchTables()).toEqual(tables);
  });

  // PostgreSQL only (SQLite has no partitions): registered there alone, so no run counts a skip.
  if (testDatabaseKind === 'postgres') {
    it('merges its search entries on a second connection while loading, and a failure still leaves nothing', async () => {
      const pool = testDb.database.pgPool!;
      const named = async (i: number) => {
        const search = createRecordSearch(testDb.database);
        try {
          return (await search.rankedSeqs(planSearch(`Merge${i} Holder${i}`)!, { limit: 10 })).total;
        } finally {
          await search.close();
        }
      };
      const merged = (rows: number[]) =>
        rows
          .map(row)
          .join('')
          .replace(/Part(\d+)/g, 'Merge$1');
      // Three 5,000-row batches: merges start after the first and the second, while the next loads.
      fs.writeFileSync(path.join(dir, 'merge.csv'), HEADER + merged(range(20_000, 12_000)));
      const ok = await importFile(testDb.database, masterKey, {
        file: path.join(dir, 'merge.csv'),
        workers: 1,
        bulkLoad: true,
        pgMergeRows: 5_000,
      });
      expect(ok).toMatchObject({ imported: 12_000, duplicates: 0 });
      expect(await named(20_000)).toBe(1);
      expect(await named(26_000)).toBe(1);
      expect(await named(31_999)).toBe(1);

      fs.writeFileSync(path.join(dir, 'merge-bad.csv'), HEADER + merged(range(40_000, 12_000)) + 'Short,Row\n');
      const error = await importFile(testDb.database, masterKey, {
        file: path.join(dir, 'merge-bad.csv'),
        workers: 1,
        bulkLoad: true,
        pgMergeRows: 5_000,
      }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/expected 10 fields/);
      // Entries merged before the failure point at rows that were never committed: not found.
      expect(await named(40_000)).toBe(0);
      expect(await named(46_000)).toBe(0);
      // Both connections went back to the pool.
      expect(pool.idleCount).toBe(pool.totalCount);
    });

    it('public lookups keep answering while an import attaches its partition', async () => {
      const pool = testDb.database.pgPool!;
      const importer = await pool.connect();
      const reader = await pool.connect();
      try {
        await importer.query('begin');
        const parts = await openBatchPartitions(importer, 'attach-test-batch');
        await importer.query(
          `insert into "${parts.emails}" (record_id, email, domain) values ('r-attach', 'attach@example.com', 'example.com');
         insert into "${parts.phones}" (record_id, phone, digits) values ('r-attach', '555-0300', '5550300')`,
        );
        await parts.attach();
        // The import has not committed: another session's lookups must neither wait for it nor see it.
        await reader.query(`set lock_timeout = '2s'`);
        const during = await reader.query(
          `select count(*)::int as n from record_emails where email in ('attach@example.com', 'part3@example.com')`,
        );
        expect(during.rows[0].n).toBe(1);
        const phones = await reader.query(`select count(*)::int as n from record_phones where digits = '5550300'`);
        expect(phones.rows[0].n).toBe(0);
        await importer.query('commit');
        const after = await reader.query(`select count(*)::int as n from record_emails where email = 'attach@example.com'`);
        expect(after.rows[0].n).toBe(1);
      } finally {
        await importer.query('rollback').catch(() => undefined);
        importer.release();
        reader.release();
      }
    });
  }
});
