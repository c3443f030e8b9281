import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';
import { generateDemoRows, loadDemoDataIfEmpty, seedDemoRecords } from './demo-data.ts';
import { DEMO_COMPANY_DOMAIN } from './demo-people.ts';
import { deleteRecords } from '../store/index.ts';

let ctx: TestContext;
const COUNT = 400;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('demo data', () => {
  it('is deterministic', () => {
    const strip = (groups: Record<string, string>[][]) => groups.map((g) => g.map(({ DateAdded: _d, ...rest }) => rest));
    expect(strip(generateDemoRows(200))).toEqual(strip(generateDemoRows(200)));
  });

  it('seeds every field group across five sources, and a second run adds nothing', async () => {
    const started = performance.now();
    const first = await seedDemoRecords(ctx.database.db, ctx.database.kind, ctx.app.cipher, COUNT);
    const ms = performance.now() - started;
    expect(first).toEqual({ imported: COUNT, duplicates: 0 });
    expect(ms).toBeLessThan(20_000);
    const db = ctx.database.db;
    const count = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
      Number(
        (
          await where(base())
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const base = () => db.selectFrom('breach_records');
    expect(await count((q) => q.where('ssn_last4', 'is not', null))).toBeGreaterThan(50);
    expect(await count((q) => q.where('employee_status', '=', 'Terminated'))).toBeGreaterThan(5);
    expect(await count((q) => q.where('benefits', 'is not', null))).toBeGreaterThan(50);
    expect(await count((q) => q.where('employment', 'is not', null))).toBeGreaterThan(50);
    const multiEmail = await db
      .selectFrom('record_emails')
      .select('record_id')
      .groupBy('record_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(multiEmail.length).toBeGreaterThan(20);
    const multiPhone = await db
      .selectFrom('record_phones')
      .select('record_id')
      .groupBy('record_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(multiPhone.length).toBeGreaterThan(10);
    const batches = await db.selectFrom('import_batches').select(['source_name', 'date_found']).execute();
    expect(batches).toHaveLength(5);
    expect(new Set(batches.map((b) => b.date_found)).size).toBe(5);
    const domain = await db.selectFrom('record_emails').select('record_id').where('domain', '=', DEMO_COMPANY_DOMAIN).execute();
    expect(domain.length).toBeGreaterThan(10);
    expect(await seedDemoRecords(db, ctx.database.kind, ctx.app.cipher, COUNT)).toEqual({ imported: 0, duplicates: COUNT });
  });

  it('the documented demo people are searchable', async () => {
    const expected: Record<string, string> = {
      'Maria Delgado': 'Maria Elena Delgado',
      'James Whitaker': 'James Whitaker Jr.',
      'Priya Raman': 'Priya Raman',
      'Samuel Okafor': 'Samuel Okafor',
    };
    for (const [query, name] of Object.entries(expected)) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(query)}` });
      expect(res.json().results[0]?.name, query).toBe(name);
    }
    // The search lists no one by domain (decisions.md §1); the exposure scan counts them.
    const domain = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(`@${DEMO_COMPANY_DOMAIN}`)}` });
    expect(domain.statusCode).toBe(400);
    const scan = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { domain: DEMO_COMPANY_DOMAIN } });
    expect(scan.json().domainPeople.atLeast).toBeGreaterThanOrEqual(10);
  });

  it('start-up loading only fills an empty embedded database, unless turned off', async () => {
    expect(await loadDemoDataIfEmpty(ctx.database.db, ctx.database.kind, ctx.app.cipher, { enabled: true, count: 10 })).toBe(0);
    // Empty the database again (one context per file: see the report on PostgreSQL schemas).
    const ids = (await ctx.database.db.selectFrom('breach_records').select('id').execute()).map((r) => r.id);
    await ctx.database.db.transaction().execute((trx) => deleteRecords(trx, ctx.database.kind, ids));
    expect(await loadDemoDataIfEmpty(ctx.database.db, ctx.database.kind, ctx.app.cipher, { enabled: false, count: 10 })).toBe(0);
    const loaded = await loadDemoDataIfEmpty(ctx.database.db, ctx.database.kind, ctx.app.cipher, { enabled: true, count: 10 });
    expect(loaded).toBe(testDatabaseKind === 'sqlite' ? 10 : 0);
  });
});
