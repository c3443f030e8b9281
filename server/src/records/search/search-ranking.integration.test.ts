import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi, KNOWN_ROW } from '../../../test/records-test-helpers.ts';
import { RANK_IN_JS_MAX } from './search-rank.ts';

// A search matching few records is ranked in JavaScript (search-rank.ts), one matching more by
// the database itself: either way the best match comes first, with the full total.

let ctx: TestContext;
let token: string;
const FILLERS = RANK_IN_JS_MAX + 50;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  // Half of them in Maria Delgado's city, so "maria springfield" matches fewer than the limit.
  const fillers = Array.from({ length: FILLERS }, (_, i) => ({
    'First Name': `Mariam${i}`,
    'Last Name': 'Filler',
    City: i % 2 ? 'Elsewhere' : 'Springfield',
  }));
  const res = await importRowsViaApi(ctx, token, [...fillers, KNOWN_ROW]);
  expect(res.json()).toMatchObject({ ok: true, imported: FILLERS + 1 });
});
afterAll(async () => ctx.close());

it('puts the whole-word match first among more matches than are ranked in JavaScript', async () => {
  const body = (await ctx.app.inject({ method: 'GET', url: '/api/search?q=maria' })).json();
  expect(body.total).toBe(FILLERS + 1);
  expect(body.results).toHaveLength(body.limit);
  expect(body.results[0].name).toBe('Maria Delgado');
});

it('ranks the matches of a narrower query, fewer than that limit, the same way', async () => {
  const body = (await ctx.app.inject({ method: 'GET', url: '/api/search?q=maria%20springfield' })).json();
  expect(body.total).toBe(FILLERS / 2 + 1);
  expect(body.total).toBeLessThanOrEqual(RANK_IN_JS_MAX);
  expect(body.results[0].name).toBe('Maria Delgado');
});

it('orders the admin list and the CSV export of a query the same way', async () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const list = (await get('/api/admin/breach-records?q=maria%20springfield&limit=200&offset=0')).json();
  const listed = list.records.map((r: { name: string }) => r.name);
  expect(listed[0]).toBe('Maria Delgado');
  const csv = (await get('/api/admin/breach-records/export.csv?q=maria%20springfield')).body;
  const exported = csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[0]);
  expect(exported).toEqual(listed);
});

it('puts the whole-word match first in the admin list of more matches than are ranked in JavaScript', async () => {
  // The newest record matches only as a prefix: an order by age alone would list it first.
  const late = await importRowsViaApi(ctx, token, [{ 'First Name': 'Mariamne', 'Last Name': 'Late', City: 'Elsewhere' }]);
  expect(late.json()).toMatchObject({ ok: true, imported: 1 });
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/breach-records?q=maria&limit=5&offset=0',
    headers: { authorization: `Bearer ${token}` },
  });
  const list = res.json();
  expect(list.total).toBe(FILLERS + 2);
  expect(list.records[0].name).toBe('Maria Delgado');
});
