import type { Kysely } from 'kysely';

// Evidence for a case (issue 18): screenshots the person attaches to an incident report,
// checked by content, re-encoded without metadata and stored encrypted; shown to admins only.
// The person's browser gets an upload token with the answer to its message (only its hash is
// kept), good for a few files and an hour.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_evidence')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('inbox_threads.id').onDelete('cascade'))
    /** image/png | image/jpeg | image/webp, as re-encoded */
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** the re-encoded image, encrypted (FieldCipher) */
    .addColumn('content_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_evidence_thread_idx').on('case_evidence').column('thread_id').execute();

  await db.schema
    .createTable('evidence_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('inbox_threads.id').onDelete('cascade'))
    .addColumn('uploads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evidence_tokens').ifExists().execute();
  await db.schema.dropTable('case_evidence').ifExists().execute();
}
