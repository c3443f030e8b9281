// The PostgreSQL read path: a weighted tsvector column (name A, contact B, place C) under a GIN
// index, ranked by ts_rank; emails through record_emails (email-match.ts).

import { sql, type RawBuilder } from 'kysely';
import { emailCount, emailSeqs, riskCondition } from './email-match.ts';
import type { SearchQueries } from './search-queries.ts';
import { matchesPrefix, type SearchPlan } from './search-plan.ts';

const PG_WEIGHT = { name: 'A', contact: 'B', place: 'C' } as const;

/** to_tsquery text: tokens are [a-z0-9] only, so they need no quoting. */
export function toTsQuery(plan: SearchPlan, wholeWords = false): string {
  const labels = plan.columns ? plan.columns.map((c) => PG_WEIGHT[c]).join('') : '';
  const suffix = labels ? `:${labels}` : '';
  // One word that must be in the name is then in the name or place too: one condition on it.
  const inName = plan.anyInName?.length === 1 ? plan.anyInName[0] : undefined;
  const all = plan.tokens
    .filter((t) => t !== inName)
    .map((t) => (matchesPrefix(plan, t) && !wholeWords ? `(${t}${suffix} | ${t}:*${labels})` : `${t}${suffix}`))
    .join(' & ');
  if (!plan.anyInName?.length) return all;
  const name = `(${plan.anyInName.map((t) => (wholeWords || !matchesPrefix(plan, t) ? `${t}:A` : `${t}:*A`)).join(' | ')})`;
  return all ? `${all} & ${name}` : name;
}

function emailCondition(plan: SearchPlan): RawBuilder<boolean> {
  const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
  return sql<boolean>`${column} like ${`${plan.emailPrefix!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

export const postgresQueries: SearchQueries = {
  async countMatches(db, plan, risk) {
    const query =
      plan.kind === 'email'
        ? emailCount(emailCondition(plan), risk)
        : sql<{ n: number }>`select count(*) as n from breach_records r
            where r.search_vector @@ to_tsquery('simple', ${toTsQuery(plan)}) ${riskCondition(risk)}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async searchSeqs(db, plan, limit, offset, risk) {
    const q = toTsQuery(plan);
    const query =
      plan.kind === 'email'
        ? emailSeqs(emailCondition(plan), plan, limit, offset, risk)
        : sql<{ seq: number }>`select r.seq from breach_records r
            where r.search_vector @@ to_tsquery('simple', ${q}) ${riskCondition(risk)}
            order by ts_rank(r.search_vector, to_tsquery('simple', ${q})) desc, r.seq desc limit ${limit} offset ${offset}`;
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  // No order by: GIN hands a bitmap of matches, read in the table's physical order, so a LIMIT
  // stops the heap reads early; an order would read and sort every match.
  async matchingSeqsUpTo(db, plan, limit, risk) {
    const { rows } = await sql<{ seq: number }>`select r.seq from breach_records r
        where r.search_vector @@ to_tsquery('simple', ${toTsQuery(plan)}) ${riskCondition(risk)} limit ${limit}`.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  // No probe on PostgreSQL (ADR 0130): the tsquery's weight labels (name and place only) make
  // GIN recheck every row it returns against the heap, so a probe of 1,000 rows per word cost
  // more than it saved; GIN expands a prefix from its entry tree instead. The public search
  // reads the whole-word matches first instead (publicTextPage).
  commonWords() {
    return Promise.resolve([]);
  },

  async wholeWordSeqsUpTo(db, plan, limit) {
    const { rows } = await sql<{ seq: number }>`select r.seq from breach_records r
        where r.search_vector @@ to_tsquery('simple', ${toTsQuery(plan, true)}) limit ${limit}`.execute(db);
    return rows.map((r) => Number(r.seq));
  },
};
