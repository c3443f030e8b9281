import {
  adminCaseSchema,
  caseEntryCreateSchema,
  CASE_SHARE_NEEDS_VERIFICATION,
  caseStatusUpdateSchema,
  CASE_MESSAGE_ADDED,
  caseMessageResponseSchema,
  caseMessageSchema,
  caseTokenSchema,
  inboxThreadSchema,
  publicCaseSchema,
} from '@breachwatch/core/schemas/inbox';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countCaseLinkMessage, refuseFlooded } from '../contact/contact-flood.ts';
import { findOwnerSession } from '../owner-verification/owner-session.ts';
import { issueEvidenceToken, readEvidence } from './case-evidence.ts';
import { limitCaseMessages } from './case-message-limit.ts';
import { notFound, unauthorized } from '../lib/http-error.ts';
import {
  addCaseMessage,
  addManualEntry,
  adminCase,
  publicCase,
  setCaseStatus,
  shareProgress,
  takeCaseForMessage,
} from './cases.service.ts';

// Cases (issue 18). Admin routes sit in the /api/admin scope (behind the guard); every change is
// sent to open consoles as `inbox:updated`, like the inbox's own changes.

const idParams = z.object({ id: z.string().min(1).max(64) });
const threadResponse = z.object({ ok: z.literal(true), thread: inboxThreadSchema });

export const casesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cases/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: "A case's status, its whole ledger and the recovery progress the person shared",
        params: idParams,
        response: { 200: adminCaseSchema },
      },
    },
    async (request) => adminCase(app.db, request.params.id),
  );

  app.patch(
    '/cases/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: "Change a case's status (new, in progress, waiting on the person, resolved)",
        params: idParams,
        body: caseStatusUpdateSchema,
        response: { 200: threadResponse },
      },
    },
    async (request) => {
      const thread = await setCaseStatus(app.db, app.dbHandle.kind, request.params.id, request.body.status, request.user?.email);
      app.realtime.notifyAdmins('inbox:updated', thread);
      return { ok: true as const, thread };
    },
  );

  app.post(
    '/cases/:id/ledger',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Record a note (internal), a call made or a letter sent, with its outcome',
        params: idParams,
        body: caseEntryCreateSchema,
        response: { 200: threadResponse },
      },
    },
    async (request) => {
      const { thread } = await addManualEntry(app.db, app.dbHandle.kind, request.params.id, request.body, request.user?.email);
      app.realtime.notifyAdmins('inbox:updated', thread);
      return { ok: true as const, thread };
    },
  );
};

/** A screenshot, to admins only: served as an image that can run nothing. */
export const caseEvidenceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cases/:id/evidence/:evidenceId',
    {
      schema: {
        tags: ['inbox'],
        summary: 'One screenshot the person attached (re-encoded, decrypted)',
        params: z.object({ id: z.string().min(1).max(64), evidenceId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const found = await readEvidence(app.db, app.cipher, request.params.id, request.params.evidenceId);
      if (!found) throw notFound('No such file.');
      reply.header('Content-Type', found.mime);
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', 'inline; filename="evidence"');
      return reply.send(found.bytes);
    },
  );
};

/** The person's view of their case, through the private link in our reply. */
export const casePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/cases/view',
    {
      schema: {
        tags: ['contact'],
        summary: 'A case as the person sees it (the token from the link in our reply, never in a URL the server sees)',
        body: caseTokenSchema,
        response: { 200: publicCaseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => publicCase(app.db, request.body.token),
  );

  // The person's follow-up: the link in our reply, not an address typed into the contact form,
  // is what puts a message into an existing case (ADR 0233).
  app.post(
    '/cases/message',
    {
      schema: {
        tags: ['contact'],
        summary: 'Add a message to the case of this private link (then screenshots with the evidence token of the answer)',
        body: caseMessageSchema,
        response: { 200: caseMessageResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      // The link first: a dead or made-up link never lands in the inbox, so it must spend neither
      // a real case's allowance nor the guard all links share, and its answer says nothing of
      // whether a case exists. Then the case's own limit, whatever network the link is used
      // from, so one link's burst is refused there and never reaches the shared guard; that guard
      // counts case links apart from the contact form, whose floods must not silence open cases
      // (ADR 0242). The case is read once, holding its row, and the message stored in the same
      // transaction, so nothing that resolved or removed the case meanwhile is missed (ADR 0251).
      const added = await app.db.transaction().execute(async (trx) => {
        const target = await takeCaseForMessage(trx, app.dbHandle.kind, request.body.token);
        await limitCaseMessages(app, target.id);
        const flood = await countCaseLinkMessage(app);
        return flood ? { flood } : { thread: await addCaseMessage(trx, target, request.body.message) };
      });
      if (!added.thread) return refuseFlooded(app, request, added.flood);
      const { thread } = added;
      app.realtime.notifyAdmins('contact:new', thread);
      const evidenceToken = await issueEvidenceToken(app.db, thread.id);
      return { ok: true as const, message: CASE_MESSAGE_ADDED, evidenceToken };
    },
  );

  app.post(
    '/cases/progress',
    {
      schema: {
        tags: ['contact'],
        summary: 'Share the recovery progress of this browser’s verified owner session with the case',
        body: caseTokenSchema,
        response: { 200: publicCaseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // Not requireOwnerSession's "your session has ended": someone on their case page has
      // usually never verified, and needs to be told what to do and where.
      const owner = await findOwnerSession(request);
      if (!owner) throw unauthorized(CASE_SHARE_NEEDS_VERIFICATION);
      const thread = await shareProgress(app.db, request.body.token, owner);
      app.realtime.notifyAdmins('inbox:updated', thread);
      return publicCase(app.db, request.body.token);
    },
  );
};
