import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, useLoggedTestContext, type TestContext } from '../../test/test-context.ts';
import { clearLockout, createUser, resetPassword } from './auth.service.ts';
import { sha256Hex } from '../lib/hash.ts';
import { THROTTLE_RULES } from './sign-in-throttle.ts';

const password = 'a long enough password';
const logged = useLoggedTestContext();
const { logLines } = logged;
let ctx: TestContext;
beforeAll(() => {
  ctx = logged.ctx;
});

let accounts = 0;
async function newAdmin(): Promise<string> {
  const email = `admin${++accounts}-${Date.now().toString(36)}@example.test`;
  await createUser(ctx.database.db, email, password, 'admin');
  return email;
}

const login = (body: Record<string, unknown>, ip = '203.0.113.10', app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { session: 'bearer', ...body }, remoteAddress: ip });

describe('admin sign-in API', () => {
  it('gives the same 401 message for a wrong email and a wrong password', async () => {
    const email = await newAdmin();
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

  it('signs an API client in with a bearer token (email trimmed, case-insensitive), answers /api/me and revokes on logout', async () => {
    const email = await newAdmin();
    const res = await login({ email: `  ${email.toUpperCase()} `, password }, '203.0.113.3');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ok: true, user: { email, role: 'admin', totpEnabled: false } });

    const health = await ctx.app.inject({ method: 'GET', url: '/api/admin/health', headers: { authorization: `Bearer ${token}` } });
    expect(health.statusCode).toBe(200);
    expect(health.json().database.ok).toBe(true);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });
});

describe('the console session: an HttpOnly cookie and a CSRF proof', () => {
  let cookie: string;
  let csrfToken: string;
  beforeAll(async () => {
    const email = await newAdmin();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '203.0.113.20',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toBeUndefined();
    csrfToken = body.csrfToken;
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^bw_admin_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    cookie = setCookie.split(';')[0]!;
  });

  it('over https, holds the session in a Secure __Host- cookie and reads no other (ADR 0280)', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    try {
      await createUser(proxied.database.db, 'tls@example.test', password, 'admin');
      const https = { 'x-forwarded-proto': 'https' };
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'tls@example.test', password },
        headers: https,
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-bw_admin_session=[A-Za-z0-9_-]{40,};/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
      const token = setCookie.split(';')[0]!.split('=')[1]!;
      const me = (cookie: string) => proxied.app.inject({ method: 'GET', url: '/api/me', headers: { ...https, cookie } });
      expect((await me(`__Host-bw_admin_session=${token}`)).statusCode).toBe(200);
      // The same session under the plain name could have been set by a sibling subdomain or
      // over http (a tossed cookie): over https it is not read.
      expect((await me(`bw_admin_session=${token}`)).statusCode).toBe(401);
      const out = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...https, cookie: `__Host-bw_admin_session=${token}`, 'x-csrf-token': res.json().csrfToken },
      });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/^__Host-bw_admin_session=;.*Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('reads with the cookie alone, and every admin answer says no-store', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().csrfToken).toBe(csrfToken);
    for (const url of ['/api/admin/search?q=smith', '/api/admin/breach-records', '/api/admin/inbox', '/api/admin/stats']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('refuses a change without the CSRF header, with a wrong one, or from another origin', async () => {
    const clear = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/security/lockouts/clear',
        headers: { cookie, ...headers },
        payload: { email: 'x@example.test' },
      });
    expect((await clear({})).statusCode).toBe(403);
    expect((await clear({ 'x-csrf-token': 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await clear({ 'x-csrf-token': csrfToken, origin: 'https://evil.example', host: 'localhost:80' })).statusCode).toBe(403);
    expect((await clear({ 'x-csrf-token': csrfToken, origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await clear({ 'x-csrf-token': csrfToken })).statusCode).toBe(200);
  });

  it('signs out with the proof, clearing the cookie and ending the session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(403);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/bw_admin_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sign-in under attack', () => {
  it('reserves each attempt before the password check: a burst of wrong-then-right from one address cannot sign in', async () => {
    const email = await newAdmin();
    const second = await ctx.openSecondApp();
    const ip = '198.51.100.30';
    // 29 wrong passwords and the right one last, all at once, spread over two instances.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ email, password: i === 29 ? password : `wrong-${i}` }, ip, i % 2 ? second : ctx.app)),
    );
    const statuses = burst.map((r) => r.statusCode);
    // Only the pair's allowance reached the password check; the rest waited their turn.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THROTTLE_RULES.pair.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - THROTTLE_RULES.pair.limit);
    expect(statuses[29]).toBe(429);
    for (const res of burst.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('many addresses at once against one account trip its account-wide limit', async () => {
    const email = await newAdmin();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ email, password: `wrong-${i}` }, `192.0.2.${i + 1}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_RULES.account.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - THROTTLE_RULES.account.limit);
  });

  it('names the account in its throttle by a keyed hash, which a list of emails cannot reverse', async () => {
    const email = await newAdmin();
    for (let i = 0; i < THROTTLE_RULES.account.limit; i++) {
      expect((await login({ email, password: `wrong-${i}` }, `192.0.2.${100 + i}`)).statusCode).toBe(401);
    }
    // Still locked across addresses: a new one is refused even with the right password.
    expect((await login({ email, password }, '192.0.2.250')).statusCode).toBe(429);
    const token = await ctx.signIn();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/security/lockouts',
      headers: { authorization: `Bearer ${token}` },
    });
    const entry = list.json().accounts.find((a: { email: string }) => a.email === email);
    expect(entry.lockouts).toContainEqual(expect.objectContaining({ scope: 'account', locked: true }));
    // Hashing every admin-looking email would have named the account in the table.
    const rows = await ctx.database.db.selectFrom('login_throttle').select(['throttle_key', 'account_hash']).execute();
    const plain = [sha256Hex(email), sha256Hex(email.toUpperCase())];
    expect(rows.filter((r) => plain.some((p) => r.throttle_key.includes(p) || r.account_hash === p))).toEqual([]);
  });

  it('five wrong passwords from five addresses do not lock the real admin out', async () => {
    const email = await newAdmin();
    for (let i = 1; i <= 5; i++) expect((await login({ email, password: `wrong-${i}` }, `198.51.100.${40 + i}`)).statusCode).toBe(401);
    expect((await login({ email, password }, '198.51.100.99')).statusCode).toBe(200);
  });

  it('while strangers have tripped the account-wide limit, the right password from a known address still works', async () => {
    const email = await newAdmin();
    const office = '203.0.113.77';
    expect((await login({ email, password }, office)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE_RULES.account.limit; i++) await login({ email, password: `guess-${i}` }, `10.66.0.${i + 1}`);
    // A new address is refused even with the right password (the account is under attack)…
    expect((await login({ email, password }, '10.66.1.1')).statusCode).toBe(429);
    // …but the admin at their usual address is not.
    expect((await login({ email, password }, office)).statusCode).toBe(200);
  });

  it('a pair locked by its own failures is lifted by a password reset and by clear-lockout', async () => {
    const email = await newAdmin();
    const ip = '198.51.100.60';
    for (let i = 0; i < THROTTLE_RULES.pair.limit; i++) await login({ email, password: `wrong-${i}` }, ip);
    const locked = await login({ email, password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect(await clearLockout(ctx.database.db, ctx.app.cipher, email.toUpperCase())).toBeGreaterThan(0);
    expect((await login({ email, password }, ip)).statusCode).toBe(200);

    for (let i = 0; i < THROTTLE_RULES.pair.limit; i++) await login({ email, password: `wrong-${i}` }, ip);
    expect((await login({ email, password }, ip)).statusCode).toBe(429);
    await resetPassword(ctx.database.db, ctx.app.cipher, email, 'another long password');
    expect((await login({ email, password: 'another long password' }, ip)).statusCode).toBe(200);
  });

  it('throttles one address guessing across many accounts', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < THROTTLE_RULES.address.limit; i++) {
      expect((await login({ email: `guess${i}@example.test`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    expect((await login({ email: await newAdmin(), password }, ip)).statusCode).toBe(429);
  });

  it('counts an IPv6 client as its /64: new addresses in one network share its limits', async () => {
    // Each guess from another address of 2001:db8:5:6::/64, as one host can pick any of them.
    const inNetwork = (i: number) => `2001:db8:5:6:${(i + 1).toString(16)}::1`;
    for (let i = 0; i < THROTTLE_RULES.address.limit; i++) {
      expect((await login({ email: `spray${i}@example.test`, password: 'x' }, inNetwork(i))).statusCode).toBe(401);
    }
    const refused = await login({ email: await newAdmin(), password }, inNetwork(99));
    expect(refused.statusCode).toBe(429);
    // Another network is another client.
    expect((await login({ email: await newAdmin(), password }, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('logs failures and lockouts as warn lines without the email, the address or the password', async () => {
    const email = await newAdmin();
    const ip = '198.51.100.123';
    for (let i = 0; i <= THROTTLE_RULES.pair.limit; i++) await login({ email, password: 'wrong-password-value' }, ip);
    const security = logLines.filter((l) => typeof l.security === 'string');
    expect(security.some((l) => l.security === 'sign-in-failed' && l.level === 40)).toBe(true);
    expect(security.some((l) => l.security === 'sign-in-locked' && l.scope === 'pair')).toBe(true);
    expect(security.some((l) => l.security === 'rate-limited')).toBe(true);
    const all = JSON.stringify(logLines);
    expect(all).not.toContain(email);
    expect(all).not.toContain(ip);
    expect(all).not.toContain('wrong-password-value');
  });
});

describe('clearing a lockout from the console', () => {
  it('lists admin accounts with their throttles and clears one', async () => {
    const locked = await newAdmin();
    for (let i = 0; i < THROTTLE_RULES.pair.limit; i++) await login({ email: locked, password: `wrong-${i}` }, '198.51.100.70');
    const token = await ctx.signIn();
    const auth = { authorization: `Bearer ${token}` };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/security/lockouts', headers: auth });
    const entry = list.json().accounts.find((a: { email: string }) => a.email === locked);
    expect(entry.lockouts).toContainEqual(expect.objectContaining({ scope: 'pair', locked: true }));
    const clear = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/security/lockouts/clear',
      headers: auth,
      payload: { email: locked },
    });
    expect(clear.json()).toMatchObject({ ok: true });
    expect(clear.json().cleared).toBeGreaterThan(0);
    expect((await login({ email: locked, password }, '198.51.100.70')).statusCode).toBe(200);
    const audit = await ctx.database.db.selectFrom('audit_log').select('action').where('action', '=', 'security.clear-lockout').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(logLines).toContainEqual(expect.objectContaining({ security: 'lockout-cleared', level: 40 }));
    expect(logLines).toContainEqual(
      expect.objectContaining({ security: 'admin-action', route: '/api/admin/security/lockouts/clear', method: 'POST' }),
    );
    expect(JSON.stringify(logLines)).not.toContain(locked);
  });
});

describe('the admin guard', () => {
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
