// PostgreSQL bulk path of the file import: each batch goes through COPY into temporary staging
// tables (no indexes, no per-row statements), then ONE statement moves the new records, their
// emails and phones into place, skipping records whose fingerprint is already stored. COPY
// costs a fraction of a multi-row INSERT per row, and the staging step keeps the dedupe.

import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgSearchTerms, pgSearchTermsSql } from '../search/index.ts';
import { RECORD_COLUMNS, type PreparedRecord } from './record-prepare.ts';
import type { ChildTables } from './pg-batch-partitions.ts';
import type { WriteResult } from './write-types.ts';

/** COPY text format: backslash, tab, newline and carriage return escaped; NULL as \N. */
export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;
}

const STAGE_RECORD_COLUMNS = ['ord', ...RECORD_COLUMNS, 'search_terms'];

const CREATE_STAGING = `
  create temp table if not exists bw_stage_records (ord integer, ${RECORD_COLUMNS.map((c) => `${c} ${c === 'birth_year' ? 'integer' : 'text'}`).join(', ')},
    search_terms text) on commit drop;
  create temp table if not exists bw_stage_emails (record_id text, email text, domain text) on commit drop;
  create temp table if not exists bw_stage_phones (record_id text, phone text, digits text) on commit drop;
  truncate bw_stage_records, bw_stage_emails, bw_stage_phones`;

const MOVE_STAGED = `
  with ins as (
    insert into breach_records (${RECORD_COLUMNS.join(', ')}, search_terms)
    select ${RECORD_COLUMNS.join(', ')}, ${pgSearchTermsSql('search_terms')}
    from bw_stage_records order by ord
    on conflict (fingerprint) do nothing
    returning id
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

async function copyRows(client: pg.PoolClient, table: string, columns: readonly string[], lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from([lines.join('')]), stream);
}

export async function writeRecordsPgCopy(
  client: pg.PoolClient,
  records: readonly PreparedRecord[],
  children?: ChildTables,
): Promise<WriteResult> {
  await client.query(CREATE_STAGING);
  const recordLines: string[] = [];
  const emailLines: string[] = [];
  const phoneLines: string[] = [];
  records.forEach((rec, ord) => {
    const cells = [String(ord)];
    for (const v of rec.values) cells.push(copyField(v));
    cells.push(copyField(pgSearchTerms(rec.keys)));
    recordLines.push(`${cells.join('\t')}\n`);
    for (const e of rec.emails) emailLines.push(`${copyField(rec.id)}\t${copyField(e.email)}\t${copyField(e.domain)}\n`);
    for (const p of rec.phones) phoneLines.push(`${copyField(rec.id)}\t${copyField(p.phone)}\t${copyField(p.digits)}\n`);
  });
  await copyRows(client, 'bw_stage_records', STAGE_RECORD_COLUMNS, recordLines);
  await copyRows(client, 'bw_stage_emails', ['record_id', 'email', 'domain'], emailLines);
  await copyRows(client, 'bw_stage_phones', ['record_id', 'phone', 'digits'], phoneLines);
  const { rows } = await client.query<{ id: string }>(moveStaged(children));
  return { inserted: rows.length, duplicates: records.length - rows.length, ids: rows.map((r) => r.id) };
}
