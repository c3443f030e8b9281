import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Dashboard figures, each one aggregate query; nothing loads records into memory.

type Db = Kysely<Database>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** Records added since `since` (ISO): a range on the date_added index, not a table scan. */
export async function recordsAddedSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('breach_records')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('date_added', '>=', since)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Records added per UTC day since `since` (ISO), keyed YYYY-MM-DD; days without records are absent. */
export async function recordsPerDay(db: Db, since: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(date_added, 1, 10)`;
  const rows = await db
    .selectFrom('breach_records')
    .select((eb) => [day.as('day'), eb.fn.countAll().as('n')])
    .where('date_added', '>=', since)
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [r.day, num(r.n)]));
}

export interface RiskMix {
  high: number;
  medium: number;
  low: number;
  /** Records stored without a valid level; the list shows them by the fallback rule. */
  unrated: number;
}

export async function riskMix(db: Db): Promise<RiskMix> {
  const rows = await db
    .selectFrom('breach_records')
    .select((eb) => ['risk_level as level', eb.fn.countAll().as('n')])
    .groupBy('risk_level')
    .execute();
  const mix: RiskMix = { high: 0, medium: 0, low: 0, unrated: 0 };
  for (const r of rows) {
    const level = (r.level ?? '').toLowerCase();
    if (level === 'high' || level === 'medium' || level === 'low') mix[level] += num(r.n);
    else mix.unrated += num(r.n);
  }
  return mix;
}

/**
 * Average rating of approved reviews written by real people: the sample reviews a fresh
 * install is seeded with are shown publicly as samples but are not evidence of anything.
 */
export async function averageApprovedRating(db: Db): Promise<{ average: number | null; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg('rating').as('avg'), eb.fn.countAll().as('n')])
    .where('status', '=', 'approved')
    .where('sample', '=', 0)
    .executeTakeFirstOrThrow();
  const n = num(row.n);
  return { average: n === 0 ? null : Math.round(Number(row.avg) * 100) / 100, count: n };
}

/** Captured PayPal donations only: test-mode payments are not money (decisions.md §6). */
export async function completedDonations(db: Db): Promise<{ count: number; totalCents: number }> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total')])
    .where('status', '=', 'COMPLETED')
    .where('provider', '=', 'paypal')
    .executeTakeFirstOrThrow();
  return { count: num(row.n), totalCents: num(row.total) };
}
