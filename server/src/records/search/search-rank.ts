// Ranking a search's matches from their own keys, in JavaScript.
//
// Why not bm25 for every search: FTS5's bm25 first counts, for every phrase of the query, how
// many records contain it (its rarity), by walking each phrase's whole list again; for a name
// with prefix phrases that doubled or tripled the cost of the query (ADR 0062). When a text
// search matches few records (a person's own name, a street), rebuilding their keys with the
// import's own rules and scoring them here is far cheaper and gives the same order bm25 gives
// in practice: a hit in the name beats one in the contact keys, which beats one in the
// address; a whole word beats a prefix; a shorter key set (a closer match) goes first; then
// the newest record.

import { COLUMN_WEIGHTS, keyWords, SEARCH_COLUMNS, type SearchKeySource } from './search-keys.ts';
import { matchesPrefix, type SearchPlan } from './search-plan.ts';

/** A whole-word hit counts twice a prefix-only hit (bm25 sees it in two phrases of the query). */
const WHOLE_WORD = 2;
const PREFIX_ONLY = 1;

interface RankScore {
  score: number;
  /** Number of key words looked at: fewer is a closer match. */
  words: number;
}

/** A record's hits for a plan, from the words of the key groups the plan searches. */
function scoreRecord(plan: SearchPlan, source: SearchKeySource): RankScore {
  let score = 0;
  let words = 0;
  for (const column of plan.columns ?? SEARCH_COLUMNS) {
    const list = keyWords(source, column);
    words += list.length;
    for (const token of plan.tokens) {
      const prefix = matchesPrefix(plan, token);
      for (const word of list) {
        if (word === token) score += WHOLE_WORD * COLUMN_WEIGHTS[column];
        else if (prefix && word.startsWith(token)) score += PREFIX_ONLY * COLUMN_WEIGHTS[column];
      }
    }
  }
  return { score, words };
}

/**
 * Text searches matching at most this many records are ranked here; more are ranked by the
 * database (bm25 on SQLite; on PostgreSQL these rules scored from the search terms). A
 * person's name matches far fewer; a single common word ("john", "main") far more.
 */
export const RANK_IN_JS_MAX = 250;

/**
 * The public search reads whole cards (with their encrypted blobs) to rank, so it ranks every
 * match only up to this many; more are represented by their first whole-word and first matches
 * (ADR 0130). 50 is two pages: past it, all whole-word matches of a name score alike.
 */
export const PUBLIC_RANK_ALL_MAX = 50;

/**
 * Whether a search with this many matches is ranked here. Phone and zip searches are one word,
 * whose rarity the database finds cheaply, so they keep its ranking and read only the page's
 * records; email searches have their own order (exact address first).
 */
export function ranksInJs(plan: SearchPlan, total: number): boolean {
  return plan.kind === 'text' && total <= RANK_IN_JS_MAX;
}

/** The stored columns a record's search keys are rebuilt from. */
export interface RankableRow {
  seq: number;
  id: string;
  full_name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  emails: readonly string[];
  phones: readonly { phone: string }[];
}

function keySourceOf(row: RankableRow): SearchKeySource {
  const opt = (value: string | null) => value ?? undefined;
  return {
    fullName: row.full_name,
    emails: [...row.emails],
    phones: row.phones.map((p) => p.phone),
    address: { street: opt(row.street), city: opt(row.city), state: opt(row.state), zip: opt(row.zip), county: opt(row.county) },
  };
}

/** Stored records, best match first (see rankByKeys). */
export function rankRows<T extends RankableRow>(plan: SearchPlan, rows: readonly T[]): T[] {
  return rankByKeys(plan, rows, keySourceOf);
}

/**
 * Equal matches: the newest import batch first, and within a batch in the order of the ids'
 * random part, never the file's. A record's seq follows its row in the dump, and a dump sorted
 * by a hidden column (salary, birth date, SSN) would show that order to a stranger in the order
 * of the cards; an id's prefix is its batch's start and the rest is random (ADR 0220).
 */
export const newestBatchFirst = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Best match first; ties as newestBatchFirst. Returns a new array. */
export function rankByKeys<T extends { id: string }>(plan: SearchPlan, items: readonly T[], sourceOf: (item: T) => SearchKeySource): T[] {
  const scored = items.map((item) => ({ item, ...scoreRecord(plan, sourceOf(item)) }));
  scored.sort((a, b) => b.score - a.score || a.words - b.words || newestBatchFirst(a.item, b.item));
  return scored.map((s) => s.item);
}
