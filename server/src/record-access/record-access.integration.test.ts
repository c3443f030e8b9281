import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Enumeration resistance (issue 13 §3): one client collects at most 300 distinct records an
// hour through search, person and report pages and the scan together; across all clients a
// rise shows on the admin dashboard and in the log, as counts only.

const PEOPLE = 330;

async function seed(ctx: TestContext): Promise<string[]> {
  const token = await ctx.signIn();
  const rows = Array.from({ length: PEOPLE }, (_, i) => ({
    'First Name': `Person${i}`,
    'Last Name': 'Enumerable',
    City: 'Testville',
    Email: `person${i}.enumerable@example.org`,
  }));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: 'Enumeration test' } },
  });
  expect(res.statusCode).toBe(200);
  const ids = await ctx.database.db.selectFrom('breach_records').select('id').orderBy('seq').execute();
  return ids.map((r) => r.id);
}

/** The person page and the report alternate, so neither route's own request rate limit interferes. */
const view = (app: FastifyInstance, id: string, remoteAddress: string, i: number) =>
  app.inject({ method: 'GET', url: i % 2 ? `/api/people/${id}` : `/api/leaks/${id}`, remoteAddress });

describe('one client', () => {
  let ctx: TestContext;
  let ids: string[];
  const logs: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    ctx = await createTestContext({ LOG_LEVEL: 'info' }, { logStream: stream });
    ids = await seed(ctx);
  });
  afterAll(async () => ctx.close());

  it('collects 300 distinct records in an hour, then gets 429 with a plain message', async () => {
    const client = '203.0.113.10';
    // A search page counts its 25 cards.
    const page = await ctx.app.inject({ method: 'GET', url: '/api/search?q=Enumerable', remoteAddress: client });
    expect(page.json().results).toHaveLength(25);
    const seen = new Set<string>(page.json().results.map((r: { id: string }) => r.id));
    let i = 0;
    for (const id of ids) {
      if (seen.size >= 300) break;
      if (seen.has(id)) continue;
      const res = await view(ctx.app, id, client, i++);
      expect(res.statusCode, `record ${seen.size + 1}`).toBe(200);
      seen.add(id);
    }
    const next = ids.find((id) => !seen.has(id))!;
    const refused = await view(ctx.app, next, client, 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^You have opened a lot of records in a short time\. .* up to 300 different records an hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    // Records already seen stay open; new ones stay shut, whichever way they are asked for.
    expect((await view(ctx.app, [...seen][0]!, client, 1)).statusCode).toBe(200);
    const nextEmail = `person${ids.indexOf(next)}.enumerable@example.org`;
    const moreCards = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(nextEmail)}`, remoteAddress: client });
    expect(moreCards.statusCode).toBe(429);
    const scan = await ctx.app.inject({
      method: 'POST',
      url: '/api/scan',
      remoteAddress: client,
      payload: { email: nextEmail },
    });
    expect(scan.statusCode).toBe(429);
    const options = await ctx.app.inject({ method: 'GET', url: `/api/owner/options/${next}`, remoteAddress: client });
    expect(options.statusCode).toBe(429);
    // A question with no record in its answer is refused too: a 200 there would tell the client
    // that nobody is at that address, and a 429 that somebody is.
    for (const q of ['nobody.here@example.org', '1421 Nowhere Street', '(217) 555-0100', 'Nobody Enumerable']) {
      const empty = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: client });
      expect(empty.statusCode, q).toBe(429);
    }
    const emptyScan = await ctx.app.inject({
      method: 'POST',
      url: '/api/scan',
      remoteAddress: client,
      payload: { email: 'nobody.here@example.org' },
    });
    expect(emptyScan.statusCode).toBe(429);
    // The search of a record already seen still answers.
    const seenEmail = `person${ids.indexOf([...seen][0]!)}.enumerable@example.org`;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(seenEmail)}`, remoteAddress: client })).statusCode,
    ).toBe(200);

    // Another client is not affected.
    expect((await view(ctx.app, next, '203.0.113.11', 0)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const base = '2001:db8:aa:bb';
    let refusedAt = -1;
    for (let i = 0; i < 301; i++) {
      const res = await view(ctx.app, ids[i]!, `${base}:${(i % 7) + 1}::${i.toString(16)}`, i);
      if (res.statusCode === 429) {
        refusedAt = i;
        break;
      }
    }
    expect(refusedAt).toBe(300);
  });

  it('shows the rise on the admin dashboard and in the log, as counts only', async () => {
    const token = await ctx.signIn();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/record-access', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, rising: true, perClientPerHour: 300, store: 'memory', usualPerHour: 0 });
    expect(body.hours).toHaveLength(25);
    expect(body.hours[0].distinctRecords).toBeGreaterThan(300);
    expect(body.hours[0].refusedRequests).toBeGreaterThanOrEqual(5);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/record-access' })).statusCode).toBe(401);

    const rise = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'record-access.rise');
    expect(rise).toMatchObject({ level: 40, distinctRecordsThisHour: body.hours[0].distinctRecords, usualPerHour: 0 });
    const refusals = logs.filter((l) => l.includes('record-access.refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(5);
    // No client address, name or email in any log line; no record id in the limit's own lines.
    for (const pii of ['203.0.113', '2001:db8', 'Enumerable', 'enumerable@']) expect(logs.filter((l) => l.includes(pii))).toEqual([]);
    const own = [rise, ...refusals].map((l) => JSON.stringify(l)).join('\n');
    for (const id of ids) expect(own).not.toContain(id);
  });
});

describe('across instances, through Redis', () => {
  let ctx: TestContext;
  let ids: string[];
  beforeAll(async () => {
    ctx = await createTestContext({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bw-test-${randomBytes(6).toString('hex')}:`,
    });
    ids = await seed(ctx);
  });
  afterAll(async () => ctx.close());

  it('one client’s records are counted together whichever instance serves them', async () => {
    const second = await ctx.openSecondApp();
    // A random address keeps the Redis-shared request rate limits of earlier runs out of the way.
    const client = `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    for (let i = 0; i < 300; i++) {
      const res = await view(i < 150 ? ctx.app : second, ids[i]!, client, i);
      expect(res.statusCode, `record ${i + 1}: ${res.body}`).toBe(200);
    }
    expect((await view(ctx.app, ids[300]!, client, 0)).statusCode).toBe(429);
    expect((await view(second, ids[301]!, client, 1)).statusCode).toBe(429);
    const token = await ctx.signIn();
    const stats = (
      await second.inject({ method: 'GET', url: '/api/admin/record-access', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(stats).toMatchObject({ store: 'redis' });
    // HyperLogLog counts are estimates (about 1 % off).
    expect(stats.hours[0].distinctRecords).toBeGreaterThan(290);
    expect(stats.hours[0].refusedRequests).toBe(2);
  });
});
