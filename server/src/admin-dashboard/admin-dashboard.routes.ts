import { dashboardStatsSchema } from '@breachwatch/core/schemas/admin-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats } from './admin-dashboard.service.ts';

/** GET /api/admin/stats: every dashboard figure in one call, computed in SQL. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: record counts, per-day chart, risk mix, rating, donations, audit',
        response: { 200: dashboardStatsSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async () => dashboardStats(app.db),
  );
};
