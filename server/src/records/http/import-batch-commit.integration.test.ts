import { IMPORT_BATCH_MESSAGES } from '@breachwatch/core/schemas/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBatchCounts } from '../store/index.ts';
import { importBatchClient } from '../../../test/import-batch-client.ts';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';

// ADR 0238: a batch is committed only when it took every row it announced (a request lost on
// the way, or a client that skips one, must not make half a file public), or the part an operator
// chose to keep after stopping the import. A refused commit leaves the batch open and hidden:
// the missing rows can still come, or the import be removed.

let ctx: TestContext;
let client: ReturnType<typeof importBatchClient>;
beforeAll(async () => {
  ctx = await createTestContext();
  client = importBatchClient(ctx, await ctx.signIn(), {
    domain: 'commit-check.example',
    fileName: 'commit-check.csv',
    network: '203.0.113',
  });
});
afterAll(async () => ctx.close());

describe('committing an import batch', () => {
  it('is refused while fewer rows arrived than announced; the batch stays open and hidden until the rest arrives', async () => {
    const batchId = await client.begin(3);
    await client.send(batchId, [client.person('Tamsin Greaves'), client.person('Ulric Greaves')]);
    // The third request was lost on the way: the client commits anyway.
    const refused = await client.post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ ok: false, error: IMPORT_BATCH_MESSAGES.incomplete(2, 3) });
    expect(await client.status(batchId)).toMatchObject({ state: 'open', expectedRows: 3, received: 2, imported: 2 });
    expect(await client.openIds()).toContain(batchId);
    expect(await client.publicTotal('Greaves')).toBe(0);
    // A commit with no body at all is the same commit.
    expect((await client.post(`/api/admin/import-batches/${batchId}/commit`)).statusCode).toBe(409);

    await client.send(batchId, [client.person('Vesna Greaves')]);
    const committed = await client.post(`/api/admin/import-batches/${batchId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().batch).toMatchObject({ state: 'committed', received: 3, imported: 3 });
    expect(await client.publicTotal('Greaves')).toBe(3);
  });

  it('is refused when more rows arrived than announced, and the import can still be removed', async () => {
    const batchId = await client.begin(1);
    await client.send(batchId, [client.person('Wilmer Haskett'), client.person('Xanthe Haskett')]);
    const refused = await client.post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(IMPORT_BATCH_MESSAGES.tooMany(2, 1));
    expect(await client.publicTotal('Haskett')).toBe(0);
    const removed = await client.post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    expect(removed.json()).toMatchObject({ removed: 2, batch: { state: 'cancelled' } });
    expect(await client.publicTotal('Haskett')).toBe(0);
  });

  it('counts duplicates and rows skipped as not people among the rows that arrived', async () => {
    const batchId = await client.begin(4);
    await client.send(batchId, [client.person('Yusuf Ingleby'), client.person('Yusuf Ingleby'), ['', '', 'Peoria']]);
    await client.send(batchId, [client.person('Zelda Ingleby')]);
    const committed = await client.post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().batch).toMatchObject({ state: 'committed', received: 4, imported: 2, duplicates: 1, skipped: 1 });
  });

  it('keeps the part of a stopped import the operator chose to keep, and only exactly that part', async () => {
    const batchId = await client.begin(10);
    await client.send(batchId, [client.person('Anouk Jessop'), client.person('Bram Jessop')]);
    // The console shows 2 rows taken; a third lands before the choice reaches the server.
    await client.send(batchId, [client.person('Cato Jessop')]);
    const changed = await client.post(`/api/admin/import-batches/${batchId}/commit`, { keepRows: 2 });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().error).toBe(IMPORT_BATCH_MESSAGES.keptChanged(3, 2));
    // Until the operator's choice lands the import is open: hidden, and offered in the console.
    expect(await client.publicTotal('Jessop')).toBe(0);
    expect(await client.openIds()).toContain(batchId);
    const kept = await client.post(`/api/admin/import-batches/${batchId}/commit`, { keepRows: 3 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().batch).toMatchObject({ state: 'committed', expectedRows: 10, received: 3, imported: 3 });
    expect(await client.publicTotal('Jessop')).toBe(3);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('target', '=', batchId)
      .where('action', '=', 'records.import.commit')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toMatchObject({ received: 3, expectedRows: 10, keepRows: 3 });
  });

  it('answers a commit body it cannot read with 400, never 500, and leaves the batch open', async () => {
    const batchId = await client.begin(1);
    await client.send(batchId, [client.person('Dorit Kellaway')]);
    for (const body of [{ keepRows: 'all' }, { keepRows: -1 }, { keepRows: 1.5 }]) {
      expect((await client.post(`/api/admin/import-batches/${batchId}/commit`, body)).statusCode).toBe(400);
    }
    expect((await client.status(batchId)).state).toBe('open');
    expect((await client.post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  });
});

// A commit and a chunk of the same batch at once (PostgreSQL; SQLite runs one writer at a time).
// The commit's count of the rows the batch took must be the count it closes the batch with: a
// chunk still being written when the commit checked must not land, uncounted, in a public batch.
if (testDatabaseKind === 'postgres') {
  describe('a commit racing a chunk of its batch', () => {
    it('counts the rows of a chunk written while the commit waited, and refuses to keep what the operator did not see', async () => {
      const batchId = await client.begin(10);
      await client.send(batchId, [client.person('Elke Lindqvist'), client.person('Frode Lindqvist')]);
      let commit: Promise<{ statusCode: number; body: string }> | undefined;
      // The chunk's transaction has counted its row and not yet committed when the commit comes.
      await ctx.database.db.transaction().execute(async (trx) => {
        await addBatchCounts(trx, batchId, { received: 1, imported: 0, duplicates: 0, skipped: 0 });
        commit = client.post(`/api/admin/import-batches/${batchId}/commit`, { keepRows: 2 });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await commit!;
      expect(res.statusCode, res.body).toBe(409);
      expect(JSON.parse(res.body).error).toBe(IMPORT_BATCH_MESSAGES.keptChanged(3, 2));
      expect((await client.status(batchId)).state).toBe('open');
    });

    it('commits a batch once when two commits arrive together', async () => {
      const batchId = await client.begin(1);
      await client.send(batchId, [client.person('Gunnar Lindqvist')]);
      const answers = await Promise.all([
        client.post(`/api/admin/import-batches/${batchId}/commit`),
        client.post(`/api/admin/import-batches/${batchId}/commit`),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const commits = await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('target', '=', batchId)
        .where('action', '=', 'records.import.commit')
        .execute();
      expect(commits).toHaveLength(1);
    });
  });
}
