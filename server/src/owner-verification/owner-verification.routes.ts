import {
  ownerLinkRequestSchema,
  ownerLinkResponseSchema,
  ownerOptionsResponseSchema,
  ownerSessionRequestSchema,
  ownerSessionResponseSchema,
  ownerSessionStatusResponseSchema,
  OWNER_LINK_TTL_MINUTES,
} from '@breachwatch/core/schemas/owner';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.repository.ts';
import { notFound } from '../lib/http-error.ts';
import { createMailer } from '../mail/mailer.ts';
import { ownerAddresses } from './owner-addresses.ts';
import { endOwnerSession, findOwnerSession, requireOwnerSession, startOwnerSession } from './owner-session.ts';
import { mailUnavailableReason, sendOwnerLink, useOwnerLink, type OwnerDeps } from './owner-verification.service.ts';

// The verified self-view (issue 13 §2). Public routes: a stranger may ask for the masked list
// of a record's addresses and for a link to one of them; only the mailbox's reader gets in.

const idParams = z.object({ recordId: z.string().min(1).max(200) });

export const ownerVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config.mail);
  app.addHook('onClose', async () => mailer.close());
  const deps = (): OwnerDeps => ({ db: app.db, cipher: app.cipher, config: app.config, mailer, sets: app.recordAccess.sets, log: app.log });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/owner/options/:recordId',
    {
      schema: {
        tags: ['owner'],
        summary: "A record's addresses (masked) a verification link can be sent to, and whether this server can send mail",
        params: idParams,
        response: { 200: ownerOptionsResponseSchema, 404: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const addresses = await ownerAddresses(app.db, app.cipher, request.params.recordId);
      if (!addresses) throw notFound('Not found');
      await app.recordAccess.admit(request, reply, [request.params.recordId]);
      const reason = mailUnavailableReason(deps());
      return {
        ok: true as const,
        mail: { available: reason === null, reason },
        addresses: addresses.offered.map(({ id, hint }) => ({ id, hint })),
        sharedAddresses: addresses.shared,
      };
    },
  );

  app.post(
    '/owner/links',
    {
      schema: {
        tags: ['owner'],
        summary: 'Mail a one-time link to one of the record’s addresses (same answer whatever happens to the mail)',
        body: ownerLinkRequestSchema,
        response: {
          200: ownerLinkResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
          429: apiErrorBodySchema,
          503: apiErrorBodySchema,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const message = await sendOwnerLink(deps(), { ...request.body, ...app.recordAccess.clientKeys(request) });
      return { ok: true as const, message, expiresInMinutes: OWNER_LINK_TTL_MINUTES };
    },
  );

  app.post(
    '/owner/sessions',
    {
      schema: {
        tags: ['owner'],
        summary: 'Use a mailed link: starts a 30-minute verified session (HttpOnly cookie) for its record',
        body: ownerSessionRequestSchema,
        response: { 200: ownerSessionResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const owner = await useOwnerLink({ db: app.db }, request.body.token);
      const session = await app.db.transaction().execute(async (trx) => {
        const started = await startOwnerSession(trx, reply, owner);
        await recordAudit(trx, {
          actorEmail: undefined,
          action: 'owner.session.started',
          target: owner.recordId,
          details: { sessionId: started.sessionId, linkId: owner.linkId },
        });
        return started;
      });
      return { ok: true as const, recordId: session.recordId, expiresAt: session.expiresAt };
    },
  );

  app.get(
    '/owner/session',
    {
      schema: {
        tags: ['owner'],
        summary: 'Whether this browser holds a verified owner session, and for which record',
        response: { 200: ownerSessionResponseSchema, 401: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await requireOwnerSession(request);
      return { ok: true as const, recordId: session.recordId, expiresAt: session.expiresAt };
    },
  );

  // The pages' question (ADR 0103): a visitor without a session is the ordinary case, not an
  // error. The same cookie check as above; the answer names only the record the cookie is for.
  app.get(
    '/owner/session/status',
    {
      schema: {
        tags: ['owner'],
        summary: 'Whether this browser holds a verified owner session: 200 with the session, or with null',
        response: { 200: ownerSessionStatusResponseSchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await findOwnerSession(request);
      return { ok: true as const, session: session ? { recordId: session.recordId, expiresAt: session.expiresAt } : null };
    },
  );

  app.delete(
    '/owner/session',
    {
      schema: { tags: ['owner'], summary: 'End the verified owner session', response: { 200: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ended = await endOwnerSession(request, reply);
      if (ended) {
        await recordAudit(app.db, {
          actorEmail: undefined,
          action: 'owner.session.ended',
          target: ended.recordId,
          details: { sessionId: ended.sessionId },
        });
      }
      return { ok: true as const };
    },
  );
};
