// The FTS5 MATCH expressions of a search plan over the contentless record_search table (name,
// contact, place): each word as a prefix phrase to find and count, as a whole word for the
// candidates that match it exactly, and as both for ranking with bm25.

import { COLUMN_WEIGHTS } from './search-keys.ts';
import { matchesPrefix, type SearchPlan } from './search-plan.ts';

/** bm25 over the three key columns with their weights (name > contact > place). */
export const SQLITE_BM25 = `bm25(record_search, ${COLUMN_WEIGHTS.name}.0, ${COLUMN_WEIGHTS.contact}.0, ${COLUMN_WEIGHTS.place}.0)`;

function ftsExpression(plan: SearchPlan, phrase: (token: string) => string): string {
  const term = (t: string) => (matchesPrefix(plan, t) ? phrase(t) : `"${t}"`);
  // One word that must be in the name is then in the name or place too: read its list once.
  const inName = plan.anyInName?.length === 1 ? plan.anyInName[0] : undefined;
  const body = plan.tokens
    .filter((t) => t !== inName)
    .map(term)
    .join(' AND ');
  const all = body && plan.columns ? `{${plan.columns.join(' ')}} : (${body})` : body;
  if (!plan.anyInName?.length) return all;
  const name = `{name} : (${plan.anyInName.map(term).join(' OR ')})`;
  return all ? `${all} AND ${name}` : name;
}

/** FTS5 MATCH expression where every word matches a whole key word: no prefix phrases. */
export function toFtsWholeWords(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `"${t}"`);
}

/** FTS5 MATCH expression for finding and counting the matches: each token as a prefix phrase. */
export function toFtsMatch(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `"${t}"*`);
}

/**
 * FTS5 MATCH expression for ranking with bm25: the same matches, but a whole word also matches
 * the exact phrase, so whole-word hits rank above prefix-only hits. bm25 then scans every
 * phrase's list a second time (for its rarity), which is why small result sets are ranked in
 * JavaScript instead (search-rank.ts).
 */
export function toFtsQuery(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `("${t}" OR "${t}"*)`);
}
