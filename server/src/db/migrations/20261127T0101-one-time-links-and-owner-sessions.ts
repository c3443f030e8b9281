import type { Kysely } from 'kysely';

// One-time email links (any purpose: proving control of an address to see one's own record
// today, subscribing to alerts later) and the short sessions a verified record owner holds.
// Only hashes of tokens are stored: a copy of the database opens no link and no session.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('one_time_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** what the link is for, e.g. "owner-view" */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** what it opens for that purpose, e.g. a record id */
    .addColumn('target', 'text', (c) => c.notNull())
    /** keyed hash of the address the link was mailed to */
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    /** sha256 of the token */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('one_time_links_expires_idx').on('one_time_links').column('expires_at').execute();

  await db.schema
    .createTable('owner_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('owner_sessions_expires_idx').on('owner_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owner_sessions').ifExists().execute();
  await db.schema.dropTable('one_time_links').ifExists().execute();
}
