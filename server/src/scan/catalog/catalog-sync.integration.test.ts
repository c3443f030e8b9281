import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../test/shared-data.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { startFakeHibp, type FakeHibp } from '../test-support/fake-hibp.ts';
import { SYNTHETIC_BREACHES, UNREADABLE_BREACHES } from '../test-support/synthetic-breaches.ts';
import { countCatalog, findCatalogByDomain } from './catalog.repository.ts';
import { seedCatalogIfEmpty, startBreachCatalog, syncCatalog } from './catalog.service.ts';
import { SEED_BREACHES } from './seed-catalog.ts';

interface SnapshotBreach {
  Name: string;
  IsVerified: boolean;
  IsFabricated: boolean;
  IsSensitive: boolean;
  IsSpamList: boolean;
  IsMalware: boolean;
  IsRetired: boolean;
}

let fake: FakeHibp;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeHibp();
  ctx = await createTestContext({ HIBP_API_BASE: fake.baseUrl });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('breach catalog', () => {
  it('loads the shipped catalog on first start, once', async () => {
    expect(await seedCatalogIfEmpty(ctx.app.db)).toBe(SEED_BREACHES.length);
    expect(await seedCatalogIfEmpty(ctx.app.db)).toBe(0);
    expect(await countCatalog(ctx.app.db)).toBe(SEED_BREACHES.length);
    const linkedIn = await findCatalogByDomain(ctx.app.db, 'LinkedIn.com');
    expect(linkedIn.map((b) => b.name).sort()).toEqual(['LinkedIn', 'LinkedInScrape2023']);
    expect(linkedIn.find((b) => b.name === 'LinkedInScrape2023')?.isSpamList).toBe(true);
  });

  it('syncs the public breach list: every readable breach, with its flags, replacing the shipped entries', async () => {
    const result = await syncCatalog(ctx.app.db, ctx.config);
    expect(result.fetched).toBe(SYNTHETIC_BREACHES.length);
    expect(result.skipped).toBe(UNREADABLE_BREACHES.length);
    // Adobe and LinkedIn replace the shipped entries of the same name; the rest are new.
    expect(result.total).toBe(SEED_BREACHES.length + SYNTHETIC_BREACHES.length - 2);
    expect(result.flags).toEqual({ unverified: 2, fabricated: 1, sensitive: 1, spamList: 1, malware: 1, retired: 1 });

    const adobe = (await findCatalogByDomain(ctx.app.db, 'adobe.com')).find((b) => b.name === 'Adobe');
    expect(adobe).toMatchObject({ title: 'Adobe', breachDate: '2013-10-04', accounts: 152445165, isVerified: true });
    expect(adobe?.dataClasses).toContain('Passwords');
    // Domains are stored in lower case, whatever case the list uses.
    const linkedIn = (await findCatalogByDomain(ctx.app.db, 'linkedin.com')).find((b) => b.name === 'LinkedIn');
    expect(linkedIn?.accounts).toBe(164611595);

    const rows = await ctx.app.db.selectFrom('breach_catalog').selectAll().where('origin', '=', 'hibp').orderBy('name').execute();
    expect(rows.map((r) => r.name)).toEqual(SYNTHETIC_BREACHES.map((b) => b.Name).sort());
    const minimal = rows.find((r) => r.name === 'ExampleMinimal')!;
    expect(minimal).toMatchObject({ title: 'ExampleMinimal', domain: '', breach_date: null, accounts: 0, is_verified: 1 });
    expect(JSON.parse(minimal.data_classes)).toEqual([]);
    expect(rows.find((r) => r.name === 'ExampleStealerLogs')).toMatchObject({ domain: '', is_malware: 1 });
    // Entries of the shipped catalog that the list does not name stay as they were.
    const kept = await ctx.app.db.selectFrom('breach_catalog').select('origin').where('name', '=', 'MySpace').executeTakeFirst();
    expect(kept?.origin).toBe('seed');

    const sent = fake.requests.find((r) => r.path === '/breaches');
    expect(sent?.userAgent).toMatch(/exposure-scan/);
    expect(sent?.apiKey).toBeUndefined();
  });

  it('keeps the catalog when the list cannot be loaded', async () => {
    fake.breachesStatus = 500;
    try {
      const before = await countCatalog(ctx.app.db);
      await expect(syncCatalog(ctx.app.db, ctx.config)).rejects.toThrow(/HTTP 500/);
      expect(await countCatalog(ctx.app.db)).toBe(before);
    } finally {
      fake.breachesStatus = 200;
    }
  });

  it('runs the periodic sync when CATALOG_SYNC_HOURS is set, and not otherwise', async () => {
    const logs: string[] = [];
    const log = { info: (_o: object, msg: string) => void logs.push(msg), warn: (_o: object, msg: string) => void logs.push(msg) };
    const before = fake.requests.filter((r) => r.path === '/breaches').length;
    const stopOff = await startBreachCatalog(ctx.app.db, ctx.config, log);
    stopOff();
    expect(fake.requests.filter((r) => r.path === '/breaches').length).toBe(before);

    const stop = await startBreachCatalog(ctx.app.db, { ...ctx.config, hibp: { ...ctx.config.hibp, catalogSyncHours: 24 } }, log);
    try {
      await expect.poll(() => logs, { timeout: 15_000 }).toContain('breach catalog synced');
      expect(fake.requests.filter((r) => r.path === '/breaches').length).toBe(before + 1);
    } finally {
      stop();
    }
  });
});

// The real public catalog (834 breaches), where the team's shared data folder is present.
const snapshotFile = sharedDataPath('hibp-breaches/breaches.json', 'catalog sync of the public HIBP snapshot');
if (snapshotFile) {
  describe('breach catalog with the public HIBP snapshot', () => {
    let snapshotFake: FakeHibp;
    let snapshotCtx: TestContext;
    const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as SnapshotBreach[];
    beforeAll(async () => {
      snapshotFake = await startFakeHibp({ breachesFile: snapshotFile });
      snapshotCtx = await createTestContext({ HIBP_API_BASE: snapshotFake.baseUrl });
    });
    afterAll(async () => {
      await snapshotCtx.close();
      await snapshotFake.close();
    });

    it('syncs every breach with its flags', async () => {
      await seedCatalogIfEmpty(snapshotCtx.app.db);
      const result = await syncCatalog(snapshotCtx.app.db, snapshotCtx.config);
      expect(snapshot.length).toBe(834);
      expect(result.fetched).toBe(snapshot.length);
      expect(result.skipped).toBe(0);
      // The shipped entries use the same names, so nothing is duplicated.
      expect(result.total).toBe(snapshot.length);
      const count = (pick: (b: SnapshotBreach) => boolean) => snapshot.filter(pick).length;
      expect(result.flags).toEqual({
        unverified: count((b) => !b.IsVerified),
        fabricated: count((b) => b.IsFabricated),
        sensitive: count((b) => b.IsSensitive),
        spamList: count((b) => b.IsSpamList),
        malware: count((b) => b.IsMalware),
        retired: count((b) => b.IsRetired),
      });
      const adobe = (await findCatalogByDomain(snapshotCtx.app.db, 'adobe.com')).find((b) => b.name === 'Adobe');
      expect(adobe).toMatchObject({ title: 'Adobe', breachDate: '2013-10-04', accounts: 152445165, isVerified: true });
    });
  });
}
