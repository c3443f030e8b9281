import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { down, up } from './20261130T0200-open-batches-in-text-page.ts';

// ADR 0234: on PostgreSQL the public text page's function reads the open import batches itself
// (bw_public_text_matches) instead of taking them as an argument (bw_public_text_page's
// `hidden`). Taken down and put back on a database with records, committed and of an open
// batch: each way the public search answers, and the open batch's records stay out. On SQLite
// the migration does nothing, and the search is the same.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
let visitor = 0;
const publicNames = async (q: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    remoteAddress: `203.0.113.${(visitor = (visitor % 250) + 1)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { name: string }[]).map((r) => r.name).sort();
};
const functions = async () =>
  ctx.database.kind === 'sqlite'
    ? []
    : (
        await sql<{ signature: string }>`select p.oid::regprocedure::text as signature from pg_proc p
          where p.proname like 'bw_public_text_%' and p.pronamespace = current_schema()::regnamespace order by 1`.execute(ctx.database.db)
      ).rows.map((r) => r.signature);

it('replaces the function that took the open batches, taken down and put back on a database with records', async () => {
  const rows = [
    ['Hesper Vantongeren', 'Peoria'],
    ['Ansel Vantongeren', 'Peoria'],
  ];
  expect((await post('/api/admin/import', { headers: ['Name', 'City'], rows })).statusCode).toBe(200);
  const begin = await post('/api/admin/import-batches', { kind: 'file', expectedRows: 1 });
  const batchId = begin.json().batch.id as string;
  expect((await post('/api/admin/import', { batchId, headers: ['Name', 'City'], rows: [['Orla Vantongeren', 'Peoria']] })).statusCode).toBe(
    200,
  );
  const committed = ['Ansel Vantongeren', 'Hesper Vantongeren'];
  const newFunction = 'bw_public_text_matches(text,tsquery,tsquery,boolean,integer,integer,integer)';
  const oldFunction = 'bw_public_text_page(text,tsquery,tsquery,boolean,integer,integer,integer,text[])';
  if (ctx.database.kind === 'postgres') expect(await functions()).toEqual([newFunction]);
  expect(await publicNames('Vantongeren')).toEqual(committed);

  const raw = ctx.database.db as unknown as Kysely<unknown>;
  await down(raw);
  if (ctx.database.kind === 'postgres') {
    expect(await functions()).toEqual([oldFunction]);
    // The function as it was, called as the code before called it: the open batch's records left out.
    const { rows: before } = await sql<{ full_name: string | null; total: string }>`select full_name, total
      from bw_public_text_page(null, 'nvantongeren:*', 'nvantongeren', true, 1000, 50, 25, ${[batchId]}::text[])`.execute(ctx.database.db);
    expect(before.map((r) => Number(r.total))).toEqual([2, 2]);
  }

  await up(raw);
  if (ctx.database.kind === 'postgres') expect(await functions()).toEqual([newFunction]);
  expect(await publicNames('Vantongeren')).toEqual(committed);
  expect(await publicNames('Orla Vantongeren')).toEqual([]);
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  expect(await publicNames('Vantongeren')).toEqual([...committed, 'Orla Vantongeren'].sort());
});
