import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0900-excel-text-values.ts';

// A ZIP written ="02134" was stored, and shown on a public card, with Excel's wrapper. The
// migration takes the text out of the values stored so, on both databases, leaving other
// values (and formulas that are not a text) as they were.

const testDb = useMigratedTestDatabase();

const storedOf = async (name: string) => {
  const db = testDb.database.db;
  const record = await db
    .selectFrom('breach_records')
    .select(['id', 'zip', 'city', 'street', 'employer', 'state'])
    .where('full_name', '=', name)
    .executeTakeFirstOrThrow();
  const phones = await db.selectFrom('record_phones').select(['phone', 'digits']).where('record_id', '=', record.id).execute();
  const { id: _id, ...values } = record;
  return { ...values, phones };
};

it('takes Excel’s ="…" out of the stored address, employer and phones', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Street', 'City', 'State', 'Zip', 'Employer', 'Phone']);
  const row = (name: string) =>
    prepareRecord(mapRow(headers, [name, '1 Oak St', 'Boston', 'MA', '02134', 'Acme', '5554091111']), 'b', now, cipher);
  const wren = row('Wren Wrapped');
  const ada = row('Ada Plain');
  const flo = row('Flo Formula');
  // What the code before stored for them.
  const index = (column: (typeof RECORD_COLUMNS)[number]) => RECORD_COLUMNS.indexOf(column);
  wren.values[index('zip')] = '="02134"';
  wren.values[index('street')] = '="1 Oak St"';
  wren.values[index('employer')] = '="Acme ""North"""';
  wren.phones = [{ phone: '="5554091111"', digits: '5554091111' }];
  flo.values[index('zip')] = '="021" & "34"';
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [wren, ada, flo]));

  await up(testDb.database.db);

  const expected = {
    zip: '02134',
    city: 'Boston',
    street: '1 Oak St',
    employer: 'Acme',
    state: 'MA',
    phones: [{ phone: '5554091111', digits: '5554091111' }],
  };
  expect(await storedOf('Wren Wrapped')).toEqual({ ...expected, employer: 'Acme "North"' });
  expect(await storedOf('Ada Plain')).toEqual(expected);
  expect(await storedOf('Flo Formula')).toEqual({ ...expected, zip: '="021" & "34"' });
  expect((await publicNames(testDb.database, cipher, '1 Oak St')).sort()).toEqual(['Ada Plain', 'Flo Formula', 'Wren Wrapped']);
  await up(testDb.database.db);
  expect(await storedOf('Wren Wrapped')).toEqual({ ...expected, employer: 'Acme "North"' });
});
