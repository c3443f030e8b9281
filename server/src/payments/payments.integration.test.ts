import { MESSAGES } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { startFakePayPal, type FakePayPal } from './fake-paypal-api.ts';
import { createPaymentProvider, setPaymentProvider } from './payment-provider.ts';

const m = MESSAGES.donation;

describe('donations through PayPal (local fake PayPal API)', () => {
  let fake: FakePayPal;
  let ctx: TestContext;
  let ip = 0;

  beforeAll(async () => {
    fake = await startFakePayPal(undefined, 1_500);
    ctx = await createTestContext({ PAYPAL_CLIENT_ID: 'fake-client-id', PAYPAL_CLIENT_SECRET: 'fake-secret', PAYPAL_API_BASE: fake.url });
    // A short timeout so the timeout case runs in well under a second.
    setPaymentProvider(ctx.config, createPaymentProvider(ctx.config, { timeoutMs: 600 }));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  // A fresh address per call keeps these tests clear of the per-address rate limits.
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${++ip}` });
  const createOrder = async (amount: unknown, label = 'Premium Brew') =>
    post('/api/payments/create-order', { amount, currency: 'USD', label });
  const donation = (orderId: string) =>
    ctx.database.db.selectFrom('donations').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

  it('gives the browser the public client id and never the secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ ok: true, mode: 'paypal', clientId: 'fake-client-id', currency: 'USD', testDeclineAmount: null });
    expect(res.body).not.toContain('fake-secret');
  });

  it('refuses amounts below the minimum, non-numbers, fractions of a cent and other currencies', async () => {
    for (const amount of [0.5, 0, -5, 'abc', '25', 12.345, 10_001]) {
      const res = await createOrder(amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await createOrder(0.5)).json().error).toBe(m.hint);
    const eur = await post('/api/payments/create-order', { amount: 5, currency: 'EUR', label: 'x' });
    expect(eur.statusCode).toBe(400);
    expect(fake.orders.size).toBe(0);
  });

  it('creates the order for the server-decided amount, captures it once and verifies it', async () => {
    const created = await createOrder(25, 'Premium Brew');
    expect(created.statusCode).toBe(200);
    const { orderID } = created.json() as { orderID: string };
    expect(fake.orders.get(orderID)?.value).toBe('25.00');
    expect(await donation(orderID)).toMatchObject({
      provider: 'paypal',
      amount_cents: 2500,
      currency: 'USD',
      label: 'Premium Brew',
      status: 'CREATED',
    });

    // The client cannot name a price at capture: extra fields are ignored, the stored amount is charged.
    const captured = await post('/api/payments/capture-order', { orderID, amount: 1 });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({ ok: true, details: { status: 'COMPLETED' } });
    const row = await donation(orderID);
    expect(row.status).toBe('COMPLETED');
    expect(row.captured_at).not.toBeNull();
    expect(row.capture_id).toMatch(/^CAP/);

    const capturesBefore = fake.calls.filter((c) => c.path.endsWith('/capture')).length;
    const again = await post('/api/payments/capture-order', { orderID });
    expect(again.json()).toEqual({ ok: true, details: { status: 'COMPLETED' } });
    expect(fake.calls.filter((c) => c.path.endsWith('/capture')).length).toBe(capturesBefore);

    const verify = await ctx.app.inject({ method: 'GET', url: `/api/payments/orders/${orderID}` });
    expect(verify.json()).toEqual({ ok: true, status: 'COMPLETED', testMode: false });
  });

  it('turns a declined card into the plain declined message and lets a new attempt use a new request id', async () => {
    const { orderID } = (await createOrder(15, 'Coffee & Pastry')).json() as { orderID: string };
    fake.captureBehaviour.set(orderID, 'decline');
    const res = await post('/api/payments/capture-order', { orderID });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, error: m.declined, details: { status: 'DECLINED' } });
    expect((await donation(orderID)).status).toBe('DECLINED');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/payments/orders/${orderID}` })).json().status).toBe('DECLINED');

    fake.captureBehaviour.set(orderID, 'complete');
    const retry = await post('/api/payments/capture-order', { orderID });
    expect(retry.json()).toEqual({ ok: true, details: { status: 'COMPLETED' } });
    const ids = fake.calls.filter((c) => c.path === `/v2/checkout/orders/${orderID}/capture`).map((c) => c.requestId);
    expect(new Set(ids).size).toBe(2);
  });

  it('reports a PayPal timeout as a failed capture, and a retry with the same request id cannot charge twice', async () => {
    const { orderID } = (await createOrder(50, 'Full Support')).json() as { orderID: string };
    fake.captureBehaviour.set(orderID, 'hang');
    const res = await post('/api/payments/capture-order', { orderID });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ ok: false, error: m.captureFallback });
    expect((await donation(orderID)).status).toBe('CREATED');

    // PayPal finished the capture after we gave up; the retry replays that result.
    await new Promise((r) => setTimeout(r, 1_200));
    const retry = await post('/api/payments/capture-order', { orderID });
    expect(retry.json()).toEqual({ ok: true, details: { status: 'COMPLETED' } });
    const ids = fake.calls.filter((c) => c.path === `/v2/checkout/orders/${orderID}/capture`).map((c) => c.requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect((await donation(orderID)).amount_cents).toBe(5000);
  });

  it('answers 404 for an order it never created, without asking PayPal', async () => {
    const calls = fake.calls.length;
    const res = await post('/api/payments/capture-order', { orderID: '5O999999999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().ok).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/orders/5O999999999999999' })).statusCode).toBe(404);
    expect(fake.calls.length).toBe(calls);
  });

  it('reports the sandbox gateway as reachable with accepted credentials on the admin health check', async () => {
    const token = await ctx.signIn();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().paymentGateway).toEqual({ ok: true, mode: 'paypal-sandbox' });
  });
});

describe('donations with PayPal credentials that PayPal rejects', () => {
  let fake: FakePayPal;
  let ctx: TestContext;

  beforeAll(async () => {
    fake = await startFakePayPal();
    ctx = await createTestContext({
      PAYPAL_CLIENT_ID: 'fake-client-id',
      PAYPAL_CLIENT_SECRET: 'not-the-secret',
      PAYPAL_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('fails order creation with "Create order failed" and shows the gateway as not ok', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: { amount: 5, currency: 'USD', label: 'Single Coffee' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ ok: false, error: m.createOrderFallback });
    const token = await ctx.signIn();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
    expect(health.json().paymentGateway).toEqual({ ok: false, mode: 'paypal-sandbox', detail: 'PayPal rejected the credentials' });
  });
});
