// The measuring side of the import CPU floor (floor.ts): process CPU per row, the import's
// streaming parse, and the SQLite writes of one import, alone or together.

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readFileRows } from '../src/records/import/file-import-input.ts';
import type { SearchKeys } from '../src/records/search/index.ts';

export const RUNS = 3;

export interface Part {
  label: string;
  runs: number[];
  median: number;
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** CPU of the whole process (user + system, every thread), in µs: worker and GC threads count too. */
export async function cpu(fn: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

/** `once` does its own untimed setup and returns the CPU µs of the work it timed. */
export async function measure(label: string, rows: number, once: () => Promise<number>): Promise<Part> {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    // The runs are synchronous: without a turn of the event loop between them a Ctrl-C would
    // wait for the end of the whole benchmark.
    await new Promise((resolve) => setImmediate(resolve));
    // No forced gc() before a run: it made the parse ~1.5 µs/row slower here, not steadier,
    // and the collections a part causes are part of its cost anyway.
    runs.push((await once()) / rows);
  }
  return { label, runs, median: median(runs) };
}

/**
 * The import's streaming read (file-import-input.ts): the same read stream through core's
 * RowReader (decoding, Papa Parse, the row rules), exactly as the import reads a file.
 */
export async function parseFile(file: string, onRows: (rows: string[][]) => void): Promise<string[]> {
  return (await readFileRows(file, {}, (rows) => onRows(rows))).headers;
}

export interface WriterInput {
  rows: readonly string[][];
  blobs: readonly string[];
  keys: readonly SearchKeys[];
  emails: readonly (readonly string[])[];
}

export interface WriterParts {
  record?: boolean;
  fts?: boolean;
  children?: boolean;
}

/**
 * One import's writes into a fresh database file, in one transaction: the record row (CSV
 * columns + the encrypted blob), its FTS5 keys, its child email rows; any subset of them, so
 * each part alone and all together run the same statements.
 */
export async function writeOnce(dir: string, input: WriterInput, parts: WriterParts): Promise<number> {
  const file = path.join(dir, 'floor.db');
  fs.rmSync(file, { force: true });
  const db = new Database(file);
  try {
    // No journal and no syncs: the floor is the CPU of building the pages, not the I/O of
    // making them durable (the import itself runs in WAL mode).
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    const width = input.rows[0]?.length ?? 0;
    const cols = Array.from({ length: width }, (_, i) => `c${i + 1}`);
    let record: Database.Statement | undefined;
    let search: Database.Statement | undefined;
    let email: Database.Statement | undefined;
    if (parts.record) {
      db.exec(`create table records (id integer primary key, ${cols.map((c) => `${c} text`).join(', ')}, secret text)`);
      record = db.prepare(`insert into records (id, ${cols.join(', ')}, secret) values (?, ${cols.map(() => '?').join(', ')}, ?)`);
    }
    if (parts.fts) {
      // The project's table (migration 20261125T2210) in its bulk-load mode (bulk-load.ts):
      // no merging while loading, one 'optimize' at the end.
      db.exec(`create virtual table record_search using fts5(name, contact, place,
        content='', contentless_delete=1, prefix='2 3', tokenize='unicode61 remove_diacritics 2')`);
      db.exec(`insert into record_search(record_search, rank) values ('automerge', 0)`);
      search = db.prepare('insert into record_search (rowid, name, contact, place) values (?, ?, ?, ?)');
    }
    if (parts.children) {
      // No index: bulk-load.ts drops the email indexes and builds them after the load.
      db.exec('create table record_emails (record_seq integer, email text)');
      email = db.prepare('insert into record_emails (record_seq, email) values (?, ?)');
    }
    const { rows, blobs, keys, emails } = input;
    return await cpu(() => {
      db.exec('begin');
      for (let i = 0; i < rows.length; i++) {
        const seq = i + 1;
        record?.run(seq, ...rows[i]!, blobs[i]);
        if (search) {
          const k = keys[i]!;
          search.run(seq, k.name, k.contact, k.place);
        }
        if (email) for (const e of emails[i]!) email.run(seq, e);
      }
      if (search) db.exec(`insert into record_search(record_search) values ('optimize')`);
      db.exec('commit');
    });
  } finally {
    db.close();
    fs.rmSync(file, { force: true });
  }
}

export function sqliteVersion(): string {
  const db = new Database(':memory:');
  try {
    return (db.prepare('select sqlite_version() as v').get() as { v: string }).v;
  } finally {
    db.close();
  }
}
