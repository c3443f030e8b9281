import type { Kysely } from 'kysely';

// The screenshots stored in the last day are summed for the evidence storage budget (ADR 0283)
// on every upload: by their creation time, not by reading the whole table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('case_evidence_created_idx').on('case_evidence').columns(['created_at', 'size']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_evidence_created_idx').ifExists().execute();
}
