import { completeValueLookups, planPublicSearch, SAME_INBOX_MATCHES_NOTE, TOO_MANY_MATCHES_NOTE } from '@breachwatch/core';
import {
  exposureReportResponseSchema,
  ownerReportResponseSchema,
  personResponseSchema,
  publicSearchResponseSchema,
} from '@breachwatch/core/schemas/record-views';
import { searchParamsSchema } from '@breachwatch/core/schemas/search';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit.repository.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';
import { requireOwnerSession } from '../../owner-verification/owner-session.ts';
import type { RecordSearch } from '../search/index.ts';
import { exposureReport, ownerReport, personView, publicSearch, PUBLIC_SEARCH_LIMIT, type RecordsDeps } from './records.service.ts';

// Public, no sign-in (decisions.md §1). Each view is built from core's disclosure policy and
// its response schema is too, so a field the policy does not allow cannot leave. Every record
// a response carries counts against the client's distinct-records hour (record-access).

// Any id that is not stored is simply "Not found", whatever its shape.
const idParams = z.object({ id: z.string().min(1).max(200) });

export const recordsPublicRoutes: FastifyPluginAsyncZod<{ search: RecordSearch; readDb?: Kysely<Database> }> = async (
  app,
  { search, readDb },
) => {
  // The public read path (search, person page, report) reads from the replica when there is one
  // (ADR 0131); the owner's own report stays on the primary, which also takes its audit entry.
  const deps = (): RecordsDeps => ({ db: readDb ?? app.db, cipher: app.cipher, search, cards: app.publicCards });
  const ownerDeps = (): RecordsDeps => ({ db: app.db, cipher: app.cipher, search });

  // What a person searched for, and what we found about them, must not sit in any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/search',
    {
      schema: {
        tags: ['records'],
        summary: 'Search breach records by name, or by a complete email, phone number or street address',
        querystring: searchParamsSchema,
        response: { 200: publicSearchResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const planned = planPublicSearch(request.query.q);
      if (!planned.ok) throw badRequest(planned.message);
      // A complete email, phone or street that finds nobody costs one of the client's misses;
      // past them it is refused here, before the lookup, right guess or wrong (ADR 0217). A
      // street typed as a short range asks at each of its two numbers, each its own question
      // (ADR 0299).
      const reservations = [];
      for (const lookup of completeValueLookups(planned.plan))
        reservations.push({ lookup, reservation: await app.recordAccess.reserveLookup(request, reply, lookup.lookup) });
      const { total, totalCapped, results, exactFound, foundStreetKeys } = await publicSearch(deps(), planned.plan);
      for (const { lookup, reservation } of reservations) {
        const found = exactFound && (lookup.streetKeys === undefined || lookup.streetKeys.some((key) => foundStreetKeys.has(key)));
        if (found) await reservation.found();
      }
      await app.recordAccess.admit(
        request,
        reply,
        results.map((r) => r.id),
      );
      // Past the cap the answer asks for more of the name instead of counting everyone.
      const notes = [
        ...planned.plan.notes,
        // The rule is said whenever an address found someone, never of one card (ADRs 0200, 0218).
        ...(planned.plan.email !== undefined && results.length > 0 ? [SAME_INBOX_MATCHES_NOTE] : []),
        ...(totalCapped ? [TOO_MANY_MATCHES_NOTE] : []),
        // A place typed alone finds no one: say what to add (ADR 0211).
        ...(total === 0 ? planned.plan.notesWhenNone : []),
      ];
      return { ok: true as const, query: request.query.q, total, totalCapped, limit: PUBLIC_SEARCH_LIMIT, results, notes };
    },
  );

  app.get(
    '/people/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Person detail: who the record is about, which kinds of data leaked, and the risk',
        params: idParams,
        response: { 200: personResponseSchema, 404: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const person = await personView(deps(), request.params.id);
      await app.recordAccess.admit(request, reply, [person.id]);
      return { ok: true as const, person };
    },
  );

  app.get(
    '/leaks/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Exposure Report for one record, as a stranger may see it',
        params: idParams,
        response: { 200: exposureReportResponseSchema, 404: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const report = await exposureReport(deps(), request.params.id);
      await app.recordAccess.admit(request, reply, [report.id]);
      return { ok: true as const, report };
    },
  );

  app.get(
    '/owner/report',
    {
      schema: {
        tags: ['owner'],
        summary: 'The verified owner’s full report of their own record (needs the owner session cookie)',
        response: { 200: ownerReportResponseSchema, 401: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await requireOwnerSession(request);
      const report = await ownerReport(ownerDeps(), session.recordId);
      await recordAudit(app.db, {
        actorEmail: undefined,
        action: 'owner.report.viewed',
        target: session.recordId,
        details: { sessionId: session.sessionId },
      });
      return { ok: true as const, report, expiresAt: session.expiresAt };
    },
  );
};
