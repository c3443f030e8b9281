import { IMPORT_BATCH_MESSAGES } from '@breachwatch/core/schemas/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBatchCounts, batchRecordIds, deleteRecords } from '../store/index.ts';
import { importBatchClient } from '../../../test/import-batch-client.ts';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';

// ADR 0244: a cancel never makes an open batch's records public (only a commit with keepRows
// keeps part of a file, ADR 0238), and its audit entry says what it closed, counted under the
// batch's lock rather than read before it.

let ctx: TestContext;
let client: ReturnType<typeof importBatchClient>;
const auditDetails = async (batchId: string, action: string) => {
  const rows = await ctx.database.db
    .selectFrom('audit_log')
    .select('details')
    .where('target', '=', batchId)
    .where('action', '=', action)
    .execute();
  return rows.map((r) => JSON.parse(String(r.details)) as Record<string, unknown>);
};
beforeAll(async () => {
  ctx = await createTestContext();
  client = importBatchClient(ctx, await ctx.signIn(), {
    domain: 'cancel-check.example',
    fileName: 'cancel-check.csv',
    network: '198.51.100',
  });
});
afterAll(async () => ctx.close());

describe('cancelling an import batch', () => {
  it('is refused when it would keep stored records, and points to a commit with keepRows', async () => {
    const batchId = await client.begin(5);
    await client.send(batchId, [client.person('Halvard Ostrowe'), client.person('Ingeborg Ostrowe')]);
    await client.send(batchId, [client.person('Halvard Ostrowe')]);
    // A cancel without removal, with a body and without one: the records would be public unseen.
    for (const refused of [
      await client.post(`/api/admin/import-batches/${batchId}/cancel`, {}),
      await client.post(`/api/admin/import-batches/${batchId}/cancel`),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ ok: false, error: IMPORT_BATCH_MESSAGES.keepIsACommit(2, 3) });
    }
    expect(await client.status(batchId)).toMatchObject({ state: 'open', received: 3, imported: 2 });
    expect(await client.publicTotal('Ostrowe')).toBe(0);
    expect(await auditDetails(batchId, 'records.import.cancel')).toEqual([]);
    // The way the message names keeps them.
    const kept = await client.post(`/api/admin/import-batches/${batchId}/commit`, { keepRows: 3 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await client.publicTotal('Ostrowe')).toBe(2);
  });

  it('closes a batch that stored no record, with or without removal', async () => {
    const empty = await client.begin(4);
    const cancelled = await client.post(`/api/admin/import-batches/${empty}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ removed: 0, batch: { state: 'cancelled' } });
    // Rows that arrived but stored nothing (not people) keep nothing either.
    const skippedOnly = await client.begin(4);
    const res = await client.post('/api/admin/import', { batchId: skippedOnly, headers: ['City'], rows: [['Peoria']] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.post(`/api/admin/import-batches/${skippedOnly}/cancel`)).json()).toMatchObject({ batch: { state: 'cancelled' } });
  });

  it('records the records it closed and removed, not the counts read before', async () => {
    const batchId = await client.begin(5);
    await client.send(batchId, [client.person('Jorunn Pethick'), client.person('Kasimir Pethick'), client.person('Liesl Pethick')]);
    // An admin deleted one record of the open batch (ADR 0228): the batch still says 3 imported.
    const [one] = await batchRecordIds(ctx.database.db, batchId, 1);
    expect(await deleteRecords(ctx.database.db, ctx.database.kind, [one!])).toBe(1);
    const removed = await client.post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ removed: 2, batch: { state: 'cancelled' } });
    expect(await auditDetails(batchId, 'records.import.cancel')).toEqual([
      { received: 3, imported: 3, duplicates: 0, skipped: 0, stored: 2, removeRecords: true },
    ]);
    expect(await auditDetails(batchId, 'records.bulk-delete')).toEqual([{ count: 2 }]);
  });
});

// A cancel and a chunk of the same batch at once (PostgreSQL; SQLite runs one writer at a time):
// the entry must count the chunk the cancel waited for, not the rows it saw before waiting.
if (testDatabaseKind === 'postgres') {
  describe('a cancel racing a chunk of its batch', () => {
    it('counts the rows of a chunk written while the cancel waited', async () => {
      const batchId = await client.begin(10);
      await client.send(batchId, [client.person('Mireille Quarrington'), client.person('Nestor Quarrington')]);
      let cancel: Promise<{ statusCode: number; body: string }> | undefined;
      await ctx.database.db.transaction().execute(async (trx) => {
        await addBatchCounts(trx, batchId, { received: 1, imported: 0, duplicates: 0, skipped: 1 });
        cancel = client.post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await cancel!;
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ removed: 2, batch: { state: 'cancelled', received: 3 } });
      expect(await auditDetails(batchId, 'records.import.cancel')).toEqual([
        { received: 3, imported: 2, duplicates: 0, skipped: 1, stored: 2, removeRecords: true },
      ]);
    });
  });
}
