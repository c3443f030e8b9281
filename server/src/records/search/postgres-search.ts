// The PostgreSQL read path: one tsvector of group-tagged words (`search_terms`, ADR 0140:
// "nsmith" is "smith" in the name) under a GIN index, which answers every text query from its
// entries alone; emails through record_emails (email-match.ts).

import { sql, type RawBuilder } from 'kysely';
import { emailCount, emailSeqs, riskCondition } from './email-match.ts';
import { pgCommonWords } from './pg-common-words.ts';
import { PG_GROUP_TAG } from './pg-search-terms.ts';
import { COLUMN_WEIGHTS, SEARCH_COLUMNS, type SearchColumn } from './search-keys.ts';
import { fromPgCard, type PgCardRow } from './pg-cards.ts';
import type { Db, PublicTextMatches, PublicTextPageSize, SearchQueries } from './search-queries.ts';
import { emailPrefixes, isCommonWordCandidate, matchesPrefix, type SearchPlan } from './search-plan.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGIT_CHARS = '0123456789';

/**
 * A word as a prefix, in one group. GIN reads every list a prefix covers into its bitmap before
 * it returns anything, and the planner compares each prefix with every common element of the
 * column's statistics.
 * - The public search asks a common word of four letters or more whole (its plans say
 *   `commonWordsDecided`; isCommonWordCandidate, ADR 0141), so as a prefix such a word is a
 *   rarer one: "nmaria:*", one entry (ADR 0177).
 * - A shorter word, digits, and every word of the admin search, which asks nothing whole, may be
 *   as common as "new" in a city's name: the whole word and one prefix per next character,
 *   "nnew | nnewa:* | ... | nnewz:*" (ADR 0140), so that GIN walks the whole word's list only as
 *   far as the query's rarer words need (core's tokens are all a-z, all digits, or all letters of
 *   other scripts).
 * - A word of another script ("ив", ADR 0181) may go on with any of thousands of letters: one
 *   prefix entry.
 */
function prefixTerm(lexeme: string, token: string, plan: SearchPlan): string[] {
  if (plan.commonWordsDecided && isCommonWordCandidate(token)) return [`${lexeme}:*`];
  const next = /^[0-9]+$/.test(token) ? DIGIT_CHARS : /^[a-z]+$/.test(token) ? LETTERS : undefined;
  if (!next) return [`${lexeme}:*`];
  return [lexeme, ...Array.from(next, (c) => `${lexeme}${c}:*`)];
}

/** One word in any of these key groups: "(nsmith | psmith)", or with prefixTerm's prefixes. */
function anyGroup(token: string, columns: readonly SearchColumn[], prefix: boolean, plan: SearchPlan): string {
  const alternatives = columns.flatMap((c) => {
    const lexeme = `${PG_GROUP_TAG[c]}${token}`;
    return prefix ? prefixTerm(lexeme, token, plan) : [lexeme];
  });
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

/**
 * tsquery text, cast with ::tsquery (no parser: the tagged words are the lexemes). Tokens are
 * letters or digits only (core's tokenizer), so they need no quoting. No weight labels: a label
 * makes GIN recheck the row.
 */
export function toTsQuery(plan: SearchPlan, wholeWords = false): string {
  const columns = plan.columns ?? SEARCH_COLUMNS;
  const prefix = (t: string) => !wholeWords && matchesPrefix(plan, t);
  // One word that must be in the name is then in the name or place too: one condition on it.
  const inName = plan.anyInName?.length === 1 ? plan.anyInName[0] : undefined;
  const all = plan.tokens.filter((t) => t !== inName).map((t) => anyGroup(t, columns, prefix(t), plan));
  if (plan.anyInName?.length) {
    const names = plan.anyInName.map((t) => anyGroup(t, ['name'], prefix(t), plan));
    all.push(names.length === 1 ? names[0]! : `(${names.join(' | ')})`);
  }
  return all.join(' & ');
}

const matches = (query: string) => sql<boolean>`r.search_terms @@ ${query}::tsquery`;

/**
 * The database's ranking for the admin search past RANK_IN_JS_MAX matches, on search-rank.ts'
 * rules (which rank fewer matches): per word and key group, the group's weight twice for a
 * whole word, once for a prefix only. It reads the tags, so no positions or weights are stored.
 */
export function rankScore(plan: SearchPlan): RawBuilder<number> {
  const parts: RawBuilder<number>[] = [];
  for (const column of plan.columns ?? SEARCH_COLUMNS) {
    const weight = COLUMN_WEIGHTS[column];
    for (const token of plan.tokens) {
      const lexeme = `${PG_GROUP_TAG[column]}${token}`;
      if (matchesPrefix(plan, token)) {
        parts.push(sql<number>`(${matches(lexeme)})::int * ${weight}`, sql<number>`(${matches(`${lexeme}:*`)})::int * ${weight}`);
      } else parts.push(sql<number>`(${matches(lexeme)})::int * ${2 * weight}`);
    }
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

function emailCondition(plan: SearchPlan): RawBuilder<boolean> {
  const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
  const likes = emailPrefixes(plan).map(
    (prefix) => sql<boolean>`${column} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(likes, sql` or `)})`;
}

/**
 * The public text page's read as one call of bw_public_text_matches (migration
 * 20261130T0200-open-batches-in-text-page, ADR 0178), where it took up to four statements (the
 * name word's bound, the capped matches, the whole-word matches, the cards), each planned anew,
 * and sent every one of up to 1,001 matches back only to be counted. The function reads the open
 * import batches itself and leaves their records out (ADR 0228, 0234).
 */
async function pgPublicTextMatches(db: Db, plan: SearchPlan, { limit, cap, rankAllMax }: PublicTextPageSize): Promise<PublicTextMatches> {
  const [word] = plan.tokens;
  const oneNameWord = word !== undefined && plan.tokens.length === 1 && plan.anyInName?.length === 1 && plan.anyInName[0] === word;
  const prefixes = plan.tokens.some((t) => matchesPrefix(plan, t));
  const { rows } = await sql<PgCardRow & { bound: string; total: string | null; generation: string | number | null }>`
    select * from bw_public_text_matches(${oneNameWord ? `${PG_GROUP_TAG.name}${word}` : null}, ${toTsQuery(plan)}::tsquery,
      ${toTsQuery(plan, true)}::tsquery, ${prefixes}, ${cap}, ${rankAllMax}, ${limit})`.execute(db);
  const head = rows[0]!;
  // The bound past the cap: more than the cap match (prefixes included), none counted; as true
  // under this generation as a count past the cap (read in the same snapshot).
  if (Number(head.bound) > cap) return { total: cap + 1, generation: Number(head.generation), cards: [] };
  const total = Number(head.total);
  return {
    total,
    generation: total > 0 ? Number(head.generation) : undefined,
    // The count, bound and generation ride on every row; a card is the card columns alone.
    cards: rows.filter((r) => r.seq !== null).map(({ bound: _bound, total: _total, generation: _generation, ...card }) => fromPgCard(card)),
  };
}

export const postgresQueries: SearchQueries = {
  async countMatches(db, plan, risk) {
    const query =
      plan.kind === 'email'
        ? emailCount(emailCondition(plan), risk)
        : sql<{ n: number }>`select count(*) as n from breach_records r
            where ${matches(toTsQuery(plan))} ${riskCondition(risk)}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async searchSeqs(db, plan, limit, offset, risk) {
    const query =
      plan.kind === 'email'
        ? emailSeqs(emailCondition(plan), plan, limit, offset, risk)
        : sql<{ seq: number }>`select r.seq from breach_records r
            where ${matches(toTsQuery(plan))} ${riskCondition(risk)}
            order by ${rankScore(plan)} desc, r.seq desc limit ${limit} offset ${offset}`;
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  // No order by: GIN hands a bitmap of matches, read in the table's physical order, so a LIMIT
  // stops the heap reads early; an order would read and sort every match.
  async matchingSeqsUpTo(db, plan, limit, risk) {
    const { rows } = await sql<{ seq: number }>`select r.seq from breach_records r
        where ${matches(toTsQuery(plan))} ${riskCondition(risk)} limit ${limit}`.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  publicTextMatches: pgPublicTextMatches,

  // From PostgreSQL's statistics of the tagged words rather than a probe (ADR 0141).
  commonWords(db, plan, atLeast) {
    return pgCommonWords(db, plan, atLeast);
  },
};
