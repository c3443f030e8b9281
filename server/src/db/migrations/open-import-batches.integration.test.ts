import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordAudit } from '../../audit/audit.repository.ts';
import { closeBatch } from '../../records/store/index.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { down, up } from './20261129T2000-open-import-batches.ts';

// ADR 0228: a batch the audit trail shows begun and neither committed nor cancelled is open
// when the migration runs, however long ago it began: its records stay out of public reads.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
const publicTotal = async (q: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: '203.0.113.77' })).json().total;

async function batchWith(name: string): Promise<string> {
  const begin = await post('/api/admin/import-batches', { kind: 'file', expectedRows: 1 });
  const batchId = begin.json().batch.id as string;
  expect((await post('/api/admin/import', { batchId, headers: ['Name', 'City'], rows: [[name, 'Peoria']] })).statusCode).toBe(200);
  return batchId;
}

it('marks open the batches begun and not closed when it runs, and is taken away again', async () => {
  const abandoned = await batchWith('Abandoned Fenwick');
  const committed = await batchWith('Committed Fenwick');
  const cancelled = await batchWith('Cancelled Fenwick');
  await post(`/api/admin/import-batches/${committed}/commit`, {});
  // A cancel that kept its records, as the API allowed before ADR 0244: closed, and public.
  await ctx.database.db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      actorEmail: undefined,
      action: 'records.import.cancel',
      target: cancelled,
      details: { removeRecords: false },
    });
    await closeBatch(trx, cancelled);
  });
  const oneRequest = await post('/api/admin/import', { headers: ['Name', 'City'], rows: [['Single Fenwick', 'Peoria']] });
  expect(oneRequest.statusCode).toBe(200);
  // Begun two months before the migration runs.
  const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
  await ctx.database.db.updateTable('audit_log').set({ created_at: longAgo }).where('target', '=', abandoned).execute();

  const raw = ctx.database.db as unknown as Kysely<unknown>;
  await down(raw);
  await up(raw);
  const open = await ctx.database.db.selectFrom('import_batches').select('id').where('is_open', '=', 1).execute();
  expect(open.map((b) => b.id)).toEqual([abandoned]);
  expect(await publicTotal('Abandoned Fenwick')).toBe(0);
  expect(await publicTotal('Fenwick')).toBe(3);
});
