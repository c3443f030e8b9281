import { afterAll, beforeAll, expect, it } from 'vitest';
import { importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { deleteRecords } from '../store/index.ts';

// The public search asks that one of its words be in the name. SQLite leaves out of that part
// the words it has learnt are in no one's name (ADR 0173), and must learn again when records
// arrive: a record added later whose name holds such a word is found like any other, also when
// it takes the seq of a record deleted meanwhile. One app (one search reader, one memory)
// answers every search here, as a server would.

let ctx: TestContext;
let token: string;
let address = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const importPeople = async (people: Record<string, string>[]) => {
  const res = await importRowsViaApi(ctx, token, people);
  expect(res.json()).toMatchObject({ ok: true, imported: people.length });
};

// A new address each time: the per-address limits are not what this test is about.
const publicNames = (q: string) => publicNamesViaApi(ctx, q, `203.0.113.${++address}`);

const seqOf = async (fullName: string) =>
  await ctx.database.db.selectFrom('breach_records').select(['id', 'seq']).where('full_name', '=', fullName).executeTakeFirstOrThrow();

it('finds records whose names hold a word that no name held when it was last searched', async () => {
  await importPeople([
    { 'First Name': 'Maria', 'Last Name': 'Lopez', City: 'Springfield' },
    { 'First Name': 'Mario', 'Last Name': 'Reyes', City: 'Boston' },
  ]);
  // "Lagos", "Springfield" and "Boston" are in no name: a city narrows, and two cities list no one.
  expect(await publicNames('Maria Lagos')).toEqual([]);
  expect(await publicNames('Springfield Boston')).toEqual([]);

  // Added later: "Lagos" in a name, "Maria" in the city.
  await importPeople([{ 'First Name': 'Lagos', 'Last Name': 'Pinto', City: 'Maria Stein' }]);
  expect(await publicNames('Maria Lagos')).toEqual(['Lagos Pinto']);
  // Searched while Lagos Pinto is the newest record.
  expect(await publicNames('Maria Springfield')).toEqual(['Maria Lopez']);

  // The newest record deleted, and a new one added: on SQLite it takes the deleted one's seq,
  // so "no name up to that seq" no longer holds.
  const deleted = await seqOf('Lagos Pinto');
  expect(await deleteRecords(ctx.database.db, ctx.database.kind, [deleted.id])).toBe(1);
  expect(await publicNames('Maria Lagos')).toEqual([]);
  await importPeople([{ 'First Name': 'Springfield', 'Last Name': 'Adams', City: 'Mariana' }]);
  if (ctx.database.kind === 'sqlite') expect((await seqOf('Springfield Adams')).seq).toBe(deleted.seq);
  expect(await publicNames('Maria Springfield')).toEqual(['Maria Lopez', 'Springfield Adams']);
  expect(await publicNames('Springfield Boston')).toEqual([]);
  expect(await publicNames('Springfield Mariana')).toEqual(['Springfield Adams']);
});
