import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { clientKeyOf, SITE_SHARE } from '../lib/client-key.ts';
import { HOUR_MS } from './served-records-monitor.ts';

// A site's share (ADR 0277): an IPv6 client is its /64, and a /48 of 65,536 of them costs
// nothing. An outside probe guessed complete phone numbers from 40 /64s of one /48, 30 misses
// each, and none was refused: enough /64s walk every last four digits of a phone the card
// shows only as "Phone number". A /48 now gets SITE_SHARE clients' budgets, not one per /64.

const RECORDS = 3;
const MISSES = 2;
const PEOPLE = RECORDS * SITE_SHARE + 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

async function seed(ctx: TestContext): Promise<string[]> {
  const token = await ctx.signIn();
  const rows = Array.from({ length: PEOPLE }, (_, i) => ({
    'First Name': `Per${LETTERS[Math.floor(i / 26)]}${LETTERS[i % 26]}`,
    'Last Name': 'Sitewide',
    City: 'Testville',
    Email: `person${i}.sitewide@example.org`,
  }));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: 'Site budget test' } },
  });
  expect(res.statusCode).toBe(200);
  return (await ctx.database.db.selectFrom('breach_records').select('id').orderBy('seq').execute()).map((r) => r.id);
}

const view = (app: FastifyInstance, id: string, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/people/${id}`, remoteAddress });
/** A complete phone number nobody in the records has: one miss. */
const guess = (app: FastifyInstance, n: number, remoteAddress: string) =>
  app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(`(319) 555-${String(1000 + n)}`)}`, remoteAddress });

describe('an IPv6 /48', () => {
  let ctx: TestContext;
  let ids: string[];
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_RECORDS_PER_HOUR: String(RECORDS), PUBLIC_LOOKUP_MISSES_PER_HOUR: String(MISSES) });
    ids = await seed(ctx);
  });
  afterAll(async () => ctx.close());

  it('shares SITE_SHARE clients’ lookup misses among its /64s', async () => {
    const statuses: number[] = [];
    let n = 0;
    for (let net = 1; net <= SITE_SHARE + 1; net++) {
      for (let i = 0; i < MISSES; i++) statuses.push((await guess(ctx.app, n++, `2001:db8:cc:${net.toString(16)}::1`)).statusCode);
    }
    expect(statuses.slice(0, MISSES * SITE_SHARE)).toEqual(Array(MISSES * SITE_SHARE).fill(200));
    expect(statuses.slice(MISSES * SITE_SHARE)).toEqual([429, 429]);
    const refused = await guess(ctx.app, n++, '2001:db8:cc:ff::1');
    expect(refused.json().error).toMatch(/^Many searches from your network .* Searching by name still works\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another /48 and an IPv4 client keep their own budgets; names are still searched.
    expect((await guess(ctx.app, n, '2001:db8:cd:1::1')).statusCode).toBe(200);
    expect((await guess(ctx.app, n + 1, '203.0.113.60')).statusCode).toBe(200);
    const byName = await ctx.app.inject({ method: 'GET', url: '/api/search?q=Perab%20Sitewide', remoteAddress: '2001:db8:cc:fe::1' });
    expect(byName.json(), byName.body).toMatchObject({ total: 1 });
  });

  it('shares SITE_SHARE clients’ distinct records among its /64s', async () => {
    const statuses: number[] = [];
    let next = 0;
    for (let net = 1; net <= SITE_SHARE + 1; net++) {
      for (let i = 0; i < RECORDS; i++) statuses.push((await view(ctx.app, ids[next++]!, `2001:db8:dd:${net.toString(16)}::1`)).statusCode);
    }
    expect(statuses.slice(0, RECORDS * SITE_SHARE)).toEqual(Array(RECORDS * SITE_SHARE).fill(200));
    expect(statuses.slice(RECORDS * SITE_SHARE)).toEqual([429, 429, 429]);
    const refused = await view(ctx.app, ids[next]!, '2001:db8:dd:ff::1');
    expect(refused.json().error).toMatch(/^A lot of records have been opened from your network/);
    // A record the site has seen still opens; another /48 is not affected.
    expect((await view(ctx.app, ids[0]!, '2001:db8:dd:fe::1')).statusCode).toBe(200);
    expect((await view(ctx.app, ids[next]!, '2001:db8:de:1::1')).statusCode).toBe(200);
  });

  it('refused for its site, a request spends none of the client’s own record budget', async () => {
    let next = ids.length - 1;
    const seenBySite: string[] = [];
    for (let net = 1; net <= SITE_SHARE; net++) {
      for (let i = 0; i < RECORDS; i++) {
        const id = ids[next--]!;
        seenBySite.push(id);
        expect((await view(ctx.app, id, `2001:db8:e0:${net.toString(16)}::1`)).statusCode).toBe(200);
      }
    }
    // A /64 that has opened nothing asks for RECORDS new records: its site refuses each.
    const late = '2001:db8:e0:ff::1';
    for (let i = 0; i < RECORDS; i++) {
      const refused = await view(ctx.app, ids[next - i]!, late);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/from your network/);
    }
    // Its own budget is whole: it opens RECORDS records its site has already seen.
    for (const id of seenBySite.slice(0, RECORDS)) expect((await view(ctx.app, id, late)).statusCode).toBe(200);
  });

  it('refused for its site, a lookup neither spends nor gives back the client’s own misses', async () => {
    const late = '2001:db8:e1:ff::1';
    const ownMisses = async () =>
      (await ctx.app.recordAccess.sets.admit(`lookup-misses:client:${clientKeyOf(ctx.app.cipher, late)}`, [], 1_000_000, HOUR_MS)).count;
    let n = 5000;
    // One miss of its own while its site has room, asked again later.
    const asked = n++;
    expect((await guess(ctx.app, asked, late)).statusCode).toBe(200);
    expect(await ownMisses()).toBe(1);
    for (let net = 1; net < SITE_SHARE; net++) {
      for (let i = 0; i < MISSES; i++) expect((await guess(ctx.app, n++, `2001:db8:e1:${net.toString(16)}::1`)).statusCode).toBe(200);
    }
    expect((await guess(ctx.app, n++, '2001:db8:e1:fe::1')).statusCode).toBe(200);
    // The site's misses are spent: a new guess and the same guess again are refused for it.
    for (const q of [n, asked]) {
      const refused = await guess(ctx.app, q, late);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Many searches from your network/);
    }
    expect(await ownMisses()).toBe(1);
  });
});
