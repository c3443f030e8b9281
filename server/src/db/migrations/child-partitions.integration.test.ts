import { inboxLookupKeys } from '@breachwatch/core/scan/email-variants';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { testDatabaseKind, useMigratedTestDatabase } from '../../../test/test-context.ts';
import { importFile } from '../../records/import/index.ts';
import { createRecordSearch } from '../../records/search/index.ts';
import { down, up } from './20261127T0800-child-partitions.ts';

const testDb = useMigratedTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-child-partitions-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const masterKey = randomBytes(32);

function file(name: string, from: number, n: number): string {
  const rows = Array.from(
    { length: n },
    (_, k) =>
      `Mig${from + k},Part,mig${from + k}@example.org,(555) 03${String(from + k).padStart(5, '0')},1979-04-05,${from + k} Oak Ave,Austin,TX,73301\n`,
  );
  const target = path.join(dir, name);
  fs.writeFileSync(target, `FirstName,LastName,Email,Phone,DOB,Address,City,State,Zip\n${rows.join('')}`);
  return target;
}

async function lookups(i: number): Promise<[number, number]> {
  const search = createRecordSearch(testDb.database);
  try {
    const email = await search.exactSeqs({ inboxKeys: inboxLookupKeys(`mig${i}@example.org`) }, 5);
    const phone = await search.exactSeqs({ phones: [`55503${String(i).padStart(5, '0')}`] }, 5);
    return [email.length, phone.length];
  } finally {
    await search.close();
  }
}

async function childCounts(): Promise<[number, number]> {
  const n = async (table: 'record_emails' | 'record_phones') =>
    Number(
      (
        await testDb.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [await n('record_emails'), await n('record_phones')];
}

it('carries every email and phone over, both ways, and big imports work after it', async () => {
  const db = testDb.database.db;
  // Data in the partitioned layout: a small import (shared partition) and a big one (its own).
  await importFile(testDb.database, masterKey, { file: file('small.csv', 1, 20), bulkLoad: false });
  await importFile(testDb.database, masterKey, { file: file('big.csv', 1_000, 500), workers: 1, bulkLoad: true });
  const before = await childCounts();
  expect(before).toEqual([520, 520]);

  // Back to one table per child kind: the big import's rows join it.
  await down(db as unknown as Kysely<unknown>);
  expect(await childCounts()).toEqual(before);
  expect(await lookups(5)).toEqual([1, 1]);
  expect(await lookups(1_499)).toEqual([1, 1]);
  // Written while the tables were plain, as before this migration.
  await importFile(testDb.database, masterKey, { file: file('plain.csv', 5_000, 30), bulkLoad: false });

  await up(db as unknown as Kysely<unknown>);
  expect(await childCounts()).toEqual([550, 550]);
  for (const i of [5, 1_499, 5_029]) expect(await lookups(i)).toEqual([1, 1]);
  if (testDatabaseKind === 'postgres') {
    const { rows } = await testDb.database.pgPool!.query<{ kind: string }>(
      `select c.relkind as kind from pg_class c where c.oid = to_regclass('record_emails')`,
    );
    expect(rows[0]!.kind).toBe('p');
  }

  // A big import after the conversion gets its partition and is found.
  const res = await importFile(testDb.database, masterKey, { file: file('after.csv', 8_000, 400), workers: 1, bulkLoad: true });
  expect(res.imported).toBe(400);
  expect(await lookups(8_399)).toEqual([1, 1]);
  expect(await childCounts()).toEqual([950, 950]);
});
