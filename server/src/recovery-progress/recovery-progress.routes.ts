import { ownerProgressPatchSchema, ownerProgressResponseSchema } from '@breachwatch/core/recovery/owner-progress-api';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../lib/time.ts';
import { requireOwnerSession } from '../owner-verification/owner-session.ts';
import { clearProgress, readProgress, setStepStatuses, type ProgressOwner } from './recovery-progress.repository.ts';

// The verified owner's recovery plan progress (issue 17), kept with the verification: the
// record and the keyed hash of the address that proved it. The owner session decides whose
// progress it is; no request names a record, so nobody reads or writes another's. When the
// session ends every route answers 401 and the page stops showing the progress.

const responses = { 200: ownerProgressResponseSchema, 401: apiErrorBodySchema, 429: apiErrorBodySchema };

export const recoveryProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const answer = async (session: ProgressOwner & { expiresAt: string }) => {
    const { steps, updatedAt } = await readProgress(app.db, session);
    return { ok: true as const, recordId: session.recordId, steps, updatedAt, expiresAt: session.expiresAt };
  };

  app.get(
    '/owner/recovery-progress',
    {
      schema: { tags: ['owner'], summary: "The verified owner's recovery plan progress", response: responses },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => answer(await requireOwnerSession(request)),
  );

  app.patch(
    '/owner/recovery-progress',
    {
      schema: {
        tags: ['owner'],
        summary: 'Mark steps of the recovery plan done or skipped (null takes a mark off)',
        body: ownerProgressPatchSchema,
        response: { ...responses, 400: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await requireOwnerSession(request);
      await app.db.transaction().execute((trx) => setStepStatuses(trx, session, request.body.steps, nowIso()));
      return answer(session);
    },
  );

  app.delete(
    '/owner/recovery-progress',
    {
      schema: { tags: ['owner'], summary: "Clear the verified owner's recovery plan progress", response: responses },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const session = await requireOwnerSession(request);
      await clearProgress(app.db, session);
      return answer(session);
    },
  );
};
