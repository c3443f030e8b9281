import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sha256Hex } from '../lib/hash.ts';
import { tooManyRequests, unauthorized } from '../lib/http-error.ts';
import { newId, newToken } from '../lib/ids.ts';
import { isoHoursFromNow, isoMinutesAgo, nowIso } from '../lib/time.ts';
import * as repo from './auth.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failures allowed inside the window; the next attempt is refused with 429. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.';
export const LOGIN_THROTTLED_MESSAGE = `Too many failed sign-in attempts. Please wait ${LOGIN_FAILURE_WINDOW_MINUTES} minutes and try again.`;

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: string;
}

export function isAdminRole(role: string): boolean {
  return role.trim().toLowerCase() === 'admin';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Throttle keys are hashes: the table exists to count, not to keep who tried from where.
const accountKey = (email: string) => `account:${sha256Hex(normaliseEmail(email))}`;
const addressKey = (ip: string) => `address:${sha256Hex(ip)}`;

export async function login(db: Kysely<Database>, input: { email: string; password: string; ip: string }, sessionTtlHours: number) {
  const keys = [accountKey(input.email), addressKey(input.ip)];
  const since = isoMinutesAgo(LOGIN_FAILURE_WINDOW_MINUTES);
  const failures = await repo.countRecentFailures(db, keys, since);
  if (keys.some((k) => (failures.get(k) ?? 0) >= LOGIN_FAILURE_LIMIT))
    throw tooManyRequests(LOGIN_THROTTLED_MESSAGE, LOGIN_FAILURE_WINDOW_MINUTES * 60);

  const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await repo.insertFailures(db, keys, nowIso());
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }

  const token = newToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await repo.clearFailures(trx, keys[0]!);
    await repo.insertSession(trx, {
      id: newId(),
      token_hash: sha256Hex(token),
      user_id: user.id,
      created_at: now,
      expires_at: isoHoursFromNow(sessionTtlHours),
      revoked_at: null,
    });
  });
  return { token, user: { email: user.email, role: user.role } };
}

export async function authenticate(db: Kysely<Database>, token: string): Promise<AuthenticatedUser | undefined> {
  const session = await repo.findActiveSession(db, sha256Hex(token), nowIso());
  return session ? { id: session.userId, email: session.email, role: session.role } : undefined;
}

export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await repo.revokeSession(db, sha256Hex(token), nowIso());
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
  });
  return id;
}

/** Sets a new password and signs the user out everywhere. Returns false for an unknown email. */
export async function resetPassword(db: Kysely<Database>, email: string, password: string): Promise<boolean> {
  const user = await repo.findUserByEmail(db, normaliseEmail(email));
  if (!user) return false;
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repo.updateUserPassword(trx, user.id, hash, nowIso());
    await repo.revokeUserSessions(trx, user.id, nowIso());
  });
  return true;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export type EnsureAdminResult = { action: 'configured' | 'existing' } | { action: 'generated'; email: string; password: string };

/**
 * Start-up: with ADMIN_EMAIL/ADMIN_PASSWORD, that admin exists with that password. Without
 * them and with no admin at all, one is created with a random password, returned once so
 * the caller can print it.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string } | undefined,
): Promise<EnsureAdminResult> {
  if (admin) {
    const existing = await repo.findUserByEmail(db, admin.email);
    if (!existing) await createUser(db, admin.email, admin.password, 'admin');
    else {
      if (!(await verifyPassword(admin.password, existing.password_hash))) await resetPassword(db, admin.email, admin.password);
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

/** Housekeeping run at start-up: expired sessions and old throttle rows are dead weight. */
export async function pruneAuthTables(db: Kysely<Database>): Promise<void> {
  await repo.deleteExpiredSessions(db, nowIso());
  await repo.deleteOldFailures(db, isoMinutesAgo(LOGIN_FAILURE_WINDOW_MINUTES * 4));
}
