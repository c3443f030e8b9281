import { REVIEWS_PAGE_SIZE, reviewSchema } from '@breachwatch/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAdminReviews, listPublicReviews, moderateReview, removeReview, submitReview } from './reviews.service.ts';

const publicReview = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().int(),
  message: z.string(),
  date: z.string(),
  verified: z.boolean(),
  sample: z.boolean(),
});
const adminReview = publicReview.extend({
  status: z.enum(['pending', 'approved', 'hidden']),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
const page = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(max).default(fallback),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
const idParams = z.object({ id: z.string().uuid('Review not found.') });

/** Public: approved reviews, and new submissions (pending until approved). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews, newest first',
        querystring: page(50, REVIEWS_PAGE_SIZE),
        response: {
          200: z.object({ ok: z.literal(true), reviews: z.array(publicReview), total: z.number(), limit: z.number(), offset: z.number() }),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => ({ ok: true as const, ...(await listPublicReviews(app.db, request.query.limit, request.query.offset)) }),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Submit a review; it is shown after an admin approves it',
        body: reviewSchema,
        response: { 201: z.object({ ok: z.literal(true), id: z.string(), status: z.literal('pending') }) },
      },
      // The schema caps the fields; this caps the raw request before parsing.
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request, reply) => reply.code(201).send({ ok: true as const, ...(await submitReview(app.db, request.body)) }),
  );
};

/** Admin: every review with its status, and moderation. Registered under the admin guard. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'All reviews with their status',
        querystring: page(200, 100).extend({ status: z.enum(['pending', 'approved', 'hidden']).optional() }),
        response: {
          200: z.object({
            ok: z.literal(true),
            reviews: z.array(adminReview),
            total: z.number(),
            counts: z.object({ pending: z.number(), approved: z.number(), hidden: z.number() }),
          }),
        },
      },
    },
    async (request) => ({ ok: true as const, ...(await listAdminReviews(app.db, request.query)) }),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['hide', 'hidden'],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${action === 'approve' ? 'Approve (publish)' : 'Hide'} a review`,
          params: idParams,
          response: { 200: z.object({ ok: z.literal(true), review: adminReview }) },
        },
      },
      async (request) => {
        const review = await app.db.transaction().execute((trx) => moderateReview(trx, request.params.id, status, request.user?.email));
        return { ok: true as const, review };
      },
    );
  }

  app.delete(
    '/reviews/:id',
    { schema: { tags: ['admin'], summary: 'Delete a review', params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await app.db.transaction().execute((trx) => removeReview(trx, request.params.id, request.user?.email));
      return { ok: true as const };
    },
  );
};
