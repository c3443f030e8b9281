import { RECENT_UPLOADS_DAYS } from '@breachwatch/core/schemas/constants';
import type { Kysely } from 'kysely';
import { listRecentAudit } from '../audit/audit.repository.ts';
import { contactFloodStatus } from '../contact/contact-flood.ts';
import type { Database } from '../db/schema.ts';
import { outboxStats } from '../outbox/outbox-stats.ts';
import { averageApprovedRating, completedDonations, recordsAddedSince, recordsPerDay, riskMix } from './admin-dashboard.repository.ts';

export const CHART_DAYS = 30;
export const AUDIT_ENTRIES = 10;
const DAY_MS = 86_400_000;

/** The last `days` UTC calendar days, oldest first, today last. */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function dashboardStats(db: Kysely<Database>, now = Date.now()) {
  const days = lastDays(CHART_DAYS, now);
  const recentSince = new Date(now - RECENT_UPLOADS_DAYS * DAY_MS).toISOString();
  // Independent aggregates: run them side by side. The total and the high-risk count come from
  // the risk mix (one pass over the risk index), so the figures always agree.
  const [recentUploads, perDayMap, mix, rating, donations, audit, contactFlood, outbox] = await Promise.all([
    recordsAddedSince(db, recentSince),
    recordsPerDay(db, days[0]!),
    riskMix(db),
    averageApprovedRating(db),
    completedDonations(db),
    listRecentAudit(db, AUDIT_ENTRIES),
    contactFloodStatus(db, now),
    outboxStats(db),
  ]);
  return {
    ok: true as const,
    generatedAt: new Date(now).toISOString(),
    totals: mix.high + mix.medium + mix.low + mix.unrated,
    highRisk: mix.high,
    recentUploads,
    recentDays: RECENT_UPLOADS_DAYS,
    perDay: days.map((day) => ({ day, count: perDayMap.get(day) ?? 0 })),
    riskMix: mix,
    averageRating: rating.average,
    ratingCount: rating.count,
    donations,
    audit,
    contactFlood,
    outbox,
  };
}
