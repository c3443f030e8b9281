// The retention rule (ADR 0243) on SQLite, read as someone holding a copy of the database file
// would read it: the words it removes must be gone from the file's bytes, not only from its rows.
// SQLite keeps a deleted or shrunk row's old bytes in the page's free space unless secure_delete
// is on, where a stolen file still gives them up. A SQLite file of its own whatever the suite's
// database: the property is the file's, and the PostgreSQL suite checks it too rather than skip it.
import fs from 'node:fs';
import path from 'node:path';
import { CASE_CONTENT_DAYS_AFTER_RESOLVED } from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';
import { insertCase } from '../../test/case-fixtures.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newId } from '../lib/ids.ts';
import { pruneCaseContent } from './case-retention.ts';

const DAY_MS = 86_400_000;
const tempDir = tempDirsOfThisFile();
const file = path.join(tempDir('bw-retention-file-'), 'breachwatch.db');
let database: DatabaseHandle;

beforeAll(async () => {
  database = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database.db);
});
afterAll(async () => database.close());

describe('the case retention rule in the SQLite file', () => {
  it('leaves none of the removed words in the database file', async () => {
    const db = database.db;
    const marker = `Zelda Quintessa Marlowe, passport ${newId()}`;
    const at = new Date(Date.now() - (CASE_CONTENT_DAYS_AFTER_RESOLVED + 5) * DAY_MS).toISOString();
    const id = await insertCase(db, {
      daysAgo: CASE_CONTENT_DAYS_AFTER_RESOLVED + 5,
      name: marker,
      email: 'zelda.marlowe@example.org',
      body: `My name is ${marker}. ${'Please help. '.repeat(20)}`,
    });
    await db
      .insertInto('case_ledger')
      .values({
        id: newId(),
        thread_id: id,
        action: 'note',
        actor_email: 'admin@example.org',
        outcome: 'Spoke to her',
        detail: `${marker} lives at 12 Home Street`,
        public: 0,
        created_at: at,
      })
      .execute();
    // Written to the main file first, as a checkpoint does in the running server.
    const sqlite = database.sqlite!;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');

    expect((await pruneCaseContent(db)).contentCases).toBe(1);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');

    for (const name of [file, `${file}-wal`]) {
      const bytes = fs.existsSync(name) ? fs.readFileSync(name) : Buffer.alloc(0);
      expect(bytes.includes(Buffer.from(marker)), path.basename(name)).toBe(false);
      expect(bytes.includes(Buffer.from('zelda.marlowe@example.org')), path.basename(name)).toBe(false);
    }
  });
});
