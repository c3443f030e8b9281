import { sql, type Kysely } from 'kysely';

// ADR 0174, 0175: one row whose `generation` grows by one with every transaction that deletes
// records. The public search remembers facts about the stored records that records added later
// can only confirm (this word is common; this query matches more than the cap); a deletion is
// the one thing that can take such a fact back, and this row is how a search in any process
// learns that one happened.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table record_deletions (id integer primary key check (id = 1), generation bigint not null)`.execute(db);
  await sql`insert into record_deletions (id, generation) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists record_deletions`.execute(db);
}
