import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAccessResponseSchema } from '@breachwatch/core/schemas/record-access';

/** GET /api/admin/record-access: distinct records served per hour, refusals, and whether this hour is a rise. */
export const recordAccessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/record-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Distinct records the public pages served per hour, across all clients (counts only)',
        response: { 200: recordAccessResponseSchema },
      },
    },
    async () => ({ ok: true as const, ...(await app.recordAccess.monitor.check()) }),
  );
};
