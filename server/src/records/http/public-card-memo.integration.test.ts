import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// The public card memo (ADR 0138) may make a search cheaper, never show more: what a visitor
// sees after a record is deleted or changed, and what the distinct-records limit counts, must
// be exactly what they were without it.

const PEOPLE = 12;
let ctx: TestContext;
let token: string;

const search = (q: string, remoteAddress = '198.51.100.7') =>
  ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress });
const idOf = async (first: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('id').where('first_name', '=', first).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // A limit low enough to reach with a few searches.
  ctx = await createTestContext({ PUBLIC_RECORDS_PER_HOUR: '10' });
  token = await ctx.signIn();
  const rows = Array.from({ length: PEOPLE }, (_, i) => ({
    'First Name': `Quill${String.fromCharCode(97 + i)}`,
    'Last Name': 'Memoson',
    City: 'Cardville',
    Email: `quill${i}.memoson@example.org`,
  }));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: 'Card memo test' } },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => ctx.close());

describe('the public card memo', () => {
  it('a deleted record leaves the memo at once and is never shown again', async () => {
    const id = await idOf('Quilla');
    for (let i = 0; i < 2; i++) {
      const res = await search('Quilla Memoson');
      expect(res.json().results.map((r: { id: string }) => r.id)).toEqual([id]);
    }
    expect(ctx.app.publicCards.has(id)).toBe(true);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/breach-records/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    expect(ctx.app.publicCards.has(id)).toBe(false);
    const after = await search('Quilla Memoson');
    expect(after.json()).toMatchObject({ total: 0, results: [] });
  });

  it('a record deleted behind its back (another instance, a batch) is not shown either', async () => {
    const id = await idOf('Quillb');
    expect((await search('Quillb Memoson')).json().results).toHaveLength(1);
    expect(ctx.app.publicCards.has(id)).toBe(true);
    await ctx.database.db.deleteFrom('record_emails').where('record_id', '=', id).execute();
    await ctx.database.db.deleteFrom('record_phones').where('record_id', '=', id).execute();
    await ctx.database.db.deleteFrom('breach_records').where('id', '=', id).execute();
    // Whatever the search index still says, the card comes from the row read now: none.
    expect((await search('Quillb Memoson')).json().results).toEqual([]);
  });

  it('a changed record shows its new values, not the remembered card', async () => {
    const id = await idOf('Quillc');
    expect((await search('Quillc Memoson')).json().results[0]).toMatchObject({ id, city: 'Cardville' });
    await ctx.database.db.updateTable('breach_records').set({ city: 'Newtown' }).where('id', '=', id).execute();
    expect((await search('Quillc Memoson')).json().results[0]).toMatchObject({ id, city: 'Newtown' });
  });

  it('cards from the memo still count against the client’s distinct records an hour', async () => {
    const client = '203.0.113.77';
    // Another client fills the memo with every card first.
    expect((await search('Memoson', '203.0.113.1')).statusCode).toBe(200);
    const page = await search('Memoson', client);
    expect(page.statusCode).toBe(200);
    expect(page.json().results.length).toBe(10); // 10 left (two deleted above): exactly the limit
    // One more distinct record is past the limit, memo or not.
    const more = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { rows: [{ 'First Name': 'Quillz', 'Last Name': 'Memoson', City: 'Cardville' }], source: { name: 'Card memo test 2' } },
    });
    expect(more.statusCode).toBe(200);
    expect((await search('Quillz Memoson', '203.0.113.2')).statusCode).toBe(200);
    expect(ctx.app.publicCards.has(await idOf('Quillz'))).toBe(true);
    const refused = await search('Quillz Memoson', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
