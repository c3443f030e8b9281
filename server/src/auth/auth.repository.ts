import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertUser(db: Db, user: Insertable<UsersTable>) {
  return db.insertInto('users').values(user).execute();
}

export function updateUserPassword(db: Db, userId: string, passwordHash: string, updatedAt: string) {
  return db.updateTable('users').set({ password_hash: passwordHash, updated_at: updatedAt }).where('id', '=', userId).execute();
}

export function updateUserRole(db: Db, userId: string, role: string, updatedAt: string) {
  return db.updateTable('users').set({ role, updated_at: updatedAt }).where('id', '=', userId).execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb(eb.fn('lower', ['role']), '=', 'admin'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSession(db: Db, session: Database['sessions']) {
  return db.insertInto('sessions').values(session).execute();
}

export function findActiveSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id as userId', 'users.email', 'users.role', 'users.totp_enabled_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export function revokeSession(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/**
 * Signs out every session of a user, or every one but `keepSessionId` (the session that asked);
 * returns the ids of those it ended.
 */
export async function revokeUserSessions(db: Db, userId: string, now: string, keepSessionId?: string): Promise<string[]> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId!))
    .returning('id')
    .execute();
  return ended.map((s) => s.id);
}

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

export async function isKnownSource(db: Db, userId: string, sourceHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_sign_in_sources')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('source_hash', '=', sourceHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberSource(db: Db, userId: string, sourceHash: string, at: string): Promise<void> {
  await db
    .insertInto('known_sign_in_sources')
    .values({ user_id: userId, source_hash: sourceHash, last_seen_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'source_hash']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

export function deleteStaleSources(db: Db, before: string) {
  return db.deleteFrom('known_sign_in_sources').where('last_seen_at', '<', before).execute();
}

export function insertChallenge(db: Db, challenge: Omit<Database['sign_in_challenges'], 'attempts'>) {
  return db.insertInto('sign_in_challenges').values(challenge).execute();
}

/** Counts one attempt on a live challenge; undefined when it is unknown, expired or used up. */
export async function claimChallengeAttempt(db: Db, tokenHash: string, now: string, maxAttempts: number) {
  const result = await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('sign_in_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function deleteChallenge(db: Db, tokenHash: string) {
  return db.deleteFrom('sign_in_challenges').where('token_hash', '=', tokenHash).execute();
}

export function deleteExpiredChallenges(db: Db, now: string) {
  return db.deleteFrom('sign_in_challenges').where('expires_at', '<', now).execute();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function setPendingTotpSecret(db: Db, userId: string, encrypted: string | null, at: string) {
  return db.updateTable('users').set({ totp_pending_secret: encrypted, updated_at: at }).where('id', '=', userId).execute();
}

export function enableTotp(db: Db, userId: string, encrypted: string, step: number, at: string) {
  return db
    .updateTable('users')
    .set({ totp_secret: encrypted, totp_pending_secret: null, totp_enabled_at: at, totp_last_step: step, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export function disableTotp(db: Db, userId: string, at: string) {
  return db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** Takes a TOTP time step for this user unless it (or a later one) was used: a code works once. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], ids: string[], at: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash, i) => ({ id: ids[i]!, user_id: userId, code_hash, created_at: at, used_at: null })))
    .execute();
}

export function deleteRecoveryCodes(db: Db, userId: string) {
  return db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses a recovery code once: true when it was this user's and unused. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listAdmins(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'totp_enabled_at'])
    .where((eb) => eb(eb.fn('lower', ['role']), '=', 'admin'))
    .orderBy('email')
    .execute();
}

/** Of these sessions, the ones still active and belonging to an admin (the live feed's gate). */
export async function activeAdminSessionIds(db: Db, sessionIds: string[], now: string): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where((eb) => eb(eb.fn('lower', ['users.role']), '=', 'admin'))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** How many sessions of a user are signed in now, besides `exceptSessionId`. */
export async function countOtherActiveSessions(db: Db, userId: string, exceptSessionId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('id', '!=', exceptSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
