// PostgreSQL file import (ADR 0160): a batch of prepared records as the bytes of its three
// COPYs (records, emails, phones), made where the records are prepared (the import's worker).
// The writing thread then only sends bytes: building the lines there cost it a record object
// per row, ~40 strings and the UTF-8 conversion, and its garbage collector took about half of
// its time. What the writer still needs of each record after the write (its id and alert keys,
// for the records that were new) travels beside the bytes in compact form.

import { PG_GROUP_TAG, pgSearchTerms, type SearchKeys } from '../search/index.ts';
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

const TAB = 9;
const NEWLINE = 10;
const SPACE = 32;
/** A key group longer than this may hold a word PostgreSQL refuses: it takes pgSearchTerms' way, which drops such words. */
const SHORT_WORDS = 2046;

/**
 * Grows as needed and is reused batch after batch: each cell is written into it as UTF-8 where
 * it stands, with no line strings, no joined batch text and no separate encoding pass (about
 * 5 µs less CPU per row than joining strings, on top of fewer young-generation collections).
 */
class CopyText {
  private buf = Buffer.allocUnsafeSlow(1 << 18);
  private n = 0;

  private room(bytes: number): void {
    if (this.n + bytes <= this.buf.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.n + bytes));
    this.buf.copy(grown, 0, 0, this.n);
    this.buf = grown;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.n++] = b;
  }

  /** Text already in COPY form (escaped, or known to need none). */
  raw(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    this.room(text.length * 3);
    this.n += this.buf.write(text, this.n);
  }

  field(value: string | number | null): void {
    this.raw(copyField(value));
  }

  /**
   * pgSearchTerms(keys) as a COPY field, written a character at a time when the keys are words
   * of [a-z0-9], as nearly all are. Words of other scripts (ADR 0181) take the general way.
   */
  searchTerms(keys: SearchKeys): void {
    const start = this.n;
    this.room((keys.name.length + keys.contact.length + keys.place.length) * 2 + 3);
    const buf = this.buf;
    let n = this.n;
    let first = true;
    for (const [words, tag] of [
      [keys.name, NAME_TAG],
      [keys.contact, CONTACT_TAG],
      [keys.place, PLACE_TAG],
    ] as const) {
      if (words.length > SHORT_WORDS) return this.fallback(start, keys);
      let inWord = false;
      for (let i = 0; i < words.length; i++) {
        const c = words.charCodeAt(i);
        if (c === SPACE) {
          inWord = false;
          continue;
        }
        if (c > 0x7e || c < 0x21 || c === 0x5c) return this.fallback(start, keys);
        if (!inWord) {
          if (!first) buf[n++] = SPACE;
          buf[n++] = tag;
          first = false;
          inWord = true;
        }
        buf[n++] = c;
      }
    }
    this.n = n;
  }

  private fallback(start: number, keys: SearchKeys): void {
    this.n = start;
    this.field(pgSearchTerms(keys));
  }

  /** The text so far, in an ArrayBuffer of its own (transferable); the writer starts empty again. */
  take(): Uint8Array {
    const out = new Uint8Array(this.n);
    out.set(this.buf.subarray(0, this.n));
    this.n = 0;
    return out;
  }
}

const NAME_TAG = PG_GROUP_TAG.name.charCodeAt(0);
const CONTACT_TAG = PG_GROUP_TAG.contact.charCodeAt(0);
const PLACE_TAG = PG_GROUP_TAG.place.charCodeAt(0);

/**
 * Builds one batch's COPY text from records added a slice at a time, so a batch of thousands of
 * rows never lives on the heap as records (they would outlive the worker's scavenges). Its
 * buffers are reused from batch to batch.
 */
export class PgCopyBuilder {
  private readonly rec = new CopyText();
  private readonly emails = new CopyText();
  private readonly phones = new CopyText();
  private alerts: string[] = [];
  private records = 0;

  add(records: readonly PreparedRecord[]): void {
    const { rec, emails, phones } = this;
    for (const r of records) {
      rec.raw(String(this.records++));
      for (const v of r.values) {
        rec.byte(TAB);
        rec.field(v);
      }
      rec.byte(TAB);
      rec.searchTerms(r.keys);
      rec.byte(NEWLINE);
      // Record ids are [0-9a-zA-Z_-] (newRecordId): nothing to escape.
      for (const e of r.emails) child(emails, r.id, e.email, e.domain);
      for (const p of r.phones) child(phones, r.id, p.phone, p.digits);
      if (r.alertKeys.length) this.alerts.push(r.id, String(r.alertKeys.length), ...r.alertKeys);
    }
  }

  /** The batch so far, each text in an ArrayBuffer of its own (a worker transfers them); the builder starts empty again. */
  finish(): PgCopyBatch {
    const batch = {
      records: this.records,
      recordText: this.rec.take(),
      emailText: this.emails.take(),
      phoneText: this.phones.take(),
      alerts: this.alerts,
    };
    this.records = 0;
    this.alerts = [];
    return batch;
  }
}

let shared: PgCopyBuilder | undefined;

/** The COPY text of a batch of records at once. */
export function encodePgCopyBatch(records: readonly PreparedRecord[]): PgCopyBatch {
  shared ??= new PgCopyBuilder();
  shared.add(records);
  return shared.finish();
}

function child(text: CopyText, id: string, a: string, b: string): void {
  text.raw(id);
  text.byte(TAB);
  text.field(a);
  text.byte(TAB);
  text.field(b);
  text.byte(NEWLINE);
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
