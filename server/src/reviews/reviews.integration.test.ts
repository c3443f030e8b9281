import { MESSAGES, REVIEW_MESSAGE_MAX } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { SAMPLE_REVIEWS, seedSampleReviews } from './sample-reviews.ts';

describe('reviews: submission, moderation and the public list', () => {
  let ctx: TestContext;
  let admin: string;
  let ip = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signIn();
  });
  afterAll(async () => ctx.close());

  const submit = (payload: object, remoteAddress = `198.51.100.${++ip}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/reviews', payload, remoteAddress });
  const publicList = async (query = '') => (await ctx.app.inject({ method: 'GET', url: `/api/reviews${query}` })).json();
  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` } });

  it('seeds the sample reviews once on a fresh install, approved and labelled as samples', async () => {
    expect(await seedSampleReviews(ctx.database.db)).toBe(SAMPLE_REVIEWS.length);
    expect(await seedSampleReviews(ctx.database.db)).toBe(0);
    const body = await publicList('?limit=50');
    expect(body.total).toBe(SAMPLE_REVIEWS.length);
    expect(body.reviews.every((r: { sample: boolean; verified: boolean }) => r.sample && !r.verified)).toBe(true);
    expect(body.reviews.some((r: { message: string }) => r.message.length > 260)).toBe(true);
  });

  it('pages approved reviews six at a time by default', async () => {
    const first = await publicList();
    expect(first.reviews).toHaveLength(6);
    expect(first).toMatchObject({ limit: 6, offset: 0, total: SAMPLE_REVIEWS.length });
    const second = await publicList('?offset=6');
    expect(second.reviews).toHaveLength(SAMPLE_REVIEWS.length - 6);
    const ids = new Set([...first.reviews, ...second.reviews].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(SAMPLE_REVIEWS.length);
  });

  it('keeps a submitted review pending until an admin approves it, then shows it first', async () => {
    const res = await submit({ name: '  Rosa T. ', rating: '4', message: 'They helped me freeze my credit.' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(res.json().status).toBe('pending');
    expect((await publicList('?limit=50')).reviews.map((r: { id: string }) => r.id)).not.toContain(id);

    const all = (await asAdmin('GET', '/api/admin/reviews')).json();
    const mine = all.reviews.find((r: { id: string }) => r.id === id);
    expect(mine).toMatchObject({ name: 'Rosa T.', rating: 4, status: 'pending', approvedAt: null, sample: false });
    expect(all.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await asAdmin('POST', `/api/admin/reviews/${id}/approve`);
    expect(approved.json().review).toMatchObject({ id, status: 'approved' });
    expect((await publicList()).reviews[0]).toMatchObject({ id, name: 'Rosa T.', rating: 4, message: 'They helped me freeze my credit.' });

    const hidden = await asAdmin('POST', `/api/admin/reviews/${id}/hide`);
    expect(hidden.json().review.status).toBe('hidden');
    expect((await publicList('?limit=50')).reviews.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await asAdmin('GET', '/api/admin/reviews?status=hidden')).json().reviews.map((r: { id: string }) => r.id)).toEqual([id]);

    expect((await asAdmin('DELETE', `/api/admin/reviews/${id}`)).json()).toEqual({ ok: true });
    expect((await asAdmin('DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['reviews.moderate', 'reviews.moderate', 'reviews.delete']);
  });

  it('validates and length-limits submissions with the form messages', async () => {
    const noName = await submit({ name: '  ', rating: 5, message: 'Good' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(MESSAGES.review.name);
    expect((await submit({ name: 'A', rating: 6, message: 'Good' })).statusCode).toBe(400);
    expect((await submit({ name: 'A', rating: 5, message: '' })).json().error).toBe(MESSAGES.review.message);
    const tooLong = await submit({ name: 'A', rating: 5, message: 'x'.repeat(REVIEW_MESSAGE_MAX + 1) });
    expect(tooLong.json().error).toBe(MESSAGES.review.messageTooLong);
    const huge = await submit({ name: 'A', rating: 5, message: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a name or review made only of invisible characters, and stores visible text as typed', async () => {
    const before = await ctx.database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const blank of ['\u200b', '\u200b\u200c\u2060', '\u3164', '\u00a0\u2800']) {
      const res = await submit({ name: blank, rating: 5, message: blank });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: MESSAGES.review.name,
        fields: { name: MESSAGES.review.name, message: MESSAGES.review.message },
      });
    }
    const after = await ctx.database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const res = await submit({ name: 'Mi\u200bn', rating: 5, message: '\u2060Thank you.' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const row = await ctx.database.db.selectFrom('reviews').select(['name', 'message']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Mi\u200bn', message: '\u2060Thank you.' });
  });

  it('defaults the rating to 5', async () => {
    const res = await submit({ name: 'Lee', message: 'Kind people.' });
    const { id } = res.json() as { id: string };
    const row = await ctx.database.db.selectFrom('reviews').select(['rating', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: 5, status: 'pending' });
  });

  it('rate-limits submissions per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await submit({ name: 'Flood', rating: 5, message: `spam ${i}` }, '192.0.2.99')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 201)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('keeps moderation behind the admin guard', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const visitor = await ctx.signIn('viewer');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve',
      headers: { authorization: `Bearer ${visitor}` },
    });
    expect(res.statusCode).toBe(403);
    expect((await asAdmin('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });
});
