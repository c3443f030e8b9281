import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T1100-spreadsheet-apostrophes.ts';

// A ZIP written '07102 (Shopify's export) was stored, and shown on a public card, with the
// apostrophe. The migration takes it off the values stored so, on both databases, leaving an
// apostrophe before anything but a number as it was.

const testDb = useMigratedTestDatabase();

const storedOf = async (name: string) => {
  const db = testDb.database.db;
  const record = await db.selectFrom('breach_records').select(['id', 'zip']).where('full_name', '=', name).executeTakeFirstOrThrow();
  const phones = await db.selectFrom('record_phones').select(['phone', 'digits']).where('record_id', '=', record.id).execute();
  return { zip: record.zip, phones };
};

it('takes the text apostrophe off stored ZIP codes and phones, and only off numbers', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Zip', 'Phone']);
  const row = (name: string, zip: string, phone: string) => {
    const rec = prepareRecord(mapRow(headers, [name, zip, phone]), 'b', now, cipher);
    // What the code before stored.
    rec.values[RECORD_COLUMNS.indexOf('zip')] = zip;
    rec.phones = [{ phone, digits: rec.phones[0]!.digits }];
    return rec;
  };
  await testDb.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, testDb.database.kind), [
        row('Sam Shop', "'07102", "'+19735550123"),
        row('Pat Paren', "'02134-0001", "'(973) 555-0124"),
        row('Ann Apos', "'N1 9GU", '973 555 0125'),
      ]),
    );

  await up(testDb.database.db);

  expect(await storedOf('Sam Shop')).toEqual({ zip: '07102', phones: [{ phone: '+19735550123', digits: '9735550123' }] });
  expect(await storedOf('Pat Paren')).toEqual({ zip: '02134-0001', phones: [{ phone: '(973) 555-0124', digits: '9735550124' }] });
  expect(await storedOf('Ann Apos')).toEqual({ zip: "'N1 9GU", phones: [{ phone: '973 555 0125', digits: '9735550125' }] });
  // Run again: nothing more comes off.
  await up(testDb.database.db);
  expect(await storedOf('Sam Shop')).toEqual({ zip: '07102', phones: [{ phone: '+19735550123', digits: '9735550123' }] });
});
