// The records' read side behind one interface, chosen once at start-up for the database in use:
// SQLite (FTS5, and a read-only connection of its own for the public search) or PostgreSQL
// (tsvector under GIN). Callers hold a RecordSearch and never ask which database it is.

import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import { sqliteReaderFor } from '../../db/sqlite-reader.ts';
import { loadBySeqs, loadRankKeys, type CardRow } from '../store/index.ts';
import { dbGeneration, deletionScopedMemory } from './deletion-scoped-memory.ts';
import { postgresQueries } from './postgres-search.ts';
import { COMMON_WORD_RECORDS, matchesPrefix, type SearchPlan } from './search-plan.ts';
import type { CardPage, Db, ExactCardRow, ExactMatch, PublicCardPage, SearchQueries } from './search-queries.ts';
import { PUBLIC_RANK_ALL_MAX, RANK_IN_JS_MAX, rankRows, ranksInJs, type RankableRow } from './search-rank.ts';
import { sqliteCardPage, sqliteExactCards, sqliteQueries } from './sqlite-search.ts';

export interface RecordSearch {
  /**
   * The public search: the best `limit` matches as result-card rows, and how many match,
   * counted up to `cap` (ADR 0130: past it, `capped` and the best of a bounded candidate set).
   */
  cardPage: CardPage;
  /**
   * A page of matches' seqs, best first, and the total: the admin list, admin search and CSV
   * export, in one order. `db` defaults to the database the search was made for (pass a
   * transaction to read inside it).
   */
  rankedSeqs(
    plan: SearchPlan,
    page: { limit: number; offset?: number; risk?: string },
    db?: Db,
  ): Promise<{ total: number; seqs: number[] }>;
  /**
   * The public search's complete values: seqs of records holding exactly this email address,
   * these phone digits, or one of these street keys (at most `cap`, newest first).
   */
  exactSeqs(match: ExactMatch, cap: number, db?: Db): Promise<number[]>;
  /** The records of exactSeqs as cards, read from the database the search was made for. */
  exactCards(match: ExactMatch, cap: number): Promise<ExactCardRow[]>;
  close(): Promise<void>;
}

async function exactSeqsWith(db: Db, match: ExactMatch, cap: number): Promise<number[]> {
  let rows: { seq: number | string }[];
  if (match.email) {
    rows = await db
      .selectFrom('record_emails as e')
      .innerJoin('breach_records as r', 'r.id', 'e.record_id')
      .select('r.seq')
      .where('e.email', '=', match.email)
      .orderBy('r.seq', 'desc')
      .limit(cap)
      .execute();
  } else if (match.phone) {
    rows = await db
      .selectFrom('record_phones as p')
      .innerJoin('breach_records as r', 'r.id', 'p.record_id')
      .select('r.seq')
      .where('p.digits', '=', match.phone)
      .orderBy('r.seq', 'desc')
      .limit(cap)
      .execute();
  } else if (match.streetKeys?.length) {
    rows = await db
      .selectFrom('breach_records')
      .select('seq')
      .where('street_key', 'in', [...match.streetKeys])
      .orderBy('seq', 'desc')
      .limit(cap)
      .execute();
  } else return [];
  return [...new Set(rows.map((r) => Number(r.seq)))];
}

/**
 * A text search's few hundred matches or fewer are ranked from their keys (search-rank.ts), the
 * same on both databases; more, and phone, zip and email searches, by the database.
 */
async function rankedSeqsWith(
  queries: SearchQueries,
  db: Db,
  plan: SearchPlan,
  limit: number,
  offset: number,
  risk: string | undefined,
): Promise<{ total: number; seqs: number[] }> {
  if (plan.kind === 'text') {
    // One query answers both "how many" and "which" when the matches are few: the usual case.
    const few = await queries.matchingSeqsUpTo(db, plan, RANK_IN_JS_MAX + 1, risk);
    if (ranksInJs(plan, few.length)) {
      const ranked = rankRows(plan, await loadRankKeys(db, few));
      return { total: few.length, seqs: ranked.slice(offset, offset + limit).map((r) => r.seq) };
    }
  }
  const total = await queries.countMatches(db, plan, risk);
  return { total, seqs: await queries.searchSeqs(db, plan, limit, offset, risk) };
}

/**
 * PostgreSQL: records as cards with their emails and phones in one statement (json_agg), where
 * loadBySeqs takes three (the rows, then emails and phones) and each round trip holds a pooled
 * connection (ADR 0137). The columns are loadBySeqs' card columns plus what the exact match and
 * the ranking read.
 */
const PG_CARD_COLUMNS = sql`r.seq, r.id, r.full_name, r.birth_year, r.ssn_last4, r.secret, r.street, r.city, r.state,
  r.zip, r.county, r.risk_level, r.employment, r.benefits, r.street_key,
  coalesce((select json_agg(e.email) from record_emails e where e.record_id = r.id), '[]'::json) as emails,
  coalesce((select json_agg(json_build_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id), '[]'::json) as phones`;

type PgCardRow = Omit<ExactCardRow, 'seq' | 'phones'> & { seq: number | string; phones: [string, string][] };

const fromPgCard = (r: PgCardRow): ExactCardRow => ({
  ...r,
  seq: Number(r.seq),
  phones: r.phones.map(([phone, digits]) => ({ phone, digits })),
});

async function pgCardsBySeqs(db: Db, seqs: readonly number[]): Promise<ExactCardRow[]> {
  if (seqs.length === 0) return [];
  const { rows } = await sql<PgCardRow>`select ${PG_CARD_COLUMNS} from breach_records r
    where r.seq = any(${[...seqs]}::bigint[])`.execute(db);
  const order = new Map(seqs.map((seq, i) => [seq, i]));
  return rows.map(fromPgCard).sort((a, b) => order.get(a.seq)! - order.get(b.seq)!);
}

async function pgExactCards(db: Db, match: ExactMatch, cap: number): Promise<ExactCardRow[]> {
  let where;
  if (match.email) where = sql`r.id in (select record_id from record_emails where email = ${match.email})`;
  else if (match.phone) where = sql`r.id in (select record_id from record_phones where digits = ${match.phone})`;
  else if (match.streetKeys?.length) where = sql`r.street_key = any(${[...new Set(match.streetKeys)]}::text[])`;
  else return [];
  const { rows } = await sql<PgCardRow>`select ${PG_CARD_COLUMNS} from breach_records r where ${where}
    order by r.seq desc limit ${cap}`.execute(db);
  return rows.map(fromPgCard);
}

/**
 * The public text search without a read connection of its own (PostgreSQL, in-memory SQLite),
 * on the same rule as sqliteCardPage: the first `cap` + 1 matches in index order give the
 * capped count; at most PUBLIC_RANK_ALL_MAX are all ranked here; up to `cap` are represented by
 * the first `limit` whole-word matches and the first `limit` matches, ranked here; past `cap`
 * there are no cards. No read grows with the match count past the index's own list of it.
 * PostgreSQL reads a common word's list only as far as the rarer words need since it asks for
 * a prefix as the whole word or a longer word (ADR 0140), so the whole-word count that used to
 * guard the prefix expansion is not asked first: one statement for most searches.
 */
async function publicTextPage(
  queries: SearchQueries,
  db: Db,
  searched: SearchPlan,
  limit: number,
  cap: number,
  cardsBySeqs: (db: Db, seqs: readonly number[]) => Promise<(CardRow & RankableRow)[]>,
): Promise<PublicCardPage> {
  const common = await queries.commonWords(db, searched, COMMON_WORD_RECORDS);
  const plan = common.length ? { ...searched, wholeOnly: common } : searched;
  // A match set past the cap when last counted, and nothing deleted since, is past it now
  // (ADR 0175): only a search remembered so reads the generation first.
  const key = `${cap} ${JSON.stringify(plan)}`;
  if (pastCapMemory.mayHave(db, key) && pastCapMemory.at(db, await dbGeneration(db)).has(key)) {
    return { total: cap, capped: true, rows: [] };
  }
  // One word alone: past the cap when at least cap + 1 names hold it whole (ADR 0176), without
  // reading its posting list; its matches (prefixes included) are a superset of those.
  const [word] = plan.tokens;
  if (queries.nameWordRecordsAtLeast && word && plan.tokens.length === 1 && plan.anyInName?.length === 1 && plan.anyInName[0] === word) {
    if ((await queries.nameWordRecordsAtLeast(db, word)) > cap) return { total: cap, capped: true, rows: [] };
  }
  const { seqs: first, generation } = await queries.matchingSeqsWithGeneration(db, plan, cap + 1);
  if (first.length > cap && generation !== undefined) pastCapMemory.at(db, generation).add([key]);
  if (first.length <= PUBLIC_RANK_ALL_MAX) {
    // At most two pages: all of them as cards in one read, ranked here.
    return { total: first.length, capped: false, rows: rankRows(plan, await cardsBySeqs(db, first)).slice(0, limit) };
  }
  // Past the cap no cards: the answer asks for more of the name (ADR 0130).
  if (first.length > cap) return { total: cap, capped: true, rows: [] };
  // When every word is already whole (common ones), the first matches are the whole-word ones.
  const prefixes = plan.tokens.some((t) => matchesPrefix(plan, t));
  const whole = prefixes ? await queries.wholeWordSeqsUpTo(db, plan, limit) : [];
  const candidates = [...new Set([...whole, ...first.slice(0, limit)])];
  const rows = rankRows(plan, await cardsBySeqs(db, candidates)).slice(0, limit);
  return { total: first.length, capped: false, rows };
}

/** Text plans (with their cap) found to match more records than the cap, per database (ADR 0175). */
const pastCapMemory = deletionScopedMemory(20_000);

export interface RecordSearchOptions {
  /** SQLite: worker threads for the public search's read connections (db/sqlite-reader.ts). */
  readWorkers?: number;
}

export function createRecordSearch(handle: DatabaseHandle, options: RecordSearchOptions = {}): RecordSearch {
  const queries = handle.kind === 'sqlite' ? sqliteQueries : postgresQueries;
  const rankedSeqs: RecordSearch['rankedSeqs'] = (plan, { limit, offset = 0, risk }, db = handle.db) =>
    rankedSeqsWith(queries, db, plan, limit, offset, risk);
  // SQLite on a file: one statement per public search on a read connection of its own. An
  // in-memory database has no second connection, so it reads like PostgreSQL does.
  const reader = handle.kind === 'sqlite' ? sqliteReaderFor(handle, options.readWorkers) : undefined;
  const pgCards = handle.kind === 'postgres';
  const cardsBySeqs = pgCards ? pgCardsBySeqs : loadBySeqs;
  const cardPage: CardPage = reader
    ? (plan, limit, cap) => sqliteCardPage(reader, plan, limit, cap)
    : async (plan, limit, cap) => {
        if (plan.kind === 'text') return publicTextPage(queries, handle.db, plan, limit, cap, cardsBySeqs);
        const { total, seqs } = await rankedSeqs(plan, { limit });
        return { total, capped: false, rows: await loadBySeqs(handle.db, seqs) };
      };
  const exactSeqs: RecordSearch['exactSeqs'] = (match, cap, db = handle.db) => exactSeqsWith(db, match, cap);
  const exactCards: RecordSearch['exactCards'] = reader
    ? async (match, cap) => sqliteExactCards(reader, match, cap)
    : pgCards
      ? (match, cap) => pgExactCards(handle.db, match, cap)
      : async (match, cap) => loadBySeqs(handle.db, await exactSeqsWith(handle.db, match, cap));
  return { cardPage, rankedSeqs, exactSeqs, exactCards, close: async () => reader?.close() };
}
