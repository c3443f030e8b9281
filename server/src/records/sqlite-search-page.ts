// The public search on SQLite: one statement per search on the read-only connection
// (plugins/sqlite-reader.ts). The match set is computed once, the total is counted from it,
// and the page's records come with their emails and phones, all from one consistent snapshot.

import type { SqliteReader } from '../plugins/sqlite-reader.ts';
import { SQLITE_BM25 } from './records.repository.ts';
import { toFtsMatch, toFtsQuery, type SearchPlan } from './search-keys.ts';
import { RANK_IN_JS_MAX, rankRows, ranksInJs } from './search-rank.ts';

/** The columns a public result card is built from (public-views.ts toSearchResult). */
export interface SearchCardRow {
  seq: number;
  id: string;
  full_name: string;
  birth_year: number | null;
  ssn_last4: string | null;
  secret: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** not shown on the card; part of the address keys a search is ranked by */
  county: string | null;
  risk_level: string;
  employment: string | null;
  benefits: string | null;
  emails: string[];
  phones: { phone: string }[];
}

/** The card columns of the `page` rows, best first, each with `total` (an SQL expression). */
const cardSelect = (total: string) => `select ${total} as total, r.seq as seq, r.id as id, r.full_name as full_name,
    r.birth_year as birth_year, r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city,
    r.state as state, r.zip as zip, r.county as county, r.risk_level as risk_level, r.employment as employment,
    r.benefits as benefits,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(p.phone) from record_phones p where p.record_id = r.id) as phones
  from page left join breach_records r on r.seq = page.seq
  order by page.score, page.seq desc`;

// Text searches. Few matches (at most RANK_IN_JS_MAX): all of them, unranked (score null), for
// rankRows. Many: the best `limit` by bm25, whose MATCH expression (toFtsQuery) also has the
// exact phrases. FTS5 runs a MATCH as soon as its cursor opens, whatever else the WHERE says,
// so for few matches the bm25 branch is handed a phrase that cannot be in the index (keys hold
// only a-z and 0-9, search-keys.ts): one term lookup.
const NO_SUCH_TERM = `'"\u00df"'`;
const SQLITE_TEXT_PAGE = `with m as materialized (
    select rowid as seq from record_search where record_search match ?
  ), t as materialized (select count(*) as n from m),
  page as (
    select m.seq as seq, null as score from m, t where t.n <= ${RANK_IN_JS_MAX}
    union all
    select * from (select rowid as seq, ${SQLITE_BM25} as score from record_search
      where record_search match (case when (select n from t) > ${RANK_IN_JS_MAX} then ? else ${NO_SUCH_TERM} end)
        and (select n from t) > ${RANK_IN_JS_MAX}
      order by score, rowid desc limit ?)
  )
  ${cardSelect('(select n from t)')}`;

// Phone and zip searches: bm25's best page, the total counted from the same match set.
const SQLITE_RANKED_PAGE = `with m as materialized (
    select rowid as seq, ${SQLITE_BM25} as score from record_search where record_search match ?
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${cardSelect('(select count(*) from m)')}`;

const sqliteEmailPage = (column: 'email' | 'domain') => `with m as materialized (
    select r.seq as seq, min(case when e.${column} = ? then 0 else 1 end) as score
    from record_emails e join breach_records r on r.id = e.record_id
    where e.${column} >= ? and e.${column} < ? group by r.seq
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${cardSelect('(select count(*) from m)')}`;
const SQLITE_EMAIL_PAGE = sqliteEmailPage('email');
const SQLITE_DOMAIN_PAGE = sqliteEmailPage('domain');

interface CardQueryRow extends Omit<SearchCardRow, 'emails' | 'phones' | 'id'> {
  total: number;
  id: string | null;
  emails: string;
  phones: string;
}

function toCardRow(r: CardQueryRow & { id: string }): SearchCardRow {
  return {
    seq: r.seq,
    id: r.id,
    full_name: r.full_name,
    birth_year: r.birth_year,
    ssn_last4: r.ssn_last4,
    secret: r.secret,
    street: r.street,
    city: r.city,
    state: r.state,
    zip: r.zip,
    county: r.county,
    risk_level: r.risk_level,
    employment: r.employment,
    benefits: r.benefits,
    emails: JSON.parse(r.emails) as string[],
    phones: (JSON.parse(r.phones) as string[]).map((phone) => ({ phone })),
  };
}

/** The best `limit` matches as result-card rows, and how many records match in all. */
export async function sqliteSearchPage(
  reader: SqliteReader,
  plan: SearchPlan,
  limit: number,
): Promise<{ total: number; rows: SearchCardRow[] }> {
  let rows: CardQueryRow[];
  if (plan.kind === 'email') {
    const prefix = plan.emailPrefix!;
    rows = await reader.all<CardQueryRow>(plan.domainOnly ? SQLITE_DOMAIN_PAGE : SQLITE_EMAIL_PAGE, [
      prefix,
      prefix,
      `${prefix}\uffff`,
      limit,
    ]);
  } else if (plan.kind === 'text') {
    rows = await reader.all<CardQueryRow>(SQLITE_TEXT_PAGE, [toFtsMatch(plan), toFtsQuery(plan), limit]);
  } else {
    rows = await reader.all<CardQueryRow>(SQLITE_RANKED_PAGE, [toFtsQuery(plan), limit]);
  }
  const total = rows[0]?.total ?? 0;
  // A search key whose record is gone (left join): skip it, as loadBySeqs does.
  const cards = rows.filter((r): r is CardQueryRow & { id: string } => r.id !== null).map(toCardRow);
  return { total, rows: ranksInJs(plan, total) ? rankRows(plan, cards).slice(0, limit) : cards };
}
