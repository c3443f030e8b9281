import { loginSchema } from '@breachwatch/core/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../lib/http-error.ts';
import { authenticate, login, logout } from './auth.service.ts';
import { bearerToken } from './bearer-token.ts';

const userSchema = z.object({ email: z.string(), role: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; returns a bearer token',
        body: loginSchema,
        response: { 200: z.object({ ok: z.literal(true), token: z.string(), user: userSchema }) },
      },
      // A coarse per-address cap on top of the per-account failure throttle in the service.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await login(app.db, { ...request.body, ip: request.ip }, app.config.sessionTtlHours);
      return { ok: true as const, ...result };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the current bearer token', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await logout(app.db, token);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: z.object({ ok: z.literal(true), user: userSchema }) } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const token = bearerToken(request);
      const user = token ? await authenticate(app.db, token) : undefined;
      if (!user) throw unauthorized('Please sign in.');
      return { ok: true as const, user: { email: user.email, role: user.role } };
    },
  );
};
