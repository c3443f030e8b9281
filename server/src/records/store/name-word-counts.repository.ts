// PostgreSQL's lower bound of the records that hold each name word (ADR 0176): parts added by
// the statements that insert records (nameWordPartsSql), subtracted by a statement trigger on
// every deletion (migration 20261128T0200), read by the public search, merged after imports.
// SQLite has no such table.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A part is added for a word only when at least this many of a statement's new records hold it. */
export const NAME_WORD_PART_MIN = 3;

/**
 * An INSERT of the name-word parts of `inserted` (an SQL relation of the new records with their
 * `search_terms`), as a data-modifying CTE body beside the statement that inserts them: in its
 * transaction, so the parts commit or roll back with the records. Leaving it out only weakens
 * the bound; every path that inserts records adds it.
 */
export const nameWordPartsSql = (inserted: string): string =>
  `insert into name_word_counts (lexeme, records)
    select w, count(*) from ${inserted}, unnest(tsvector_to_array(${inserted}.search_terms)) as w
    where starts_with(w, 'n') group by w having count(*) >= ${NAME_WORD_PART_MIN}`;

/**
 * Name words (tagged lexemes, "nsmith") with their lower bound of the records holding them in a
 * name, for each word whose bound is at least `atLeast` (at least 0: a negative sum bounds
 * nothing). Never more than the true count, in the caller's snapshot; often less (see the
 * migration). The public text page reads one word's bound in its own statement (migration
 * 20261128T1200-public-text-page).
 */
export async function nameWordBounds(db: Db, atLeast = 0): Promise<Map<string, number>> {
  const { rows } = await sql<{ lexeme: string; n: string | number }>`select lexeme, sum(records) as n from name_word_counts
    group by lexeme having sum(records) >= ${Math.max(0, atLeast)}`.execute(db);
  return new Map(rows.map(({ lexeme, n }) => [lexeme, Number(n)]));
}

/**
 * Merges each word's parts into one, and drops words whose sum is not positive (zero is a lower
 * bound too). One statement: a concurrent writer's uncommitted parts are not seen and stay; a
 * concurrent merge waits on the rows this one deletes and skips them, so no part is summed twice.
 * Returns the parts removed.
 */
export async function compactNameWordCounts(db: Db): Promise<number> {
  const { rows } = await sql<{ removed: string | number }>`with merged as (
      delete from name_word_counts where lexeme in (
        select lexeme from name_word_counts group by lexeme having count(*) > 1 or sum(records) <= 0
      ) returning lexeme, records
    ), kept as (
      insert into name_word_counts (lexeme, records)
      select lexeme, sum(records) from merged group by lexeme having sum(records) > 0
      returning 1
    )
    select (select count(*) from merged) - (select count(*) from kept) as removed`.execute(db);
  return Number(rows[0]?.removed ?? 0);
}
