import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { MALFORMED_QUERY_MESSAGE } from './query-string.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

// The edge of the API: what every request meets before a route runs, and the shape of every
// error on the way out. These run on both databases (TEST_DATABASE_URL), because a NUL that
// got through was a PostgreSQL 500 and a silently different row on SQLite.

let ctx: TestContext;
let token: string;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext({ REQUEST_TIMEOUT_SECONDS: '1' });
  token = await ctx.signIn();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as net.AddressInfo;
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => ctx.close());

const NUL = '\u0000';
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('text a database cannot store is refused at the edge with 400', () => {
  const cases: Array<{ name: string; method: 'GET' | 'POST'; url: string; payload?: object; auth?: boolean }> = [
    {
      name: 'contact message',
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.org', message: `hi${NUL}there` },
    },
    { name: 'contact name', method: 'POST', url: '/api/contact', payload: { name: `A${NUL}nn`, email: 'ann@example.org', message: 'hi' } },
    { name: 'review', method: 'POST', url: '/api/reviews', payload: { name: 'Ann', rating: 5, message: `Great${NUL} service, thank you` } },
    {
      name: 'sign-in email',
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `a${NUL}@example.org`, password: 'whatever it is' },
    },
    { name: 'sign-in password', method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.org', password: `pass${NUL}word` } },
    { name: 'person id in the path', method: 'GET', url: '/api/people/abc%00def' },
    { name: 'report id in the path', method: 'GET', url: '/api/leaks/%00' },
    { name: 'search query', method: 'GET', url: '/api/search?q=Maria%00Delgado' },
    {
      name: 'lone surrogate in JSON',
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@example.org', message: 'x\ud800y' },
    },
    { name: 'admin search', method: 'GET', url: '/api/admin/search?q=a%00b', auth: true },
    { name: 'admin inbox reply', method: 'POST', url: '/api/admin/inbox/some-id/reply', payload: { body: `ok${NUL}` }, auth: true },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const res = await ctx.app.inject({
        method: c.method,
        url: c.url,
        remoteAddress: nextIp(),
        ...(c.payload ? { payload: c.payload } : {}),
        ...(c.auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, error: UNSTORABLE_TEXT_MESSAGE });
    });
  }

  it('stores nothing from a refused message', async () => {
    const rows = await ctx.database.db.selectFrom('inbox_messages').select('body').execute();
    expect(rows).toEqual([]);
  });

  it('still accepts ordinary text with tabs, newlines and emoji', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: 'Zoë Ñandú', email: 'zoe@example.org', message: 'Line one\n\tLine two 😀' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the query string', () => {
  const get = (url: string, auth = false) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp(), ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}) });

  it('refuses a percent-encoding that does not decode with 400, and searches nothing', async () => {
    for (const [url, auth] of [
      ['/api/search?q=%ED%A0%80', false], // an encoded lone surrogate: "ED" matched a record named Edmund
      ['/api/search?q=%E0%A4%A', false], // cut off
      ['/api/search?q=Maria%', false],
      ['/api/search?q=Maria&%E0=x', false], // in a name the route does not read
      ['/api/admin/search?q=%ED%A0%80', true],
      ['/api/reviews?page=%FF', false],
    ] as const) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ ok: false, error: MALFORMED_QUERY_MESSAGE });
    }
  });

  it('still decodes a well-formed query, "+" as a space', async () => {
    const res = await get('/api/search?q=Zo%C3%AB+%C3%91and%C3%BA');
    expect(res.statusCode).toBe(200);
    expect(res.json().query).toBe('Zoë Ñandú');
  });

  it('asks for one search at a time when q is given twice', async () => {
    for (const [url, auth] of [
      ['/api/search?q=Maria&q=Delgado', false],
      ['/api/admin/search?q=Maria&q=Delgado', true],
    ] as const) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ ok: false, error: MESSAGES.search.oneAtATime });
    }
  });
});

describe('every error leaves as {ok:false, error} and never echoes the URL', () => {
  it('a malformed percent-encoding in the path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/people/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: expect.any(String) });
    expect(res.body).not.toContain('%E0');
    expect(res.body).not.toMatch(/FST_/);
  });

  it('a path parameter longer than the router allows', async () => {
    const long = 'x'.repeat(5000);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/people/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ ok: false, error: expect.any(String) });
    expect(res.body).not.toContain('xxxxxxxx');
    expect(res.body).not.toMatch(/FST_/);
  });

  it('a field left out or of the wrong type, named in a sentence', async () => {
    const post = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/owner/links', headers: { 'x-forwarded-for': nextIp() }, payload: payload as object });
    const missing = await post({ email: 'someone@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      ok: false,
      error: '"recordId" is required.',
      fields: { recordId: '"recordId" is required.', addressId: '"addressId" is required.' },
    });
    const wrongType = await post({ recordId: 5, addressId: ['a'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ recordId: '"recordId" must be text.', addressId: '"addressId" must be text.' });
    const notAnObject = await ctx.app.inject({
      method: 'POST',
      url: '/api/owner/links',
      headers: { 'x-forwarded-for': nextIp(), 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({ ok: false, error: 'The request body must be an object.' });
    const sizes = await post({ recordId: '', addressId: 'a'.repeat(300) });
    expect(sizes.json().fields).toEqual({
      recordId: '"recordId" must not be empty.',
      addressId: '"addressId" must have at most 64 characters.',
    });
    const currency = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { amount: 5, currency: 'XXX' },
    });
    expect(currency.json()).toMatchObject({ ok: false, error: '"currency" must be one of: "USD".' });
    // A schema's own message stays as written.
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name: 5, email: 'ada@example.org', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({ ok: false, error: 'Please enter your full name.', fields: { name: 'Please enter your full name.' } });
  });

  it('a count or a number out of range, in words a person reads', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/breach-records/bulk-delete',
      headers: admin,
      payload: { ids: [] },
    });
    expect(none.json()).toMatchObject({ ok: false, error: '"ids" must have at least 1 item.' });
    const huge = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?offset=1e300', headers: admin });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ ok: false, error: '"offset" must be at most 9007199254740991.' });
  });

  it('a malformed HTTP request on the socket', async () => {
    const raw = await rawHttp('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.slice(raw.indexOf('\r\n\r\n') + 4)).toMatch(/^\{"ok":false,"error":"[^"]+"\}$/);
  });
});

describe('request bodies have a deadline', () => {
  it('answers 408 and closes the connection when a body stalls', async () => {
    const started = Date.now();
    const raw = await rawHttp(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"slow',
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    expect(raw).toContain('"ok":false');
  });
});

describe('429 always says when to come back', () => {
  it('the per-route limit sends Retry-After', async () => {
    const address = nextIp();
    let last;
    for (let i = 0; i < 7; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: address,
        payload: { name: 'Ann', email: `ann${i}@example.org`, message: 'hi' },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().ok).toBe(false);
  });

  it('the per-person contact limit sends Retry-After', async () => {
    // One sender from one network (ADR 0231): the per-person limit counts the two together.
    const network = nextIp();
    let last;
    for (let i = 0; i < 6; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: network,
        payload: { name: 'Ann', email: 'same-person@example.org', message: `note ${i}` },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

function rawHttp(request: string, timeoutMs = 5000): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms; got ${JSON.stringify(data)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(data);
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}
