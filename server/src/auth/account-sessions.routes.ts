import { changePasswordSchema } from '@breachwatch/core/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityEvent } from '../lib/security-log.ts';
import { accountDeps, disconnectSessions, signedInAdmin } from './account-request.ts';
import { changeOwnPassword, endOtherSessions, otherSessionCount } from './account.service.ts';

// The signed-in admin's password and other sessions (ADR 0260), registered under the admin
// guard beside two-step sign-in.

const endedSchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number() });

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'How many other sessions of mine are signed in',
        response: { 200: z.object({ ok: z.literal(true), otherSessions: z.number() }) },
      },
    },
    async (request) => ({ ok: true as const, otherSessions: await otherSessionCount(accountDeps(app, request), signedInAdmin(request)) }),
  );

  app.post(
    '/account/sessions/end-others',
    {
      schema: { tags: ['account'], summary: 'Sign me out everywhere but here', response: { 200: endedSchema } },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const ended = await endOtherSessions(accountDeps(app, request), signedInAdmin(request));
      disconnectSessions(app, ended);
      securityEvent(request, 'admin-action', { action: 'other-sessions-ended', sessions: ended.length });
      return { ok: true as const, otherSessionsEnded: ended.length };
    },
  );

  app.post(
    '/account/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change my password (needs the current one); my other sessions are signed out',
        body: changePasswordSchema,
        response: { 200: endedSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const ended = await changeOwnPassword(accountDeps(app, request), signedInAdmin(request), { ...request.body, ip: request.ip });
      disconnectSessions(app, ended);
      securityEvent(request, 'admin-action', { action: 'password-changed', sessions: ended.length });
      return { ok: true as const, otherSessionsEnded: ended.length };
    },
  );
};
