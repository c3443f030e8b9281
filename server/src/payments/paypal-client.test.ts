import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from './fake-paypal-api.ts';
import { PayPalClient, PaymentProviderError, centsToValue, valueToCents } from './paypal-client.ts';

describe('PayPal Orders v2 client against a local fake PayPal', () => {
  let fake: FakePayPal;
  const client = (timeoutMs = 5_000) =>
    new PayPalClient({ clientId: 'fake-client-id', clientSecret: 'fake-secret', apiBase: fake.url, timeoutMs });

  beforeAll(async () => {
    fake = await startFakePayPal(undefined, 1_000);
  });
  afterAll(async () => fake.close());

  it('converts amounts without floating point', () => {
    expect(valueToCents('12.5')).toBe(1250);
    expect(valueToCents('0.07')).toBe(7);
    expect(valueToCents('1.005')).toBeUndefined();
    expect(centsToValue(1999)).toBe('19.99');
    expect(centsToValue(500)).toBe('5.00');
  });

  it('gets one token for several calls, creates with intent CAPTURE and captures with a request id', async () => {
    const c = client();
    const before = fake.tokenRequests;
    const order = await c.createOrder({
      amountCents: 2500,
      currency: 'USD',
      description: 'Donation: Premium Brew',
      requestId: 'req-create-1',
    });
    expect(order.id).toMatch(/^5O/);
    const sent = fake.calls.find((x) => x.requestId === 'req-create-1')?.body as {
      intent: string;
      purchase_units: Array<{ amount: { value: string } }>;
    };
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]!.amount.value).toBe('25.00');

    const captured = await c.captureOrder(order.id, 'req-capture-1');
    expect(captured).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', amountCents: 2500, currency: 'USD' });
    // Same request id: PayPal replays the first answer instead of capturing again.
    const again = await c.captureOrder(order.id, 'req-capture-1');
    expect(again.captureId).toBe(captured.captureId);
    expect(fake.tokenRequests - before).toBe(1);
  });

  it('reports a declined card (422 INSTRUMENT_DECLINED) as a decline', async () => {
    const c = client();
    const order = await c.createOrder({ amountCents: 500, currency: 'USD', description: 'x', requestId: 'req-create-2' });
    fake.captureBehaviour.set(order.id, 'decline');
    const error = await c.captureOrder(order.id, 'req-capture-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'declined', issue: 'INSTRUMENT_DECLINED' });
  });

  it('gives up after its timeout instead of hanging', async () => {
    const order = await client().createOrder({ amountCents: 1500, currency: 'USD', description: 'x', requestId: 'req-create-3' });
    fake.captureBehaviour.set(order.id, 'hang');
    const c = client(300);
    await c.accessToken();
    const started = Date.now();
    const error = await c.captureOrder(order.id, 'req-capture-3').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports wrong credentials as an auth failure', async () => {
    const c = new PayPalClient({ clientId: 'fake-client-id', clientSecret: 'wrong', apiBase: fake.url });
    await expect(c.accessToken()).rejects.toMatchObject({ kind: 'auth' });
  });

  it('reports an unreachable API as unavailable', async () => {
    const c = new PayPalClient({ clientId: 'a', clientSecret: 'b', apiBase: 'http://127.0.0.1:9' });
    await expect(c.accessToken()).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
