import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_DEFAULT as CONTACT_PER_ADDRESS_LIMIT } from '../config.ts';
import { sha256Hex } from '../lib/hash.ts';

// What someone who reads the shared Redis (or the sign-in throttle table, or the logs) learns of
// the visitors: counters are keyed by a keyed hash of the client's network (ADR 0269), never its
// address, nor a plain hash of it that a table of every IPv4 address would reverse.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const V4 = '203.0.113.45';
const V6 = '2001:db8:abcd:12::7';
const contact = (i: number) => ({ name: 'Visitor', email: `visitor${i}-${randomBytes(3).toString('hex')}@example.org`, message: 'hello' });

/** The address in every spelling a counter could have used, and plain hashes of each. */
function traces(): string[] {
  const spellings = [
    V4,
    V6,
    '2001:db8:abcd:12::',
    '2001:db8:abcd:12::/64',
    '2001:db8:abcd:12:0:0:0:0',
    '2001:db8:abcd::/48',
    `::ffff:${V4}`,
  ];
  const hashed = spellings.flatMap((s) => [sha256Hex(s), sha256Hex(`address:${s}`), sha256Hex(`client ${s}`)]);
  return [...spellings, '2001:db8:abcd:12', ...hashed];
}

/** Every key under the prefix, with its members or value: what a reader of Redis sees. */
async function redisContents(redis: Redis, prefix: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      seen.push(key);
      const type = await redis.type(key);
      if (type === 'set') seen.push(...(await redis.smembers(key)));
      else if (type === 'zset') seen.push(...(await redis.zrange(key, 0, -1)));
      else if (type === 'hash') seen.push(...Object.entries(await redis.hgetall(key)).flat());
      else if (type === 'list') seen.push(...(await redis.lrange(key, 0, -1)));
      else if (type === 'string') seen.push((await redis.get(key)) ?? '');
    }
  } while (cursor !== '0');
  return seen;
}

describe('counters of public requests behind a proxy, shared by two instances through Redis', () => {
  let ctx: TestContext;
  let prefix: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    prefix = `bw-test-${randomBytes(6).toString('hex')}:`;
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    ctx = await createTestContext({ REDIS_URL, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: '1', LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(async () => {
    await ctx.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('hold no client address, nor a plain hash of one, and still answer 429 at the limit', async () => {
    const second = await ctx.openSecondApp();
    const from = (ip: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT + 1; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      statuses.push((await app.inject({ method: 'POST', url: '/api/contact', ...from(V4), payload: contact(i) })).statusCode);
    }
    expect(statuses.slice(0, CONTACT_PER_ADDRESS_LIMIT)).toEqual(Array(CONTACT_PER_ADDRESS_LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);
    // A contact message from IPv6 (the flood guard counts its /48), then a scan (route limit,
    // lookup misses) and a failed sign-in (route limit, throttle) from both kinds of address.
    expect((await second.inject({ method: 'POST', url: '/api/contact', ...from(V6), payload: contact(99) })).statusCode).toBe(200);
    for (const ip of [V4, V6]) {
      expect(
        (await second.inject({ method: 'POST', url: '/api/scan', ...from(ip), payload: { email: 'nobody@example.org' } })).statusCode,
      ).toBe(200);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...from(ip),
        payload: { email: 'someone@example.org', password: 'wrong password' },
      });
      expect(login.statusCode).toBe(401);
    }

    const redis = new Redis(REDIS_URL);
    let contents: string[];
    try {
      contents = await redisContents(redis, prefix);
    } finally {
      await redis.quit();
    }
    // The route limits did count here (and so across the two instances).
    expect(contents.some((k) => k.startsWith(`${prefix}rl:POST/api/contact:`))).toBe(true);
    const throttleKeys = (await ctx.database.db.selectFrom('login_throttle').select('throttle_key').execute()).map((r) => r.throttle_key);
    expect(throttleKeys.length).toBeGreaterThan(0);
    for (const trace of traces()) {
      expect(
        contents.filter((c) => c.toLowerCase().includes(trace.toLowerCase())),
        trace,
      ).toEqual([]);
      expect(
        throttleKeys.filter((k) => k.includes(trace)),
        trace,
      ).toEqual([]);
      expect(
        logLines.filter((l) => l.toLowerCase().includes(trace.toLowerCase())),
        trace,
      ).toEqual([]);
    }
    // The 429 was logged (as a security line), just without the address.
    expect(logLines.some((l) => l.includes('"security":"rate-limited"'))).toBe(true);
  });
});
