import { changePasswordSchema } from '@breachwatch/core/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { changeOwnPassword, endOtherSessions, otherSessionCount } from './account.service.ts';

// The signed-in admin's password and other sessions (ADR 0260), registered under the admin
// guard beside two-step sign-in.

const endedSchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number() });

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    cipher: app.cipher,
    configuredAdminEmail: app.config.admin?.email,
    onEvent: (event: Parameters<typeof securityEvent>[1], details: Record<string, string | number | boolean>) =>
      securityEvent(request, event, details),
  });
  const me = (request: { user?: { id: string; email: string; sessionId: string } }) => {
    if (!request.user) throw unauthorized();
    return request.user;
  };
  /** The ended sessions' open consoles lose the live feed now, not at their next request. */
  const disconnect = (sessionIds: string[]) => {
    for (const sessionId of sessionIds) app.realtime.disconnectSession(sessionId);
  };

  app.get(
    '/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'How many other sessions of mine are signed in',
        response: { 200: z.object({ ok: z.literal(true), otherSessions: z.number() }) },
      },
    },
    async (request) => ({ ok: true as const, otherSessions: await otherSessionCount(deps(request), me(request)) }),
  );

  app.post(
    '/account/sessions/end-others',
    {
      schema: { tags: ['account'], summary: 'Sign me out everywhere but here', response: { 200: endedSchema } },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const ended = await endOtherSessions(deps(request), me(request));
      disconnect(ended);
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
      const ended = await changeOwnPassword(deps(request), me(request), { ...request.body, ip: request.ip });
      disconnect(ended);
      securityEvent(request, 'admin-action', { action: 'password-changed', sessions: ended.length });
      return { ok: true as const, otherSessionsEnded: ended.length };
    },
  );
};
