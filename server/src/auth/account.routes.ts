import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.repository.ts';
import { securityEvent } from '../lib/security-log.ts';
import { accountDeps, disconnectSessions, signedInAdmin } from './account-request.ts';
import { listAdmins } from './auth.repository.ts';
import { clearLockout, normaliseEmail } from './auth.service.ts';
import { accountThrottles } from './sign-in-throttle.ts';
import { beginTotpSetup, confirmTotpSetup, disableTotp, regenerateRecoveryCodes, twoStepStatus } from './two-step.service.ts';

// The console's account security (registered under the admin guard): two-step sign-in for the
// signed-in admin, and the sign-in lockouts of every admin account, with a way to clear one.

const codeField = z.string({ error: 'Please enter the code.' }).trim().min(1, 'Please enter the code.').max(40, 'That code is too long.');
const okSchema = z.object({ ok: z.literal(true) });
const codesSchema = z.object({ ok: z.literal(true), recoveryCodes: z.array(z.string()) });
const lockoutSchema = z.object({
  scope: z.enum(['pair', 'address', 'account', 'second-factor']),
  attempts: z.number(),
  until: z.string(),
  locked: z.boolean(),
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/two-step',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether two-step sign-in is on for me, and how many recovery codes are left',
        response: {
          200: z.object({ ok: z.literal(true), totpEnabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number() }),
        },
      },
    },
    async (request) => ({ ok: true as const, ...(await twoStepStatus(app.db, signedInAdmin(request).id)) }),
  );

  app.post(
    '/account/two-step/setup',
    {
      schema: {
        tags: ['account'],
        summary: 'Start setting up two-step sign-in: a new secret and its QR code',
        response: { 200: z.object({ ok: z.literal(true), secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }) },
      },
    },
    async (request) => ({ ok: true as const, ...(await beginTotpSetup(accountDeps(app, request), signedInAdmin(request).id)) }),
  );

  app.post(
    '/account/two-step/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the setup with a code; turns two-step sign-in on and returns recovery codes once',
        body: z.object({ code: codeField }),
        response: { 200: codesSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const { codes: recoveryCodes, endedSessionIds } = await confirmTotpSetup(
        accountDeps(app, request),
        signedInAdmin(request),
        request.body.code,
      );
      disconnectSessions(app, endedSessionIds);
      securityEvent(request, 'admin-action', { action: 'two-step-on' });
      return { ok: true as const, recoveryCodes };
    },
  );

  app.post(
    '/account/two-step/disable',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn two-step sign-in off (needs the password and a code)',
        body: z.object({ password: z.string().min(1, 'Please enter your password.').max(1024), code: codeField }),
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const user = signedInAdmin(request);
      await disableTotp(accountDeps(app, request), user.id, user.email, { ...request.body, ip: request.ip });
      securityEvent(request, 'admin-action', { action: 'two-step-off' });
      return { ok: true as const };
    },
  );

  app.post(
    '/account/two-step/recovery-codes',
    {
      schema: {
        tags: ['account'],
        summary: 'Replace the recovery codes (needs a code); the old ones stop working',
        body: z.object({ code: codeField }),
        response: { 200: codesSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const user = signedInAdmin(request);
      const recoveryCodes = await regenerateRecoveryCodes(accountDeps(app, request), user.id, user.email, {
        code: request.body.code,
        ip: request.ip,
      });
      securityEvent(request, 'admin-action', { action: 'recovery-codes-replaced' });
      return { ok: true as const, recoveryCodes };
    },
  );

  app.get(
    '/security/lockouts',
    {
      schema: {
        tags: ['account'],
        summary: 'Admin accounts with their sign-in throttles',
        response: {
          200: z.object({
            ok: z.literal(true),
            accounts: z.array(z.object({ email: z.string(), totpEnabled: z.boolean(), lockouts: z.array(lockoutSchema) })),
          }),
        },
      },
    },
    async () => {
      const admins = await listAdmins(app.db);
      const accounts = [];
      for (const admin of admins) {
        accounts.push({
          email: admin.email,
          totpEnabled: !!admin.totp_enabled_at,
          lockouts: await accountThrottles(app.db, app.cipher, admin.email),
        });
      }
      return { ok: true as const, accounts };
    },
  );

  app.post(
    '/security/lockouts/clear',
    {
      schema: {
        tags: ['account'],
        summary: 'Lift every sign-in lockout of one account',
        body: z.object({ email: z.string().trim().min(1, 'Please enter the email.').max(320) }),
        response: { 200: z.object({ ok: z.literal(true), cleared: z.number() }) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const cleared = await clearLockout(app.db, app.cipher, email);
      await recordAudit(app.db, { actorEmail: request.user?.email, action: 'security.clear-lockout', details: { keys: cleared } });
      securityEvent(request, 'lockout-cleared', { keys: cleared, by: 'console' });
      return { ok: true as const, cleared };
    },
  );
};
