import { sql, type Kysely } from 'kysely';

// Contact threads become cases (issue 18, Cases): a case status beside the inbox's read state,
// a ledger of every action (who, when, outcome; public entries are shown to the person), the
// private links the person opens their case with (only token hashes are stored), and the
// recovery progress a verified owner chose to share with the case.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inbox_threads')
    .addColumn('case_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`case_status in ('new', 'in_progress', 'waiting', 'resolved')`),
    )
    .execute();
  // The recovery progress the person shared: the record and the keyed hash of the address they verified.
  await db.schema.alterTable('inbox_threads').addColumn('progress_record_id', 'text').execute();
  await db.schema.alterTable('inbox_threads').addColumn('progress_email_hash', 'text').execute();
  await db
    .updateTable('inbox_threads' as never)
    .set({ case_status: 'resolved' } as never)
    .where('status' as never, '=', 'closed' as never)
    .execute();
  await db.schema.createIndex('inbox_threads_case_status_idx').on('inbox_threads').columns(['case_status', 'last_message_at']).execute();

  await db.schema
    .createTable('case_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('inbox_threads.id').onDelete('cascade'))
    /** opened | message | reply | call | letter | status | note | evidence */
    .addColumn('action', 'text', (c) => c.notNull())
    /** the admin who acted; null for the person or the system */
    .addColumn('actor_email', 'text')
    /** a short outcome ("sent", "no answer", "in progress -> waiting on the person") */
    .addColumn('outcome', 'text', (c) => c.notNull())
    /** free text of a note, call or letter: internal unless the entry is public */
    .addColumn('detail', 'text')
    /** 1: the person sees it through their case link */
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_ledger_thread_idx').on('case_ledger').columns(['thread_id', 'created_at']).execute();

  await db.schema
    .createTable('case_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('inbox_threads.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_links').ifExists().execute();
  await db.schema.dropTable('case_ledger').ifExists().execute();
  await db.schema.dropIndex('inbox_threads_case_status_idx').ifExists().execute();
  await db.schema.alterTable('inbox_threads').dropColumn('progress_email_hash').execute();
  await db.schema.alterTable('inbox_threads').dropColumn('progress_record_id').execute();
  await db.schema.alterTable('inbox_threads').dropColumn('case_status').execute();
}
