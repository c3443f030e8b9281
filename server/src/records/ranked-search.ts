// The order of a search's matches, shared by the admin screens, the admin CSV export and the
// public search on PostgreSQL (on SQLite the public search does the same in one statement,
// sqlite-search-page.ts).

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from './record-writer.ts';
import { allMatchingSeqs, countMatches, loadRankKeys, searchSeqs } from './records.repository.ts';
import type { SearchPlan } from './search-keys.ts';
import { jsRankLimit, rankRows } from './search-rank.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The seqs of a page of a search's matches, best first, and the total. A text search's few
 * hundred matches or fewer are ranked from their keys (search-rank.ts), the same on both
 * databases; more, and phone, zip and email searches, by the database.
 */
export async function rankedSeqs(db: Db, dialect: Dialect, plan: SearchPlan, limit: number, offset = 0, risk?: string): Promise<{ total: number; seqs: number[] }> {
  const total = await countMatches(db, dialect, plan, risk);
  if (plan.kind === 'email' || total > jsRankLimit(plan)) return { total, seqs: await searchSeqs(db, dialect, plan, limit, offset, risk) };
  const keys = await loadRankKeys(db, await allMatchingSeqs(db, dialect, plan, risk));
  return { total, seqs: rankRows(plan, keys).slice(offset, offset + limit).map((r) => r.seq) };
}
