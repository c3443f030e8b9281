// The rows of the SQLite public read path's page statements: the card columns they select, the
// conversion of a row to a CardRow, and the open import batches no public read shows (ADR 0228).

import type { CardRow } from '../store/index.ts';

/** The card columns of the `page` rows, best first, each with `total` (an SQL expression). */
export const cardSelect = (total: string) => `select ${total} as total, r.seq as seq, r.id as id, r.full_name as full_name,
    r.birth_year as birth_year, r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city,
    r.state as state, r.zip as zip, r.county as county, r.risk_level as risk_level, r.employment as employment,
    r.benefits as benefits,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(p.phone) from record_phones p where p.record_id = r.id) as phones
  from page left join breach_records r on r.seq = page.seq
  order by page.score, page.seq desc`;

/** The import batches still open: usually none, and a partial index holds only those. */
const OPEN_BATCH_IDS = 'select id from import_batches where is_open = 1';

/**
 * The record `alias`, a breach_records row the statement reads anyway, is in no import batch
 * still open (ADR 0228). For the statement a read worker runs instead while some batch is open,
 * in the snapshot where it found one (ADR 0321).
 */
export const notInOpenBatch = (alias: string) => `(${alias}.batch_id is null or ${alias}.batch_id not in (${OPEN_BATCH_IDS}))`;

/** The same for a match of the search index, by its rowid (the record's seq): one lookup of the record by its key. */
export const matchNotInOpenBatch = (rowid: string) =>
  `not exists (select 1 from breach_records h where h.seq = ${rowid} and h.batch_id in (${OPEN_BATCH_IDS}))`;

export interface CardQueryRow extends Omit<CardRow, 'emails' | 'phones' | 'id'> {
  total: number;
  id: string | null;
  emails: string;
  phones: string;
}

export function toCardRow(r: CardQueryRow & { id: string }): CardRow {
  return {
    seq: r.seq,
    id: r.id,
    full_name: r.full_name,
    birth_year: r.birth_year,
    ssn_last4: r.ssn_last4,
    secret: r.secret,
    street: r.street,
    city: r.city,
    state: r.state,
    zip: r.zip,
    county: r.county,
    risk_level: r.risk_level,
    employment: r.employment,
    benefits: r.benefits,
    emails: JSON.parse(r.emails) as string[],
    phones: (JSON.parse(r.phones) as string[]).map((phone) => ({ phone })),
  };
}
