import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { fillHasPhone } from '../../records/store/index.ts';
import { down, up } from './20261203T0600-record-has-phone.ts';

// ADR 0319: records stored before the phone mark get it null from the migration, and the server
// fills it after start-up from their phones; records imported since carry it. On both databases.

const testDb = useMigratedTestDatabase();

const stored = async () =>
  Object.fromEntries(
    (await testDb.database.db.selectFrom('breach_records').select(['full_name', 'has_phone']).execute()).map((r) => [
      r.full_name,
      r.has_phone,
    ]),
  );

it('leaves older records unknown, then fills them from their phones; a new import marks its own', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Phone', 'Email']);
  const row = (values: string[]) => prepareRecord(mapRow(headers, values), 'batch-1', now, cipher);
  const write = (records: ReturnType<typeof row>[]) =>
    testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), records));
  const names = ['Pam Phone', 'Ned Nophone', 'Tia Two', 'Ema Email', 'Cal Cell', 'Ola Other'];
  await write([
    row([names[0]!, '(217) 555-0142', '']),
    row([names[1]!, '', 'ned@example.com']),
    row([names[2]!, '555-702-2222 / 555-702-3333', '']),
    row([names[3]!, '', 'ema@example.com']),
    row([names[4]!, '+44 20 7946 0958', '']),
    row([names[5]!, '', 'ola@example.com']),
  ]);
  const marked = { 'Pam Phone': 1, 'Ned Nophone': 0, 'Tia Two': 1, 'Ema Email': 0, 'Cal Cell': 1, 'Ola Other': 0 };
  expect(await stored()).toEqual(marked);

  // The database as it was before the column, then the migration.
  const migrated = testDb.database.db as unknown as Kysely<unknown>;
  await down(migrated);
  await up(migrated);
  expect(await stored()).toEqual(Object.fromEntries(names.map((n) => [n, null])));

  // A record imported after the migration, before the fill reached the older ones.
  await write([row(['Newt New', '312-555-0100', ''])]);
  expect((await stored())['Newt New']).toBe(1);

  expect(await fillHasPhone(testDb.database.db, { chunk: 4 })).toBe(6);
  expect(await stored()).toEqual({ ...marked, 'Newt New': 1 });
  // Nothing left: the next pass (another instance, the next start) writes nothing.
  expect(await fillHasPhone(testDb.database.db)).toBe(0);
  expect(await fillHasPhone(testDb.database.db, { shouldStop: () => true })).toBe(0);
});
