// The records' read side behind one interface, chosen once at start-up for the database in use:
// SQLite (FTS5, and a read-only connection of its own for the public search) or PostgreSQL
// (tsvector under GIN). Callers hold a RecordSearch and never ask which database it is.

import { SqliteAdapter, sql } from 'kysely';
import { inboxKeyExpression } from '../../db/migrations/20261125T2220-breach-catalog.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { sqliteReaderFor } from '../../db/sqlite-reader.ts';
import { loadBySeqs, loadRankKeys, openBatchIds } from '../store/index.ts';
import { dbGeneration, deletionScopedMemory } from './deletion-scoped-memory.ts';
import { postgresQueries } from './postgres-search.ts';
import { pgExactCards } from './pg-cards.ts';
import { COMMON_WORD_RECORDS, type SearchPlan } from './search-plan.ts';
import type { CardPage, Db, ExactCardRow, ExactMatch, PublicCardPage, SearchQueries } from './search-queries.ts';
import { PUBLIC_RANK_ALL_MAX, RANK_IN_JS_MAX, rankRows, ranksInJs } from './search-rank.ts';
import { sqliteExactCards } from './sqlite-exact-cards.ts';
import { sqliteCardPage, sqliteQueries } from './sqlite-search.ts';

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
  /**
   * The records of exactSeqs as cards, read from the database the search was made for, but
   * none of an import batch still open (ADR 0228).
   */
  exactCards(match: ExactMatch, cap: number): Promise<ExactCardRow[]>;
  close(): Promise<void>;
}

// The public reads (cardPage, exactCards) leave out the records of import batches still open
// (ADR 0228), each reading the open batches in the statement that reads the records, in one
// snapshot: PostgreSQL (ADR 0234: a separate read was a round trip of its own, 0.24-0.29 ms) and
// SQLite on a file (ADR 0321: a statement may wait for a read worker, and a list read before the
// wait could miss a batch opened during it). An in-memory SQLite database (tests) reads the list
// just before, through its one connection.

async function exactSeqsWith(db: Db, match: ExactMatch, cap: number, hidden: readonly string[] = []): Promise<number[]> {
  let rows: { seq: number | string }[];
  // Records of open import batches (ADR 0228): a test of the row already read, only when there are any.
  const shown = hidden.length ? sql<boolean>`(r.batch_id is null or r.batch_id not in (${sql.join([...hidden])}))` : undefined;
  if (match.inboxKeys?.length) {
    const key = sql.raw(inboxKeyExpression(db.getExecutor().adapter instanceof SqliteAdapter));
    const keys = [...match.inboxKeys];
    rows = await db
      .selectFrom('breach_records as r')
      .select('r.seq')
      .where('r.id', 'in', (eb) =>
        eb
          .selectFrom('record_emails')
          .select('record_id')
          .where(sql<boolean>`${key} in (${sql.join(keys)})`),
      )
      .$if(shown !== undefined, (q) => q.where(shown!))
      .orderBy('r.seq', 'desc')
      .limit(cap)
      .execute();
  } else if (match.phones?.length) {
    rows = await db
      .selectFrom('record_phones as p')
      .innerJoin('breach_records as r', 'r.id', 'p.record_id')
      .select('r.seq')
      .where('p.digits', 'in', [...match.phones])
      .$if(shown !== undefined, (q) => q.where(shown!))
      .orderBy('r.seq', 'desc')
      .limit(cap)
      .execute();
  } else if (match.streetKeys?.length) {
    rows = await db
      .selectFrom('breach_records as r')
      .select('r.seq')
      .where('r.street_key', 'in', [...match.streetKeys])
      .$if(shown !== undefined, (q) => q.where(shown!))
      .orderBy('r.seq', 'desc')
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
 * The public text search without a read connection of its own (PostgreSQL, in-memory SQLite),
 * on the same rule as sqliteCardPage: the first `cap` + 1 matches in index order give the
 * capped count; at most PUBLIC_RANK_ALL_MAX are all ranked here; up to `cap` are represented by
 * the first `limit` whole-word matches and the first `limit` matches, ranked here; past `cap`
 * there are no cards. No read grows with the match count past the index's own list of it. The
 * database reads the count and the candidates' cards together (publicTextMatches: on
 * PostgreSQL one statement, ADR 0178).
 */
async function publicTextPage(queries: SearchQueries, db: Db, searched: SearchPlan, limit: number, cap: number): Promise<PublicCardPage> {
  const common = await queries.commonWords(db, searched, COMMON_WORD_RECORDS);
  const plan = common.length ? { ...searched, wholeOnly: common } : searched;
  // A match set past the cap when last counted, and nothing deleted since, is past it now
  // (ADR 0175): only a search remembered so reads the generation first.
  const key = `${cap} ${JSON.stringify(plan)}`;
  if (pastCapMemory.mayHave(db, key) && pastCapMemory.at(db, await dbGeneration(db)).has(key)) {
    return { total: cap, capped: true, rows: [] };
  }
  const found = await queries.publicTextMatches(db, plan, { limit, cap, rankAllMax: PUBLIC_RANK_ALL_MAX });
  // Past the cap no cards: the answer asks for more of the name (ADR 0130).
  if (found.total > cap) {
    if (found.generation !== undefined) pastCapMemory.at(db, found.generation).add([key]);
    return { total: cap, capped: true, rows: [] };
  }
  return { total: found.total, capped: false, rows: rankRows(plan, found.cards).slice(0, limit) };
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
  const cardPage: CardPage = reader
    ? (plan, limit, cap) => sqliteCardPage(reader, plan, limit, cap)
    : async (plan, limit, cap) => {
        if (plan.kind === 'text') return publicTextPage(queries, handle.db, plan, limit, cap);
        const { total, seqs } = await rankedSeqs(plan, { limit });
        return { total, capped: false, rows: await loadBySeqs(handle.db, seqs) };
      };
  const exactSeqs: RecordSearch['exactSeqs'] = (match, cap, db = handle.db) => exactSeqsWith(db, match, cap);
  const exactCards: RecordSearch['exactCards'] = reader
    ? async (match, cap) => sqliteExactCards(reader, match, cap)
    : pgCards
      ? (match, cap) => pgExactCards(handle.pgPool!, match, cap)
      : async (match, cap) => loadBySeqs(handle.db, await exactSeqsWith(handle.db, match, cap, await openBatchIds(handle.db)));
  return { cardPage, rankedSeqs, exactSeqs, exactCards, close: async () => reader?.close() };
}
