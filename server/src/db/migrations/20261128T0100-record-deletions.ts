import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// SQLite only (ADR 0174): one row whose `generation` grows by one with every transaction that
// deletes records. The public search remembers which words are common (a probe's answer, which
// records added later can only confirm); a deletion is the one thing that can make such a word
// rare again, and this row is how a search reader in any process learns that one happened.
// PostgreSQL reads its common words from its statistics instead (ADR 0141).

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`create table record_deletions (id integer primary key check (id = 1), generation integer not null)`.execute(db);
  await sql`insert into record_deletions (id, generation) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`drop table if exists record_deletions`.execute(db);
}
