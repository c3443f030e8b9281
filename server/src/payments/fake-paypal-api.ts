import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the PayPal REST API, speaking the same protocol (OAuth2 client
// credentials, Orders v2 create/capture/get, PayPal-Request-Id idempotency), for tests only.

export type CaptureBehaviour = 'complete' | 'decline' | 'hang' | 'pending';

interface FakeOrder {
  id: string;
  value: string;
  currency: string;
  status: 'CREATED' | 'COMPLETED';
  capture?: { id: string; status: string };
}

export interface FakePayPal {
  url: string;
  orders: Map<string, FakeOrder>;
  /** How the next captures behave, per order id (default: complete). */
  captureBehaviour: Map<string, CaptureBehaviour>;
  calls: Array<{ method: string; path: string; requestId?: string; body?: unknown }>;
  tokenRequests: number;
  close(): Promise<void>;
}

export async function startFakePayPal(
  credentials = { clientId: 'fake-client-id', clientSecret: 'fake-secret' },
  hangMs = 2_000,
): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  const captureBehaviour = new Map<string, CaptureBehaviour>();
  const calls: FakePayPal['calls'] = [];
  const createdByRequestId = new Map<string, string>();
  const captureResponses = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let sequence = 0;
  const state = { tokenRequests: 0 };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const orderBody = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        amount: { currency_code: o.currency, value: o.value },
        payments: o.capture ? { captures: [{ ...o.capture, amount: { currency_code: o.currency, value: o.value } }] } : undefined,
      },
    ],
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      let body: unknown;
      try {
        body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      } catch {
        return send(res, 400, { name: 'INVALID_REQUEST' });
      }
      calls.push({ method: req.method ?? '', path, requestId, body });

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        state.tokenRequests++;
        const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
          return send(res, 401, { error: 'invalid_client' });
        const token = `A21AA-fake-${++sequence}`;
        tokens.add(token);
        return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });

      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const existing = requestId ? createdByRequestId.get(requestId) : undefined;
        if (existing) return send(res, 201, orderBody(orders.get(existing)!));
        const unit = (body as { purchase_units?: Array<{ amount?: { value?: string; currency_code?: string } }> }).purchase_units?.[0];
        if ((body as { intent?: string }).intent !== 'CAPTURE' || !unit?.amount?.value) return send(res, 400, { name: 'INVALID_REQUEST' });
        const order: FakeOrder = {
          id: `5O${String(++sequence).padStart(15, '0')}`,
          value: unit.amount.value,
          currency: unit.amount.currency_code ?? 'USD',
          status: 'CREATED',
        };
        orders.set(order.id, order);
        if (requestId) createdByRequestId.set(requestId, order.id);
        return send(res, 201, orderBody(order));
      }

      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        const order = orders.get(capture[1]!);
        if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const replay = requestId ? captureResponses.get(requestId) : undefined;
        if (replay) return send(res, replay.status, replay.body);
        const behaviour = captureBehaviour.get(order.id) ?? 'complete';
        if (behaviour === 'hang') {
          // Answer too late for the client; the capture still happens, as it would at PayPal.
          setTimeout(() => {
            order.status = 'COMPLETED';
            order.capture = { id: `CAP${++sequence}`, status: 'COMPLETED' };
            const result = { status: 201, body: orderBody(order) };
            if (requestId) captureResponses.set(requestId, result);
            if (!res.destroyed) send(res, result.status, result.body);
          }, hangMs);
          return;
        }
        let result: { status: number; body: unknown };
        if (order.status === 'COMPLETED') {
          result = {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }], debug_id: 'fake-debug' },
          };
        } else if (behaviour === 'decline') {
          result = {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }], debug_id: 'fake-debug' },
          };
        } else {
          order.status = 'COMPLETED';
          order.capture = { id: `CAP${++sequence}`, status: behaviour === 'pending' ? 'PENDING' : 'COMPLETED' };
          result = { status: 201, body: orderBody(order) };
        }
        if (requestId) captureResponses.set(requestId, result);
        return send(res, result.status, result.body);
      }

      const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && get) {
        const order = orders.get(get[1]!);
        return order ? send(res, 200, orderBody(order)) : send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      }
      return send(res, 404, { name: 'NOT_FOUND' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    captureBehaviour,
    calls,
    get tokenRequests() {
      return state.tokenRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
