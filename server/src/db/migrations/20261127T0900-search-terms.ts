import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// PostgreSQL only (ADR 0140): the weighted tsvector `search_vector` (name A, contact B, place C)
// becomes `search_terms`, an unweighted tsvector of group-tagged words ("nsmith" is "smith" in
// the name, "c" contact, "p" place) without positions. A weight label in a tsquery made GIN
// recheck every row it returned against the heap; a tagged word is answered by GIN alone.
// Each record's terms are built from its stored vector, in SQL, chunk by chunk of seq: the
// vector holds exactly the words the record was indexed under, with their group as a weight.
// The same UPDATE clears the old vector, so the rows it writes do not carry both: a dropped
// column's bytes stay in every row until the row is written again. The UPDATE still writes a
// new version of every row: plan for the table's size again on disk until VACUUM lets later
// imports reuse it (ADR 0140).
// SQLite keeps its FTS5 table (three columns, one per group): nothing to do there.

const CHUNK = 20_000;
/** array_to_tsvector refuses longer lexemes; to_tsvector had skipped such words anyway. */
const MAX_LEXEME_BYTES = 2047;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function seqRange(db: Kysely<any>): Promise<[number, number]> {
  const { rows } = await sql<{ lo: string | null; hi: string | null }>`select min(seq) as lo, max(seq) as hi from breach_records`.execute(
    db,
  );
  return [Number(rows[0]?.lo ?? 0), Number(rows[0]?.hi ?? -1)];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table breach_records add column search_terms tsvector`.execute(db);
  const [lo, hi] = await seqRange(db);
  for (let from = lo; from <= hi; from += CHUNK) {
    await sql`update breach_records set search_terms = array_to_tsvector(array(
        select distinct case w when 'A' then 'n' when 'B' then 'c' else 'p' end || v.lexeme
        from unnest(search_vector) as v, unnest(v.weights) as w
        where octet_length(v.lexeme) < ${MAX_LEXEME_BYTES})), search_vector = null
      where seq >= ${from} and seq < ${from + CHUNK}`.execute(db);
  }
  // Built once over the filled column: one sorted build instead of an insertion per row.
  await sql`create index breach_records_search_terms_idx on breach_records using gin (search_terms)`.execute(db);
  await sql`drop index breach_records_search_idx`.execute(db);
  await sql`alter table breach_records drop column search_vector`.execute(db);
}

/** The words of one group of `search_terms`, untagged and space-separated (SQL), for down(). */
const groupText = (tag: string) =>
  sql`coalesce((select string_agg(substr(t, 2), ' ') from unnest(tsvector_to_array(search_terms)) as t where left(t, 1) = ${tag}), '')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table breach_records add column search_vector tsvector`.execute(db);
  const [lo, hi] = await seqRange(db);
  for (let from = lo; from <= hi; from += CHUNK) {
    await sql`update breach_records set search_vector =
        setweight(to_tsvector('simple', ${groupText('n')}), 'A') || setweight(to_tsvector('simple', ${groupText('c')}), 'B')
          || setweight(to_tsvector('simple', ${groupText('p')}), 'C'), search_terms = null
      where seq >= ${from} and seq < ${from + CHUNK}`.execute(db);
  }
  await sql`create index breach_records_search_idx on breach_records using gin (search_vector)`.execute(db);
  await sql`drop index breach_records_search_terms_idx`.execute(db);
  await sql`alter table breach_records drop column search_terms`.execute(db);
}
