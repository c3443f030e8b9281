import { afterAll, beforeAll, expect, it } from 'vitest';
import { importBatchClient } from '../../../test/import-batch-client.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// The page that feeds a batch says when it stops sending (its operator stopped the import, or
// its commit was refused). The batch stays open and hidden (ADR 0238), and its status says it
// stopped, so the console offers it for a decision at once rather than after two idle minutes,
// which is all it has to tell a tab closed half-way from an import still sending.

let ctx: TestContext;
let client: ReturnType<typeof importBatchClient>;
beforeAll(async () => {
  ctx = await createTestContext();
  client = importBatchClient(ctx, await ctx.signIn(), { domain: 'stop-check.example', fileName: 'stop-check.csv', network: '198.51.100' });
});
afterAll(async () => ctx.close());

it('marks an open batch stopped, once, and keeps it open and hidden', async () => {
  const batchId = await client.begin(3);
  await client.send(batchId, [client.person('Stella Stopp')]);
  expect(await client.status(batchId)).toMatchObject({ state: 'open', stoppedAt: null });

  const stop = await client.post(`/api/admin/import-batches/${batchId}/stop`);
  expect(stop.statusCode, stop.body).toBe(200);
  const stoppedAt = stop.json().batch.stoppedAt as string;
  expect(Date.parse(stoppedAt)).not.toBeNaN();
  expect(stop.json().batch).toMatchObject({ state: 'open', received: 1, imported: 1 });
  // The console's list says so; the public still sees nothing of it.
  expect(await client.openIds()).toContain(batchId);
  expect((await client.status(batchId)).stoppedAt).toBe(stoppedAt);
  expect(await client.publicTotal('stella.stopp@stop-check.example')).toBe(0);

  // Said twice (a retry), the first time stands.
  const again = await client.post(`/api/admin/import-batches/${batchId}/stop`);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json().batch.stoppedAt).toBe(stoppedAt);
  const entries = await ctx.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target', '=', batchId)
    .where('action', '=', 'records.import.stop')
    .execute();
  expect(entries).toHaveLength(1);

  // Then decided as any open batch: kept with the rows it took.
  const keep = await client.post(`/api/admin/import-batches/${batchId}/commit`, { keepRows: 1 });
  expect(keep.statusCode, keep.body).toBe(200);
  expect(await client.publicTotal('stella.stopp@stop-check.example')).toBe(1);
});

it('refuses to stop a batch that is no longer open', async () => {
  const batchId = await client.begin(1);
  await client.send(batchId, [client.person('Carl Closed')]);
  expect((await client.post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  const stop = await client.post(`/api/admin/import-batches/${batchId}/stop`);
  expect(stop.statusCode).toBe(409);
  expect((await client.post('/api/admin/import-batches/no-such-batch/stop')).statusCode).toBe(404);
});
