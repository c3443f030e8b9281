import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0500-international-phone-digits.ts';

// A phone written "00971 50 123 4567", "+44 (0)20 7946 0958" or "555-123-4567 x12" kept the "00",
// the "0" and the extension in its digits, so a visitor who typed the number the other usual way
// found nothing (ADR 0188). The migration builds those phones' digits and their records' search
// keys again, on both databases; other records stay as they were.

const testDb = useMigratedTestDatabase();

const storedDigits = async (name: string) =>
  (
    await testDb.database.db
      .selectFrom('record_phones')
      .innerJoin('breach_records', 'breach_records.id', 'record_phones.record_id')
      .select('record_phones.digits')
      .where('breach_records.full_name', '=', name)
      .orderBy('record_phones.digits')
      .execute()
  ).map((r) => r.digits);

it('stores one spelling of a number written with 00, (0) or an extension, and finds it by any', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Phone', 'Work Phone', 'City']);
  const row = (name: string, phone: string, work: string) =>
    prepareRecord(mapRow(headers, [name, phone, work, 'Springfield']), 'batch-1', now, cipher);
  const layla = row('Layla Haddad', '00971 50 123 4567', '');
  const oliver = row('Oliver Grant', '+44 (0)20 7946 0958', '');
  const nora = row('Nora Quinn', '(217) 555-0142', '217-555-0199 x12');
  const ada = row('Ada Lovelace', '+44 20 7946 0000', '');
  const two = row('Tess Two', '555-702-2222 / 555-702-3333', '');
  // The digits and keys the code before stored for them.
  const before: [typeof layla, string[]][] = [
    [layla, ['00971501234567']],
    [oliver, ['4402079460958']],
    [nora, ['2175550142', '217555019912']],
  ];
  for (const [rec, digits] of before) {
    rec.phones = rec.phones.map((p, i) => ({ ...p, digits: digits[i]! }));
    rec.keys = { ...rec.keys, contact: digits.flatMap((d) => [d, d.slice(-7)]).join(' ') };
  }
  // One row for the two numbers of the cell.
  two.phones = [{ phone: '555-702-2222 / 555-702-3333', digits: '55570222225557023333' }];
  two.keys = { ...two.keys, contact: '55570222225557023333 7023333' };
  await testDb.database.db
    .transaction()
    .execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [layla, oliver, nora, ada, two]));
  expect(await publicNames(testDb.database, cipher, '+971 50 123 4567')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, '+44 20 7946 0958')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, '(217) 555-0199')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, '555-702-3333')).toEqual([]);

  await up(testDb.database.db);

  expect(await storedDigits('Layla Haddad')).toEqual(['971501234567']);
  expect(await storedDigits('Oliver Grant')).toEqual(['442079460958']);
  expect(await storedDigits('Nora Quinn')).toEqual(['2175550142', '2175550199']);
  expect(await storedDigits('Tess Two')).toEqual(['5557022222', '5557023333']);
  for (const q of ['555-702-2222', '(555) 702-3333']) expect(await publicNames(testDb.database, cipher, q)).toEqual(['Tess Two']);
  for (const q of ['+971 50 123 4567', '00971 50 123 4567', '+971501234567'])
    expect(await publicNames(testDb.database, cipher, q)).toEqual(['Layla Haddad']);
  for (const q of ['+44 20 7946 0958', '+44 (0)20 7946 0958', '0044 20 7946 0958'])
    expect(await publicNames(testDb.database, cipher, q)).toEqual(['Oliver Grant']);
  expect(await publicNames(testDb.database, cipher, '(217) 555-0199')).toEqual(['Nora Quinn']);
  // The number it was stored with before still finds it, and a record written plainly is as it was.
  expect(await publicNames(testDb.database, cipher, '(217) 555-0142')).toEqual(['Nora Quinn']);
  expect(await publicNames(testDb.database, cipher, '+44 20 7946 0000')).toEqual(['Ada Lovelace']);
  expect(await storedDigits('Ada Lovelace')).toEqual(['442079460000']);

  // Run again (a re-run after a crash): nothing changes, still one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, '+971 50 123 4567')).toEqual(['Layla Haddad']);
});

it('imports a number in any of its spellings as one, found by the others', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Cell Phone', 'Home Phone']);
  const sami = prepareRecord(mapRow(headers, ['Sami Nasser', '+49 30 1234567', '0049 (0)30 1234567']), 'batch-1', now, cipher);
  // The two columns hold one number: the record keeps it once.
  expect(sami.phones).toEqual([{ phone: '+49 30 1234567', digits: '49301234567' }]);
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [sami]));
  for (const q of ['+49 30 1234567', '0049 30 1234567', '+49 (0)30 1234567'])
    expect(await publicNames(testDb.database, cipher, q)).toEqual(['Sami Nasser']);
});
