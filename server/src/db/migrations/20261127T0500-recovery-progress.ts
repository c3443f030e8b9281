import { sql, type Kysely } from 'kysely';

// A verified record owner's recovery plan progress (issue 17): one row per step they marked,
// kept with the verification (the record and the keyed hash of the address they verified), so
// it follows them to another device after they verify again. One row per step makes each mark
// one atomic write: two devices marking different steps never overwrite each other. Deleting
// the record deletes its progress.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recovery_progress_steps')
    .addColumn('record_id', 'text', (c) => c.notNull().references('breach_records.id').onDelete('cascade'))
    /** keyed hash of the verified address (never the address) */
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recovery_progress_steps_pk', ['record_id', 'email_hash', 'step_id'])
    .addCheckConstraint('recovery_progress_steps_status', sql`status in ('done', 'skipped')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_progress_steps').ifExists().execute();
}
