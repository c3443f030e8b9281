// What each database's read path answers for a search plan (sqlite-search.ts,
// postgres-search.ts). record-search.ts picks one at start-up and builds the ranking on top.

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CardRow } from '../store/index.ts';
import type { SearchPlan } from './search-plan.ts';

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
  /**
   * matchingSeqsUpTo without a risk level, with the deletion generation read in the same
   * statement (one snapshot; undefined when nothing matches): what ADR 0175 remembers under.
   */
  matchingSeqsWithGeneration(db: Db, plan: SearchPlan, limit: number): Promise<{ seqs: number[]; generation?: number }>;
  /** Text searches: the words of commonWordCandidates(plan) that at least `atLeast` records hold whole. */
  commonWords(db: Db, plan: SearchPlan, atLeast: number): Promise<string[]>;
  /** Text searches: like matchingSeqsUpTo, but every word must match a whole key word (no prefixes). */
  wholeWordSeqsUpTo(db: Db, plan: SearchPlan, limit: number): Promise<number[]>;
  /**
   * At least how many records hold `word` whole in their name (never more than the truth), when
   * the database keeps such counts (PostgreSQL, ADR 0176).
   */
  nameWordRecordsAtLeast?(db: Db, word: string): Promise<number>;
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
export type CardPage = (plan: SearchPlan, limit: number, cap: number) => Promise<PublicCardPage>;

/**
 * A record found by a complete value (email, phone digits, street key): its card columns and
 * what core's recordMatchesPlan checks it against (street key, phone digits).
 */
export type ExactCardRow = Omit<CardRow, 'phones'> & { street_key: string | null; phones: { phone: string; digits: string }[] };

/** The public search's complete values (record-search.ts exactSeqs). */
export interface ExactMatch {
  email?: string;
  phone?: string;
  streetKeys?: readonly string[];
}
