// What each database's read path answers for a search plan (sqlite-search.ts,
// postgres-search.ts). record-search.ts picks one at start-up and builds the ranking on top.

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CardRow } from '../store/index.ts';
import type { SearchPlan } from './search-plan.ts';
import type { RankableRow } from './search-rank.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export interface SearchQueries {
  /** How many records match, of one risk level when `risk` is given. */
  countMatches(db: Db, plan: SearchPlan, risk?: string): Promise<number>;
  /** Matching seqs, best first (the database's own ranking); only one risk level when given. */
  searchSeqs(db: Db, plan: SearchPlan, limit: number, offset: number, risk?: string): Promise<number[]>;
  /**
   * Text searches: matching seqs, at most `limit`, the first in index order (no ranking, so the
   * read stops after `limit`), for ranking in JavaScript and for capped counts.
   */
  matchingSeqsUpTo(db: Db, plan: SearchPlan, limit: number, risk?: string): Promise<number[]>;
  /** Text searches: the words of commonWordCandidates(plan) that at least `atLeast` records hold whole. */
  commonWords(db: Db, plan: SearchPlan, atLeast: number): Promise<string[]>;
  /**
   * The public text search's matches in one snapshot: how many match, counted up to `cap` + 1
   * (more than `cap` when a bound kept by the database already says so), the deletion generation
   * of that snapshot when something matched (what ADR 0175 remembers under), and the candidates
   * as cards: every match when at most `rankAllMax`; else the first `limit` whole-word matches
   * and the first `limit` matches in index order; none past the cap. None of them is a record of
   * an import batch still open (ADR 0228): PostgreSQL's statement reads the open batches itself
   * (ADR 0234), SQLite reads them just before.
   */
  publicTextMatches(db: Db, plan: SearchPlan, page: PublicTextPageSize): Promise<PublicTextMatches>;
}

export interface PublicTextPageSize {
  limit: number;
  cap: number;
  rankAllMax: number;
}

export interface PublicTextMatches {
  total: number;
  generation?: number;
  cards: (CardRow & RankableRow)[];
}

/**
 * The public search's page: the best `limit` result-card rows and the total, counted up to
 * `cap` (`capped` when more match; then the rows are the best of a bounded candidate set).
 */
export interface PublicCardPage {
  total: number;
  capped: boolean;
  rows: CardRow[];
}
/** The public search's page: records of the open import batches are neither shown nor counted (ADR 0228). */
export type CardPage = (plan: SearchPlan, limit: number, cap: number) => Promise<PublicCardPage>;

/**
 * A record found by a complete value (email, phone digits, street key): its card columns and
 * what core's recordMatchesPlan checks it against (street key, phone digits).
 */
export type ExactCardRow = Omit<CardRow, 'phones'> & { street_key: string | null; phones: { phone: string; digits: string }[] };

/** The public search's complete values (record-search.ts exactSeqs). */
export interface ExactMatch {
  /**
   * The inbox keys of one address (core's inboxLookupKeys): a record holding an address with
   * any of them is a candidate, to be checked against the plan (ADR 0200).
   */
  inboxKeys?: readonly string[];
  /** A complete phone's spellings (core's phoneKeys), any of which picks a record. */
  phones?: readonly string[];
  streetKeys?: readonly string[];
}
