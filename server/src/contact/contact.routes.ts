import { contactOwnerResponseSchema, contactSchema, isHoneypotFilled } from '@breachwatch/core/schemas/contact';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvidenceStorageFull, issueEvidenceToken, storeEvidence } from '../cases/case-evidence.ts';
import { badRequest, HttpError, tooManyRequests } from '../lib/http-error.ts';
import { newId, newToken } from '../lib/ids.ts';
import { securityEvent } from '../lib/security-log.ts';
import { refuseContactFlood } from './contact-flood.ts';
import { findThreadSummary } from '../inbox/inbox.repository.ts';
import { provenAddress } from '../owner-verification/owner-addresses.ts';
import { findOwnerSession } from '../owner-verification/owner-session.ts';
import {
  CONTACT_PER_EMAIL_LIMIT,
  CONTACT_PER_EMAIL_MESSAGE,
  CONTACT_PER_EMAIL_WINDOW_MINUTES,
  CONTACT_SENT_MESSAGE,
  contactSenderKey,
  receiveContact,
  verifiedSender,
} from './contact.service.ts';

/** The window of the contact form's per-client limit (CONTACT_MESSAGES_PER_ADDRESS; spam and flooding guard, shared via Redis). */
export const CONTACT_PER_ADDRESS_WINDOW = '10 minutes';

const contactResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** Attaches screenshots to this message (POST /api/contact/evidence), for an hour. */
  evidenceToken: z.string(),
});
/** Requests carry one file's bytes; the 5 MB limit itself is checked with its own message. */
const EVIDENCE_BODY_LIMIT = 6 * 1024 * 1024;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The form asks before it is filled in (ADR 0298). The owner session's holder opened a link
  // mailed to this address, so it is theirs to see in full; the record's other addresses stay
  // as the disclosure policy shows them to the owner. Anyone else: null, and a 200 (ADR 0103).
  app.get(
    '/contact/owner',
    {
      schema: {
        tags: ['contact'],
        summary: "The address this browser's verified owner session proved, to fill in the contact form with (null without one)",
        response: { 200: contactOwnerResponseSchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await findOwnerSession(request);
      const email = session ? await provenAddress(app.db, app.cipher, session) : undefined;
      return { ok: true as const, owner: email ? { email } : null };
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactSchema,
        response: { 200: contactResponse },
      },
      config: {
        rateLimit: {
          max: app.config.contactMessagesPerAddress,
          timeWindow: CONTACT_PER_ADDRESS_WINDOW,
          errorResponseBuilder: (_request: unknown, context: { after: string }) =>
            new HttpError(
              429,
              `You have sent several messages in a short time. Please wait ${context.after} and try again, or email us at ${app.config.site.contactEmail}.`,
            ),
        },
      },
    },
    async (request) => {
      // A bot that filled the hidden field gets the same answer a person gets, and nothing is kept.
      if (isHoneypotFilled(request.body)) return { ok: true as const, message: CONTACT_SENT_MESSAGE, evidenceToken: newToken() };
      // The global guard: everyone's messages together, so rotating addresses cannot bury the inbox.
      await refuseContactFlood(app, request);
      // One sender address from one network (ADR 0231): a stranger who writes as someone else
      // spends only their own messages, so a refusal says nothing of that person's.
      const sender = await app.recordAccess.sets.admit(
        contactSenderKey(app.cipher, app.recordAccess.clientKey(request), request.body.email),
        [newId()],
        CONTACT_PER_EMAIL_LIMIT,
        CONTACT_PER_EMAIL_WINDOW_MINUTES * 60_000,
      );
      if (!sender.allowed) throw tooManyRequests(CONTACT_PER_EMAIL_MESSAGE, Math.max(1, sender.retryAfterMs / 1000));
      // Marked only from the cookie's session, never from anything the form says of a record.
      const session = request.body.shareVerifiedRecord === true ? await findOwnerSession(request) : undefined;
      const proven = session ? await provenAddress(app.db, app.cipher, session) : undefined;
      const verified = verifiedSender(request.body, session, proven);
      const { thread, corrected } = await receiveContact(app.db, app.dbHandle.kind, request.body, verified);
      if (corrected) {
        // The same message, corrected: its upload token stays the one the person holds.
        app.realtime.notifyAdmins('inbox:updated', thread);
        return { ok: true as const, message: CONTACT_SENT_MESSAGE, evidenceToken: request.body.correcting! };
      }
      app.realtime.notifyAdmins('contact:new', thread);
      const evidenceToken = await issueEvidenceToken(app.db, thread.id);
      return { ok: true as const, message: CONTACT_SENT_MESSAGE, evidenceToken };
    },
  );

  // Screenshots for the message just sent: the body is the file itself, judged by its content.
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: EVIDENCE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/contact/evidence',
    {
      bodyLimit: EVIDENCE_BODY_LIMIT,
      schema: {
        tags: ['contact'],
        summary: 'Attach one screenshot (PNG, JPG or WEBP, up to 5 MB) to the message just sent; X-Evidence-Token from its answer',
        headers: z.object({ 'x-evidence-token': z.string().min(20).max(200) }),
        response: {
          200: z.object({ ok: z.literal(true), message: z.string() }),
          400: apiErrorBodySchema,
          413: apiErrorBodySchema,
          429: apiErrorBodySchema,
          503: apiErrorBodySchema,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest('Attach one PNG, JPG or WEBP file.');
      const token = request.headers['x-evidence-token'];
      const { threadId } = await storeEvidence(
        app.db,
        app.cipher,
        app.evidenceDecodes,
        token,
        request.body,
        app.config.evidenceBytesPerDay,
      ).catch((error: unknown) => {
        // The admins need to hear of it: the site is refusing people's files.
        if (error instanceof EvidenceStorageFull) {
          securityEvent(request, 'evidence-storage-full', { storedMb: Math.round(error.storedBytes / 1048576) });
        }
        throw error;
      });
      const thread = await findThreadSummary(app.db, threadId);
      if (thread) app.realtime.notifyAdmins('inbox:updated', thread);
      return { ok: true as const, message: 'Screenshot attached.' };
    },
  );
};
