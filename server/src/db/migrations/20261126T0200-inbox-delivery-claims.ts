import type { Kysely } from 'kysely';

// When a reply's delivery was last claimed (first send or a retry). A claim older than a few
// minutes is stale (the process died mid-send) and may be taken again; the age must be that
// of the claim, not of the message, or two retries of an old reply could both send it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbox_messages').addColumn('delivery_claimed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inbox_messages').dropColumn('delivery_claimed_at').execute();
}
