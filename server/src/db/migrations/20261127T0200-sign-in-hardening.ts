import type { Kysely } from 'kysely';
import { bigIntType } from './portable.ts';

// Sign-in under attack (ADR 0080) and two-step sign-in (ADR 0081).
// - login_throttle: one row per throttle key with a fixed window and the attempts reserved in
//   it. An attempt is reserved by one conditional UPDATE before the password is checked, so a
//   burst cannot read "0 failures" many times over. Keys are hashes; account_hash lets an admin
//   clear every key of one account. Replaces login_failures (a row per failure, read then written).
// - known_sign_in_sources: where an account has signed in before (a keyed hash of the address),
//   so the right password from a known address passes the account-wide limit strangers trip.
// - users: an encrypted TOTP secret (pending while being set up), and the last time step used
//   (a code is accepted once). recovery_codes: hashes of single-use recovery codes.
// - sign_in_challenges: the short-lived step between a right password and the second factor.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('throttle_key', 'text', (c) => c.primaryKey())
    .addColumn('account_hash', 'text')
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('login_throttle_account_idx').on('login_throttle').column('account_hash').execute();
  await db.schema.dropTable('login_failures').ifExists().execute();

  await db.schema
    .createTable('known_sign_in_sources')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_sign_in_sources_pk', ['user_id', 'source_hash'])
    .execute();

  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', bigIntType(db)).execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').ifExists().execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('known_sign_in_sources').ifExists().execute();
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
