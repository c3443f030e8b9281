// PostgreSQL: records as result cards with their emails and phones in one statement (json_agg),
// where loadBySeqs takes three (the rows, then emails and phones) and each round trip holds a
// pooled connection (ADR 0137). Read by the public text page (postgres-search.ts) and by the
// exact matches (record-search.ts).

import { sql } from 'kysely';
import type { Db, ExactCardRow, ExactMatch } from './search-queries.ts';

/**
 * loadBySeqs' card columns of `r`, plus what the exact match and the ranking read. The public
 * text page's function (migration 20261128T1200-public-text-page) returns the same columns: a
 * change here is a new migration there.
 */
export const PG_CARD_COLUMNS = sql`r.seq, r.id, r.full_name, r.birth_year, r.ssn_last4, r.secret, r.street, r.city, r.state,
  r.zip, r.county, r.risk_level, r.employment, r.benefits, r.street_key,
  coalesce((select json_agg(e.email) from record_emails e where e.record_id = r.id), '[]'::json) as emails,
  coalesce((select json_agg(json_build_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id), '[]'::json) as phones`;

export type PgCardRow = Omit<ExactCardRow, 'seq' | 'phones'> & { seq: number | string; phones: [string, string][] };

export const fromPgCard = (r: PgCardRow): ExactCardRow => ({
  ...r,
  seq: Number(r.seq),
  phones: r.phones.map(([phone, digits]) => ({ phone, digits })),
});

/** The records holding a complete value, newest first, at most `cap`, as cards. */
export async function pgExactCards(db: Db, match: ExactMatch, cap: number): Promise<ExactCardRow[]> {
  let where;
  if (match.email) where = sql`r.id in (select record_id from record_emails where email = ${match.email})`;
  else if (match.phone) where = sql`r.id in (select record_id from record_phones where digits = ${match.phone})`;
  else if (match.streetKeys?.length) where = sql`r.street_key = any(${[...new Set(match.streetKeys)]}::text[])`;
  else return [];
  const { rows } = await sql<PgCardRow>`select ${PG_CARD_COLUMNS} from breach_records r where ${where}
    order by r.seq desc limit ${cap}`.execute(db);
  return rows.map(fromPgCard);
}
