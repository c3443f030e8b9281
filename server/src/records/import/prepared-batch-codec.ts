// How a prepare worker hands a batch of prepared records to the writing thread (ADR 0146): the
// records' strings joined into one string, with their lengths in a transferred typed array. Posting the
// records as objects cost both threads a structured clone of ~40 strings and ~10 objects per
// record (each with its property names), and the batches waiting to be written lived on the
// writer's heap as object graphs, which its garbage collector then copied and traced. A packed
// batch waits as one flat string, and its records become objects only when written.

import { copyTransferList, PgCopyBuilder, type PgCopyBatch } from './pg-copy-batch.ts';
import { NUMERIC_RECORD_COLUMNS, RECORD_COLUMNS, type PreparedRecord } from './record-prepare.ts';

export interface PackedBatch {
  /** every cell's text, one after another */
  text: string;
  /** per cell, its length in UTF-16 code units; NULL_CELL for a null */
  lengths: Int32Array;
  /** per record: its emails, phones and alert keys */
  counts: Uint16Array;
  records: number;
}

const NULL_CELL = -1;
const WIDTH = RECORD_COLUMNS.length;
/** Per column, whether it is numeric: packed as its decimal text, read back as a number. */
const NUMERIC = RECORD_COLUMNS.map((c) => NUMERIC_RECORD_COLUMNS.has(c));
const ID = RECORD_COLUMNS.indexOf('id');
const FINGERPRINT = RECORD_COLUMNS.indexOf('fingerprint');
/** A count per record is a Uint16: a row holds far fewer addresses than that (1,000 columns at most). */
const MAX_COUNT = 0xffff;

class Packer {
  private parts: string[] = [];
  private lengths = new Int32Array(4096);
  private cells = 0;

  cell(value: string | number | null): void {
    if (this.cells === this.lengths.length) {
      const grown = new Int32Array(this.lengths.length * 2);
      grown.set(this.lengths);
      this.lengths = grown;
    }
    if (value === null) {
      this.lengths[this.cells++] = NULL_CELL;
      return;
    }
    const text = typeof value === 'number' ? String(value) : value;
    this.parts.push(text);
    this.lengths[this.cells++] = text.length;
  }

  finish(counts: Uint16Array, records: number): PackedBatch {
    return { text: this.parts.join(''), lengths: this.lengths.slice(0, this.cells), counts, records };
  }
}

function count(n: number): number {
  if (n > MAX_COUNT) throw new Error(`A record with ${n} addresses cannot be packed.`);
  return n;
}

export function packRecords(records: readonly PreparedRecord[]): PackedBatch {
  const packer = new Packer();
  const counts = new Uint16Array(records.length * 3);
  records.forEach((rec, r) => {
    const values = rec.values;
    for (let c = 0; c < WIDTH; c++) {
      const v = values[c]!;
      if (typeof v === 'number' && !NUMERIC[c]) throw new Error(`Column ${RECORD_COLUMNS[c]} is not numeric.`);
      packer.cell(v);
    }
    packer.cell(rec.keys.name);
    packer.cell(rec.keys.contact);
    packer.cell(rec.keys.place);
    for (const e of rec.emails) {
      packer.cell(e.email);
      packer.cell(e.domain);
    }
    for (const p of rec.phones) {
      packer.cell(p.phone);
      packer.cell(p.digits);
    }
    for (const k of rec.alertKeys) packer.cell(k);
    counts[r * 3] = count(rec.emails.length);
    counts[r * 3 + 1] = count(rec.phones.length);
    counts[r * 3 + 2] = count(rec.alertKeys.length);
  });
  return packer.finish(counts, records.length);
}

/** The ArrayBuffers to transfer (not copy) with a packed batch; its text is one string, copied at once. */
export function transferList(batch: PackedBatch): ArrayBuffer[] {
  return [batch.lengths.buffer as ArrayBuffer, batch.counts.buffer as ArrayBuffer];
}

/**
 * What a worker hands over: 'records' packed (SQLite writes them one by one), or 'pg-copy' the
 * COPY text of PostgreSQL's staging tables (ADR 0160).
 */
export type BatchOutput = 'records' | 'pg-copy';

/** One prepared batch as posted: exactly one of packed and copy. */
export interface EncodedBatch {
  packed?: PackedBatch;
  copy?: PgCopyBatch;
  skipped: number;
}

/** A worker's next batch, built from prepared records added a slice at a time. */
export class BatchBuilder {
  /** rows added since the last finish, skipped ones included */
  rows = 0;
  private skipped = 0;
  private records: PreparedRecord[] = [];
  private readonly copy: PgCopyBuilder | undefined;

  constructor(private readonly output: BatchOutput) {
    this.copy = output === 'pg-copy' ? new PgCopyBuilder() : undefined;
  }

  add(prepared: readonly PreparedRecord[], skipped: number): void {
    this.rows += prepared.length + skipped;
    this.skipped += skipped;
    if (this.copy) this.copy.add(prepared);
    else for (const r of prepared) this.records.push(r);
  }

  finish(): EncodedBatch {
    const batch: EncodedBatch = this.copy
      ? { copy: this.copy.finish(), skipped: this.skipped }
      : { packed: packRecords(this.records), skipped: this.skipped };
    this.rows = 0;
    this.skipped = 0;
    this.records = [];
    return batch;
  }
}

/** The ArrayBuffers to transfer (not copy) with an encoded batch. */
export function encodedTransferList(batch: EncodedBatch): ArrayBuffer[] {
  return batch.copy ? copyTransferList(batch.copy) : transferList(batch.packed!);
}

/** Reads a packed batch back, a slice of records at a time, so only the slice being written is on the heap. */
export class PackedReader {
  private cellAt = 0;
  private charAt = 0;
  private next = 0;

  constructor(private readonly batch: PackedBatch) {}

  get remaining(): number {
    return this.batch.records - this.next;
  }

  private str(): string | null {
    const n = this.batch.lengths[this.cellAt++]!;
    if (n === NULL_CELL) return null;
    // A slice of the batch's text: V8 shares the characters rather than copying them.
    const s = this.batch.text.substring(this.charAt, this.charAt + n);
    this.charAt += n;
    return s;
  }

  private text(): string {
    const s = this.str();
    if (s === null) throw new Error('A packed record is damaged.');
    return s;
  }

  /** The next `max` records (fewer at the end). */
  take(max: number): PreparedRecord[] {
    const out: PreparedRecord[] = [];
    const counts = this.batch.counts;
    for (; out.length < max && this.next < this.batch.records; this.next++) {
      const values: (string | number | null)[] = new Array(WIDTH);
      for (let c = 0; c < WIDTH; c++) {
        const v = this.str();
        values[c] = v !== null && NUMERIC[c] ? Number(v) : v;
      }
      const keys = { name: this.text(), contact: this.text(), place: this.text() };
      const emails: PreparedRecord['emails'] = [];
      for (let i = counts[this.next * 3]!; i > 0; i--) emails.push({ email: this.text(), domain: this.text() });
      const phones: PreparedRecord['phones'] = [];
      for (let i = counts[this.next * 3 + 1]!; i > 0; i--) phones.push({ phone: this.text(), digits: this.text() });
      const alertKeys: string[] = [];
      for (let i = counts[this.next * 3 + 2]!; i > 0; i--) alertKeys.push(this.text());
      out.push({ id: values[ID] as string, fingerprint: values[FINGERPRINT] as string, values, emails, phones, keys, alertKeys });
    }
    return out;
  }
}
