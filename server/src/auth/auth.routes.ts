import { loginSchema } from '@breachwatch/core/schemas/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { authenticate, completeSecondFactor, login, logout, type AuthDeps, type SignInResult } from './auth.service.ts';
import { checkCsrf, clearSessionCookie, csrfTokenFor, sessionCredentials, setSessionCookie } from './session-cookie.ts';

const userSchema = z.object({ email: z.string(), role: z.string(), totpEnabled: z.boolean().optional() });
/** "cookie" (the console: an HttpOnly cookie) or "bearer" (API clients: the token in the body). */
const sessionDelivery = z.enum(['cookie', 'bearer']).default('cookie');

const signInResponse = z.object({
  ok: z.literal(true),
  step: z.enum(['signed-in', 'second-factor']),
  user: userSchema.optional(),
  /** Only for session: "bearer". */
  token: z.string().optional(),
  /** The console's proof for requests that change something (X-CSRF-Token). */
  csrfToken: z.string().optional(),
  /** Step two: send it back with the code. */
  challenge: z.string().optional(),
});

const secondFactorBody = z.object({
  challenge: z.string().min(20).max(200),
  code: z.string({ error: 'Please enter the code.' }).trim().min(1, 'Please enter the code.').max(40, 'That code is too long.'),
  session: sessionDelivery,
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-in answers and the current user are never cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const deps = (request: FastifyRequest): AuthDeps => ({
    db: app.db,
    cipher: app.cipher,
    sessionTtlHours: app.config.sessionTtlHours,
    onEvent: (event, details) => securityEvent(request, event, details),
  });

  const answer = (request: FastifyRequest, reply: FastifyReply, result: SignInResult, delivery: 'cookie' | 'bearer') => {
    if (result.step === 'second-factor') return { ok: true as const, step: result.step, challenge: result.challenge };
    if (delivery === 'cookie') {
      setSessionCookie(request, reply, result.token, app.config.sessionTtlHours);
      return { ok: true as const, step: result.step, user: result.user, csrfToken: csrfTokenFor(result.token) };
    }
    return { ok: true as const, step: result.step, user: result.user, token: result.token };
  };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password: a session cookie (or a bearer token), or the second step',
        body: loginSchema.extend({ session: sessionDelivery }),
        response: { 200: signInResponse },
      },
      // A coarse per-address cap on top of the per-account throttle in the service.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, password, session } = request.body;
      const result = await login(deps(request), { email, password, ip: request.ip });
      return answer(request, reply, result, session);
    },
  );

  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of sign-in: the authenticator code or a recovery code',
        body: secondFactorBody,
        response: { 200: signInResponse },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { challenge, code, session } = request.body;
      const result = await completeSecondFactor(deps(request), { challenge, code, ip: request.ip });
      return answer(request, reply, result, session);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'End the current session', response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request, reply) => {
      const credentials = sessionCredentials(request);
      if (credentials) {
        checkCsrf(request, credentials);
        const ended = await logout(app.db, credentials.token);
        // Its live sockets end now, on every instance, not at their next session check.
        if (ended) app.realtime.disconnectSession(ended.sessionId);
      }
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: z.object({ ok: z.literal(true), user: userSchema, csrfToken: z.string().optional() }) },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const credentials = sessionCredentials(request);
      const user = credentials ? await authenticate(app.db, credentials.token) : undefined;
      if (!credentials || !user) throw unauthorized('Please sign in.');
      return {
        ok: true as const,
        user: { email: user.email, role: user.role, totpEnabled: user.totpEnabled },
        ...(credentials.via === 'cookie' ? { csrfToken: csrfTokenFor(credentials.token) } : {}),
      };
    },
  );
};
