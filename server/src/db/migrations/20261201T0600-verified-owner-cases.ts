import type { Kysely } from 'kysely';

// A contact message from the verified owner of a record (ADR 0298): the case keeps which record
// the owner session was for and when its address was proved. Both nullable, and null for every
// case before this one: nobody's ownership was known then. No foreign key: a record deletion
// clears the reference itself in the same transaction, as it does the shared progress's, and
// this index is how it finds the cases to clear.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inbox_threads').addColumn('owner_record_id', 'text').execute();
  await db.schema.alterTable('inbox_threads').addColumn('owner_verified_at', 'text').execute();
  await db.schema.createIndex('inbox_threads_owner_record_idx').on('inbox_threads').column('owner_record_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inbox_threads_owner_record_idx').ifExists().execute();
  await db.schema.alterTable('inbox_threads').dropColumn('owner_verified_at').execute();
  await db.schema.alterTable('inbox_threads').dropColumn('owner_record_id').execute();
}
