// The retention rule (ADR 0243) on SQLite, read as someone holding a copy of the database file
// would read it: the words it removes must be gone from the file's bytes, not only from its rows.
// SQLite keeps a deleted or shrunk row's old bytes in the page's free space unless secure_delete
// is on, where a stolen file still gives them up.
import fs from 'node:fs';
import path from 'node:path';
import { CASE_CONTENT_DAYS_AFTER_RESOLVED } from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-context.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newId } from '../lib/ids.ts';
import { pruneCaseContent } from './case-retention.ts';

const DAY_MS = 86_400_000;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  opened = await openTestDatabase();
  await migrateToLatest(opened.database.db);
});
afterAll(async () => {
  await opened.database.close();
  await opened.drop();
});

describe.skipIf(testDatabaseKind !== 'sqlite')('the case retention rule in the SQLite file', () => {
  it('leaves none of the removed words in the database file', async () => {
    const db = opened.database.db;
    const id = newId();
    const at = new Date(Date.now() - (CASE_CONTENT_DAYS_AFTER_RESOLVED + 5) * DAY_MS).toISOString();
    const marker = `Zelda Quintessa Marlowe, passport ${newId()}`;
    await db
      .insertInto('inbox_threads')
      .values({
        id,
        from_name: marker,
        from_email: 'zelda.marlowe@example.org',
        subject: 'Help',
        status: 'closed',
        last_message_at: at,
        created_at: at,
        case_status: 'resolved',
      })
      .execute();
    await db
      .insertInto('inbox_messages')
      .values({
        id: newId(),
        thread_id: id,
        direction: 'in',
        body: `My name is ${marker}. ${'Please help. '.repeat(20)}`,
        created_at: at,
        delivery_status: null,
        delivery_error: null,
        delivered_at: null,
      })
      .execute();
    await db
      .insertInto('case_ledger')
      .values({
        id: newId(),
        thread_id: id,
        action: 'status',
        actor_email: 'admin@example.org',
        outcome: 'New -> Resolved',
        detail: null,
        public: 1,
        created_at: at,
      })
      .execute();
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
    const sqlite = opened.database.sqlite!;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');

    expect((await pruneCaseContent(db)).contentCases).toBe(1);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');

    const file = opened.target.kind === 'sqlite' ? opened.target.file : '';
    for (const name of [file, `${file}-wal`]) {
      const bytes = fs.existsSync(name) ? fs.readFileSync(name) : Buffer.alloc(0);
      expect(bytes.includes(Buffer.from(marker)), path.basename(name)).toBe(false);
      expect(bytes.includes(Buffer.from('zelda.marlowe@example.org')), path.basename(name)).toBe(false);
    }
  });
});
