import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardStats } from './admin-dashboard.service.ts';

const count = z.number().int().nonnegative();

/** null means "this figure cannot be known yet" (its table does not exist); the console shows "—". */
export const dashboardStatsSchema = z.object({
  ok: z.literal(true),
  generatedAt: z.string(),
  totals: count.nullable(),
  highRisk: count.nullable(),
  recentUploads: count.nullable(),
  recentDays: z.number().int(),
  perDay: z.array(z.object({ day: z.string(), count })).nullable(),
  riskMix: z.object({ high: count, medium: count, low: count, unrated: count }).nullable(),
  averageRating: z.number().nullable(),
  ratingCount: count.nullable(),
  donations: z.object({ count, totalCents: z.number().int() }).nullable(),
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
});

/** GET /api/admin/stats: every dashboard figure in one call, computed in SQL. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: { tags: ['admin'], summary: 'Dashboard figures: record counts, per-day chart, risk mix, rating, donations, audit', response: { 200: dashboardStatsSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async () => dashboardStats(app.db),
  );
};
