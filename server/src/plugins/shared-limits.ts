import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis-close.ts';

// Counters for rate limits, shared by every instance through Redis when REDIS_URL is set, and
// kept by each instance on its own while Redis is unreachable (or not configured): a limit
// then holds per instance instead of switching off. Any feature that needs a limit uses this
// module: `app.sharedLimits.hit(...)` for a count in a window, `addDistinct(...)` for "how many
// different things in a window", or `rateLimitStore` for @fastify/rate-limit routes.
//
// Every Redis key starts with REDIS_KEY_PREFIX, so deployments (and parallel test runs) that
// share one Redis never see each other's counters.

export interface WindowCount {
  /** Hits (or distinct members) in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface SharedLimits {
  /** Whether counts are currently shared through Redis (false: per instance). */
  readonly shared: boolean;
  /** Counts one hit on `key` in a fixed window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Adds `member` to the set `key` for a fixed window; returns the set's size. */
  addDistinct(key: string, member: string, windowMs: number): Promise<WindowCount>;
  /** Reads a hit count without adding to it. */
  peek(key: string): Promise<WindowCount>;
  /** Forgets a key (a lockout cleared by an admin, say). */
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedLimits: SharedLimits;
  }
}

/** Most keys one instance keeps while counting on its own: the oldest are dropped past it. */
const LOCAL_MAX_KEYS = 100_000;
/** A Redis that does not answer within this is treated as away for the request at hand. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

interface LocalEntry {
  count: number;
  members?: Set<string>;
  resetAt: number;
}

/** The per-instance counters: a Map in insertion order, so the oldest key is the first. */
export class LocalCounters {
  private readonly entries = new Map<string, LocalEntry>();
  constructor(private readonly maxKeys = LOCAL_MAX_KEYS) {}

  private live(key: string, windowMs: number, now: number): LocalEntry {
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.entries.delete(key);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
      if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  hit(key: string, windowMs: number, now = Date.now()): WindowCount {
    const entry = this.live(key, windowMs, now);
    entry.count += 1;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  addDistinct(key: string, member: string, windowMs: number, now = Date.now()): WindowCount {
    const entry = this.live(key, windowMs, now);
    entry.members ??= new Set();
    entry.members.add(member);
    entry.count = entry.members.size;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  peek(key: string, now = Date.now()): WindowCount {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > now ? { count: entry.count, resetMs: entry.resetAt - now } : { count: 0, resetMs: 0 };
  }

  reset(key: string): void {
    this.entries.delete(key);
  }
}

// One round trip each: the window starts with the first hit and is never extended by later ones.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const ADD_DISTINCT = `redis.call('SADD', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {redis.call('SCARD', KEYS[1]), ttl}`;

type LimitsRedis = Redis & {
  bwHit(key: string, windowMs: number): Promise<[number, number]>;
  bwAddDistinct(key: string, windowMs: number, member: string): Promise<[number, number]>;
};

export interface SharedLimitsOptions {
  redisUrl?: string;
  keyPrefix: string;
  /** Told once per outage, and once when Redis is back. */
  onOutage(state: 'down' | 'up', error?: Error): void;
}

export function createSharedLimits({
  redisUrl,
  keyPrefix,
  onOutage,
}: SharedLimitsOptions): SharedLimits & { connected(timeoutMs: number): Promise<boolean>; close(): Promise<void> } {
  const local = new LocalCounters();
  let redis: LimitsRedis | undefined;
  let down = false;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      // While disconnected, commands fail at once (and are counted locally) instead of queueing.
      enableOfflineQueue: false,
      keyPrefix,
    }) as LimitsRedis;
    redis.defineCommand('bwHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('bwAddDistinct', { numberOfKeys: 1, lua: ADD_DISTINCT });
    redis.on('error', (error: Error) => {
      if (!down) onOutage('down', error);
      down = true;
    });
    redis.on('ready', () => {
      if (down) onOutage('up');
      down = false;
    });
  }
  const ready = () => (redis && redis.status === 'ready' ? redis : undefined);

  /** Runs on Redis when it is there and answers; otherwise, or on any failure, locally. */
  async function either<T>(remote: (r: LimitsRedis) => Promise<T>, fallback: () => T): Promise<T> {
    const r = ready();
    if (!r) return fallback();
    try {
      return await remote(r);
    } catch (error) {
      if (!down) onOutage('down', error as Error);
      down = true;
      return fallback();
    }
  }
  const toCount = ([count, ttl]: [number, number]): WindowCount => ({ count: Number(count), resetMs: Math.max(0, Number(ttl)) });

  return {
    get shared() {
      return ready() !== undefined;
    },
    hit: (key, windowMs) =>
      either(
        async (r) => toCount(await r.bwHit(key, windowMs)),
        () => local.hit(key, windowMs),
      ),
    addDistinct: (key, member, windowMs) =>
      either(
        async (r) => toCount(await r.bwAddDistinct(key, windowMs, member)),
        () => local.addDistinct(key, member, windowMs),
      ),
    peek: (key) =>
      either(
        async (r) => {
          const [value, ttl] = await Promise.all([r.get(key), r.pttl(key)]);
          return { count: Number(value ?? 0), resetMs: Math.max(0, ttl) };
        },
        () => local.peek(key),
      ),
    reset: async (key) => {
      local.reset(key);
      await either(
        async (r) => void (await r.del(key)),
        () => undefined,
      );
    },
    /** Waits (briefly) for the first connection, so a fresh instance starts out sharing counts. */
    async connected(timeoutMs) {
      const r = redis;
      if (!r) return false;
      if (r.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          r.off('ready', onReady);
          r.off('error', onError);
          resolve(ok);
        };
        const onReady = () => done(true);
        const onError = () => done(false);
        const timer = setTimeout(() => done(false), timeoutMs);
        r.once('ready', onReady);
        r.once('error', onError);
      });
    },
    async close() {
      if (redis) await closeRedis([redis]);
    },
  };
}

/**
 * A store for @fastify/rate-limit over the shared limits: per-route keys, counted in Redis when
 * it answers and locally when not. (The plugin's own Redis store with skipOnError let every
 * request through while Redis was away.)
 *
 * `share`: how many clients' worth of the route's limit one key may use. Its count is told to
 * the plugin in clients' requests (rounded up), so the plugin's own "more than max?" holds the
 * key to `share` times the route's max: the IPv6 site's limit (ADR 0285). `namespace` keeps
 * such keys apart from the clients' own.
 */
export function rateLimitStore(limits: SharedLimits, { namespace = 'rl:', share = 1 }: { namespace?: string; share?: number } = {}) {
  return class SharedLimitsStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      limits.hit(`${namespace}${this.route}${key}`, timeWindow).then(
        ({ count, resetMs }) => callback(null, { current: Math.ceil(count / share), ttl: resetMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      // Fastify answers HEAD on a GET route with the GET's handler: one route, one count. Keyed
      // apart, a HEAD had a limit of its own beside the GET's, twice the route's in all.
      const method = routeInfo.method === 'HEAD' ? 'GET' : routeInfo.method;
      return new SharedLimitsStore(undefined, `${method}${routeInfo.url}:`);
    }
  };
}

async function sharedLimitsPlugin(app: FastifyInstance): Promise<void> {
  const limits = createSharedLimits({
    redisUrl: app.config.redisUrl,
    keyPrefix: app.config.redisKeyPrefix,
    onOutage: (state, error) =>
      state === 'down'
        ? app.log.warn(
            { code: (error as { code?: string } | undefined)?.code },
            'rate-limit store (Redis) unreachable; limits now count per instance until it returns',
          )
        : app.log.info('rate-limit store (Redis) is back; limits are shared again'),
  });
  app.decorate('sharedLimits', limits);
  app.addHook('onClose', async () => limits.close());
  await limits.connected(2000);
}

export const sharedLimits = fp(sharedLimitsPlugin, { name: 'shared-limits', fastify: '5.x' });
