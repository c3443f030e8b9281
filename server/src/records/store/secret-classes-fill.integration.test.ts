import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../import/index.ts';
import { fillSecretClasses } from './secret-classes-fill.ts';

// Records stored before secret_classes existed have it null; the server fills it from their
// secrets after start-up (ADR 0191). Runs on both databases.

const testDb = useMigratedTestDatabase();

const stored = async () =>
  Object.fromEntries(
    (await testDb.database.db.selectFrom('breach_records').select(['full_name', 'secret_classes']).execute()).map((r) => [
      r.full_name,
      r.secret_classes,
    ]),
  );

it('fills the kinds of records stored before the column, a chunk at a time, and passes over unreadable ones', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const other = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Email', 'SSN', 'DOB', 'DriverLicense', 'Card']);
  const row = (values: string[], key = cipher) => prepareRecord(mapRow(headers, values), 'batch-1', now, key);
  const records = [
    row(['Dora Driver', 'dora@example.com', '', '', 'D41259876543', '']),
    row(['Carl Card', 'carl@example.com', '', '', '', '4111111111111111']),
    row(['Ann All', 'ann@example.com', '912-34-5678', '1984-03-15', 'D1', '4000056655665556']),
    row(['Nell None', 'nell@example.com', '', '', '', '']),
    row(['Kay Key', 'kay@example.com', '', '', 'D2', ''], other),
    row(['Sam Set', 'sam@example.com', '', '', '', '']),
  ];
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), records));
  // The import writes them.
  expect(await stored()).toMatchObject({ 'Dora Driver': 'l', 'Nell None': '', 'Kay Key': 'l' });

  // As the migration leaves the records stored before it; one was filled meanwhile (another instance).
  await testDb.database.db.updateTable('breach_records').set({ secret_classes: null }).where('full_name', '!=', 'Sam Set').execute();
  await testDb.database.db.updateTable('breach_records').set({ secret_classes: 'c' }).where('full_name', '=', 'Sam Set').execute();

  expect(await fillSecretClasses(testDb.database.db, cipher, { chunk: 2 })).toEqual({ filled: 4, unreadable: 1 });
  expect(await stored()).toEqual({
    'Dora Driver': 'l',
    'Carl Card': 'c',
    'Ann All': 'scld',
    'Nell None': '',
    // another key's secret: left for the scans to report what its plain columns show
    'Kay Key': null,
    // never overwritten
    'Sam Set': 'c',
  });
  // Nothing left but the unreadable one, read once per pass.
  expect(await fillSecretClasses(testDb.database.db, cipher, { chunk: 2 })).toEqual({ filled: 0, unreadable: 1 });
  expect(await fillSecretClasses(testDb.database.db, cipher, { shouldStop: () => true })).toEqual({ filled: 0, unreadable: 0 });
});
