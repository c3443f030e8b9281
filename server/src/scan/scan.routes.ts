import { scanFailureSchema, scanSuccessSchema } from '@breachwatch/core/scan/index';
import { emailAsciiForm } from '@breachwatch/core/schemas/formats';
import { scanRequestSchema } from '@breachwatch/core/schemas/scan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { catalogUserAgent } from './catalog/catalog.service.ts';
import { runScan, type ScanDeps } from './scan.service.ts';

/** Scans per client address per minute: enough for a person trying a few addresses, not for harvesting. */
export const SCAN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ScanDeps => {
    const { apiKey, apiBase } = app.config.hibp;
    return {
      db: app.db,
      cipher: app.cipher,
      ...(apiKey ? { upstream: { apiKey, apiBase, userAgent: catalogUserAgent(app.config) } } : {}),
    };
  };

  app.post(
    '/scan',
    {
      schema: {
        tags: ['scan'],
        summary: 'Exposure scan of an email address and/or a domain (masked results, risk score, actions)',
        body: scanRequestSchema,
        response: { 200: scanSuccessSchema, 400: scanFailureSchema, 429: scanFailureSchema },
      },
      config: {
        rateLimit: {
          ...SCAN_RATE_LIMIT,
          errorResponseBuilder: (_request: unknown, context: { after: string }) =>
            new HttpError(429, `Too many scans from your network. Please wait ${context.after} and try again.`),
        },
      },
      onSend: async (_request, reply) => {
        // What someone scanned and what we found must never sit in a shared cache.
        reply.header('Cache-Control', 'no-store, private');
      },
    },
    async (request, reply) => {
      // An email scan is a lookup of a complete address: one that finds none of our records
      // costs one of the client's misses, and past them it is refused before scanning (ADR
      // 0217). Public breaches from the catalog or Have I Been Pwned do not make it a find.
      // A domain scan looks up no person and is left alone.
      const email = request.body.email?.toLowerCase();
      const reservation =
        email === undefined ? undefined : await app.recordAccess.reserveLookup(request, reply, `scan ${emailAsciiForm(email) ?? email}`);
      const result = await runScan(deps(), request.body);
      if (reservation && result.exposures.some((e) => e.kind === 'record')) await reservation.found();
      // A record an email scan found is a record this client has now seen (issue 13 §3).
      await app.recordAccess.admit(
        request,
        reply,
        result.exposures.filter((e) => e.kind === 'record').map((e) => e.id),
      );
      return result;
    },
  );
};
