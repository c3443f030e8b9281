import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders, tokenize } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261129T1000-search-spellings.ts';

// Records keyed before ADR 0196 were not found by "obrien", "mueller", a state's code when the
// dump wrote the state out, or the five digits of a ZIP code Excel cut short. The migration
// builds their keys again, on both databases, and no other record's.

const testDb = useMigratedTestDatabase();

it('builds again the keys of names and places typed other ways, and only theirs', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'City', 'State', 'Zip', 'Address']);
  const row = (name: string, city: string, state: string, zip: string, street = '') => {
    const rec = prepareRecord(mapRow(headers, [name, city, state, zip, street]), 'batch-1', now, cipher);
    // The keys the code before stored: the values' own tokens only, and no key for a box.
    rec.keys = { ...rec.keys, name: tokenize(name).join(' '), place: [city, state, zip].flatMap((v) => tokenize(v)).join(' ') };
    if (street.startsWith('P.O.')) rec.values[RECORD_COLUMNS.indexOf('street_key')] = null;
    return rec;
  };
  await testDb.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, testDb.database.kind), [
        row("Mary O'Brien", 'Boston', 'MA', '2134'),
        row('Lena Müller', 'Portland', 'Maine', '04101'),
        row('Ada Lovelace', 'Springfield', 'IL', '62704'),
        row('Rudy Rural', 'Ely', 'NV', '89301', 'P.O. Box 412'),
      ]),
    );
  const before = async () => ({
    obrien: await publicNames(testDb.database, cipher, 'mary obrien'),
    zip: await publicNames(testDb.database, cipher, "Mary O'Brien 02134"),
    mueller: await publicNames(testDb.database, cipher, 'Lena Mueller'),
    state: await publicNames(testDb.database, cipher, 'Lena Muller Portland ME'),
    box: await publicNames(testDb.database, cipher, 'PO Box 412'),
  });
  expect(await before()).toEqual({ obrien: [], zip: [], mueller: [], state: [], box: [] });

  await up(testDb.database.db);

  expect(await before()).toEqual({
    obrien: ["Mary O'Brien"],
    zip: ["Mary O'Brien"],
    mueller: ['Lena Müller'],
    state: ['Lena Müller'],
    box: ['Rudy Rural'],
  });
  // As typed before, still found; a record no rule reads otherwise is as it was.
  expect(await publicNames(testDb.database, cipher, "Mary O'Brien Boston MA")).toEqual(["Mary O'Brien"]);
  expect(await publicNames(testDb.database, cipher, 'Lena Müller Portland Maine')).toEqual(['Lena Müller']);
  expect(await publicNames(testDb.database, cipher, 'Ada Lovelace Springfield 62704')).toEqual(['Ada Lovelace']);

  // Run again (a re-run after a crash): one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, 'mary obrien')).toEqual(["Mary O'Brien"]);

  await down(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, 'mary obrien')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, 'PO Box 412')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, "Mary O'Brien")).toEqual(["Mary O'Brien"]);
});

it('imports names and places keyed with their other spellings', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const headers = resolveHeaders(['Name', 'City', 'State', 'Zip']);
  const rec = prepareRecord(mapRow(headers, ['Wendy D’Angelo', 'Augusta', 'Maine', '4330']), 'batch-1', new Date().toISOString(), cipher);
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  for (const q of ['Wendy Dangelo', "Wendy D'Angelo", 'wendy dangelo augusta me', 'Wendy Dangelo 04330', 'Wendy Dangelo Augusta Maine'])
    expect(await publicNames(testDb.database, cipher, q), q).toEqual(['Wendy D’Angelo']);
  const box = prepareRecord(
    mapRow(resolveHeaders(['Name', 'Address', 'City']), ['Rita Box', 'PO Box 9', 'Ely']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [box]));
  for (const q of ['PO Box 9', 'P.O. Box 9', 'Rita PO Box 9 Ely'])
    expect(await publicNames(testDb.database, cipher, q), q).toEqual(['Rita Box']);
});
