import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteRecordsViaApi, importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';
import { down, up } from './20261128T0100-record-deletions.ts';

// ADR 0174: the database counts the transactions that delete records, so that a search knows
// when what it learnt about the stored records (a common word, a query past the cap) may no
// longer hold.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const tableExists = async () =>
  testDatabaseKind === 'sqlite'
    ? (await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'record_deletions'`.execute(db())).rows[0]!.n > 0
    : (await sql<{ t: string | null }>`select to_regclass('record_deletions')::text as t`.execute(db())).rows[0]!.t !== null;
const generation = async () =>
  Number(
    (await sql<{ generation: number | string }>`select generation from record_deletions where id = 1`.execute(db())).rows[0]?.generation,
  );

it('is added to a database that holds records, and taken away again', async () => {
  const res = await importRowsViaApi(ctx, token, [
    { 'First Name': 'Kept', 'Last Name': 'Before', City: 'Springfield' },
    { 'First Name': 'Gone', 'Last Name': 'Before', City: 'Springfield' },
  ]);
  expect(res.json()).toMatchObject({ ok: true, imported: 2 });
  // The migration runs on any schema (Kysely<unknown>).
  const raw = db() as unknown as Kysely<unknown>;
  await down(raw);
  expect(await tableExists()).toBe(false);
  await up(raw);
  expect(await tableExists()).toBe(true);
  expect(await generation()).toBe(0);
  // The records stay; a deletion moves the generation once per transaction, a miss does not.
  const [gone, kept] = await db().selectFrom('breach_records').select('id').orderBy('first_name').execute();
  const remove = (ids: string[]) => deleteRecordsViaApi(ctx, token, ids);
  expect((await remove([gone!.id, 'no-such-record'])).json()).toMatchObject({ deleted: 1 });
  expect(await generation()).toBe(1);
  expect((await remove(['no-such-record'])).json()).toMatchObject({ deleted: 0 });
  expect(await generation()).toBe(1);
  expect(await db().selectFrom('breach_records').select('id').execute()).toEqual([{ id: kept!.id }]);
});
