import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Dashboard figures, each one aggregate query. The records, reviews and donations tables
// belong to other features and may not exist yet on an older database, so they are read with
// raw SQL and a missing table (or column) reads as "no figure" rather than failing the page.

type Db = Kysely<Database>;

const MISSING_RELATION = /no such (table|column)|does not exist/i;
const MISSING_CODES = new Set(['42P01', '42703']);

/** Runs a query; null when the table it reads has not been created yet. */
export async function whenTableExists<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if ((e.code && MISSING_CODES.has(e.code)) || MISSING_RELATION.test(e.message ?? '')) return null;
    throw error;
  }
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export interface RecordTotals {
  total: number;
  highRisk: number;
  recentUploads: number;
}

export async function recordTotals(db: Db, recentSince: string): Promise<RecordTotals | null> {
  return whenTableExists(async () => {
    const { rows } = await sql<{ total: unknown; high: unknown; recent: unknown }>`
      select count(*) as total,
             sum(case when risk_level = 'high' then 1 else 0 end) as high,
             sum(case when date_added >= ${recentSince} then 1 else 0 end) as recent
      from breach_records`.execute(db);
    const r = rows[0];
    return { total: num(r?.total), highRisk: num(r?.high), recentUploads: num(r?.recent) };
  });
}

/** Records added per UTC day since `since` (ISO), keyed YYYY-MM-DD; days without records are absent. */
export async function recordsPerDay(db: Db, since: string): Promise<Map<string, number> | null> {
  return whenTableExists(async () => {
    const { rows } = await sql<{ day: string; n: unknown }>`
      select substr(date_added, 1, 10) as day, count(*) as n
      from breach_records
      where date_added >= ${since}
      group by substr(date_added, 1, 10)`.execute(db);
    return new Map(rows.map((r) => [r.day, num(r.n)]));
  });
}

export interface RiskMix {
  high: number;
  medium: number;
  low: number;
  /** Records stored without a level (older imports); the list shows them by the fallback rule. */
  unrated: number;
}

export async function riskMix(db: Db): Promise<RiskMix | null> {
  return whenTableExists(async () => {
    const { rows } = await sql<{ level: string | null; n: unknown }>`
      select risk_level as level, count(*) as n from breach_records group by risk_level`.execute(db);
    const mix: RiskMix = { high: 0, medium: 0, low: 0, unrated: 0 };
    for (const r of rows) {
      const level = (r.level ?? '').toLowerCase();
      if (level === 'high' || level === 'medium' || level === 'low') mix[level] += num(r.n);
      else mix.unrated += num(r.n);
    }
    return mix;
  });
}

/** Average of approved reviews' ratings; null when there are none (or no reviews table yet). */
export async function averageApprovedRating(db: Db): Promise<{ average: number | null; count: number } | null> {
  return whenTableExists(async () => {
    const { rows } = await sql<{ avg: unknown; n: unknown }>`
      select avg(rating) as avg, count(*) as n from reviews where status = 'approved'`.execute(db);
    const n = num(rows[0]?.n);
    return { average: n === 0 ? null : Math.round(Number(rows[0]?.avg) * 100) / 100, count: n };
  });
}

export async function completedDonations(db: Db): Promise<{ count: number; totalCents: number } | null> {
  return whenTableExists(async () => {
    const { rows } = await sql<{ n: unknown; total: unknown }>`
      select count(*) as n, coalesce(sum(amount_cents), 0) as total from donations where status = 'COMPLETED'`.execute(db);
    return { count: num(rows[0]?.n), totalCents: num(rows[0]?.total) };
  });
}
