// The SQLite read of the records holding a complete value (an inbox, a phone number, a street):
// the public search's exact lookups (ADR 0137).

import { inboxKeyExpression } from '../../db/migrations/20261125T2220-breach-catalog.ts';
import type { SqliteReader } from '../../db/sqlite-reader.ts';
import type { ExactCardRow, ExactMatch } from './search-queries.ts';
import { notInOpenBatch } from './sqlite-card-rows.ts';

/** The card columns of one record `r` with its emails and its phones as [phone, digits] pairs. */
const EXACT_CARD_COLUMNS = `r.seq as seq, r.id as id, r.full_name as full_name, r.birth_year as birth_year,
    r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city, r.state as state, r.zip as zip,
    r.county as county, r.risk_level as risk_level, r.employment as employment, r.benefits as benefits,
    r.street_key as street_key,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(json_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id) as phones`;
// Records of open import batches are left out by a test of the row already read (ADR 0228), in
// the statement run while some are open (ADR 0321).
const whileOpen = (batchOpen: boolean) => (batchOpen ? `and ${notInOpenBatch('r')}` : '');
// The expression of the inbox key index (record_emails_inbox_key_idx), as it was created.
const sqliteExactInboxKeys = (count: number, batchOpen: boolean) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.id in (select record_id from record_emails
    where ${inboxKeyExpression(true)} in (${Array.from({ length: count }, () => '?').join(', ')})) ${whileOpen(batchOpen)}
  order by r.seq desc limit ?`;
const sqliteExactPhones = (count: number, batchOpen: boolean) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.id in (select record_id from record_phones where digits in (${Array.from({ length: count }, () => '?').join(', ')}))
    ${whileOpen(batchOpen)} order by r.seq desc limit ?`;
const sqliteExactStreets = (count: number, batchOpen: boolean) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.street_key in (${Array.from({ length: count }, () => '?').join(', ')}) ${whileOpen(batchOpen)} order by r.seq desc limit ?`;

type Statement = (count: number, batchOpen: boolean) => string;
const texts = new Map<Statement, (readonly [string, string])[]>();

/** A statement of `count` keys, and the one run instead while some import batch is open; built once. */
function both(statement: Statement, count: number): readonly [string, string] {
  let byCount = texts.get(statement);
  if (!byCount) texts.set(statement, (byCount = []));
  return (byCount[count] ??= [statement(count, false), statement(count, true)]);
}

interface ExactQueryRow extends Omit<ExactCardRow, 'emails' | 'phones'> {
  emails: string;
  phones: string;
}

/**
 * The records holding a complete value, newest first, at most `cap`, as cards: one statement,
 * prepared once, on a read worker's connection (ADR 0137, amended by ADR 0320). Each is an exact
 * read of one index entry's records (at most `cap`), with each record's card columns, its secret
 * among them: on the main thread it cost the event loop 8 % of its time under the benchmark's
 * mix, and the server 15 % of its searches a second, for 0.1 ms less per lookup. None of an open
 * import batch (ADR 0228), as the statement's own snapshot sees them (ADR 0321).
 */
export async function sqliteExactCards(reader: SqliteReader, match: ExactMatch, cap: number): Promise<ExactCardRow[]> {
  if (!match.inboxKeys?.length && !match.phones?.length && !match.streetKeys?.length) return [];
  let rows: ExactQueryRow[];
  if (match.inboxKeys?.length) {
    const [sql, whileBatchOpen] = both(sqliteExactInboxKeys, match.inboxKeys.length);
    rows = await reader.all<ExactQueryRow>(sql, [...match.inboxKeys, cap], whileBatchOpen);
  } else if (match.phones?.length) {
    const keys = [...new Set(match.phones)];
    const [sql, whileBatchOpen] = both(sqliteExactPhones, keys.length);
    rows = await reader.all<ExactQueryRow>(sql, [...keys, cap], whileBatchOpen);
  } else if (match.streetKeys?.length) {
    const keys = [...new Set(match.streetKeys)];
    const [sql, whileBatchOpen] = both(sqliteExactStreets, keys.length);
    rows = await reader.all<ExactQueryRow>(sql, [...keys, cap], whileBatchOpen);
  } else return [];
  return rows.map((r) => ({
    ...r,
    emails: JSON.parse(r.emails) as string[],
    phones: (JSON.parse(r.phones) as [string, string][]).map(([phone, digits]) => ({ phone, digits })),
  }));
}
