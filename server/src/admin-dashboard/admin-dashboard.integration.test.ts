import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../../test/test-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// The stats endpoint reads tables owned by other features (breach_records, reviews,
// donations). Rows are inserted with the columns the figures depend on set explicitly and
// every other required column filled generically, so the test follows the real migrations.

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

interface ColumnInfo {
  name: string;
  dataType: string;
  /** The insert may leave it out: nullable, defaulted or generated. */
  optional: boolean;
}

/**
 * The table's columns in this test's own database. Not Kysely's `getTables()`: on PostgreSQL it
 * lists every schema, and the files running beside this one create and drop theirs meanwhile.
 */
async function tableColumns(db: AnyDb, table: string): Promise<ColumnInfo[]> {
  if (testDatabaseKind === 'postgres') {
    const { rows } = await sql<{ name: string; data_type: string; optional: boolean }>`
      select column_name as name, data_type,
        (is_nullable = 'YES' or column_default is not null or is_identity = 'YES') as optional
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
    return rows.map((r) => ({ name: r.name, dataType: r.data_type, optional: r.optional }));
  }
  const { rows } = await sql<{ name: string; type: string; notnull: number; dflt_value: unknown; pk: number }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db);
  // An INTEGER PRIMARY KEY is the rowid: SQLite numbers it.
  return rows.map((r) => ({
    name: r.name,
    dataType: r.type,
    optional: r.notnull === 0 || r.dflt_value !== null || (r.pk === 1 && r.type.toUpperCase() === 'INTEGER'),
  }));
}

/** Inserts rows, filling required columns the test does not care about. */
async function insertRows(db: AnyDb, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const columns = await tableColumns(db, table);
  if (columns.length === 0) throw new Error(`no table ${table}`);
  for (const given of rows) {
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      if (c.name in given) row[c.name] = given[c.name];
      else if (!c.optional) {
        const type = c.dataType.toLowerCase();
        row[c.name] = /int|numeric|real|double|float/.test(type) ? 1 : /bool/.test(type) ? false : `${c.name}-${randomUUID()}`;
      }
    }
    await db.insertInto(table).values(row).execute();
  }
}

describe('GET /api/admin/stats', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await ctx.signIn();
  });
  afterAll(async () => ctx.close());

  const stats = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is behind the admin guard', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const userToken = await ctx.signIn('user');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${userToken}` } });
    expect(res.statusCode).toBe(403);
  });

  it('counts records, risk, recent uploads, per-day figures, real reviews and real donations in SQL', async () => {
    const db = ctx.database.db as unknown as AnyDb;

    const before = await stats();
    const now = Date.now();
    const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
    await insertRows(db, 'breach_records', [
      { id: randomUUID(), risk_level: 'high', date_added: iso(0) },
      { id: randomUUID(), risk_level: 'high', date_added: iso(2) },
      { id: randomUUID(), risk_level: 'medium', date_added: iso(3) },
      { id: randomUUID(), risk_level: 'low', date_added: iso(10) },
      { id: randomUUID(), risk_level: 'low', date_added: iso(45) },
    ]);
    await insertRows(db, 'reviews', [
      { id: randomUUID(), rating: 5, status: 'approved', sample: 0 },
      { id: randomUUID(), rating: 4, status: 'approved', sample: 0 },
      { id: randomUUID(), rating: 1, status: 'pending', sample: 0 },
      { id: randomUUID(), rating: 1, status: 'hidden', sample: 0 },
      // a seeded sample is shown publicly as a sample, but is no evidence of anything
      { id: randomUUID(), rating: 1, status: 'approved', sample: 1 },
    ]);
    await insertRows(db, 'donations', [
      { id: randomUUID(), amount_cents: 1500, status: 'COMPLETED', provider: 'paypal' },
      { id: randomUUID(), amount_cents: 2500, status: 'COMPLETED', provider: 'paypal' },
      { id: randomUUID(), amount_cents: 9900, status: 'CREATED', provider: 'paypal' },
      // test mode is not money (decisions.md §6)
      { id: randomUUID(), amount_cents: 5000, status: 'COMPLETED', provider: 'test' },
    ]);
    await recordAudit(ctx.database.db, { actorEmail: 'a@example.test', action: 'records.export', details: { rows: 3 } });

    const after = await stats();
    expect(after.totals - (before.totals ?? 0)).toBe(5);
    expect(after.highRisk - (before.highRisk ?? 0)).toBe(2);
    expect(after.recentUploads - (before.recentUploads ?? 0)).toBe(3);
    expect(after.riskMix.low - (before.riskMix?.low ?? 0)).toBe(2);
    expect(after.perDay).toHaveLength(30);
    const today = new Date(now).toISOString().slice(0, 10);
    expect(after.perDay.at(-1).day).toBe(today);
    const sum = (s: { perDay: { count: number }[] | null }) => (s.perDay ?? []).reduce((n, d) => n + d.count, 0);
    // The 45-day-old record is outside the chart; the 10-day-old one is inside it.
    expect(sum(after) - sum(before)).toBe(4);
    expect(after.averageRating).toBe(4.5);
    expect(after.ratingCount).toBe(2);
    expect(after.donations).toEqual({ count: 2, totalCents: 4000 });
    expect(after.audit[0]).toMatchObject({ action: 'records.export', actorEmail: 'a@example.test', details: { rows: 3 } });
  });
});
