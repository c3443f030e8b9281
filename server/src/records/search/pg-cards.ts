// PostgreSQL: records as result cards with their emails and phones in one statement (json_agg),
// where loadBySeqs takes three (the rows, then emails and phones) and each round trip holds a
// pooled connection (ADR 0137): the exact matches (record-search.ts) here, and the rows of the
// public text page's function (postgres-search.ts), which returns the same columns. Both leave out
// the records of open import batches in the statement (ADR 0228, 0234).

import type pg from 'pg';
import { inboxKeyExpression } from '../../db/migrations/20261125T2220-breach-catalog.ts';
import type { ExactCardRow, ExactMatch } from './search-queries.ts';

/**
 * loadBySeqs' card columns of `r`, plus what the exact match and the ranking read. The public
 * text page's function (migration 20261130T0200-open-batches-in-text-page) returns the same columns: a
 * change here is a new migration there (handle-text-page.integration.test.ts compares the two
 * cards of one record).
 */
const PG_CARD_COLUMNS = `r.seq, r.id, r.full_name, r.birth_year, r.ssn_last4, r.secret, r.street, r.city, r.state,
  r.zip, r.county, r.risk_level, r.employment, r.benefits, r.street_key,
  coalesce((select json_agg(e.email) from record_emails e where e.record_id = r.id), '[]'::json) as emails,
  coalesce((select json_agg(json_build_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id), '[]'::json) as phones`;

export type PgCardRow = Omit<ExactCardRow, 'seq' | 'phones'> & { seq: number | string; phones: [string, string][] };

export const fromPgCard = (r: PgCardRow): ExactCardRow => ({
  ...r,
  seq: Number(r.seq),
  phones: r.phones.map(([phone, digits]) => ({ phone, digits })),
});

// Records of open import batches (ADR 0228) are left out by a test of the row already read,
// against the open batches read by the statement itself (ADR 0234: no round trip of its own): an
// initplan, run once per execution in the statement's snapshot, one probe of a partial index
// that is usually empty.
const EXACT_CARDS = (where: string) => `select ${PG_CARD_COLUMNS} from breach_records r where ${where}
  and (r.batch_id is null or r.batch_id <> all(array(select o.id from import_batches o where o.is_open = 1)))
  order by r.seq desc limit $2`;

/**
 * The three exact lookups as named statements: each connection parses one once and, after its
 * first executions, keeps its generic plan. Planning such a lookup cost 0.18-0.28 ms against
 * 0.05-0.10 ms to run it (ADR 0178). An equality on a B-tree index, or `= any` of a few values
 * (an email's spellings), plans alike for every value, so PostgreSQL's own
 * choice (plan_cache_mode auto) settles on the generic plan by itself.
 */
const EXACT_STATEMENTS = {
  // The expression of the inbox key index (record_emails_inbox_key_idx), as it was created.
  inboxKeys: {
    name: 'bw-exact-cards-inbox-keys',
    text: EXACT_CARDS(`r.id in (select record_id from record_emails where ${inboxKeyExpression(false)} = any($1::text[]))`),
  },
  phone: {
    name: 'bw-exact-cards-phone',
    text: EXACT_CARDS('r.id in (select record_id from record_phones where digits = any($1::text[]))'),
  },
  streets: { name: 'bw-exact-cards-streets', text: EXACT_CARDS('r.street_key = any($1::text[])') },
};

/** The records holding a complete value, newest first, at most `cap`, as cards; none of an open import batch. */
export async function pgExactCards(pool: pg.Pool, match: ExactMatch, cap: number): Promise<ExactCardRow[]> {
  let statement: { name: string; text: string };
  let value: string | string[];
  if (match.inboxKeys?.length) [statement, value] = [EXACT_STATEMENTS.inboxKeys, [...match.inboxKeys]];
  else if (match.phones?.length) [statement, value] = [EXACT_STATEMENTS.phone, [...new Set(match.phones)]];
  else if (match.streetKeys?.length) [statement, value] = [EXACT_STATEMENTS.streets, [...new Set(match.streetKeys)]];
  else return [];
  const { rows } = await pool.query<PgCardRow>({ ...statement, values: [value, cap] });
  return rows.map(fromPgCard);
}
