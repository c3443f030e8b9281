// The order of a search's matches, shared by the admin screens, the admin CSV export and the
// public search on PostgreSQL (on SQLite the public search does the same in one statement,
// sqlite-search-page.ts).

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from './record-writer.ts';
import { countMatches, loadRankKeys, matchingSeqsUpTo, searchSeqs } from './records.repository.ts';
import type { SearchPlan } from './search-keys.ts';
import { RANK_IN_JS_MAX, rankRows, ranksInJs } from './search-rank.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The seqs of a page of a search's matches, best first, and the total. A text search's few
 * hundred matches or fewer are ranked from their keys (search-rank.ts), the same on both
 * databases; more, and phone, zip and email searches, by the database.
 */
export async function rankedSeqs(
  db: Db,
  dialect: Dialect,
  plan: SearchPlan,
  limit: number,
  offset = 0,
  risk?: string,
): Promise<{ total: number; seqs: number[] }> {
  if (plan.kind === 'text') {
    // One query answers both "how many" and "which" when the matches are few: the usual case.
    const few = await matchingSeqsUpTo(db, dialect, plan, RANK_IN_JS_MAX + 1, risk);
    if (ranksInJs(plan, few.length)) {
      const ranked = rankRows(plan, await loadRankKeys(db, few));
      return { total: few.length, seqs: ranked.slice(offset, offset + limit).map((r) => r.seq) };
    }
  }
  const total = await countMatches(db, dialect, plan, risk);
  return { total, seqs: await searchSeqs(db, dialect, plan, limit, offset, risk) };
}
