// The page size of the SQLite file (ADR 0309): a new database gets 16 KB pages, read from the
// file's own header as any SQLite tool reads it, and a database made earlier with 4 KB pages
// opens, migrates and keeps its records and its pages. A SQLite file of its own whatever the
// suite's database: the property is the file's, and the PostgreSQL suite checks it too.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const tempDir = tempDirsOfThisFile();
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The page size written in a SQLite file's header (bytes 16-17, big-endian; 1 means 65,536). */
function headerPageSize(file: string): number {
  const header = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 100, 0);
  } finally {
    fs.closeSync(fd);
  }
  const size = header.readUInt16BE(16);
  return size === 1 ? 65_536 : size;
}

describe('the SQLite page size', () => {
  it('gives a new database file 16 KB pages', async () => {
    const file = path.join(tempDir('bw-page-new-'), 'breachwatch.db');
    database = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database.db);
    await database.close();
    database = undefined;
    expect(headerPageSize(file)).toBe(16_384);
  });

  it('opens a database made with 4 KB pages as it is, records and pages kept', async () => {
    const file = path.join(tempDir('bw-page-old-'), 'breachwatch.db');
    // A database as earlier versions made it: SQLite's default pages, WAL, content in it.
    const old = new SqliteDatabase(file);
    old.pragma('journal_mode = WAL');
    old.exec('create table notes (body text)');
    old.prepare('insert into notes (body) values (?)').run('written with 4 KB pages');
    old.close();
    expect(headerPageSize(file)).toBe(4_096);

    database = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database.db);
    const row = database.sqlite!.prepare('select body from notes').get() as { body: string };
    expect(row.body).toBe('written with 4 KB pages');
    expect(database.sqlite!.pragma('page_size', { simple: true })).toBe(4_096);
    await database.close();
    database = undefined;
    expect(headerPageSize(file)).toBe(4_096);
  });
});
