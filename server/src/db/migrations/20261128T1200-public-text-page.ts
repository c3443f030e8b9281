import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// PostgreSQL only (ADR 0178): the public text search's page as one function with a plan made
// once per connection. Planning its statements cost more than running them: a two-word name
// took 0.26-0.32 ms to plan (the planner compares each tsquery entry with the 1,000 most common
// words of the column's statistics) and 0.13 ms to run; each search planned two to four such
// statements. PL/pgSQL keeps a statement's plan for the session, and the SET clauses below make
// it the generic plan (planned once, without the values), with the GIN index forced: a generic
// plan estimates any tsquery's matches alike, and at 10,000,000 records that estimate under a
// LIMIT could make a sequential scan look cheaper, which for a rare name reads the whole table.
// JIT is off: whether to compile is decided when planning, by the plan's estimated cost, and
// kept with the cached plan. At 10,000,000 records the generic estimate passed jit_above_cost,
// and every call then compiled its expressions again: about 18 ms a search (measured).
//
// One call answers:
// - b: a one-word search's lower bound of the records holding it in a name (ADR 0176); past the
//   cap nothing else is read (every part below is gated on values PostgreSQL checks once, before
//   it starts a scan);
// - m: the first cap + 1 matches in the bitmap's order; t: how many;
// - ex: between rank_all_max and the cap, the first page_limit whole-word matches (when the
//   query has a prefix at all);
// - page: every match up to rank_all_max, else the first page_limit of m, and ex;
// - one row per card, or one row of nulls when there is none, each with the bound, the count
//   and the deletion generation (one snapshot: what ADR 0175 remembers under).
// The card columns are those of the server's PG_CARD_COLUMNS (records/search/pg-cards.ts) as they
// were when this was written; a change to the card replaces this function in a new migration.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql
    .raw(
      `create function bw_public_text_page(
  name_lexeme text, match_query tsquery, whole_query tsquery, has_prefixes boolean,
  cap integer, rank_all_max integer, page_limit integer)
returns table (bound numeric, total bigint, generation bigint, seq integer, id text, full_name text, birth_year integer,
  ssn_last4 text, secret text, street text, city text, state text, zip text, county text, risk_level text,
  employment text, benefits text, street_key text, emails json, phones json)
language plpgsql stable
set search_path from current
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
set jit = off
as $fn$
#variable_conflict use_column
begin
  return query
  with b as materialized (
    select coalesce(sum(w.records), 0) as n from name_word_counts w where w.lexeme = name_lexeme
  ), m as materialized (
    select r.seq from breach_records r where (select n from b) <= cap and r.search_terms @@ match_query limit cap + 1
  ), t as materialized (select count(*) as n from m),
  ex as materialized (
    select r.seq from breach_records r
    where has_prefixes and (select n from t) > rank_all_max and (select n from t) <= cap and r.search_terms @@ whole_query
    limit page_limit
  ), page as (
    select m.seq from m where (select n from t) <= rank_all_max
    union
    select f.seq from (select m.seq from m where (select n from t) > rank_all_max and (select n from t) <= cap limit page_limit) as f
    union
    select ex.seq from ex
  )
  select (select n from b), (select n from t), (select d.generation from record_deletions d where d.id = 1),
    r.seq, r.id, r.full_name, r.birth_year, r.ssn_last4, r.secret, r.street, r.city, r.state, r.zip, r.county,
    r.risk_level, r.employment, r.benefits, r.street_key,
    coalesce((select json_agg(e.email) from record_emails e where e.record_id = r.id), '[]'::json),
    coalesce((select json_agg(json_build_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id), '[]'::json)
  from (select 1) as one left join (page join breach_records r on r.seq = page.seq) on true;
end $fn$`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop function if exists bw_public_text_page(text, tsquery, tsquery, boolean, integer, integer, integer)`.execute(db);
}
