import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { sqliteReaderFor, type SqliteReader } from './sqlite-reader.ts';

// The reader exists only for SQLite, so this test opens a SQLite file of its own whichever
// database the rest of the suite runs on.
describe('sqlite reader (the public search connection)', () => {
  let database: DatabaseHandle;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-sqlite-reader-'));
  const readers: SqliteReader[] = [];
  const open = (workers: number) => {
    const reader = sqliteReaderFor(database, workers)!;
    readers.push(reader);
    return reader;
  };

  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'reader.db') });
    await sql`create table t (v integer)`.execute(database.db);
    await sql`insert into t (v) values (1)`.execute(database.db);
  });
  afterAll(async () => {
    for (const reader of readers) await reader.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not used for an in-memory database', async () => {
    const memory = openDatabase({ kind: 'sqlite', file: ':memory:' });
    expect(sqliteReaderFor(memory)).toBeUndefined();
    await memory.close();
  });

  for (const workers of [0, 2]) {
    describe(workers ? 'in worker threads' : 'on the calling thread', () => {
      it('reads committed rows only, without waiting for an open write transaction', async () => {
        const reader = open(workers);
        const count = async () => (await reader.all<{ n: number }>('select count(*) as n from t', []))[0]!.n;
        const before = await count();
        let inside = -1;
        await database.db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values (2)`.execute(trx);
          inside = await count();
        });
        expect(inside).toBe(before);
        expect(await count()).toBe(before + 1);
      });

      it('refuses writes and reports SQL errors', async () => {
        const reader = open(workers);
        await expect(reader.all('insert into t (v) values (3) returning v', [])).rejects.toThrow(/readonly|read-only|query_only/i);
        await expect(reader.all('select nope from t', [])).rejects.toThrow(/no such column/);
        expect(await reader.all('select v from t where v = ?', [1])).toEqual([{ v: 1 }]);
      });

      it('runs a probe and the statement its answer picks in one call, and says which it picked', async () => {
        const reader = open(workers);
        // Bit 0: is there a row with v = 1 (yes); bit 1: with v = 99 (no). Mask 1 picks variants[1].
        const probe = {
          sql: 'select 0 as i, count(*) as n from t where v = ? union all select 1 as i, count(*) as n from t where v = ?',
          params: [1, 99],
          atLeast: 1,
        };
        const variants = [['none'], ['first only'], ['second only'], ['both']];
        const answer = await reader.probed<{ picked: string }>({ probe, sql: 'select ? as picked', variants });
        expect(answer).toEqual({ rows: [{ picked: 'first only' }], mask: 1 });
        await expect(reader.probed({ probe, sql: 'select ? as picked', variants: [['none']] })).rejects.toThrow(/no parameters/);
      });

      it('reads at once on the calling thread: committed rows only, never a write', async () => {
        const reader = open(workers);
        const count = () => reader.now<{ n: number }>('select count(*) as n from t', [])[0]!.n;
        const before = count();
        let inside = -1;
        await database.db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values (5)`.execute(trx);
          inside = count();
        });
        expect(inside).toBe(before);
        expect(count()).toBe(before + 1);
        expect(() => reader.now('delete from t returning v', [])).toThrow(/readonly|read-only|query_only/i);
      });

      it('answers concurrent queries and refuses new ones once closed', async () => {
        const reader = open(workers);
        const all = await Promise.all(Array.from({ length: 20 }, (_, i) => reader.all<{ x: number }>('select ? as x', [i])));
        expect(all.map((rows) => rows[0]!.x)).toEqual(Array.from({ length: 20 }, (_, i) => i));
        await reader.close();
        await expect(reader.all('select 1', [])).rejects.toThrow(/closed/);
        expect(() => reader.now('select 1', [])).toThrow(/closed/);
      });
    });
  }
});
