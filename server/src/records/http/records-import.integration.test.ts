import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import { IMPORT_BATCH_MESSAGES } from '@breachwatch/core/schemas/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi, KNOWN, KNOWN_ROW, OTHER_ROWS } from '../../../test/records-test-helpers.ts';
import { onBatchCommitted } from '../import/index.ts';

let ctx: TestContext;
let token: string;

async function counts() {
  const db = ctx.database.db;
  const n = async (t: 'breach_records' | 'record_emails' | 'record_phones' | 'import_batches') =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    records: await n('breach_records'),
    emails: await n('record_emails'),
    phones: await n('record_phones'),
    batches: await n('import_batches'),
  };
}

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('POST /api/admin/import', () => {
  it('requires an admin session', async () => {
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/admin/import', payload: { rows: [KNOWN_ROW] } });
    expect(anon.statusCode).toBe(401);
    const user = await ctx.signIn('user');
    const res = await importRowsViaApi(ctx, user, [KNOWN_ROW]);
    expect(res.statusCode).toBe(403);
    expect((await counts()).records).toBe(0);
  });

  it('a malformed body gets 400 and writes nothing', async () => {
    for (const payload of [
      { rows: [] },
      { rows: 'nope' },
      { rows: [KNOWN_ROW, { a: 1 }] },
      { rows: [KNOWN_ROW], source: { name: '', url: 'ftp://x' } },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/import',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    const noColumns = await importRowsViaApi(ctx, token, [{ Foo: 'bar', Baz: 'qux' }]);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().error).toMatch(/No recognised columns/);
    expect(await counts()).toEqual({ records: 0, emails: 0, phones: 0, batches: 0 });
  });

  it('refuses more rows than one request may hold', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS_PER_REQUEST + 1 }, (_, i) => ({ Name: `Person ${i}` }));
    const res = await importRowsViaApi(ctx, token, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Too many rows in one request (5000 at most).');
    expect((await counts()).records).toBe(0);
  });

  it('imports rows with their emails and phones, skips empty rows, and records an audit entry', async () => {
    const res = await importRowsViaApi(ctx, token, [KNOWN_ROW, ...OTHER_ROWS, { 'First Name': '', Notes: 'nothing here' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, imported: 4, duplicates: 0 });
    expect(body.skipped).toEqual([{ row: 5, reason: expect.any(String) }]);
    expect(await counts()).toMatchObject({ records: 4, emails: 5, phones: 4, batches: 1 });
    const emails = await ctx.database.db
      .selectFrom('record_emails')
      .select(['email', 'domain'])
      .where('domain', '=', 'northwind-health.example')
      .execute();
    expect(emails.map((e) => e.email).sort()).toEqual([KNOWN.email, 'priya.raman@northwind-health.example']);
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'records.import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(body.batchId);
    expect(audit[0]!.details).not.toContain('Maria');
  });

  it('stores sensitive values encrypted, never as plain text', async () => {
    const row = await ctx.database.db.selectFrom('breach_records').selectAll().where('last_name', '=', 'Delgado').executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const raw of [KNOWN.ssn, '912345678', KNOWN.dob, KNOWN.licence, KNOWN.card]) expect(stored).not.toContain(raw);
    expect(row.ssn_last4).toBe('5678');
    expect(row.birth_year).toBe(1984);
    expect(row.risk_level).toBe('high');
    // A time prefix that sorts, then 128 random bits (ADR 0133).
    expect(row.id).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
  });

  it('re-importing the same rows does not duplicate; each import is a batch of its own', async () => {
    const before = await counts();
    const first = await ctx.database.db.selectFrom('import_batches').selectAll().executeTakeFirstOrThrow();
    const res = await importRowsViaApi(ctx, token, [KNOWN_ROW, ...OTHER_ROWS]);
    expect(res.json()).toMatchObject({ ok: true, imported: 0, duplicates: 4 });
    expect(res.json().batchId).not.toBe(first.id);
    expect(await counts()).toEqual({ ...before, batches: before.batches + 1 });
    const again = await ctx.database.db
      .selectFrom('import_batches')
      .selectAll()
      .where('id', '=', res.json().batchId)
      .executeTakeFirstOrThrow();
    expect(again).toMatchObject({ rows_imported: 0, rows_duplicate: 4, credibility: 'high', source_name: 'Test source' });
  });

  it('duplicates inside one request count once', async () => {
    const row = { Name: 'Twin Person', Email: 'twin@example.com' };
    const res = await importRowsViaApi(ctx, token, [row, row], undefined);
    expect(res.json()).toMatchObject({ imported: 1, duplicates: 1 });
  });

  it('takes columns: repeated and unnamed headers are all kept, in the record and its fingerprint', async () => {
    const res = await post('/api/admin/import', {
      headers: ['Name', 'Phone', 'Phone', '', 'Email'],
      rows: [['Columns Person', '555-010-7001', '555-010-7002', 'kept', 'columns@example.com']],
      kind: 'file',
      fileName: 'columns.csv',
    });
    expect(res.statusCode).toBe(200);
    const rec = await ctx.database.db
      .selectFrom('breach_records')
      .select('id')
      .where('full_name', '=', 'Columns Person')
      .executeTakeFirstOrThrow();
    const phones = await ctx.database.db
      .selectFrom('record_phones')
      .select('digits')
      .where('record_id', '=', rec.id)
      .orderBy('digits')
      .execute();
    expect(phones.map((p) => p.digits)).toEqual(['5550107001', '5550107002']);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/breach-records/${rec.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json().record.allFields).toMatchObject({ 'Phone (2)': '555-010-7002', 'Column 4': 'kept' });
  });

  it('keeps columns named like the properties of every object as any other column', async () => {
    // "Constructor" found Object.prototype's constructor in the alias table: a 500 for every
    // import path; "__proto__" set the original row's prototype, and its value was lost.
    const res = await post('/api/admin/import', {
      headers: ['Name', 'Constructor', '__proto__', 'toString', 'Email'],
      rows: [['Proto Person', 'Acme Builders', 'kept', 'also kept', 'proto@example.com']],
      kind: 'file',
      fileName: 'proto.csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rec = await ctx.database.db
      .selectFrom('breach_records')
      .select('id')
      .where('full_name', '=', 'Proto Person')
      .executeTakeFirstOrThrow();
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/breach-records/${rec.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.json().record.allFields).toMatchObject({ Constructor: 'Acme Builders', '__proto__ (2)': 'kept', toString: 'also kept' });
  });

  it('checks every row as strictly as the file reader, naming the row', async () => {
    const before = await counts();
    const cases: Array<[unknown, RegExp]> = [
      [{ headers: ['Name'], rows: [['x'.repeat(10_000_000)]] }, /A value is longer than 1 MB/],
      [
        {
          headers: ['Name', 'City'],
          rows: [
            ['Ada', 'Boston'],
            ['Bob', '123-45-6789'],
          ],
          rowNumbers: [2, 9],
        },
        /^Row 9: the value in column "City" looks like a Social Security number/,
      ],
      [
        { headers: ['Name', 'Email'], rows: [['Ada\nBob,bob@x.test,Salem\nCy', 'a@x.test']] },
        /^Row 1: the value in column "Name" runs over several lines/,
      ],
      [{ headers: ['Name', 'Email'], rows: [['Ada']] }, /^Row 1: expected 2 fields \(one per header\) but found 1\.$/],
      [{ headers: ['Name', 'SSN', 'SSN'], rows: [['Ada', '1', '2']] }, /Columns 2 and 3 are all named "SSN"/],
      [{ headers: ['Name'], rows: [['y'.repeat(600)]] }, /longer than 500 characters/],
      // Rows a misplaced quote swallowed into an encrypted field (ADR 0245).
      [
        {
          headers: ['Name', 'SSN', 'Email'],
          rows: [['Amy', '123-45-6789,amy@x.test\nBob,222-33-4444,bob@x.test\nCat,333-44-5555', 'c@x.test']],
        },
        /^Row 1: the value in column "SSN" runs over several lines/,
      ],
      [{ headers: ['Name', 'SSN'], rows: [['Ada', '1'.repeat(600)]] }, /^Row 1: the value in column "SSN" is longer than 500 characters/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/admin/import', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('a file in several requests is one batch: begin, chunks, commit; counts grow as chunks land', async () => {
    const committed: string[] = [];
    const stop = onBatchCommitted((b) => void committed.push(b.id));
    const begin = await post('/api/admin/import-batches', {
      kind: 'file',
      fileName: 'big.csv',
      expectedRows: 3,
      source: { name: 'Chunked' },
    });
    expect(begin.statusCode).toBe(200);
    const batchId = begin.json().batch.id as string;
    expect(begin.json().batch).toMatchObject({ state: 'open', expectedRows: 3, received: 0, fileName: 'big.csv' });
    const headers = ['Name', 'Email'];
    expect(
      (
        await post('/api/admin/import', {
          batchId,
          headers,
          rows: [
            ['Chunk One', 'c1@example.com'],
            ['Chunk Two', 'c2@example.com'],
          ],
          rowNumbers: [2, 3],
        })
      ).statusCode,
    ).toBe(200);
    const mid = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/import-batches/${batchId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mid.json().batch).toMatchObject({ state: 'open', received: 2, imported: 2 });
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/import-batches/open',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(open.json().batches.map((b: { id: string }) => b.id)).toContain(batchId);
    expect((await post('/api/admin/import', { batchId, headers, rows: [['Chunk Three', 'c3@example.com']] })).statusCode).toBe(200);
    expect(committed).toEqual([]);
    const commit = await post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect(commit.json().batch).toMatchObject({ state: 'committed', received: 3, imported: 3 });
    expect(committed).toEqual([batchId]);
    const stored = await ctx.database.db.selectFrom('breach_records').select('batch_id').where('full_name', 'like', 'Chunk %').execute();
    expect(stored.map((r) => r.batch_id)).toEqual([batchId, batchId, batchId]);
    // A committed batch takes no more rows, and is not committed twice.
    expect((await post('/api/admin/import', { batchId, headers, rows: [['Late', 'late@example.com']] })).statusCode).toBe(409);
    expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(409);
    // One-request imports are committed with their request.
    await importRowsViaApi(ctx, token, [{ Name: 'Single Request', Email: 'single@example.com' }]);
    expect(committed).toHaveLength(2);
    stop();
  });

  it("gives one batch's records ids that do not tell which request, or which part of the file, they came in", async () => {
    const begin = await post('/api/admin/import-batches', { kind: 'file', fileName: 'sorted.csv', expectedRows: 2 });
    const batchId = begin.json().batch.id as string;
    const headers = ['Name', 'Email'];
    expect((await post('/api/admin/import', { batchId, headers, rows: [['Order First', 'o1@example.com']] })).statusCode).toBe(200);
    // Long enough for a clock-derived prefix to move on (the ids' prefix counts milliseconds).
    await new Promise((r) => setTimeout(r, 25));
    expect((await post('/api/admin/import', { batchId, headers, rows: [['Order Second', 'o2@example.com']] })).statusCode).toBe(200);
    expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
    const stored = await ctx.database.db.selectFrom('breach_records').select('id').where('batch_id', '=', batchId).execute();
    expect(stored).toHaveLength(2);
    // The public id is the same shape as before; only its random part tells the two apart.
    const prefixes = new Set(stored.map((r) => r.id.slice(0, 9)));
    expect(prefixes.size).toBe(1);
    for (const { id } of stored) expect(id).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
  });

  it('a cancelled import says so, and can remove what it stored', async () => {
    const before = await counts();
    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 10 });
    const batchId = begin.json().batch.id as string;
    await post('/api/admin/import', { batchId, headers: ['Name', 'Email'], rows: [['Cancel Me', 'cancel@example.com']] });
    // A cancel that would keep the record is refused (ADR 0244): the batch stays open.
    const kept = await post(`/api/admin/import-batches/${batchId}/cancel`, {});
    expect(kept.statusCode).toBe(409);
    const removed = await post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    expect(removed.json()).toMatchObject({ removed: 1, batch: { state: 'cancelled', imported: 1, expectedRows: 10 } });
    expect((await counts()).records).toBe(before.records);
    expect((await post(`/api/admin/import-batches/nope/cancel`, {})).statusCode).toBe(404);
  });

  it('a cancel with no body is a cancel without removal ({}), refused while the batch holds records', async () => {
    for (const [i, headers] of [{}, { 'content-type': 'application/json' }].entries()) {
      const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 1 });
      const batchId = begin.json().batch.id as string;
      await post('/api/admin/import', { batchId, headers: ['Name'], rows: [[`Bodiless Cancel${'i'.repeat(i + 1)}`]] });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/import-batches/${batchId}/cancel`,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toBe(IMPORT_BATCH_MESSAGES.keepIsACommit(1, 1));
      await post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    }
    // A body that is there is still checked.
    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 1 });
    const bad = await post(`/api/admin/import-batches/${begin.json().batch.id}/cancel`, { removeRecords: 'yes' });
    expect(bad.statusCode).toBe(400);
    await post(`/api/admin/import-batches/${begin.json().batch.id}/cancel`, {});
  });

  it('a failure part-way rolls the whole request back', async () => {
    const before = await counts();
    const { prepareImportRequest, writePreparedImport } = await import('../import/index.ts');
    const { openBatch } = await import('../store/index.ts');
    const now = new Date().toISOString();
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        const batchId = await openBatch(trx, { kind: 'file' }, now);
        const request = { headers: ['Name', 'Email'], rows: [['Rollback One', 'r1@example.com']] };
        await writePreparedImport(
          trx,
          ctx.database.kind,
          ctx.app.cipher,
          batchId,
          prepareImportRequest(request, batchId, now, ctx.app.cipher),
          now,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await counts()).toEqual(before);
  });
});
