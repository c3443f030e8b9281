import { beforeAll, describe, expect, it } from 'vitest';
import { useLoggedTestContext, type TestContext } from '../../test/test-context.ts';
import { LOGIN_THROTTLED_MESSAGE, createUser } from './auth.service.ts';
import { THROTTLE_RULES } from './sign-in-throttle.ts';
import { currentTotp } from './totp.ts';

// Codes typed in the console (new recovery codes, turning two-step off) share the account's
// second-factor throttle with sign-in: a stolen session spread over many addresses gets no
// more guesses than a sign-in would, and every wrong one is logged.

const password = 'a long enough password';
const logged = useLoggedTestContext();
const { logLines } = logged;
let ctx: TestContext;
beforeAll(() => {
  ctx = logged.ctx;
});

let accounts = 0;
/** An admin with two-step sign-in on, and a bearer session of theirs. */
async function adminWithTwoStep() {
  const email = `throttled${++accounts}@example.test`;
  await createUser(ctx.database.db, email, password, 'admin');
  const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, session: 'bearer' } });
  const token = signIn.json().token as string;
  const call = (url: string, payload: object, ip = '203.0.113.40') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
      remoteAddress: ip,
    });
  const secret = (await call('/account/two-step/setup', {})).json().secret as string;
  const confirmed = await call('/account/two-step/confirm', { code: currentTotp(secret) });
  expect(confirmed.statusCode).toBe(200);
  // Each time step works once; the confirming one is used.
  const code = () => currentTotp(secret, Date.now() + 30_000);
  return { email, call, code };
}

/** A code that is certainly wrong now. */
const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
/** A different address for every guess, so the per-address limit never applies. */
const addressOf = (i: number) => `198.51.100.${i + 1}`;

describe('wrong two-step codes on the account routes', () => {
  it('count against the sign-in throttle of the account, from any address, and then refuse even the right code', async () => {
    const { call, code } = await adminWithTwoStep();
    for (let i = 0; i < THROTTLE_RULES.secondFactor.limit; i++) {
      const res = await call('/account/two-step/recovery-codes', { code: wrong(code()) }, addressOf(i));
      expect(res.statusCode).toBe(400);
    }
    const refused = await call('/account/two-step/recovery-codes', { code: code() }, addressOf(50));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().recoveryCodes).toBeUndefined();
    // Turning it off is refused as well, before the password is even looked at.
    const off = await call('/account/two-step/disable', { password, code: code() }, addressOf(51));
    expect(off.statusCode).toBe(429);
  });

  it('share the key with the second step of sign-in', async () => {
    const { email, call, code } = await adminWithTwoStep();
    for (let i = 0; i < THROTTLE_RULES.secondFactor.limit; i++) {
      await call('/account/two-step/disable', { password, code: wrong(code()) }, addressOf(i));
    }
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, session: 'bearer' },
      remoteAddress: '192.0.2.77',
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge: first.json().challenge, code: code(), session: 'bearer' },
      remoteAddress: '192.0.2.77',
    });
    expect(second.statusCode).toBe(429);
  });

  it('leave right codes uncounted, and count wrong passwords as the sign-in form does, not as codes', async () => {
    const { call, code } = await adminWithTwoStep();
    for (let i = 0; i < THROTTLE_RULES.secondFactor.limit + 2; i++) {
      const res = await call('/account/two-step/disable', { password: 'not the password', code: code() }, addressOf(i));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toBeDefined();
    }
    for (let i = 0; i < THROTTLE_RULES.secondFactor.limit - 1; i++) {
      await call('/account/two-step/recovery-codes', { code: wrong(code()) }, addressOf(i));
    }
    const replaced = await call('/account/two-step/recovery-codes', { code: code() }, addressOf(60));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().recoveryCodes).toHaveLength(10);
  });

  it('refuse password guesses spread over many addresses once the account has had its sign-in share of them', async () => {
    const { call, code } = await adminWithTwoStep();
    const guesses = THROTTLE_RULES.account.limit;
    for (let i = 0; i < guesses; i++) {
      const res = await call('/account/two-step/disable', { password: `guess ${i}`, code: code() }, addressOf(100 + i));
      expect(res.statusCode).toBe(400);
    }
    // The right password from yet another new address is refused too: the guesser cannot
    // tell a right guess from a wrong one any more.
    const right = await call('/account/two-step/disable', { password, code: code() }, addressOf(150));
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(LOGIN_THROTTLED_MESSAGE);
    // The address the admin signed in from is not held to the account's limit.
    const fromHome = await call('/account/two-step/disable', { password, code: code() }, '127.0.0.1');
    expect(fromHome.statusCode).toBe(200);
  });

  it('refuse a sixth wrong password from one address, as the sign-in form does', async () => {
    const { call, code } = await adminWithTwoStep();
    for (let i = 0; i < THROTTLE_RULES.pair.limit; i++) {
      expect((await call('/account/two-step/disable', { password: `guess ${i}`, code: code() }, '203.0.113.41')).statusCode).toBe(400);
    }
    expect((await call('/account/two-step/disable', { password, code: code() }, '203.0.113.41')).statusCode).toBe(429);
  });

  it('are logged like failed sign-in steps, without the email or the address', async () => {
    const { email, call, code } = await adminWithTwoStep();
    logLines.length = 0;
    for (let i = 0; i <= THROTTLE_RULES.secondFactor.limit; i++) {
      await call('/account/two-step/recovery-codes', { code: wrong(code()) }, addressOf(i));
    }
    const security = logLines.filter((l) => typeof l.security === 'string');
    expect(security).toContainEqual(
      expect.objectContaining({ security: 'second-factor-failed', level: 40, route: '/api/admin/account/two-step/recovery-codes' }),
    );
    expect(security).toContainEqual(expect.objectContaining({ security: 'sign-in-locked', scope: 'second-factor' }));
    const all = JSON.stringify(logLines);
    expect(all).not.toContain(email);
    expect(all).not.toContain('198.51.100.');
  });
});
