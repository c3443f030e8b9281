// Across all clients: how many distinct records the public pages served each hour, and how
// many clients the per-client limit stopped. A sudden rise (more than one client's whole
// allowance, and three times the usual hour) shows on the admin dashboard and is logged.
// Counts only: no record id, client address or search term is ever logged or shown.
// Redis HyperLogLogs when REDIS_URL is set (shared by every instance), memory otherwise and
// while Redis is unreachable.

import type { Redis } from 'ioredis';

export const HOUR_MS = 3_600_000;
/** Hours kept and shown. */
export const HISTORY_HOURS = 24;
/** A rise is at least this many times the usual hour. */
export const RISE_FACTOR = 3;

export interface HourCount {
  /** ISO timestamp of the hour's start */
  hour: string;
  distinctRecords: number;
  refusedRequests: number;
}

export interface RecordAccessSnapshot {
  /** The current hour first, then the 24 before it. */
  hours: HourCount[];
  /** Median distinct records of the previous hours that served any. */
  usualPerHour: number;
  /** True while this hour is above both one client's allowance and three times the usual hour. */
  rising: boolean;
  perClientPerHour: number;
  /** Where the counts come from: shared by every instance, or this instance only. */
  store: 'redis' | 'memory';
}

const bucketOf = (now: number) => Math.floor(now / HOUR_MS);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

class LocalCounts {
  private readonly served = new Map<number, Set<string>>();
  private readonly refused = new Map<number, number>();

  add(bucket: number, ids: readonly string[]): void {
    let set = this.served.get(bucket);
    if (!set) {
      set = new Set();
      this.served.set(bucket, set);
      for (const b of this.served.keys()) if (b < bucket - HISTORY_HOURS) this.served.delete(b);
    }
    for (const id of ids) set.add(id);
  }
  refuse(bucket: number): void {
    this.refused.set(bucket, (this.refused.get(bucket) ?? 0) + 1);
    for (const b of this.refused.keys()) if (b < bucket - HISTORY_HOURS) this.refused.delete(b);
  }
  count(bucket: number): { distinct: number; refused: number } {
    return { distinct: this.served.get(bucket)?.size ?? 0, refused: this.refused.get(bucket) ?? 0 };
  }
}

export interface MonitorOptions {
  redis?: Redis;
  prefix: string;
  perClientPerHour: number;
  onRise: (facts: { distinctRecordsThisHour: number; usualPerHour: number; refusedRequestsThisHour: number }) => void;
  onFallback: (error: unknown) => void;
}

export class ServedRecordsMonitor {
  private readonly local = new LocalCounts();
  private loggedRiseFor = -1;
  private down = false;

  constructor(private readonly options: MonitorOptions) {}

  private key(kind: 'served' | 'refused', bucket: number): string {
    return `${this.options.prefix}record-access:${kind}:${bucket}`;
  }

  private fallback(error: unknown): void {
    if (!this.down) this.options.onFallback(error);
    this.down = true;
  }

  async recordServed(ids: readonly string[], now = Date.now()): Promise<void> {
    if (ids.length === 0) return;
    const bucket = bucketOf(now);
    const redis = this.options.redis;
    if (redis) {
      try {
        const key = this.key('served', bucket);
        await redis
          .multi()
          .pfadd(key, ...ids)
          .pexpire(key, (HISTORY_HOURS + 2) * HOUR_MS)
          .exec();
        this.down = false;
        return;
      } catch (error) {
        this.fallback(error);
      }
    }
    this.local.add(bucket, ids);
  }

  async recordRefusal(now = Date.now()): Promise<void> {
    const bucket = bucketOf(now);
    const redis = this.options.redis;
    if (redis) {
      try {
        const key = this.key('refused', bucket);
        await redis
          .multi()
          .incr(key)
          .pexpire(key, (HISTORY_HOURS + 2) * HOUR_MS)
          .exec();
        return;
      } catch (error) {
        this.fallback(error);
      }
    }
    this.local.refuse(bucket);
  }

  private async counts(buckets: number[]): Promise<{ counts: { distinct: number; refused: number }[]; store: 'redis' | 'memory' }> {
    const redis = this.options.redis;
    if (redis && !this.down) {
      try {
        const pipeline = redis.pipeline();
        for (const b of buckets) pipeline.pfcount(this.key('served', b)).get(this.key('refused', b));
        const replies = (await pipeline.exec()) ?? [];
        const counts = buckets.map((_, i) => {
          const [servedError, served] = replies[i * 2] ?? [];
          const [refusedError, refused] = replies[i * 2 + 1] ?? [];
          if (servedError || refusedError) throw servedError ?? refusedError;
          return { distinct: Number(served ?? 0), refused: Number(refused ?? 0) };
        });
        return { counts, store: 'redis' };
      } catch (error) {
        this.fallback(error);
      }
    }
    return { counts: buckets.map((b) => this.local.count(b)), store: 'memory' };
  }

  async snapshot(now = Date.now()): Promise<RecordAccessSnapshot> {
    const current = bucketOf(now);
    const buckets = Array.from({ length: HISTORY_HOURS + 1 }, (_, i) => current - i);
    const { counts, store } = await this.counts(buckets);
    const hours = buckets.map((b, i) => ({
      hour: new Date(b * HOUR_MS).toISOString(),
      distinctRecords: counts[i]!.distinct,
      refusedRequests: counts[i]!.refused,
    }));
    const usualPerHour = median(
      hours
        .slice(1)
        .map((h) => h.distinctRecords)
        .filter((n) => n > 0),
    );
    const thisHour = hours[0]!.distinctRecords;
    const rising = thisHour > this.options.perClientPerHour && thisHour > RISE_FACTOR * usualPerHour;
    return { hours, usualPerHour, rising, perClientPerHour: this.options.perClientPerHour, store };
  }

  /** Logs a rise once per hour; the dashboard and a timer call it. */
  async check(now = Date.now()): Promise<RecordAccessSnapshot> {
    const snap = await this.snapshot(now);
    const bucket = bucketOf(now);
    if (snap.rising && this.loggedRiseFor !== bucket) {
      this.loggedRiseFor = bucket;
      this.options.onRise({
        distinctRecordsThisHour: snap.hours[0]!.distinctRecords,
        usualPerHour: snap.usualPerHour,
        refusedRequestsThisHour: snap.hours[0]!.refusedRequests,
      });
    }
    return snap;
  }
}
