import { searchParamsSchema } from '@breachwatch/core/schemas/search';
import { exposureReportResponseSchema, personResponseSchema, publicSearchResponseSchema } from '@breachwatch/core/schemas/records-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecordSearch } from '../search/index.ts';
import { exposureReport, personView, publicSearch, PUBLIC_SEARCH_LIMIT, type RecordsDeps } from './records.service.ts';

// Public, no sign-in, masked only (decisions.md §1). The response schemas are the contract's
// masked shapes: the serializer drops anything else, so an unmasked field cannot slip out.

const notFoundSchema = z.object({ ok: z.literal(false), error: z.string() });
// Any id that is not stored is simply "Not found", whatever its shape.
const idParams = z.object({ id: z.string().min(1).max(200) });

export const recordsPublicRoutes: FastifyPluginAsyncZod<{ search: RecordSearch }> = async (app, { search }) => {
  const deps = (): RecordsDeps => ({ db: app.db, cipher: app.cipher, search });

  // What a person searched for, and what we found about them, must not sit in any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/search',
    {
      schema: {
        tags: ['records'],
        summary: 'Search breach records by name, email, phone or address (masked results)',
        querystring: searchParamsSchema,
        response: { 200: publicSearchResponseSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { total, results } = await publicSearch(deps(), request.query.q);
      return { ok: true as const, query: request.query.q, total, limit: PUBLIC_SEARCH_LIMIT, results };
    },
  );

  app.get(
    '/people/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Person detail with risk assessment (masked)',
        params: idParams,
        response: { 200: personResponseSchema, 404: notFoundSchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, person: await personView(deps(), request.params.id) }),
  );

  app.get(
    '/leaks/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Exposure Report for one record (masked)',
        params: idParams,
        response: { 200: exposureReportResponseSchema, 404: notFoundSchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, report: await exposureReport(deps(), request.params.id) }),
  );
};
