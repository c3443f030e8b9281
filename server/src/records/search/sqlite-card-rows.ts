// The rows of the SQLite public read path's page statements: the card columns they select, the
// conversion of a row to a CardRow, and the open import batches no public read shows (ADR 0228).

import type { SqliteReader } from '../../db/sqlite-reader.ts';
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

/** `alias.batch_id` is one of `count` open batches' ids (bound as parameters). */
export const inHidden = (count: number, alias: string) => `${alias}.batch_id in (${Array.from({ length: count }, () => '?').join(', ')})`;

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

/**
 * Ids of the import batches still open, whose records no public read shows (ADR 0228): usually
 * none. A statement prepared once on the calling thread's read connection (about 2 µs, where
 * building and preparing it through Kysely took about 22), read just before the statement it
 * serves and never cached, so a batch begun on another connection is held back at once.
 */
export const readerOpenBatches = (reader: SqliteReader): string[] =>
  reader.now<{ id: string }>('select id from import_batches where is_open = 1', []).map((r) => r.id);
