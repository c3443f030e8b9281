import { sql, type Kysely } from 'kysely';

// Breach alerts (issue 18): who asked to be told, the matches an import found, and the mail
// outbox that delivers them. A subscription keeps only what sending needs: the address
// encrypted (AES-256-GCM, like other sensitive values) and a keyed hash of its inbox identity
// (plus-tag dropped, Gmail dots ignored) for matching. The outbox is written in the same
// transaction as the import batch it reports, and claimed one message at a time with a lease.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** the address, encrypted */
    .addColumn('email_enc', 'text', (c) => c.notNull())
    /** keyed hash of the address's inbox identity: one subscription per inbox */
    .addColumn('email_hash', 'text', (c) => c.notNull().unique())
    /** how the address was proven: "link" (a one-time link) or "owner" (the verified self-view) */
    .addColumn('proven_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('alert_subscriptions_proven_by', sql`proven_by in ('link', 'owner')`)
    .execute();

  // Records of an open batch whose address matched a subscription, kept until the batch commits
  // (a console import is several transactions; the alert goes out once, at the commit).
  await db.schema
    .createTable('alert_matches')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('alert_subscriptions.id').onDelete('cascade'))
    .addColumn('record_id', 'text', (c) => c.notNull().references('breach_records.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('alert_matches_pk', ['batch_id', 'subscription_id', 'record_id'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** what the message is ("breach-alert") */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** at most one message per key, e.g. one alert per subscription and batch */
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    /** the subscription it goes to: the address is read (and decrypted) only when sending */
    .addColumn('subscription_id', 'text')
    /** what the mail says, JSON; never a leaked value */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    /** while a sender holds the message; an expired lease is free to claim again */
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint('mail_outbox_status', sql`status in ('queued', 'sent', 'failed', 'cancelled')`)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('alert_matches').ifExists().execute();
  await db.schema.dropTable('alert_subscriptions').ifExists().execute();
}
