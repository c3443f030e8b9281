import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapRow, planPublicSearch, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { sqliteReaderFor, type SqliteReader } from '../../db/sqlite-reader.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../import/index.ts';
import { closeBatch, openBatch } from '../store/index.ts';
import { publicTextPlan } from './index.ts';
import { sqliteExactCards } from './sqlite-exact-cards.ts';
import { sqliteCardPage } from './sqlite-search.ts';

// ADR 0228, 0321: the records of an import batch still open are kept from the public search, and
// on SQLite each search statement reads which batches are open itself, in its own snapshot. A
// statement waits for a read worker (on a busy server, for tens of milliseconds); a batch opened,
// and a chunk of it stored, after the search began and before its statement ran must be held
// back as surely as one opened before. The reader exists only for SQLite, so this test opens a
// SQLite file of its own whichever database the rest of the suite runs on.

const cipher = createFieldCipher(randomBytes(32));
const headers = resolveHeaders(['First Name', 'Last Name', 'City', 'Phone']);
const PHONE = '(815) 555-0177';

// The worker's path and the calling thread's (a reader of no workers) take the same steps.
for (const workers of [1, 0]) {
  describe(workers ? 'on a read worker' : 'on the calling thread', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-open-batch-snapshot-'));
    let database: DatabaseHandle;
    let reader: SqliteReader;

    async function store(batchId: string, first: string): Promise<void> {
      const record = prepareRecord(mapRow(headers, [first, 'Marchbanks', 'Peoria', PHONE]), batchId, new Date().toISOString(), cipher);
      await database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, database.kind), [record]));
    }

    const opened: string[] = [];
    /** An import begun, and a chunk of it stored, by another connection. */
    async function importBegins(first: string): Promise<void> {
      const batchId = await openBatch(database.db, { kind: 'file', open: true }, new Date().toISOString());
      opened.push(batchId);
      await store(batchId, first);
    }

    /** The reader, with `meanwhile` run (and committed) after the search has started and before each of its statements. */
    function lateReader(meanwhile: () => Promise<void>): SqliteReader {
      return {
        ...reader,
        async all(sql, params, whileBatchOpen) {
          await meanwhile();
          return reader.all(sql, params, whileBatchOpen);
        },
        async probed(query) {
          await meanwhile();
          return reader.probed(query);
        },
      };
    }

    async function byName(from: SqliteReader): Promise<{ names: string[]; total: number }> {
      const planned = planPublicSearch('Marchbanks');
      if (!planned.ok) throw new Error(planned.message);
      const page = await sqliteCardPage(from, publicTextPlan(planned.plan)!, 25, 1000);
      return { names: page.rows.map((r) => r.full_name!).sort(), total: page.total };
    }

    const byPhone = async (from: SqliteReader) =>
      (await sqliteExactCards(from, { phones: ['8155550177'] }, 10)).map((r) => r.full_name!).sort();

    beforeAll(async () => {
      database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'breachwatch.db') });
      await migrateToLatest(database.db);
      await store(await openBatch(database.db, { kind: 'file' }, new Date().toISOString()), 'Ysolde');
      reader = sqliteReaderFor(database, workers)!;
    });
    afterAll(async () => {
      await reader?.close();
      await database?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('holds back a batch opened while a search waits for its statement, by name and by phone', async () => {
      expect(await byName(reader)).toEqual({ names: ['Ysolde Marchbanks'], total: 1 });

      expect(await byName(lateReader(() => importBegins('Zenobia')))).toEqual({ names: ['Ysolde Marchbanks'], total: 1 });
      expect(await byPhone(lateReader(() => importBegins('Xanthe')))).toEqual(['Ysolde Marchbanks']);

      // The records were stored and match: committed, the same searches show them.
      for (const batchId of opened) await closeBatch(database.db, batchId);
      const everyone = ['Xanthe Marchbanks', 'Ysolde Marchbanks', 'Zenobia Marchbanks'];
      expect(await byName(reader)).toEqual({ names: everyone, total: 3 });
      expect(await byPhone(reader)).toEqual(everyone);
    });
  });
}
