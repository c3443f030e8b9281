import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { SECOND_FACTOR_EXPIRED_MESSAGE, SECOND_FACTOR_FAILED_MESSAGE, SECOND_FACTOR_REUSED_MESSAGE, createUser } from './auth.service.ts';
import { currentTotp } from './totp.ts';

// Two-step sign-in end to end through the API, on the real database: set up with a QR code,
// confirm, sign in with a code, a code works once, recovery codes work once, turning it off
// needs the password and a code.

let ctx: TestContext;
const email = 'two-step@example.test';
const password = 'a long enough password';
let token: string;
let secret: string;
let recoveryCodes: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.database.db, email, password, 'admin');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, session: 'bearer' } });
  token = res.json().token;
});
afterAll(async () => ctx.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const login = (ip = '203.0.113.5') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, session: 'bearer' }, remoteAddress: ip });
const secondStep = (challenge: string, code: string, ip = '203.0.113.5') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/second-factor',
    payload: { challenge, code, session: 'bearer' },
    remoteAddress: ip,
  });
/** A code from a time step not used yet (each step works once). */
const codeAt = (offsetSteps: number) => currentTotp(secret, Date.now() + offsetSteps * 30_000);

describe('setting up two-step sign-in', () => {
  it('starts with it off', async () => {
    expect((await admin('GET', '/account/two-step')).json()).toEqual({
      ok: true,
      totpEnabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
  });

  it('gives a secret, an otpauth URI and a QR code, and keeps the secret encrypted', async () => {
    const res = await admin('POST', '/account/two-step/setup');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(body.otpauthUrl).toContain(`secret=${secret}`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toBeTruthy();
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(row.totp_secret).toBeNull();
    // Not on until confirmed: sign-in still takes the password alone.
    expect((await login()).json().step).toBe('signed-in');
  });

  it('refuses a wrong confirmation code', async () => {
    const res = await admin('POST', '/account/two-step/confirm', { code: '000000' === codeAt(0) ? '111111' : '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBeDefined();
  });

  it('turns on with a right code and returns ten recovery codes once, stored only as hashes', async () => {
    // Another session, opened with the password alone (a stolen one, say).
    const other = (await login('203.0.113.9')).json().token as string;
    const me = (bearer: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(other)).statusCode).toBe(200);
    const res = await admin('POST', '/account/two-step/confirm', { code: codeAt(0) });
    expect(res.statusCode).toBe(200);
    // Every other session is signed out; the one that turned it on stays.
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    recoveryCodes = res.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await ctx.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    const all = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(all).not.toContain(code.replace(/-/g, ''));
    const status = (await admin('GET', '/account/two-step')).json();
    expect(status).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    const row = await ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
  });
});

describe('signing in with two steps', () => {
  it('asks for the second step after the right password, with no session yet', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, step: 'second-factor' });
    expect(body.token).toBeUndefined();
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong code, then signs in with the right one; the same code does not work twice', async () => {
    const { challenge } = (await login()).json();
    const wrong = await secondStep(challenge, codeAt(1) === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(SECOND_FACTOR_FAILED_MESSAGE);
    const code = codeAt(1);
    const right = await secondStep(challenge, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The challenge is spent, and the code's time step is used.
    expect((await secondStep(challenge, code)).json().error).toBe(SECOND_FACTOR_EXPIRED_MESSAGE);
    const again = (await login()).json().challenge;
    const replayed = await secondStep(again, code);
    expect(replayed.statusCode).toBe(401);
    // Right, but used: the admin is told to wait for the next code, not to check the app.
    expect(replayed.json().error).toBe(SECOND_FACTOR_REUSED_MESSAGE);
  });

  it('accepts each recovery code once, typed in any case', async () => {
    const code = recoveryCodes[0]!;
    const first = await secondStep((await login()).json().challenge, code.toLowerCase());
    expect(first.statusCode).toBe(200);
    const second = await secondStep((await login()).json().challenge, code);
    expect(second.statusCode).toBe(401);
    expect((await admin('GET', '/account/two-step')).json().recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes', async () => {
    const { challenge } = (await login('203.0.113.6')).json();
    for (let i = 0; i < 5; i++) await secondStep(challenge, '999999', '203.0.113.6');
    const res = await secondStep(challenge, codeAt(0), '203.0.113.6');
    expect(res.json().error).toBe(SECOND_FACTOR_EXPIRED_MESSAGE);
  });

  it('sets the console cookie after the second step when the console signs in', async () => {
    // A minute later in real life: the steps used above are behind us.
    await ctx.database.db.updateTable('users').set({ totp_last_step: null }).where('email', '=', email).execute();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '203.0.113.7',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: first.json().challenge, code: codeAt(0) },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/bw_admin_session=.+HttpOnly/i);
    expect(res.json().csrfToken).toBeTruthy();
  });
});

describe('turning it off', () => {
  it('needs the password and a code', async () => {
    expect((await admin('POST', '/account/two-step/disable', { password: 'wrong password', code: recoveryCodes[1]! })).statusCode).toBe(
      400,
    );
    expect((await admin('POST', '/account/two-step/disable', { password, code: '000001' })).statusCode).toBe(400);
    const res = await admin('POST', '/account/two-step/disable', { password, code: recoveryCodes[2]! });
    expect(res.statusCode).toBe(200);
    expect((await login()).json().step).toBe('signed-in');
    expect(await ctx.database.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
  });
});
