import { DONATION_CURRENCY, MESSAGES, donationOrderSchema } from '@breachwatch/core';
import { apiErrorBodySchema } from '@breachwatch/core/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentProviderFor } from './payment-provider.ts';
import { captureDonation, createDonationOrder, donationStatus } from './payments.service.ts';
import { TEST_DECLINE_AMOUNT_CENTS } from './test-provider.ts';

// PayPal order ids are 17 upper-case alphanumerics; test-mode ids are "TEST-" plus hex.
const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{5,64}$/, 'Payment not found.');
const captureResponse = z.object({ ok: z.boolean(), details: z.object({ status: z.string() }), error: z.string().optional() });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = () => paymentProviderFor(app.config);

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'What the browser needs to render the donation buttons',
        response: {
          200: z.object({
            ok: z.literal(true),
            mode: z.enum(['paypal', 'test']),
            clientId: z.string().nullable(),
            currency: z.string(),
            /** Test mode only: the amount the test provider declines, to try the failure path. */
            testDeclineAmount: z.number().nullable(),
          }),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async () => {
      const p = provider();
      return {
        ok: true as const,
        mode: p.kind,
        clientId: p.clientId,
        currency: DONATION_CURRENCY,
        testDeclineAmount: p.kind === 'test' ? TEST_DECLINE_AMOUNT_CENTS / 100 : null,
      };
    },
  );

  app.post(
    '/payments/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'Create a donation order for an amount the server validates',
        body: donationOrderSchema,
        response: {
          200: z.object({ orderID: z.string() }),
          400: apiErrorBodySchema.loose(),
          502: apiErrorBodySchema,
          504: apiErrorBodySchema,
        },
      },
      bodyLimit: 4096,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => createDonationOrder(app.db, provider(), request.body, request.log),
  );

  app.post(
    '/payments/capture-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved order for its stored amount (idempotent)',
        body: z.object({ orderID: orderIdSchema }),
        response: { 200: captureResponse, 422: captureResponse },
      },
      bodyLimit: 4096,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await captureDonation(app.db, provider(), request.body.orderID, request.log);
      if (result.status === 'DECLINED') {
        return reply.code(422).send({ ok: false, error: MESSAGES.donation.declined, details: { status: result.status } });
      }
      return result.ok
        ? { ok: true, details: { status: result.status } }
        : { ok: false, error: MESSAGES.donation.notCompleted, details: { status: result.status } };
    },
  );

  app.get(
    '/payments/orders/:orderID',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether a donation order was really captured (for the success page)',
        params: z.object({ orderID: orderIdSchema }),
        response: { 200: z.object({ ok: z.literal(true), status: z.string(), testMode: z.boolean() }), 404: apiErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, ...(await donationStatus(app.db, request.params.orderID)) }),
  );
};
