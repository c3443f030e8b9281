import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { clientNetwork } from '../lib/client-network.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { sha256Hex } from '../lib/hash.ts';
import { HttpError, tooManyRequests, unauthorized } from '../lib/http-error.ts';
import { newId, newToken } from '../lib/ids.ts';
import { isoHoursFromNow, isoMinutesAgo, nowIso } from '../lib/time.ts';
import type { SecurityEventName } from '../lib/security-log.ts';
import * as repo from './auth.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import {
  clearAccountThrottles,
  pruneThrottles,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
  THROTTLE_RULES,
  type ThrottleKey,
} from './sign-in-throttle.ts';
import { hashRecoveryCode, isRecoveryCodeShape, isTotpCodeShape, verifyTotp } from './totp.ts';

export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
export const SECOND_FACTOR_FAILED_MESSAGE = 'That code is not right. Check your authenticator app, or use a recovery code.';
export const SECOND_FACTOR_EXPIRED_MESSAGE = 'This sign-in took too long. Please enter your email and password again.';
/** A right code whose time step was already used (each works once): typed again within its 30 seconds. */
export const SECOND_FACTOR_REUSED_MESSAGE =
  'That code was already used. Wait for the next code in your authenticator app (a new one comes every 30 seconds), then enter it.';
/** Minutes between a right password and the second factor. */
export const CHALLENGE_MINUTES = 5;
const CHALLENGE_ATTEMPTS = 5;
/** An address an account has not signed in from for this long is a stranger again. */
const KNOWN_SOURCE_DAYS = 90;

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: string;
  sessionId: string;
  totpEnabled: boolean;
}

export interface AuthDeps {
  db: Kysely<Database>;
  cipher: FieldCipher;
  sessionTtlHours: number;
  /** Told of every security-relevant outcome (the route logs it without personal data). */
  onEvent?: (event: SecurityEventName, details: Record<string, string | number | boolean>) => void;
}

export type SignInResult =
  | { step: 'signed-in'; token: string; user: { email: string; role: string } }
  | { step: 'second-factor'; challenge: string };

export function isAdminRole(role: string): boolean {
  return role.trim().toLowerCase() === 'admin';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where a sign-in came from, as a keyed hash: stable across instances, meaningless without the key. */
// The admin's usual place is their network: an IPv6 address changes within its /64 by itself.
const sourceHash = (cipher: FieldCipher, ip: string) => cipher.fingerprint(`sign-in-source:${clientNetwork(ip)}`);

function throttled(deps: Pick<AuthDeps, 'onEvent'>, scope: string, retryAfterSeconds: number): HttpError {
  deps.onEvent?.('sign-in-locked', { scope, retryAfterSeconds });
  return tooManyRequests(LOGIN_THROTTLED_MESSAGE, retryAfterSeconds);
}

async function startSession(deps: AuthDeps, user: { id: string; email: string; role: string }, ip: string): Promise<SignInResult> {
  const token = newToken();
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      id: newId(),
      token_hash: sha256Hex(token),
      user_id: user.id,
      created_at: now,
      expires_at: isoHoursFromNow(deps.sessionTtlHours),
      revoked_at: null,
    });
    await repo.rememberSource(trx, user.id, sourceHash(deps.cipher, ip), now);
  });
  deps.onEvent?.('sign-in-succeeded', {});
  return { step: 'signed-in', token, user: { email: user.email, role: user.role } };
}

/**
 * Step one: email and password. The attempt is reserved on its throttle keys before the
 * password is checked (sign-in-throttle.ts); the right password gives the reservation back.
 * An account with two-step sign-in gets a short-lived challenge instead of a session.
 */
export async function login(deps: AuthDeps, input: { email: string; password: string; ip: string }): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const keys = throttleKeys(deps.cipher, email, clientKeyOf(deps.cipher, input.ip));
  const user = await repo.findUserByEmail(deps.db, email);
  // The account-wide limit is for strangers: an address this account signed in from recently
  // keeps working while someone else hammers the account from elsewhere.
  const known = user ? await repo.isKnownSource(deps.db, user.id, sourceHash(deps.cipher, input.ip)) : false;
  const toReserve: ThrottleKey[] = known ? [keys.pair, keys.address] : [keys.pair, keys.address, keys.account];
  const reservation = await reserveAttempt(deps.db, toReserve);
  if (!reservation.granted) throw throttled(deps, reservation.scope, reservation.retryAfterSeconds);

  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    deps.onEvent?.('sign-in-failed', { reason: 'password', knownSource: known });
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  await releaseAttempt(deps.db, reservation.keys);

  if (user.totp_secret) {
    const challenge = newToken();
    const now = nowIso();
    await repo.insertChallenge(deps.db, {
      id: newId(),
      token_hash: sha256Hex(challenge),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000).toISOString(),
    });
    return { step: 'second-factor', challenge };
  }
  return startSession(deps, user, input.ip);
}

/**
 * The password typed in the console to turn two-step sign-in off. It is reserved on the same
 * keys as a sign-in's password (this pair, this address, and the account's own key when the
 * address is new to it), and a wrong one stays counted: a stolen session spread over many
 * addresses gets no more password guesses than the sign-in form gives (ADR 0080).
 */
export async function verifyConsolePassword(
  deps: Pick<AuthDeps, 'db' | 'cipher' | 'onEvent'>,
  user: { id: string; email: string; password_hash: string },
  input: { password: string; ip: string },
): Promise<boolean> {
  const keys = throttleKeys(deps.cipher, user.email, clientKeyOf(deps.cipher, input.ip));
  const known = await repo.isKnownSource(deps.db, user.id, sourceHash(deps.cipher, input.ip));
  const reservation = await reserveAttempt(deps.db, known ? [keys.pair, keys.address] : [keys.pair, keys.address, keys.account]);
  if (!reservation.granted) throw throttled(deps, reservation.scope, reservation.retryAfterSeconds);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    deps.onEvent?.('sign-in-failed', { reason: 'password', knownSource: known, at: 'console' });
    return false;
  }
  await releaseAttempt(deps.db, reservation.keys);
  return true;
}

/**
 * Checks a TOTP code (once per time step) or a recovery code (once) for a user: how it matched,
 * 'reused' for a right TOTP code whose step was already used (a failure, told apart only so the
 * admin is told to wait for the next code), or undefined.
 */
export async function verifySecondFactor(
  deps: Pick<AuthDeps, 'db' | 'cipher'>,
  user: { id: string; totp_secret: string | null },
  code: string,
): Promise<'totp' | 'recovery' | 'reused' | undefined> {
  const trimmed = code.trim().replace(/\s/g, '');
  if (user.totp_secret && isTotpCodeShape(trimmed)) {
    const secret = deps.cipher.decryptJson<string>(user.totp_secret);
    const step = verifyTotp(secret, trimmed);
    if (step === undefined) return undefined;
    return (await repo.claimTotpStep(deps.db, user.id, step)) ? 'totp' : 'reused';
  }
  if (isRecoveryCodeShape(trimmed) && (await repo.useRecoveryCode(deps.db, user.id, hashRecoveryCode(trimmed), nowIso()))) {
    return 'recovery';
  }
  return undefined;
}

/** Step two: the code from the authenticator app, or a recovery code. */
export async function completeSecondFactor(deps: AuthDeps, input: { challenge: string; code: string; ip: string }): Promise<SignInResult> {
  const challengeHash = sha256Hex(input.challenge);
  const challenge = await repo.claimChallengeAttempt(deps.db, challengeHash, nowIso(), CHALLENGE_ATTEMPTS);
  const user = challenge ? await repo.findUserById(deps.db, challenge.user_id) : undefined;
  if (!challenge || !user) throw unauthorized(SECOND_FACTOR_EXPIRED_MESSAGE);

  const keys = throttleKeys(deps.cipher, user.email, clientKeyOf(deps.cipher, input.ip));
  const reservation = await reserveAttempt(deps.db, [keys.pair, keys.secondFactor]);
  if (!reservation.granted) throw throttled(deps, reservation.scope, reservation.retryAfterSeconds);

  const used = await verifySecondFactor(deps, user, input.code);
  if (!used || used === 'reused') {
    deps.onEvent?.('second-factor-failed', { attemptsLeft: Math.max(0, CHALLENGE_ATTEMPTS - challenge.attempts) });
    if (challenge.attempts >= CHALLENGE_ATTEMPTS) throw unauthorized(SECOND_FACTOR_EXPIRED_MESSAGE);
    throw unauthorized(used === 'reused' ? SECOND_FACTOR_REUSED_MESSAGE : SECOND_FACTOR_FAILED_MESSAGE);
  }
  await releaseAttempt(deps.db, reservation.keys);
  await repo.deleteChallenge(deps.db, challengeHash);
  if (used === 'recovery') deps.onEvent?.('admin-action', { action: 'recovery-code-used' });
  return startSession(deps, user, input.ip);
}

/**
 * A code typed in the console to replace the recovery codes or turn two-step sign-in off. It
 * counts against the account's second-factor throttle exactly as a code typed at sign-in does
 * (ADR 0080): otherwise a stolen session spread over many addresses would get ten guesses per
 * address every five minutes, and a right guess hands out fresh recovery codes. The attempt is
 * reserved first, so a throttled account is refused (429) before anything is checked;
 * `precheck` (the password, for turning it off) runs next, and when it throws the reservation
 * is given back, as that was no wrong code. Returns how the code matched, or undefined for a
 * wrong code, which stays counted and is logged like a failed second step.
 */
export async function verifyConsoleSecondFactor(
  deps: Pick<AuthDeps, 'db' | 'cipher' | 'onEvent'>,
  user: { id: string; email: string; totp_secret: string | null },
  input: { code: string; ip: string; precheck?: () => Promise<void> },
): Promise<'totp' | 'recovery' | undefined> {
  const { secondFactor } = throttleKeys(deps.cipher, user.email, clientKeyOf(deps.cipher, input.ip));
  const reservation = await reserveAttempt(deps.db, [secondFactor]);
  if (!reservation.granted) throw throttled(deps, reservation.scope, reservation.retryAfterSeconds);
  try {
    await input.precheck?.();
  } catch (error) {
    await releaseAttempt(deps.db, reservation.keys);
    throw error;
  }
  const used = await verifySecondFactor(deps, user, input.code);
  if (!used || used === 'reused') {
    deps.onEvent?.('second-factor-failed', { at: 'console' });
    return undefined;
  }
  await releaseAttempt(deps.db, reservation.keys);
  return used;
}

export async function authenticate(db: Kysely<Database>, token: string): Promise<AuthenticatedUser | undefined> {
  const session = await repo.findActiveSession(db, sha256Hex(token), nowIso());
  return session
    ? { id: session.userId, email: session.email, role: session.role, sessionId: session.sessionId, totpEnabled: !!session.totp_enabled_at }
    : undefined;
}

/** Revokes one session; returns it so its live sockets can be closed. */
export async function logout(db: Kysely<Database>, token: string): Promise<{ sessionId: string; userId: string } | undefined> {
  const revoked = await repo.revokeSession(db, sha256Hex(token), nowIso());
  return revoked ? { sessionId: revoked.id, userId: revoked.user_id } : undefined;
}

export async function createUser(db: Kysely<Database>, email: string, password: string, role = 'admin') {
  const now = nowIso();
  const id = newId();
  await repo.insertUser(db, {
    id,
    email: normaliseEmail(email),
    password_hash: await hashPassword(password),
    role,
    created_at: now,
    updated_at: now,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  });
  return id;
}

/**
 * Sets a new password, signs the user out everywhere and clears their sign-in lockouts.
 * Returns the user's id (to disconnect their live sockets), or undefined for an unknown email.
 */
export async function resetPassword(
  db: Kysely<Database>,
  cipher: FieldCipher,
  email: string,
  password: string,
): Promise<string | undefined> {
  const user = await repo.findUserByEmail(db, normaliseEmail(email));
  if (!user) return undefined;
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repo.updateUserPassword(trx, user.id, hash, nowIso());
    await repo.revokeUserSessions(trx, user.id, nowIso());
  });
  await clearAccountThrottles(db, cipher, user.email);
  return user.id;
}

/** Lifts every sign-in lockout of one account. Returns how many throttle keys were cleared. */
export async function clearLockout(db: Kysely<Database>, cipher: FieldCipher, email: string): Promise<number> {
  return clearAccountThrottles(db, cipher, normaliseEmail(email));
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export type EnsureAdminResult = { action: 'configured' | 'existing' } | { action: 'generated'; email: string; password: string };

/**
 * Start-up: with ADMIN_EMAIL/ADMIN_PASSWORD, that admin exists with that password. Without
 * them and with no admin at all, one is created with a random password, returned once so
 * the caller can hand it over.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  cipher: FieldCipher,
  admin: { email: string; password: string } | undefined,
): Promise<EnsureAdminResult> {
  if (admin) {
    const existing = await repo.findUserByEmail(db, admin.email);
    if (!existing) await createUser(db, admin.email, admin.password, 'admin');
    else {
      if (!(await verifyPassword(admin.password, existing.password_hash))) await resetPassword(db, cipher, admin.email, admin.password);
      if (!isAdminRole(existing.role)) await repo.updateUserRole(db, existing.id, 'admin', nowIso());
    }
    return { action: 'configured' };
  }
  if ((await repo.countAdmins(db)) > 0) return { action: 'existing' };
  const email = 'admin@localhost';
  const password = generatePassword();
  await createUser(db, email, password, 'admin');
  return { action: 'generated', email, password };
}

/** Housekeeping: expired sessions, ended throttle windows, old challenges and stale sources. */
export async function pruneAuthTables(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await repo.deleteExpiredSessions(db, now);
  await pruneThrottles(db);
  await repo.deleteExpiredChallenges(db, now);
  await repo.deleteStaleSources(db, isoMinutesAgo(KNOWN_SOURCE_DAYS * 24 * 60));
}

export { THROTTLE_RULES };
