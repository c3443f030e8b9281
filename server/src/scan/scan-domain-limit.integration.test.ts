import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { importRowsViaApi } from '../../test/records-test-helpers.ts';
import { DOMAIN_COUNTED_NOTE, DOMAIN_FIGURES_NOTE } from '@breachwatch/core/scan/index';
import { summariseDomain } from './scan-domain.repository.ts';
import { runScan } from './scan.service.ts';

// A domain scan counts at most a limit of people (ADR 0318): a 250,000-person domain took 3.7 s a
// scan at 1,000,000 records. The limit is 1,000 in the scan; here the repository and the scan are
// asked with a small one, over real rows on the test's database.

let ctx: TestContext;
const DOMAIN = 'harbor-works.example';

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  // Thirty people at the domain, the first twelve with a second address there, the first five with an SSN.
  const rows = Array.from({ length: 30 }, (_, i) => ({
    Name: `Dock Worker ${String.fromCharCode(65 + (i % 26))}${i}`,
    Email: `worker${i}@${DOMAIN}`,
    ...(i < 12 ? { 'Work Email': `w${i}.alias@${DOMAIN}` } : {}),
    ...(i < 5 ? { SSN: `900-12-34${10 + i}` } : {}),
  }));
  const res = await importRowsViaApi(ctx, token, rows, { name: 'Harbor roster', dateFound: '2025-02-01' });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

const peopleOf = (summary: Awaited<ReturnType<typeof summariseDomain>>) => summary.sources.reduce((n, s) => n + s.people, 0);

describe('summariseDomain counts up to its limit', () => {
  it('counts every person once when the domain has no more than the limit', async () => {
    const summary = await summariseDomain(ctx.database.db, [DOMAIN], 100);
    expect(summary.counted).toBe('all');
    // 42 address rows, 30 people: a person with two addresses there is one person.
    expect(peopleOf(summary)).toBe(30);
    expect(summary.sources.reduce((n, s) => n + s.with_ssn, 0)).toBe(5);
  });

  it('stops one address past the limit, and says the figures are of those people only', async () => {
    const summary = await summariseDomain(ctx.database.db, [DOMAIN], 10);
    expect(summary.counted).toBe('up-to-limit');
    const people = peopleOf(summary);
    // Eleven address rows read: between six people (each twice) and eleven.
    expect(people).toBeGreaterThanOrEqual(6);
    expect(people).toBeLessThanOrEqual(11);
  });

  it('counts all at exactly the limit, where no row is past it', async () => {
    const summary = await summariseDomain(ctx.database.db, [DOMAIN], 42);
    expect(summary.counted).toBe('all');
    expect(peopleOf(summary)).toBe(30);
    expect((await summariseDomain(ctx.database.db, [DOMAIN], 41)).counted).toBe('up-to-limit');
  });
});

describe('a domain scan past the limit', () => {
  it('gives lower bounds and says why; within the limit, ranges as before', async () => {
    const deps = { db: ctx.database.db, cipher: ctx.app.cipher };
    const counted = await runScan({ ...deps, domainPeopleCounted: 20 }, { domain: DOMAIN });
    const row = counted.exposures.find((e) => e.kind === 'domain')!;
    // At most 21 address rows read, so at least 11 people: their band's start, without an end.
    expect(row.snippet).toMatch(/^10 or more people at @harbor-works\.example$/);
    expect(counted.domainPeople).toEqual({ atLeast: 10 });
    expect(counted.notes).toEqual(expect.arrayContaining([DOMAIN_FIGURES_NOTE, DOMAIN_COUNTED_NOTE]));

    const all = await runScan(deps, { domain: DOMAIN });
    expect(all.exposures.find((e) => e.kind === 'domain')!.snippet).toBe('25 to 49 people at @harbor-works.example');
    expect(all.domainPeople).toEqual({ atLeast: 25, fewerThan: 50 });
    expect(all.notes).not.toContain(DOMAIN_COUNTED_NOTE);
  });
});
