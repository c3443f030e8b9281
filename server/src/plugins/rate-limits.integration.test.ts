import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { THROTTLE_RULES } from '../auth/sign-in-throttle.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_DEFAULT as CONTACT_PER_ADDRESS_LIMIT } from '../config.ts';
import { SCAN_RATE_LIMIT } from '../scan/scan.routes.ts';

// Rate limits as an attacker meets them: behind a proxy with a forged X-Forwarded-For, across
// two instances sharing Redis, and with Redis gone.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const contact = (i: number) => ({ name: 'Flood', email: `flood${i}-${randomBytes(3).toString('hex')}@example.org`, message: 'hello' });
const scan = (i: number) => ({ email: `someone${i}@example.org` });

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1' })));
  afterAll(async () => ctx.close());

  it('a forged left-most X-Forwarded-For changes nothing, also when the proxy appends the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        // The proxy (the socket peer) appends the address it saw: the client wrote the rest.
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        payload: contact(i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.slice(CONTACT_PER_ADDRESS_LIMIT)).toEqual([429, 429, 429]);
  });

  it('sign-in failures count against the real address whatever the header says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLE_RULES.pair.limit + 1; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.8` },
        payload: { email: 'someone@example.org', password: 'wrong password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

// Some proxies write the client's port beside its address (Azure Application Gateway:
// "203.0.113.9:51234", "[2001:db8::1]:443"). Each new connection has a new port: read as part
// of the address, it made every connection a new client to every limit (ADR 0276).
describe('behind a proxy that writes the client port (TRUST_PROXY=1)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1', PUBLIC_LOOKUP_MISSES_PER_HOUR: '3' })));
  afterAll(async () => ctx.close());

  const fromProxy = (forwardedFor: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('counts one address whatever port each connection came from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...fromProxy(`203.0.113.9:${50000 + i}`),
        payload: contact(i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.slice(CONTACT_PER_ADDRESS_LIMIT)).toEqual([429, 429]);
  });

  it('spends one lookup-miss budget across ports, and one per /64 written in brackets', async () => {
    const guess = (q: string, forwardedFor: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, ...fromProxy(forwardedFor) });
    const v4: number[] = [];
    for (let i = 0; i < 5; i++) v4.push((await guess(`(317) 444-70${10 + i}`, `198.51.100.20:${40000 + i}`)).statusCode);
    expect(v4).toEqual([200, 200, 200, 429, 429]);
    const v6: number[] = [];
    for (let i = 0; i < 5; i++) v6.push((await guess(`(318) 444-70${10 + i}`, `[2001:db8:5:6::${i + 1}]:${443 + i}`)).statusCode);
    expect(v6).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts sign-in failures against the address, not the connection', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < THROTTLE_RULES.pair.limit + 1; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...fromProxy(`192.0.2.44:${30000 + i}`),
        payload: { email: 'someone-else@example.org', password: 'wrong password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a listed proxy (TRUST_PROXY=10.0.0.2)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '10.0.0.2' })));
  afterAll(async () => ctx.close());

  it('trusts the header only from that proxy', async () => {
    const fromProxy = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.50' },
      payload: contact(1),
    });
    expect(fromProxy.statusCode).toBe(200);
    // A client that reaches us directly cannot pretend to be many people.
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 1; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
        payload: contact(100 + i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('limits shared by two instances through Redis', () => {
  let ctx: TestContext;
  let prefix: string;
  beforeAll(async () => {
    prefix = `bw-test-${randomBytes(6).toString('hex')}:`;
    ctx = await createTestContext({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await ctx.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts requests to either instance against one limit, under this run’s key prefix', async () => {
    const second = await ctx.openSecondApp();
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 1; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      statuses.push((await app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: contact(i) })).statusCode);
    }
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});

describe('with Redis unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' })));
  afterAll(async () => ctx.close());

  it('falls back to per-instance limits instead of switching them off', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SCAN_RATE_LIMIT.max + 2; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', remoteAddress: '198.51.100.88', payload: scan(i) });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(SCAN_RATE_LIMIT.max);
    expect(statuses.slice(SCAN_RATE_LIMIT.max)).toEqual([429, 429]);
  });
});

// Fastify answers HEAD on every GET route by running its handler: counted under a key of its
// own, a HEAD gave each limited GET route a second limit of its own (found by a burst probe).
describe('HEAD and GET of one route', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext({ TRUST_PROXY: '1' })));
  afterAll(async () => ctx.close());

  it('share one limit', async () => {
    const request = (method: 'GET' | 'HEAD') =>
      ctx.app.inject({ method, url: '/api/search', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.60' } });
    const max = Number((await request('GET')).headers['x-ratelimit-limit']);
    expect(max).toBeGreaterThan(0);
    const heads: number[] = [];
    for (let i = 1; i < max; i++) heads.push((await request('HEAD')).statusCode);
    expect(heads.filter((s) => s === 429)).toEqual([]);
    // One GET and max - 1 HEADs used the route's limit: the next of either is refused.
    expect((await request('GET')).statusCode).toBe(429);
    expect((await request('HEAD')).statusCode).toBe(429);
  });
});
