import {
  ALERT_MESSAGES,
  alertAvailabilityResponseSchema,
  alertConfirmRequestSchema,
  alertMessageResponseSchema,
  alertSubscribeRequestSchema,
  alertUnsubscribeQuerySchema,
  ownerAlertStatusSchema,
} from '@breachwatch/core/schemas/alerts';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import { disclosedText } from '@breachwatch/core/disclosure/policy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-error.ts';
import { createMailer } from '../mail/mailer.ts';
import { provenAddress } from '../owner-verification/owner-addresses.ts';
import { requireOwnerSession } from '../owner-verification/owner-session.ts';
import {
  alertsAvailable,
  confirmAlertLink,
  isSubscribed,
  requestAlertLink,
  subscribe,
  unsubscribe,
  unsubscribeAddress,
  type AlertDeps,
} from './alerts.service.ts';

// Breach alerts (issue 18 §1): public routes to subscribe (by a mailed one-time link, or as the
// verified owner of a record) and to unsubscribe in one click (RFC 8058). The alerts themselves
// leave through the outbox (alert-sender.ts).

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config.mail);
  const deps = (): AlertDeps => ({ db: app.db, cipher: app.cipher, config: app.config, mailer, sets: app.recordAccess.sets, log: app.log });

  app.addHook('onClose', async () => mailer.close());

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // RFC 8058: a mail client's one-click POST carries "List-Unsubscribe=One-Click" as a form,
  // which the RFC says SHOULD be multipart/form-data (some clients send it urlencoded). The link
  // alone says what to do, so the body is read (a small one) and not parsed: without a parser
  // for either type the POST would be refused with a 415 and the address kept getting alerts.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  // Asked by the alerts page before it shows its form: the same answer the subscribe route's 503
  // gives, without an address typed first. Set up at start, so it says nothing about anyone.
  app.get(
    '/alerts/availability',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Whether this server can mail alert links (a mail server and a public web address are set up)',
        response: { 200: alertAvailabilityResponseSchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async () => ({ ok: true as const, available: alertsAvailable(deps()) }),
  );

  app.post(
    '/alerts/subscriptions',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Mail a one-time link that confirms breach alerts for an address (same answer for every address)',
        body: alertSubscribeRequestSchema,
        response: { 200: alertMessageResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const message = await requestAlertLink(deps(), { email: request.body.email, ...app.recordAccess.clientKeys(request) });
      return { ok: true as const, message };
    },
  );

  app.post(
    '/alerts/confirm',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Use a mailed confirmation link: the address is subscribed',
        body: alertConfirmRequestSchema,
        response: { 200: alertMessageResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, message: await confirmAlertLink(deps(), request.body.token) }),
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One-click unsubscribe (RFC 8058); the same answer for any link',
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: alertMessageResponseSchema, 400: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, message: await unsubscribe(deps(), request.query.s, request.query.t) }),
  );

  // The List-Unsubscribe URL is this route's. A mail client without one-click support, or a
  // person, opens it with a GET: send them to the page with the button (same s and t) instead of
  // a 404. A GET never unsubscribes by itself: link scanners and previews fetch every URL in a mail.
  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe link opened in a browser: 303 to the page with the Unsubscribe button (changes nothing)',
        querystring: z.object({ s: z.string().max(64).optional(), t: z.string().max(64).optional() }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const query = new URLSearchParams();
      if (request.query.s) query.set('s', request.query.s);
      if (request.query.t) query.set('t', request.query.t);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return reply.redirect(`/alerts/unsubscribe${search}`, 303);
    },
  );

  /** The address the owner session proved, as the record lists it; 401 without a session. */
  const verifiedAddress = async (request: FastifyRequest) => {
    const session = await requireOwnerSession(request);
    const email = await provenAddress(app.db, app.cipher, session);
    if (!email) throw badRequest(ALERT_MESSAGES.linkInvalid);
    // Named as the owner's view shows this address (the disclosure policy decides the form).
    return { email, masked: disclosedText('email', 'owner', email) };
  };

  // Asked by the owner's view after every load, so a reload shows alerts that are on as on. The
  // owner session proved this inbox; anyone else gets the session's 401 and learns nothing.
  app.get(
    '/owner/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "Whether breach alerts are on for the verified owner's address (that session only)",
        response: { 200: ownerAlertStatusSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, masked } = await verifiedAddress(request);
      return { ok: true as const, on: await isSubscribed(app.db, app.cipher, email), address: masked };
    },
  );

  app.post(
    '/owner/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "Subscribe the verified owner's address to breach alerts",
        response: { 200: alertMessageResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, masked } = await verifiedAddress(request);
      await app.db.transaction().execute((trx) => subscribe(trx, app.cipher, email, 'owner'));
      return { ok: true as const, message: masked ? ALERT_MESSAGES.ownerConfirmed(masked) : ALERT_MESSAGES.confirmed };
    },
  );

  app.delete(
    '/owner/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "Stop breach alerts to the verified owner's address",
        response: { 200: alertMessageResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { email, masked } = await verifiedAddress(request);
      await unsubscribeAddress(app.db, app.cipher, email);
      return { ok: true as const, message: masked ? ALERT_MESSAGES.ownerStopped(masked) : ALERT_MESSAGES.unsubscribed };
    },
  );
};
