import { contactSchema, isHoneypotFilled } from '@breachwatch/core/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { CONTACT_FLOOD_WINDOW_MS, recordFloodRefusal } from './contact-flood.ts';
import { CONTACT_SENT_MESSAGE, receiveContact } from './contact.service.ts';

/** Contact posts one address may make per window (spam and flooding guard, shared via Redis). */
export const CONTACT_PER_ADDRESS_LIMIT = 6;
export const CONTACT_PER_ADDRESS_WINDOW = '10 minutes';

const contactResponse = z.object({ ok: z.literal(true), message: z.string() });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
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
          max: CONTACT_PER_ADDRESS_LIMIT,
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
      if (isHoneypotFilled(request.body)) return { ok: true as const, message: CONTACT_SENT_MESSAGE };
      // The global guard: everyone's messages together, so rotating addresses cannot bury the inbox.
      const everyone = await app.sharedLimits.hit('contact:all', CONTACT_FLOOD_WINDOW_MS);
      if (everyone.count > app.config.contactFloodLimit) {
        await recordFloodRefusal(app.db);
        securityEvent(request, 'contact-flood', { inWindow: everyone.count });
        throw new HttpError(
          429,
          `We are receiving an unusual number of messages right now. Please try again later, or email us at ${app.config.site.contactEmail}.`,
          undefined,
          everyone.resetMs / 1000,
        );
      }
      const thread = await receiveContact(app.db, request.body);
      app.realtime.notifyAdmins('contact:new', thread);
      return { ok: true as const, message: CONTACT_SENT_MESSAGE };
    },
  );
};
