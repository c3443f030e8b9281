import { MESSAGES } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

describe('donations in test mode (no PayPal credentials)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const post = (url: string, payload: object, remoteAddress = '203.0.113.50') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('tells the browser it is in test mode, with no client id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ ok: true, mode: 'test', clientId: null, currency: 'USD', testDeclineAmount: 13.13 });
  });

  it('runs create -> capture -> verify and stores the donation as a test donation', async () => {
    const created = await post('/api/payments/create-order', { amount: 5, currency: 'USD', label: 'Single Coffee' });
    const { orderID } = created.json() as { orderID: string };
    expect(orderID).toMatch(/^TEST-[0-9A-F]{16}$/);
    const captured = await post('/api/payments/capture-order', { orderID });
    expect(captured.json()).toEqual({ ok: true, details: { status: 'COMPLETED' } });
    const row = await ctx.database.db.selectFrom('donations').selectAll().where('order_id', '=', orderID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'test', amount_cents: 500, status: 'COMPLETED', label: 'Single Coffee' });
    const verify = await ctx.app.inject({ method: 'GET', url: `/api/payments/orders/${orderID}` });
    expect(verify.json()).toEqual({ ok: true, status: 'COMPLETED', testMode: true });
  });

  it('declines the documented test amount 13.13 at capture', async () => {
    const { orderID } = (await post('/api/payments/create-order', { amount: 13.13, currency: 'USD', label: 'Custom amount' })).json() as {
      orderID: string;
    };
    const res = await post('/api/payments/capture-order', { orderID });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, error: MESSAGES.donation.declined, details: { status: 'DECLINED' } });
  });

  it('keeps only our own wording as the order label', async () => {
    const { orderID } = (
      await post('/api/payments/create-order', { amount: 7, currency: 'USD', label: 'Visit evil.example to claim a refund' })
    ).json() as { orderID: string };
    const row = await ctx.database.db.selectFrom('donations').select('label').where('order_id', '=', orderID).executeTakeFirstOrThrow();
    expect(row.label).toBe('Donation');
  });

  it('rejects a malformed order id with a 400 rather than a server error', async () => {
    const res = await post('/api/payments/capture-order', { orderID: '../../etc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });

  it('rate-limits order creation per address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await post('/api/payments/create-order', { amount: 5, currency: 'USD', label: 'Single Coffee' }, '192.0.2.200')).statusCode;
    expect(last).toBe(429);
  });

  it('reports "test mode" on the admin health check', async () => {
    const token = await ctx.signIn();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().paymentGateway).toMatchObject({ ok: true, mode: 'test mode' });
  });
});
