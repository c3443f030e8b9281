import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCase } from '../../../test/case-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { down, up } from './20261201T0600-verified-owner-cases.ts';

// The verified owner's mark on a case (ADR 0298) is two nullable columns: the cases written
// before them are carried over whole, unmarked (nobody's ownership was known then), and read by
// the inbox as "not verified", on both databases.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

it('keeps the cases stored before it, unmarked, and can be undone and done again', async () => {
  const token = await ctx.signIn();
  await down(ctx.database.db);
  const id = await insertCase(ctx.database.db, { status: 'in_progress', name: 'Olive Older', email: 'olive@example.org' });
  await up(ctx.database.db);

  const row = await ctx.database.db.selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ from_name: 'Olive Older', from_email: 'olive@example.org', owner_record_id: null, owner_verified_at: null });
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/inbox/${id}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().thread).toMatchObject({ fromName: 'Olive Older', verifiedOwner: null });
  expect(res.json().messages).toHaveLength(1);
});
