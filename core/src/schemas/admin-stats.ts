import { z } from 'zod';
import { outboxStatsSchema } from './alerts.ts';

const count = z.number().int().nonnegative();

/** GET /api/admin/stats: every dashboard figure in one response, computed in SQL. */
export const dashboardStatsSchema = z.object({
  ok: z.literal(true),
  generatedAt: z.string(),
  totals: count,
  highRisk: count,
  recentUploads: count,
  recentDays: z.number().int(),
  perDay: z.array(z.object({ day: z.string(), count })),
  riskMix: z.object({ high: count, medium: count, low: count, unrated: count }),
  /** null when no real (non-sample) review has been approved yet */
  averageRating: z.number().nullable(),
  ratingCount: count,
  /** captured PayPal donations; test-mode payments are not money */
  donations: z.object({ count, totalCents: z.number().int() }),
  audit: z.array(
    z.object({
      id: z.number(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      target: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * The global contact-rate guards: whether they refused messages within the last hour, and how
   * many of those came through case links rather than the contact form (ADR 0242).
   */
  contactFlood: z.object({
    active: z.boolean(),
    refused: count,
    refusedThroughCaseLinks: count,
    startedAt: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  /** The mail outbox (breach alerts): messages by status. */
  outbox: outboxStatsSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
