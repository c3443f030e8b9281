import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261129T1400-ordinal-street-names.ts';

// Streets keyed before ADR 0213 kept an ordinal written as a word: "725 Fifth Avenue" was
// "725 fifth ave", and neither it nor "725 5th Ave" ("725 5 th ave") found the other. The
// migration builds again the street keys of the records holding one, on both databases, and no
// other record's.

const testDb = useMigratedTestDatabase();

const streetKeyOf = async (name: string) =>
  (await testDb.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('builds again the street keys of streets with an ordinal written as a word, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City']);
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const row = (first: string, last: string, street: string, before?: string) => {
    const rec = prepareRecord(mapRow(headers, [first, last, street, 'New York']), 'batch-1', now, cipher);
    // The key the code before stored: the ordinal as it was written.
    if (before) rec.values[RECORD_COLUMNS.indexOf('street_key')] = before;
    return rec;
  };
  await testDb.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, testDb.database.kind), [
        row('Gideon', 'Wordave', '726 Fifth Avenue, Apt 3', '726 fifth ave'),
        row('Tess', 'Twentyone', '21 Twenty-First Street', '21 twenty first st'),
        row('Harriet', 'Numave', '725 5th Ave'),
        row('Ada', 'Lovelace', '12 Oak Street'),
      ]),
    );
  const probe = async () => ({
    gideon: await publicNames(testDb.database, cipher, '726 5th Ave'),
    tess: await publicNames(testDb.database, cipher, '21 21st St'),
    harriet: await publicNames(testDb.database, cipher, '725 Fifth Avenue'),
  });
  expect(await probe()).toEqual({ gideon: [], tess: [], harriet: ['Harriet Numave'] });

  await up(testDb.database.db);
  expect(await probe()).toEqual({ gideon: ['Gideon Wordave'], tess: ['Tess Twentyone'], harriet: ['Harriet Numave'] });
  expect(await streetKeyOf('Gideon Wordave')).toBe('726 5 th ave');
  expect(await streetKeyOf('Tess Twentyone')).toBe('21 21 st st');
  // Found as written too, and by name: the other keys were built again as they were.
  expect(await publicNames(testDb.database, cipher, '726 Fifth Avenue')).toEqual(['Gideon Wordave']);
  expect(await publicNames(testDb.database, cipher, 'Gideon Wordave New York')).toEqual(['Gideon Wordave']);
  expect(await publicNames(testDb.database, cipher, '12 Oak Street')).toEqual(['Ada Lovelace']);

  // Run again (a re-run after a crash): one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, '726 5th Ave')).toEqual(['Gideon Wordave']);

  await down(testDb.database.db);
  expect(await streetKeyOf('Gideon Wordave')).toBe('726 fifth ave');
  expect(await publicNames(testDb.database, cipher, 'Gideon Wordave')).toEqual(['Gideon Wordave']);
  expect(await publicNames(testDb.database, cipher, '12 Oak Street')).toEqual(['Ada Lovelace']);
});

it('imports a street with an ordinal written as a word keyed as its number', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const rec = prepareRecord(
    mapRow(resolveHeaders(['First Name', 'Last Name', 'Address']), ['Nora', 'Wordstreet', '40 West Forty-Third Street']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  for (const q of ['40 W 43rd St', '40 West Forty Third Street', '40 west 43rd street'])
    expect(await publicNames(testDb.database, cipher, q), q).toEqual(['Nora Wordstreet']);
});
