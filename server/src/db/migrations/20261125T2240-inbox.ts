import type { Kysely } from 'kysely';

// Contact messages and the team's replies. A thread groups one person's messages on one
// subject until the team closes it; replies carry their e-mail delivery outcome so nothing
// typed in the console is lost when the mail server is missing or down.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_name', 'text', (c) => c.notNull())
    // Stored trimmed and lower-cased: it is the key that appends a message to an open thread.
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_threads_last_message_idx').on('inbox_threads').column('last_message_at').execute();
  await db.schema.createIndex('inbox_threads_email_idx').on('inbox_threads').columns(['from_email', 'subject']).execute();

  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('inbox_threads.id').onDelete('cascade'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Replies only: pending | sent | failed | not_sent; null for incoming messages.
    .addColumn('delivery_status', 'text')
    .addColumn('delivery_error', 'text')
    .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('inbox_messages_thread_idx').on('inbox_messages').columns(['thread_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox_messages').execute();
  await db.schema.dropTable('inbox_threads').execute();
}
