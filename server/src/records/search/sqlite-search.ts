// The SQLite read path: a contentless FTS5 table (record_search: name, contact, place) with
// prefix indexes, ranked by bm25 or, for few matches, in JavaScript (search-rank.ts); emails
// through record_emails (email-match.ts). The public search runs as one statement per search
// on a read-only connection of its own (db/sqlite-reader.ts): the match set is computed once,
// the total counted from it, and the page's records come with their emails and phones, all
// from one consistent snapshot. The match expressions are in sqlite-fts.ts, the public text
// page in sqlite-text-page.ts, the reads of a complete value in sqlite-exact-cards.ts.

import { sql, type RawBuilder } from 'kysely';
import type { SqliteReader } from '../../db/sqlite-reader.ts';
import { loadBySeqs, openBatchIds } from '../store/index.ts';
import { generationColumn } from './deletion-scoped-memory.ts';
import { emailCount, emailSeqs, riskCondition } from './email-match.ts';
import { commonWordCandidates, emailPrefixes, matchesPrefix, type SearchPlan } from './search-plan.ts';
import type { PublicCardPage, SearchQueries } from './search-queries.ts';
import { rankRows } from './search-rank.ts';
import { cardSelect, toCardRow, type CardQueryRow } from './sqlite-card-rows.ts';
import { SQLITE_BM25, toFtsMatch, toFtsQuery, toFtsWholeWords } from './sqlite-fts.ts';
import { sqliteTextRows } from './sqlite-text-page.ts';

/** Prefix match on record_emails (address, or domain for "@domain" queries), index-backed. */
function emailCondition(plan: SearchPlan): RawBuilder<boolean> {
  const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
  const ranges = emailPrefixes(plan).map((prefix) => sql<boolean>`(${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`})`);
  return sql<boolean>`(${sql.join(ranges, sql` or `)})`;
}

export const sqliteQueries: SearchQueries = {
  async countMatches(db, plan, risk) {
    let query: RawBuilder<{ n: number }>;
    if (plan.kind === 'email') query = emailCount(emailCondition(plan), risk);
    else if (risk) {
      query = sql`select count(*) as n from record_search join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)}`;
    } else query = sql`select count(*) as n from record_search where record_search match ${toFtsMatch(plan)}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async searchSeqs(db, plan, limit, offset, risk) {
    let query: RawBuilder<{ seq: number }>;
    if (plan.kind === 'email') query = emailSeqs(emailCondition(plan), plan, limit, offset, risk);
    else if (risk) {
      query = sql`select record_search.rowid as seq from record_search join breach_records r on r.seq = record_search.rowid
        where record_search match ${toFtsQuery(plan)} ${riskCondition(risk)}
        order by ${sql.raw(SQLITE_BM25)}, record_search.rowid desc limit ${limit} offset ${offset}`;
    } else {
      query = sql`select rowid as seq from record_search where record_search match ${toFtsQuery(plan)}
        order by ${sql.raw(SQLITE_BM25)}, rowid desc limit ${limit} offset ${offset}`;
    }
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  async matchingSeqsUpTo(db, plan, limit, risk) {
    // FTS5 reads its lists in rowid order and stops at the limit: no ranking, no sort.
    const query = risk
      ? sql<{ seq: number }>`select record_search.rowid as seq from record_search
          join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)} limit ${limit}`
      : sql<{ seq: number }>`select rowid as seq from record_search where record_search match ${toFtsMatch(plan)}
          order by rowid limit ${limit}`;
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  // An in-memory database (no read connection of its own): the open import batches (ADR 0228),
  // the capped matches with the generation, then the whole-word candidates, then the cards.
  async publicTextMatches(db, plan, { limit, cap, rankAllMax }) {
    const hidden = await openBatchIds(db);
    const open = hidden.length
      ? sql`and not exists (select 1 from breach_records h where h.seq = record_search.rowid and h.batch_id in (${sql.join(hidden)}))`
      : sql``;
    const { rows } = await sql<{ seq: number; generation: number }>`select rowid as seq, ${generationColumn} as generation
        from record_search where record_search match ${toFtsMatch(plan)} ${open} order by rowid limit ${cap + 1}`.execute(db);
    const first = rows.map((r) => Number(r.seq));
    const generation = rows.length ? Number(rows[0]!.generation) : undefined;
    if (first.length > cap) return { total: first.length, generation, cards: [] };
    let candidates = first;
    if (first.length > rankAllMax) {
      // When every word is already whole (common ones), the first matches are the whole-word ones.
      const whole = plan.tokens.some((t) => matchesPrefix(plan, t))
        ? await sql<{ seq: number }>`select rowid as seq from record_search
            where record_search match ${toFtsWholeWords(plan)} ${open} order by rowid limit ${limit}`.execute(db)
        : { rows: [] };
      candidates = [...new Set([...whole.rows.map((r) => Number(r.seq)), ...first.slice(0, limit)])];
    }
    return { total: first.length, generation, cards: await loadBySeqs(db, candidates) };
  },

  async commonWords(db, plan, atLeast) {
    const words = commonWordCandidates(plan);
    if (words.length === 0) return [];
    const scope = plan.columns ? `{${plan.columns.join(' ')}} : ` : '';
    const probes = words.map(
      (w, i) => sql`select ${i} as i, n from (select count(*) as n from (select rowid from record_search
        where record_search match ${`${scope}"${w}"`} limit ${atLeast}))`,
    );
    const { rows } = await sql<{ i: number; n: number }>`${sql.join(probes, sql` union all `)}`.execute(db);
    return rows.filter((r) => Number(r.n) >= atLeast).map((r) => words[Number(r.i)]!);
  },
};

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

/**
 * The best `limit` matches as result-card rows, and how many records match, counted up to `cap`;
 * a text search leaves out the records of open import batches.
 */
export async function sqliteCardPage(reader: SqliteReader, searched: SearchPlan, limit: number, cap: number): Promise<PublicCardPage> {
  let plan = searched;
  let rows: CardQueryRow[];
  if (searched.kind === 'email') {
    const prefix = searched.emailPrefix!;
    rows = await reader.all<CardQueryRow>(searched.domainOnly ? SQLITE_DOMAIN_PAGE : SQLITE_EMAIL_PAGE, [
      prefix,
      prefix,
      `${prefix}\uffff`,
      limit,
    ]);
  } else if (searched.kind === 'text') {
    const page = await sqliteTextRows(reader, searched, limit, cap);
    // Past the cap when last counted, and nothing deleted since: more match now too (ADR 0175).
    if (!page.rows) return { total: cap, capped: true, rows: [] };
    plan = page.plan;
    rows = page.rows;
  } else {
    rows = await reader.all<CardQueryRow>(SQLITE_RANKED_PAGE, [toFtsQuery(searched), limit]);
  }
  const counted = rows[0]?.total ?? 0;
  // A search key whose record is gone (left join): skip it, as loadBySeqs does.
  const cards = rows.filter((r): r is CardQueryRow & { id: string } => r.id !== null).map(toCardRow);
  if (plan.kind !== 'text') return { total: counted, capped: false, rows: cards };
  // Text: every match (few) or the bounded candidates (many), ranked here.
  return { total: Math.min(counted, cap), capped: counted > cap, rows: rankRows(plan, cards).slice(0, limit) };
}
