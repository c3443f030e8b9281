import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0600-street-units-and-prototype-words.ts';

// "5510 Marrowbone Road #7" was keyed "5510 marrowbone rd 7" and "12 Constructor Way" with the
// source text of Object.prototype.constructor, so neither street could be found by typing it.
// The migration builds their keys again, on both databases, and no other record's.

const testDb = useMigratedTestDatabase();

const streetKeyOf = async (name: string) =>
  (await testDb.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('builds again the street keys of a unit written "#" and of the word "constructor", and only theirs', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Address', 'City']);
  const row = (name: string, street: string) => prepareRecord(mapRow(headers, [name, street, 'Springfield']), 'batch-1', now, cipher);
  const mara = row('Mara Bone', '5510 Marrowbone Road #7');
  const con = row('Con Structor', '12 Constructor Way');
  const ada = row('Ada Lovelace', '1420 Oak Street, Apt 4B');
  // The keys the code before stored for them.
  const streetKey = RECORD_COLUMNS.indexOf('street_key');
  mara.values[streetKey] = '5510 marrowbone rd 7';
  mara.keys = { ...mara.keys, contact: '5510 marrowbone road 7' };
  con.values[streetKey] = '12 function object native code way';
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [mara, con, ada]));
  expect(await publicNames(testDb.database, cipher, '5510 Marrowbone Road')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, '12 Constructor Way')).toEqual([]);

  await up(testDb.database.db);

  expect(await streetKeyOf('Mara Bone')).toBe('5510 marrowbone rd');
  expect(await streetKeyOf('Con Structor')).toBe('12 constructor way');
  for (const q of ['5510 Marrowbone Road', '5510 Marrowbone Road #7', '5510 Marrowbone Rd Apt 7'])
    expect(await publicNames(testDb.database, cipher, q)).toEqual(['Mara Bone']);
  expect(await publicNames(testDb.database, cipher, '12 Constructor Way')).toEqual(['Con Structor']);
  // A street the rule reads as before is as it was.
  expect(await streetKeyOf('Ada Lovelace')).toBe('1420 oak st');
  expect(await publicNames(testDb.database, cipher, '1420 Oak Street')).toEqual(['Ada Lovelace']);

  // Run again (a re-run after a crash): still one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, '5510 Marrowbone Road')).toEqual(['Mara Bone']);
});

it('imports a street with a "#" unit keyed without it', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const headers = resolveHeaders(['Name', 'Address', 'City']);
  const rec = prepareRecord(
    mapRow(headers, ['Quill Feather', '4411 Quillfeather Road\n#7', 'Springfield']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  expect(await publicNames(testDb.database, cipher, '4411 Quillfeather Road')).toEqual(['Quill Feather']);
});
