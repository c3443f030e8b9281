import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi, KNOWN, KNOWN_ROW, OTHER_ROWS } from '../../../test/records-test-helpers.ts';

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
    expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('re-importing the same rows does not duplicate, and reuses the source batch', async () => {
    const before = await counts();
    const first = await ctx.database.db.selectFrom('import_batches').selectAll().executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 5));
    const res = await importRowsViaApi(ctx, token, [KNOWN_ROW, ...OTHER_ROWS]);
    expect(res.json()).toMatchObject({ ok: true, imported: 0, duplicates: 4, batchId: first.id });
    expect(await counts()).toEqual(before);
    const batch = await ctx.database.db.selectFrom('import_batches').selectAll().executeTakeFirstOrThrow();
    expect(batch.last_imported_at > first.last_imported_at).toBe(true);
    expect(batch).toMatchObject({ rows_imported: 4, rows_duplicate: 4, credibility: 'high' });
  });

  it('duplicates inside one request count once', async () => {
    const row = { Name: 'Twin Person', Email: 'twin@example.com' };
    const res = await importRowsViaApi(ctx, token, [row, row], undefined);
    expect(res.json()).toMatchObject({ imported: 1, duplicates: 1 });
  });

  it('a failure part-way rolls the whole request back', async () => {
    const before = await counts();
    // Two rows the database itself will refuse as one: the second insert hits a row id we force to collide.
    const { importRows } = await import('../import/index.ts');
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await importRows(
          trx,
          { rows: [{ Name: 'Rollback One', Email: 'r1@example.com' }] },
          { dialect: ctx.database.kind, cipher: ctx.app.cipher },
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await counts()).toEqual(before);
  });
});
