// Sliding-window sets: "how many distinct members did this key add in the last window, and may
// it add these?" One atomic step per call. In Redis (a sorted set per key, scored by time, so
// every instance shares the count) when REDIS_URL is set; in memory otherwise, and also while
// Redis is unreachable: the count falls back to this instance's own, it never stops counting
// (the same rule as the request rate limits: degrade to per-instance, never fail open).

import type { Redis } from 'ioredis';

export interface AdmitResult {
  allowed: boolean;
  /** Members in the window after this call (before it, when refused). */
  count: number;
  /** When refused: how long until enough members leave the window. */
  retryAfterMs: number;
}

export interface WindowedSets {
  /**
   * Adds `members` to `key`'s window unless that would take it past `limit` distinct members;
   * members already in the window do not count again (their time is refreshed).
   */
  admit(key: string, members: readonly string[], limit: number, windowMs: number, now?: number): Promise<AdmitResult>;
  /**
   * What `admit` would answer, adding and refreshing nothing: a count asked before another is,
   * so that a request the other refuses spends nothing here.
   */
  wouldAdmit(key: string, members: readonly string[], limit: number, windowMs: number, now?: number): Promise<AdmitResult>;
  /** Takes `members` out of `key`'s window (a reservation that turned out not to count). */
  remove(key: string, members: readonly string[]): Promise<void>;
}

/** The most keys kept in memory; past it the stalest are dropped (a flood of client addresses must not exhaust memory). */
const LOCAL_MAX_KEYS = 100_000;

export class LocalWindowedSets implements WindowedSets {
  private readonly sets = new Map<string, Map<string, number>>();

  async admit(key: string, members: readonly string[], limit: number, windowMs: number, now = Date.now()): Promise<AdmitResult> {
    return this.ask(key, members, limit, windowMs, now, true);
  }

  async wouldAdmit(key: string, members: readonly string[], limit: number, windowMs: number, now = Date.now()): Promise<AdmitResult> {
    return this.ask(key, members, limit, windowMs, now, false);
  }

  private ask(key: string, members: readonly string[], limit: number, windowMs: number, now: number, add: boolean): AdmitResult {
    let set = this.sets.get(key);
    if (!set) {
      set = new Map();
      if (this.sets.size >= LOCAL_MAX_KEYS) this.sets.delete(this.sets.keys().next().value!);
    } else {
      this.sets.delete(key); // re-inserted below: Map order is least recently used first
    }
    this.sets.set(key, set);
    const from = now - windowMs;
    for (const [member, at] of set) if (at <= from) set.delete(member);
    const fresh = [...new Set(members)].filter((m) => !set.has(m));
    if (set.size + fresh.length > limit) {
      const need = set.size + fresh.length - limit;
      const times = [...set.values()].sort((a, b) => a - b);
      const freedAt = need <= times.length ? times[need - 1]! + windowMs : now + windowMs;
      return { allowed: false, count: set.size, retryAfterMs: Math.max(1000, freedAt - now) };
    }
    if (!add) return { allowed: true, count: set.size + fresh.length, retryAfterMs: 0 };
    for (const m of members) set.set(m, now);
    return { allowed: true, count: set.size, retryAfterMs: 0 };
  }

  async remove(key: string, members: readonly string[]): Promise<void> {
    const set = this.sets.get(key);
    if (set) for (const m of members) set.delete(m);
  }
}

// KEYS[1]: the set. ARGV: now, windowMs, limit, add (1, or 0 to only ask), members...
// Returns {allowed, count, retryAfterMs}.
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local add = ARGV[4] == '1'
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local fresh = 0
for i = 5, #ARGV do
  if not redis.call('ZSCORE', KEYS[1], ARGV[i]) then fresh = fresh + 1 end
end
if count + fresh > limit then
  local need = count + fresh - limit
  local freed = now + window
  if need <= count then
    local entry = redis.call('ZRANGE', KEYS[1], need - 1, need - 1, 'WITHSCORES')
    freed = tonumber(entry[2]) + window
  end
  return {0, count, freed - now}
end
if not add then return {1, count + fresh, 0} end
for i = 5, #ARGV do redis.call('ZADD', KEYS[1], now, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], window)
return {1, count + fresh, 0}
`;

export class RedisWindowedSets implements WindowedSets {
  private readonly local = new LocalWindowedSets();
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  admit(key: string, members: readonly string[], limit: number, windowMs: number, now = Date.now()): Promise<AdmitResult> {
    return this.ask(key, members, limit, windowMs, now, true);
  }

  wouldAdmit(key: string, members: readonly string[], limit: number, windowMs: number, now = Date.now()): Promise<AdmitResult> {
    return this.ask(key, members, limit, windowMs, now, false);
  }

  private async ask(
    key: string,
    members: readonly string[],
    limit: number,
    windowMs: number,
    now: number,
    add: boolean,
  ): Promise<AdmitResult> {
    try {
      const unique = [...new Set(members)];
      const [allowed, count, retry] = (await this.redis.eval(
        ADMIT_SCRIPT,
        1,
        this.prefix + key,
        now,
        windowMs,
        limit,
        add ? 1 : 0,
        ...unique,
      )) as [number, number, number];
      this.down = false;
      return { allowed: allowed === 1, count, retryAfterMs: allowed === 1 ? 0 : Math.max(1000, retry) };
    } catch (error) {
      if (!this.down) this.onFallback(error);
      this.down = true;
      return add ? this.local.admit(key, members, limit, windowMs, now) : this.local.wouldAdmit(key, members, limit, windowMs, now);
    }
  }

  async remove(key: string, members: readonly string[]): Promise<void> {
    if (members.length === 0) return;
    // Both: a member admitted while Redis was down sits in the local fallback.
    await this.local.remove(key, members);
    try {
      await this.redis.zrem(this.prefix + key, ...members);
    } catch (error) {
      if (!this.down) this.onFallback(error);
      this.down = true;
    }
  }
}
