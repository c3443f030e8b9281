import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertUser(db: Db, user: Database['users']) {
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
    .select(['sessions.id as sessionId', 'users.id as userId', 'users.email', 'users.role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export function revokeSession(db: Db, tokenHash: string, now: string) {
  return db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

export function revokeUserSessions(db: Db, userId: string, now: string) {
  return db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export function deleteExpiredSessions(db: Db, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

export async function countRecentFailures(db: Db, keys: string[], since: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('login_failures')
    .select(['throttle_key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('throttle_key', 'in', keys)
    .where('created_at', '>', since)
    .groupBy('throttle_key')
    .execute();
  return new Map(rows.map((r) => [r.throttle_key, Number(r.n)]));
}

export function insertFailures(db: Db, keys: string[], at: string) {
  return db
    .insertInto('login_failures')
    .values(keys.map((throttle_key) => ({ throttle_key, created_at: at })))
    .execute();
}

export function clearFailures(db: Db, key: string) {
  return db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
}

export function deleteOldFailures(db: Db, before: string) {
  return db.deleteFrom('login_failures').where('created_at', '<', before).execute();
}
