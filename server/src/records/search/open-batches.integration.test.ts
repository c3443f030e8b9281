import { randomBytes } from 'node:crypto';
import { mapRow, planPublicSearch, resolveHeaders } from '@breachwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-context.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../import/index.ts';
import { closeBatch, openBatch } from '../store/index.ts';
import { createRecordSearch, publicTextPlan, type RecordSearch } from './index.ts';

// ADR 0228, 0234: the public reads leave out the records of import batches still open, and
// read which batches are open themselves: on PostgreSQL inside the statement that reads the
// records (the text page's function, the exact lookups' named statements), whose plans a
// connection makes once and keeps. The list must be read anew on every call: a batch opened
// after those plans were made is held back, and one closed is shown, with nothing restarted.

let database: DatabaseHandle;
let drop: () => Promise<void> = async () => {};
let search: RecordSearch;
const cipher = createFieldCipher(randomBytes(32));
const headers = resolveHeaders(['First Name', 'Last Name', 'City', 'Phone']);
const PHONE = '(815) 555-0177';

async function store(batchId: string, first: string): Promise<void> {
  const now = new Date().toISOString();
  const record = prepareRecord(mapRow(headers, [first, 'Marchbanks', 'Peoria', PHONE]), batchId, now, cipher);
  await database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, database.kind), [record]));
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrateToLatest(database.db);
  search = createRecordSearch(database);
  await store(await openBatch(database.db, { kind: 'file' }, new Date().toISOString()), 'Ysolde');
});
afterAll(async () => {
  await search?.close();
  await database?.close();
  await drop();
});

/** What a stranger finds by the surname (the text page) and by the phone (an exact lookup). */
async function found(): Promise<{ byName: string[]; total: number; byPhone: string[] }> {
  const planned = planPublicSearch('Marchbanks');
  if (!planned.ok) throw new Error(planned.message);
  const page = await search.cardPage(publicTextPlan(planned.plan)!, 25, 1000);
  const exact = await search.exactCards({ phones: ['8155550177'] }, 10);
  return {
    byName: page.rows.map((r) => r.full_name!).sort(),
    total: page.total,
    byPhone: exact.map((r) => r.full_name!).sort(),
  };
}

/** PostgreSQL: the connection the pool hands out (the last released: these reads run one at a time). */
const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;

it('holds back a batch opened after the plans were made, and shows it once closed, without a restart', async () => {
  const committed = { byName: ['Ysolde Marchbanks'], total: 1, byPhone: ['Ysolde Marchbanks'] };
  // More calls than PostgreSQL's five custom plans before it keeps a named statement's generic one.
  for (let i = 0; i < 8; i++) expect(await found()).toEqual(committed);
  const pid = database.kind === 'postgres' ? await backend() : undefined;
  if (database.kind === 'postgres') {
    const { rows } = await sql<{ generic_plans: string }>`select generic_plans from pg_prepared_statements
      where name = 'bw-exact-cards-phone'`.execute(database.db);
    expect(Number(rows[0]?.generic_plans)).toBeGreaterThan(0);
  }

  const opened = await openBatch(database.db, { kind: 'file', open: true }, new Date().toISOString());
  await store(opened, 'Zenobia');
  expect(await found()).toEqual(committed);
  // The same connection, with the plans it made before the batch was opened.
  if (pid !== undefined) expect(await backend()).toBe(pid);

  await closeBatch(database.db, opened);
  const both = ['Ysolde Marchbanks', 'Zenobia Marchbanks'];
  expect(await found()).toEqual({ byName: both, total: 2, byPhone: both });
  if (pid !== undefined) expect(await backend()).toBe(pid);
});
