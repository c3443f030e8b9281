import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { SITE_SHARE } from '../lib/client-key.ts';

// A route's limit counts an IPv6 client as its /64, and a /48 holds 65,536 of them at no cost:
// one person with one could send 65,536 times any route's limit. Its /48 is counted too, at
// SITE_SHARE times the route's limit (ADR 0285), behind a proxy, with and without Redis.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A search the route refuses as invalid: it still counts against the route's limit (the
 * limit runs first), and spends nothing else (no lookup, no lookup-miss budget). */
const search = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({ method: 'GET', url: '/api/search', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

/** Sends `count` requests from one address (alternating between the apps); the statuses. */
async function send(apps: FastifyInstance[], forwardedFor: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await search(apps[i % apps.length]!, forwardedFor)).statusCode);
  return statuses;
}

describe.each([
  { store: 'each instance’s own counters', redis: false },
  { store: 'Redis shared by two instances', redis: true },
])('route limits of an IPv6 /48, counted in $store (TRUST_PROXY=1)', ({ redis }) => {
  let ctx: TestContext;
  let apps: FastifyInstance[];
  let prefix: string;
  let max: number;
  beforeAll(async () => {
    prefix = `bw-test-${randomBytes(6).toString('hex')}:`;
    ctx = await createTestContext({ TRUST_PROXY: '1', REDIS_KEY_PREFIX: prefix, ...(redis ? { REDIS_URL } : {}) });
    apps = redis ? [ctx.app, await ctx.openSecondApp()] : [ctx.app];
    // The route's own limit, as it tells its clients.
    max = Number((await search(ctx.app, '192.0.2.200')).headers['x-ratelimit-limit']);
    expect(max).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await ctx.close();
    if (!redis) return;
    const client = new Redis(REDIS_URL);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    await client.quit();
  });

  it('refuses the /48 past SITE_SHARE times the route’s limit, its /64s together', async () => {
    // The first /64 goes past its own limit: what its own limit refused is not its site's.
    const first = await send(apps, '2001:db8:70:1::1', max + 20);
    expect(first.filter((s) => s === 429)).toHaveLength(20);
    for (let net = 2; net <= SITE_SHARE; net++) {
      const statuses = await send(apps, `2001:db8:70:${net.toString(16)}::1`, max);
      expect(
        statuses.filter((s) => s === 429),
        `/64 number ${net}`,
      ).toEqual([]);
    }
    // The eleventh /64 has asked nothing, and its /48 has used SITE_SHARE clients' worth.
    const refused = await search(apps[0]!, '2001:db8:70:ff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A /64 of another /48, and IPv4 clients, are served.
    expect((await search(apps[0]!, '2001:db8:71:ff::1')).statusCode).toBe(400);
    expect((await send(apps, '198.51.100.70', max)).filter((s) => s === 429)).toEqual([]);
    expect((await search(apps[0]!, '198.51.100.70')).statusCode).toBe(429);
  });

  it('leaves IPv4 clients to their own limits: many addresses of one /24 are many clients', async () => {
    for (let host = 1; host <= SITE_SHARE + 1; host++) {
      const statuses = await send(apps, `203.0.113.${host}`, max);
      expect(
        statuses.filter((s) => s === 429),
        `address number ${host}`,
      ).toEqual([]);
    }
  });
});
