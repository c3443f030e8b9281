import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// PostgreSQL only (ADR 0176): how many records hold each name word, at least. A public search
// for one common word (a surname alone) lists no one past 1,000 matches, and GIN builds the
// bitmap of the word's whole posting list before the count can stop at 1,001: the cost grew with
// the word's frequency (63 ms p95 at 10,000,000 records). A lower bound answers "more than 1,000"
// from a few index entries instead.
//
// The table holds signed parts of the count (`records`); the sum of a word's parts is never more
// than the records that hold it in their name, in any snapshot:
// - the statements that insert records add a part for each name word that at least MIN_ADDED of
//   their new rows hold (records/store/name-word-counts.repository.ts; a word's long tail of ones
//   and twos would make a row per word per statement for nothing: only common words are ever
//   asked about). A part left out only weakens the bound.
// - A DELETE statement subtracts every name word of its rows, whatever the count, and an UPDATE
//   writes the difference: statement triggers with transition tables, so no deletion can be
//   missed, whichever code runs it. Inserts have no such trigger: its transition table copies
//   every new row, encrypted blob included, and cost the bulk import's moving statement about
//   8 µs a row, twice what the writers' own CTE costs.
// The parts are merged later (compactNameWordCounts), which may drop a word whose sum is not
// positive: zero is a lower bound too. SQLite's FTS5 stops counting in its index at the cap, so
// it needs none of this.

/** A part is added for a word only when at least this many of the new rows hold it (as the writers do). */
const MIN_ADDED = 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create table name_word_counts (lexeme text not null, records bigint not null)`.execute(db);
  await sql`create index name_word_counts_lexeme_idx on name_word_counts (lexeme)`.execute(db);
  // Name words are the "n"-tagged lexemes of search_terms (ADR 0140).
  await sql
    .raw(
      `create function name_word_counts_track() returns trigger language plpgsql set search_path from current as $fn$
      begin
        if tg_op = 'DELETE' then
          insert into name_word_counts (lexeme, records)
            select w, -count(*) from removed, unnest(tsvector_to_array(removed.search_terms)) as w
            where starts_with(w, 'n') group by w;
        else
          insert into name_word_counts (lexeme, records)
            select w, sum(d) from (
              select w, 1 as d from added, unnest(tsvector_to_array(added.search_terms)) as w where starts_with(w, 'n')
              union all
              select w, -1 from removed, unnest(tsvector_to_array(removed.search_terms)) as w where starts_with(w, 'n')
            ) as changed group by w having sum(d) < 0 or sum(d) >= ${MIN_ADDED};
        end if;
        return null;
      end $fn$`,
    )
    .execute(db);
  await sql`create trigger name_word_counts_removed after delete on breach_records
    referencing old table as removed for each statement execute function name_word_counts_track()`.execute(db);
  await sql`create trigger name_word_counts_changed after update on breach_records
    referencing old table as removed new table as added for each statement execute function name_word_counts_track()`.execute(db);
  // The records stored before: one part per word, exact (inside this migration's transaction, so
  // no write is counted twice or missed).
  await sql`insert into name_word_counts (lexeme, records)
    select w, count(*) from breach_records, unnest(tsvector_to_array(search_terms)) as w
    where starts_with(w, 'n') group by w having count(*) >= ${MIN_ADDED}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop trigger if exists name_word_counts_removed on breach_records`.execute(db);
  await sql`drop trigger if exists name_word_counts_changed on breach_records`.execute(db);
  await sql`drop function if exists name_word_counts_track()`.execute(db);
  await sql`drop table if exists name_word_counts`.execute(db);
}
