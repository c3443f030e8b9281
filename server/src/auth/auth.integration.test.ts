import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from './auth.service.ts';

describe('admin sign-in API', () => {
  let ctx: TestContext;
  const email = 'ops@example.test';
  const password = 'a long enough password';

  beforeAll(async () => {
    ctx = await createTestContext();
    await createUser(ctx.database.db, email, password, 'Admin');
  });
  afterAll(async () => ctx.close());

  const login = (body: unknown, ip = '203.0.113.10') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

  it('gives the same 401 message for a wrong email and a wrong password', async () => {
    const wrongPassword = await login({ email, password: 'nope' }, '203.0.113.1');
    const wrongEmail = await login({ email: 'nobody@example.test', password }, '203.0.113.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ ok: false, error: 'Incorrect email or password.' });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
  });

  it('rejects a malformed body with 400 and a field message, never a stack trace', async () => {
    const res = await login({ email: '   ' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.fields).toHaveProperty('email');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('signs in (email trimmed and case-insensitive), answers /api/me and revokes on logout', async () => {
    const res = await login({ email: '  OPS@example.test ', password }, '203.0.113.3');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ok: true, user: { email, role: 'Admin' } });

    const health = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
    expect(health.statusCode).toBe(200);
    const h = health.json();
    expect(h.database.ok).toBe(true);
    expect(typeof h.database.latencyMs).toBe('number');
    expect(Date.parse(h.time)).not.toBeNaN();
    expect(h.paymentGateway).toHaveProperty('mode');

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses the 6th failure within 15 minutes with 429, even with the right password', async () => {
    const victim = 'throttled@example.test';
    await createUser(ctx.database.db, victim, password, 'admin');
    for (let i = 1; i <= 5; i++) {
      // a different address each time: the per-account limit must hold on its own
      const res = await login({ email: victim, password: `wrong-${i}` }, `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const sixth = await login({ email: victim, password }, '198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/Too many failed sign-in attempts/);
  });

  it('throttles per address across accounts', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login({ email: `guess${i}@example.test`, password: 'x' }, '192.0.2.77')).statusCode).toBe(401);
    }
    expect((await login({ email, password }, '192.0.2.77')).statusCode).toBe(429);
  });
});

describe('the admin guard', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await createTestContext()));
  afterAll(async () => ctx.close());

  it('answers 401 without a token and with a bad token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/admin/health' });
    expect(none.statusCode).toBe(401);
    expect(none.json().ok).toBe(false);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 403 for a signed-in non-admin and 200 for an admin of any role case', async () => {
    const viewer = await ctx.signIn('viewer');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${viewer}` } })).statusCode,
    ).toBe(403);
    const admin = await ctx.signIn('ADMIN');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${admin}` } })).statusCode,
    ).toBe(200);
  });

  it('gives unknown /api paths a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Not found' });
  });
});
