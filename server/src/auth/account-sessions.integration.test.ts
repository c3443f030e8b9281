import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, useLoggedTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser } from './auth.service.ts';

// ADR 0260: an admin changes their own password and signs out their other sessions from the
// console; both end every other session of the account, at once.

const password = 'the first long password';
const logged = useLoggedTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = logged.ctx;
});

let accounts = 0;
async function newAdmin(): Promise<string> {
  const email = `owner${++accounts}-${Date.now().toString(36)}@example.test`;
  await createUser(ctx.database.db, email, password, 'admin');
  return email;
}

async function signIn(email: string, secret = password, ip = '203.0.113.40'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: secret, session: 'bearer' },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

const call = (app: TestContext['app'], token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: '203.0.113.40',
    ...(payload ? { payload } : {}),
  });

const isSignedIn = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode === 200;

async function lastAudit(email: string) {
  return ctx.database.db.selectFrom('audit_log').selectAll().where('actor_email', '=', email).orderBy('id', 'desc').executeTakeFirst();
}

describe('signing out the other sessions', () => {
  it('counts them, ends them all but this one, and says how many', async () => {
    const email = await newAdmin();
    const here = await signIn(email);
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect((await call(ctx.app, here, 'GET', '/account/sessions')).json()).toEqual({ ok: true, otherSessions: 2 });

    const res = await call(ctx.app, here, 'POST', '/account/sessions/end-others', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 2 });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await call(ctx.app, here, 'GET', '/account/sessions')).json()).toEqual({ ok: true, otherSessions: 0 });
    expect(await lastAudit(email)).toMatchObject({ action: 'account.sessions-end', details: JSON.stringify({ otherSessionsEnded: 2 }) });
  });

  it("never touches another admin's sessions", async () => {
    const mine = await signIn(await newAdmin());
    const theirs = await signIn(await newAdmin());
    expect((await call(ctx.app, mine, 'POST', '/account/sessions/end-others', {})).json()).toEqual({ ok: true, otherSessionsEnded: 0 });
    expect(await isSignedIn(theirs)).toBe(true);
  });

  it('needs a signed-in admin', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/account/sessions/end-others', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the password in the console', () => {
  it('needs the current password, then signs the other sessions out and only the new password signs in', async () => {
    const email = await newAdmin();
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const newPassword = 'a brand new passphrase';

    const wrong = await call(ctx.app, here, 'POST', '/account/password', { currentPassword: 'not it at all', newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ ok: false, fields: { currentPassword: 'That password is not right.' } });
    expect(await isSignedIn(elsewhere)).toBe(true);

    const res = await call(ctx.app, here, 'POST', '/account/password', { currentPassword: password, newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, session: 'bearer' },
      remoteAddress: '203.0.113.41',
    });
    expect(old.statusCode).toBe(401);
    await signIn(email, newPassword, '203.0.113.42');
    expect(await lastAudit(email)).toMatchObject({ action: 'account.password-change' });
    // Neither password is ever written to the log.
    const log = JSON.stringify(logged.logLines);
    expect(log).not.toContain(newPassword);
    expect(log).not.toContain(password);
  });

  it('refuses a short new password, or the same one, with a message on the field and nothing changed', async () => {
    const email = await newAdmin();
    const here = await signIn(email);
    const short = await call(ctx.app, here, 'POST', '/account/password', { currentPassword: password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { newPassword: 'Choose a password of at least 12 characters.' } });
    const same = await call(ctx.app, here, 'POST', '/account/password', { currentPassword: password, newPassword: password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { newPassword: 'Choose a password other than the current one.' } });
    await signIn(email, password, '203.0.113.43');
  });

  it('locks out guessing the current password through a session left open', async () => {
    const email = await newAdmin();
    const here = await signIn(email, password, '198.51.100.7');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/account/password',
        headers: { authorization: `Bearer ${here}` },
        remoteAddress: '198.51.100.7',
        payload: { currentPassword: `guess number ${i}`, newPassword: 'an attacker passphrase' },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toContain(429);
    // The right password is refused while the lockout holds: guessing on is no use.
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: { authorization: `Bearer ${here}` },
      remoteAddress: '198.51.100.7',
      payload: { currentPassword: password, newPassword: 'an attacker passphrase' },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('an admin whose password ADMIN_PASSWORD sets', () => {
  let configured: TestContext;
  beforeAll(async () => {
    configured = await createTestContext({ ADMIN_EMAIL: 'ops@example.test', ADMIN_PASSWORD: password });
    // What the start does with those settings (ensureAdmin).
    await createUser(configured.database.db, 'ops@example.test', password, 'admin');
  });
  afterAll(async () => configured.close());

  it('is told to change the setting, since a change here would be undone at the next start', async () => {
    const login = await configured.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@example.test', password, session: 'bearer' },
    });
    const token = (login.json() as { token: string }).token;
    const res = await call(configured.app, token, 'POST', '/account/password', {
      currentPassword: password,
      newPassword: 'another long passphrase',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/ADMIN_PASSWORD/);
  });
});
