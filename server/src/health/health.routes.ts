import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/database.ts';

const healthSchema = z.object({
  time: z.string(),
  database: z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number().nullable(), error: z.string().optional() }),
  paymentGateway: z.object({ ok: z.boolean(), mode: z.string(), detail: z.string().optional() }),
});

export type PaymentGatewayHealth = z.infer<typeof healthSchema>['paymentGateway'];

/** Reports the payment gateway's state; the payments feature provides it. */
export type PaymentGatewayProbe = () => Promise<PaymentGatewayHealth>;

export function adminHealthRoutes(probeGateway: PaymentGatewayProbe): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['admin'], summary: 'Database and payment gateway status', response: { 200: healthSchema } } },
      async (request) => {
        let database: z.infer<typeof healthSchema>['database'];
        try {
          database = { ok: true, kind: app.dbHandle.kind, latencyMs: await pingDatabase(app.db) };
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          database = { ok: false, kind: app.dbHandle.kind, latencyMs: null, error: 'Database unreachable' };
        }
        return { time: new Date().toISOString(), database, paymentGateway: await probeGateway() };
      },
    );
  };
}

/** Public liveness probe for load balancers: no details. */
export const livenessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
};
