// PostgreSQL bulk path of the file import: each batch goes through COPY into temporary staging
// tables (no indexes, no per-row statements), then ONE statement moves the new records, their
// emails and phones into place, skipping records whose fingerprint is already stored. COPY
// costs a fraction of a multi-row INSERT per row, and the staging step keeps the dedupe.

import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgSearchTermsSql } from '../search/index.ts';
import { nameWordPartsSql } from '../store/index.ts';
import { encodePgCopyBatch, STAGE_RECORD_COLUMNS, type PgCopyBatch } from './pg-copy-batch.ts';
import { NUMERIC_RECORD_COLUMNS, RECORD_COLUMNS, type PreparedRecord } from './record-prepare.ts';
import type { ChildTables } from './pg-batch-partitions.ts';
import type { WriteResult } from './write-types.ts';

const CREATE_STAGING = `
  create temp table if not exists bw_stage_records (ord integer, ${RECORD_COLUMNS.map((c) => `${c} ${NUMERIC_RECORD_COLUMNS.has(c) ? 'integer' : 'text'}`).join(', ')},
    search_terms text) on commit drop;
  create temp table if not exists bw_stage_emails (record_id text, email text, domain text) on commit drop;
  create temp table if not exists bw_stage_phones (record_id text, phone text, digits text) on commit drop;
  truncate bw_stage_records, bw_stage_emails, bw_stage_phones`;

/**
 * A stored record's heap order within its batch: its surname, byte-wise. A file with one name
 * column leaves last_name empty; the surname is then read from the whole name, as the part
 * before a comma ("Lovelace, Ada") or else its last word ("Ada Lovelace"; the import keeps a
 * name's words one space apart). A regular expression for the last word cost 1.4 µs a row more.
 */
const HEAP_ORDER = `lower(coalesce(nullif(last_name, ''), case when strpos(full_name, ',') > 0
  then split_part(full_name, ',', 1) else reverse(split_part(reverse(full_name), ' ', 1)) end, full_name)) collate "C"`;

// A batch's rows are inserted, and so numbered (seq) and laid on the heap, in surname order, in
// file order within a surname (ADR 0179). A common surname's records in a batch then share a page
// or two: counting its matches under the cap reads a third as many heap pages. Keeping seq in file
// order instead (numbered before the sort, then inserted in surname order) cost the statement 4-6
// µs a row more than this, measured: a nextval per row, and the seq index's inserts out of order.
// Rows of one fingerprint share their lowercased name, so the first in the file is still the one
// kept; but where the database's lower() leaves a letter as it is (non-ASCII under a "C" ctype)
// and two such rows differ only in that letter's case, the one sorted first is kept.
const MOVE_STAGED = `
  with ins as (
    insert into breach_records (${RECORD_COLUMNS.join(', ')}, search_terms)
    select ${RECORD_COLUMNS.join(', ')}, ${pgSearchTermsSql('search_terms')}
    from bw_stage_records
    order by ${HEAP_ORDER}, ord
    on conflict (fingerprint) do nothing
    returning id, search_terms
  ), name_words as (
    ${nameWordPartsSql('ins')}
  ), emails as (
    insert into record_emails (record_id, email, domain) select s.record_id, s.email, s.domain from bw_stage_emails s join ins on ins.id = s.record_id
  ), phones as (
    insert into record_phones (record_id, phone, digits) select s.record_id, s.phone, s.digits from bw_stage_phones s join ins on ins.id = s.record_id
  )
  select id from ins`;

/** The same statement with a big import's own child tables (pg-batch-partitions.ts) in place of the shared ones. */
function moveStaged(children: ChildTables | undefined): string {
  if (!children) return MOVE_STAGED;
  return MOVE_STAGED.replace('insert into record_emails ', `insert into "${children.emails}" `).replace(
    'insert into record_phones ',
    `insert into "${children.phones}" `,
  );
}

/** Sends ready COPY text: one write, then the end of the COPY. */
export async function copyBytes(client: pg.PoolClient, table: string, columns: readonly string[], text: Uint8Array): Promise<void> {
  if (text.length === 0) return;
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(text);
  });
}

/** Writes a batch whose COPY text is made (pg-copy-batch.ts); the records new by fingerprint are inserted. */
export async function writePgCopyBatch(client: pg.PoolClient, batch: PgCopyBatch, children?: ChildTables): Promise<WriteResult> {
  await client.query(CREATE_STAGING);
  await copyBytes(client, 'bw_stage_records', STAGE_RECORD_COLUMNS, batch.recordText);
  await copyBytes(client, 'bw_stage_emails', ['record_id', 'email', 'domain'], batch.emailText);
  await copyBytes(client, 'bw_stage_phones', ['record_id', 'phone', 'digits'], batch.phoneText);
  const { rows } = await client.query<{ id: string }>(moveStaged(children));
  return { inserted: rows.length, duplicates: batch.records - rows.length, ids: rows.map((r) => r.id) };
}

export async function writeRecordsPgCopy(
  client: pg.PoolClient,
  records: readonly PreparedRecord[],
  children?: ChildTables,
): Promise<WriteResult> {
  return writePgCopyBatch(client, encodePgCopyBatch(records), children);
}
