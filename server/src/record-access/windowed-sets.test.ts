import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../lib/client-network.ts';
import { LocalWindowedSets, RedisWindowedSets, type WindowedSets } from './windowed-sets.ts';

const HOUR = 3_600_000;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
// Every run writes under its own prefix, so parallel runs never see each other's counts.
const prefix = `bw-test-${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`).catch(() => []);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

function behavesLikeAWindowedSet(name: string, make: () => Promise<WindowedSets>) {
  describe(name, () => {
    it('admits distinct members up to the limit; repeats do not count again', async () => {
      const sets = await make();
      const key = `k-${randomBytes(4).toString('hex')}`;
      const t0 = 1_000_000_000_000;
      expect(await sets.admit(key, ['a', 'b', 'c'], 5, HOUR, t0)).toMatchObject({ allowed: true, count: 3 });
      expect(await sets.admit(key, ['a', 'b', 'c', 'd'], 5, HOUR, t0 + 1000)).toMatchObject({ allowed: true, count: 4 });
      expect(await sets.admit(key, ['a', 'e'], 5, HOUR, t0 + 2000)).toMatchObject({ allowed: true, count: 5 });
      const refused = await sets.admit(key, ['f'], 5, HOUR, t0 + 3000);
      expect(refused).toMatchObject({ allowed: false, count: 5 });
      // b, c and d were last seen at t0 + 1000 (a repeat refreshes a member): one has to leave.
      expect(refused.retryAfterMs).toBe(HOUR - 2000);
      // A refused call adds nothing, and what was already seen is still served.
      expect(await sets.admit(key, ['a', 'b'], 5, HOUR, t0 + 4000)).toMatchObject({ allowed: true, count: 5 });
      // An hour later the old members have left.
      expect(await sets.admit(key, ['f', 'g'], 5, HOUR, t0 + HOUR + 1500)).toMatchObject({ allowed: true });
    });

    it('asked with no members and one less room, tells whether a new member would fit, adding nothing', async () => {
      const sets = await make();
      const key = `peek-${randomBytes(4).toString('hex')}`;
      const t0 = 2_000_000_000_000;
      expect(await sets.admit(key, ['a', 'b'], 3, HOUR, t0)).toMatchObject({ allowed: true, count: 2 });
      expect(await sets.admit(key, [], 3 - 1, HOUR, t0 + 1)).toMatchObject({ allowed: true });
      expect(await sets.admit(key, ['c'], 3, HOUR, t0 + 2)).toMatchObject({ allowed: true, count: 3 });
      const full = await sets.admit(key, [], 3 - 1, HOUR, t0 + 3);
      expect(full).toMatchObject({ allowed: false, count: 3, retryAfterMs: HOUR - 3 });
      expect(await sets.admit(key, ['a'], 3, HOUR, t0 + 4)).toMatchObject({ allowed: true, count: 3 });
    });

    it('asked whether it would admit, answers as admit would, adding and refreshing nothing', async () => {
      const sets = await make();
      const key = `ask-${randomBytes(4).toString('hex')}`;
      const t0 = 3_000_000_000_000;
      expect(await sets.wouldAdmit(key, ['a'], 2, HOUR, t0)).toMatchObject({ allowed: true, count: 1 });
      expect(await sets.admit(key, ['a', 'b'], 2, HOUR, t0)).toMatchObject({ allowed: true, count: 2 });
      expect(await sets.wouldAdmit(key, ['a', 'b'], 2, HOUR, t0 + 1000)).toMatchObject({ allowed: true, count: 2 });
      expect(await sets.wouldAdmit(key, ['c'], 2, HOUR, t0 + 1000)).toMatchObject({ allowed: false, count: 2, retryAfterMs: HOUR - 1000 });
      // Nothing was added, and a and b keep their time: both leave an hour after t0.
      expect(await sets.admit(key, ['c', 'd'], 2, HOUR, t0 + HOUR + 1)).toMatchObject({ allowed: true, count: 2 });
    });

    it('refuses a batch bigger than the limit as a whole', async () => {
      const sets = await make();
      const r = await sets.admit(`big-${randomBytes(4).toString('hex')}`, ['1', '2', '3'], 2, HOUR, 5_000);
      expect(r).toMatchObject({ allowed: false, count: 0, retryAfterMs: HOUR });
    });
  });
}

behavesLikeAWindowedSet('LocalWindowedSets', async () => new LocalWindowedSets());
behavesLikeAWindowedSet('RedisWindowedSets', async () => {
  if (redis.status === 'wait') await redis.connect();
  return new RedisWindowedSets(redis, prefix, (e) => {
    throw e;
  });
});

describe('RedisWindowedSets without Redis', () => {
  it('counts on this instance instead, and still refuses past the limit', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    const fallbacks: unknown[] = [];
    const sets = new RedisWindowedSets(dead, prefix, (e) => fallbacks.push(e));
    expect(await sets.admit('x', ['a', 'b'], 2, HOUR, 1000)).toMatchObject({ allowed: true, count: 2 });
    expect(await sets.admit('x', ['c'], 2, HOUR, 2000)).toMatchObject({ allowed: false });
    expect(fallbacks).toHaveLength(1);
    dead.disconnect();
  });
});

describe('clientNetwork', () => {
  it('is the address for IPv4 and the /64 for IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('is the /48 for IPv6 where a counter asks for it (the contact flood guard), and still the address for IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('2001:db8:1:ffff::1', 48)).toBe('2001:db8:1::/48');
    expect(clientNetwork('203.0.113.7', 48)).toBe('203.0.113.7');
  });

  it('drops the port and brackets a proxy may write beside the address', () => {
    expect(clientNetwork('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(clientNetwork('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[::ffff:203.0.113.7]:80')).toBe('203.0.113.7');
  });
});
