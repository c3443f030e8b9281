// Email searches on both databases: prefix matches on record_emails (the address, or its domain
// for "@domain" queries), exact addresses first. Only the prefix condition differs per database.

import { sql, type RawBuilder } from 'kysely';
import { emailPrefixes, type SearchPlan } from './search-plan.ts';

/** `and r.risk_level = ...` when a level is asked for (r is breach_records), else nothing. */
export function riskCondition(risk: string | undefined): RawBuilder<unknown> {
  return risk ? sql`and r.risk_level = ${risk}` : sql``;
}

export const emailColumn = (plan: SearchPlan) => sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');

export function emailSeqs(condition: RawBuilder<boolean>, plan: SearchPlan, limit: number, offset: number, risk?: string) {
  return sql<{ seq: number }>`select r.seq as seq from record_emails e join breach_records r on r.id = e.record_id
      where ${condition} ${riskCondition(risk)} group by r.seq
      order by min(case when ${emailColumn(plan)} in (${sql.join(emailPrefixes(plan))}) then 0 else 1 end), r.seq desc
      limit ${limit} offset ${offset}`;
}

export function emailCount(condition: RawBuilder<boolean>, risk?: string): RawBuilder<{ n: number }> {
  return risk
    ? sql`select count(distinct r.seq) as n from record_emails e join breach_records r on r.id = e.record_id
          where ${condition} ${riskCondition(risk)}`
    : sql`select count(distinct e.record_id) as n from record_emails e where ${condition}`;
}
