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
  /** Text searches: matching seqs, unordered, at most `limit`, for ranking in JavaScript. */
  matchingSeqsUpTo(db: Db, plan: SearchPlan, limit: number, risk?: string): Promise<number[]>;
}

/** The best `limit` matches as result-card rows, and how many match in all. */
export type CardPage = (plan: SearchPlan, limit: number) => Promise<{ total: number; rows: CardRow[] }>;
