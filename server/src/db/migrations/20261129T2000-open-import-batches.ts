import { sql, type Kysely } from 'kysely';
import * as publicTextPageBefore from './20261128T1200-public-text-page.ts';
import { isSqlite } from './portable.ts';

// An import batch opened for a file sent in several requests (or by the import command beside a
// running server) and not yet committed is marked `is_open`: the public and owner-facing reads
// leave its records out until the commit (ADR 0228). The state was read from the audit trail
// only, which no public request can afford to scan; this column mirrors it, and a partial index
// keeps the open batches (usually none) one index probe away. Batches the trail shows begun and
// neither committed nor cancelled are open now, however long ago they began: an abandoned
// import's records never become public by being forgotten.
//
// PostgreSQL: the public text page's function (migration 20261128T1200-public-text-page, ADR
// 0178) takes the open batches' ids as one more argument and leaves their records out of its
// matches and candidates; with none (the usual case) the test is decided before any row. While
// some are open, a one-word name's bound from name_word_counts (which counts them) is not used.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('import_batches')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index import_batches_open_idx on import_batches (id) where is_open = 1`.execute(db);
  await sql`update import_batches set is_open = 1
    where id in (select b.target from audit_log b where b.action = 'records.import.begin' and b.target is not null)
      and id not in (select c.target from audit_log c
        where c.action in ('records.import.commit', 'records.import.cancel') and c.target is not null)`.execute(db);
  if (isSqlite(db)) return;
  await sql`drop function if exists bw_public_text_page(text, tsquery, tsquery, boolean, integer, integer, integer)`.execute(db);
  await createPublicTextPage(db);
}

/** PostgreSQL: the public text page's function, with the open batches' ids (`hidden`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function createPublicTextPage(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function bw_public_text_page(
  name_lexeme text, match_query tsquery, whole_query tsquery, has_prefixes boolean,
  cap integer, rank_all_max integer, page_limit integer, hidden text[])
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
export async function down(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) {
    await dropPublicTextPage(db);
    await publicTextPageBefore.up(db);
  }
  await sql`drop index if exists import_batches_open_idx`.execute(db);
  await db.schema.alterTable('import_batches').dropColumn('is_open').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function dropPublicTextPage(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists bw_public_text_page(text, tsquery, tsquery, boolean, integer, integer, integer, text[])`.execute(db);
}
