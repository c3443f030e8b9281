// PostgreSQL file import (ADR 0160): a batch of prepared records as the bytes of its three
// COPYs (records, emails, phones), made where the records are prepared (the import's worker).
// The writing thread then only sends bytes: building the lines there cost it a record object
// per row, ~40 strings and the UTF-8 conversion, and its garbage collector took about half of
// its time. What the writer still needs of each record after the write (its id and alert keys,
// for the records that were new) travels beside the bytes in compact form.

import { pgSearchTerms } from '../search/index.ts';
import { RECORD_COLUMNS, type PreparedRecord } from './record-prepare.ts';

export interface PgCopyBatch {
  records: number;
  /** COPY text of the staging records table: ord, RECORD_COLUMNS, search_terms */
  recordText: Uint8Array;
  /** COPY text of the staging emails table: record_id, email, domain */
  emailText: Uint8Array;
  /** COPY text of the staging phones table: record_id, phone, digits */
  phoneText: Uint8Array;
  /** Of records with alert keys only: per record its id, its key count, then its keys. */
  alerts: string[];
}

/** The column order of `recordText`. */
export const STAGE_RECORD_COLUMNS = ['ord', ...RECORD_COLUMNS, 'search_terms'] as const;

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const escapeChar = (c: string) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r');

/** COPY text format: backslash, tab, newline and carriage return escaped; NULL as \N. */
export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, escapeChar) : value;
}

const encoder = new TextEncoder();

/**
 * The batch's COPY text, UTF-8 encoded. Each Uint8Array has an ArrayBuffer of its own (not
 * Buffer's shared pool), so a worker can transfer it rather than copy it.
 */
export function encodePgCopyBatch(records: readonly PreparedRecord[]): PgCopyBatch {
  const rec: string[] = [];
  const emails: string[] = [];
  const phones: string[] = [];
  const alerts: string[] = [];
  for (let ord = 0; ord < records.length; ord++) {
    const r = records[ord]!;
    rec.push(String(ord));
    for (const v of r.values) rec.push('\t', copyField(v));
    rec.push('\t', copyField(pgSearchTerms(r.keys)), '\n');
    // Record ids are [0-9a-z_-] (newRecordId): nothing to escape.
    for (const e of r.emails) emails.push(r.id, '\t', copyField(e.email), '\t', copyField(e.domain), '\n');
    for (const p of r.phones) phones.push(r.id, '\t', copyField(p.phone), '\t', copyField(p.digits), '\n');
    if (r.alertKeys.length) alerts.push(r.id, String(r.alertKeys.length), ...r.alertKeys);
  }
  return {
    records: records.length,
    recordText: encoder.encode(rec.join('')),
    emailText: encoder.encode(emails.join('')),
    phoneText: encoder.encode(phones.join('')),
    alerts,
  };
}

/** The ArrayBuffers a worker transfers with a batch. */
export function copyTransferList(batch: PgCopyBatch): ArrayBuffer[] {
  return [batch.recordText.buffer, batch.emailText.buffer, batch.phoneText.buffer] as ArrayBuffer[];
}

/** The alert candidates (alerts/alert-matching.ts) among the records the write inserted. */
export function insertedAlertCandidates(batch: PgCopyBatch, insertedIds: readonly string[]): { id: string; alertKeys: string[] }[] {
  if (batch.alerts.length === 0) return [];
  const inserted = new Set(insertedIds);
  const out: { id: string; alertKeys: string[] }[] = [];
  for (let i = 0; i < batch.alerts.length; ) {
    const id = batch.alerts[i]!;
    const n = Number(batch.alerts[i + 1]);
    if (inserted.has(id)) out.push({ id, alertKeys: batch.alerts.slice(i + 2, i + 2 + n) });
    i += 2 + n;
  }
  return out;
}
