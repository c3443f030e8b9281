import { sql, type Kysely } from 'kysely';
import * as openImportBatches from './20261129T2000-open-import-batches.ts';
import { isSqlite } from './portable.ts';

// PostgreSQL only (ADR 0234): the public text page's function reads the open import batches
// itself. Migration 20261129T2000-open-import-batches gave bw_public_text_page a `hidden text[]`
// argument, so each public search first read the list in a statement of its own: one more round
// trip, 0.24-0.29 ms of a 5 ms budget at 1,000,000 records. bw_public_text_matches takes the
// arguments the function took before that migration and reads the list as its first statement,
// in the snapshot of the call: the list is read anew on every call (the cached generic plan
// takes it as a parameter, as it took the argument), and the list and the matches can no longer
// disagree (a batch opened, and records landed, between two statements).
//
// The body is the one it replaces; only where `hidden` comes from changed. With no batch open
// (the usual case) the tests on it are decided before any row, and while some are open the
// one-word bound from name_word_counts (which counts their records) is not used.
//
// A new name, not the old one with an argument fewer: an older migration's down and up (as its
// test runs them on a database at the latest) drop and create functions by their signatures,
// and the old one's without `hidden` is that of 20261128T1200-public-text-page.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await openImportBatches.dropPublicTextPage(db);
  await createPublicTextMatches(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await dropPublicTextMatches(db);
  await openImportBatches.createPublicTextPage(db);
}

/** PostgreSQL: the public text page's function, which leaves out the records of open import batches by itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function createPublicTextMatches(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function bw_public_text_matches(
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
declare
  -- The open import batches (ADR 0228), usually none: one probe of import_batches_open_idx.
  hidden text[] := array(select o.id from import_batches o where o.is_open = 1);
begin
  return query
  with b as materialized (
    select coalesce(sum(w.records), 0) as n from name_word_counts w where w.lexeme = name_lexeme and cardinality(hidden) = 0
  ), m as materialized (
    select r.seq from breach_records r where (select n from b) <= cap and r.search_terms @@ match_query
      and (cardinality(hidden) = 0 or r.batch_id is null or r.batch_id <> all(hidden))
    limit cap + 1
  ), t as materialized (select count(*) as n from m),
  ex as materialized (
    select r.seq from breach_records r
    where has_prefixes and (select n from t) > rank_all_max and (select n from t) <= cap and r.search_terms @@ whole_query
      and (cardinality(hidden) = 0 or r.batch_id is null or r.batch_id <> all(hidden))
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
export async function dropPublicTextMatches(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists bw_public_text_matches(text, tsquery, tsquery, boolean, integer, integer, integer)`.execute(db);
}
