// PostgreSQL's side of ADR 0130's common words (ADR 0141): a typed word that at least
// COMMON_WORD_RECORDS records hold whole matches as itself, not as a prefix. SQLite counts that
// with a probe that stops at the threshold; a GIN scan cannot stop early (it reads the word's
// whole list and a heap page per match), so a probe cost more than it saved. PostgreSQL's own
// statistics already know the common words: ANALYZE keeps the most common lexemes of
// `search_terms` (tagged by key group, ADR 0140) with the share of rows holding each, so a word's
// estimated count is read from memory. A word the statistics do not list is not common (below
// the most common thousand, or never analysed): it stays a prefix, as before.
// At 10,000,000 records many more words than a thousand are common; for name words the lower
// bound of ADR 0176 knows them too, and a name word is common when either source says so
// (ADR 0177).

import { sql } from 'kysely';
import { nameWordBounds } from '../store/index.ts';
import { PG_GROUP_TAG } from './pg-search-terms.ts';
import { COMMON_WORD_RECORDS, commonWordCandidates, type SearchPlan } from './search-plan.ts';
import { SEARCH_COLUMNS } from './search-keys.ts';
import type { Db } from './search-queries.ts';

/** How long the statistics read once are used: ANALYZE changes them a few times a day at most. */
export const TERM_STATS_TTL_MS = 5 * 60_000;

interface TermStats {
  readAt: number;
  /** tagged lexeme -> estimated records holding it */
  counts: Map<string, number>;
}

const statsByDb = new WeakMap<object, TermStats>();

/** The most common tagged words of `search_terms` in the current schema, with estimated counts (ANALYZE's). */
async function readTermStats(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null; rows: number | null }>`
    select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples as rows
    from pg_stats s
    join pg_namespace n on n.nspname = s.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = s.tablename
    where s.schemaname = current_schema() and s.tablename = 'breach_records' and s.attname = 'search_terms'`.execute(db);
  const counts = new Map<string, number>();
  const row = rows[0];
  // reltuples is -1 for a table never analysed or vacuumed: no estimate to make.
  if (!row?.elems || !row.freqs || row.rows === null || row.rows <= 0) return counts;
  // The frequencies list has three extra entries at its end (minimum, maximum, null share).
  row.elems.forEach((lexeme, i) => counts.set(lexeme, Math.round((row.freqs![i] ?? 0) * row.rows!)));
  return counts;
}

/**
 * Name words that at least BOUND_FLOOR records hold by the lower bound of ADR 0176, with that
 * bound: a name word beside a place word can make a common word between them.
 */
const BOUND_FLOOR = COMMON_WORD_RECORDS / 2;

/** A read of the statistics under way, per database: concurrent searches share it. */
const readingByDb = new WeakMap<object, Promise<TermStats>>();

/**
 * Forgets what was read, so the next search reads the statistics again (tests, after ANALYZE). A
 * read under way is forgotten too: what it returns may predate the ANALYZE, and is not kept.
 */
export function forgetTermStats(db: object): void {
  statsByDb.delete(db);
  readingByDb.delete(db);
}

/**
 * Reads the statistics and the name words' bounds, once at a time per database. A server that
 * starts under load meets its first searches all at once: each read its own, and at 10,000,000
 * records, with the bounds' table not yet vacuumed after an import, each read scanned it while
 * holding one of the pool's connections (docs/benchmarks.md, 2026-11-28).
 */
function readStats(db: Db, now: number): Promise<TermStats> {
  const under = readingByDb.get(db);
  if (under) return under;
  const reading = readCounts(db)
    .then((counts) => {
      const stats = { readAt: now, counts };
      // Kept only while this read is still the one under way (forgetTermStats may have dropped it).
      if (readingByDb.get(db) === reading) statsByDb.set(db, stats);
      return stats;
    })
    .finally(() => {
      if (readingByDb.get(db) === reading) readingByDb.delete(db);
    });
  readingByDb.set(db, reading);
  return reading;
}

/** The statistics' estimates, raised to the name words' lower bounds where those know more. */
async function readCounts(db: Db): Promise<Map<string, number>> {
  const counts = await readTermStats(db);
  for (const [lexeme, n] of await nameWordBounds(db, BOUND_FLOOR)) counts.set(lexeme, Math.max(counts.get(lexeme) ?? 0, n));
  return counts;
}

/**
 * The words of commonWordCandidates(plan) that at least `atLeast` records hold whole in the
 * plan's key groups, by the statistics' estimate (the groups' estimates added up). Statistics
 * older than TERM_STATS_TTL_MS still answer while a fresh read runs beside the search: they are
 * an estimate either way.
 */
export async function pgCommonWords(db: Db, plan: SearchPlan, atLeast: number, now = Date.now()): Promise<string[]> {
  const words = commonWordCandidates(plan);
  if (words.length === 0) return [];
  let stats = statsByDb.get(db);
  if (!stats) stats = await readStats(db, now);
  // A failed refresh keeps the older statistics; the next search past their age tries again.
  else if (now - stats.readAt > TERM_STATS_TTL_MS && !readingByDb.has(db)) readStats(db, now).catch(() => undefined);
  const { counts } = stats;
  const columns = plan.columns ?? SEARCH_COLUMNS;
  return words.filter((w) => columns.reduce((n, c) => n + (counts.get(`${PG_GROUP_TAG[c]}${w}`) ?? 0), 0) >= atLeast);
}
