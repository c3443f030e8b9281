import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { tokens as tokensBefore } from './20261129T0000-other-script-search-keys.ts';
import { down, up } from './20261129T1200-invisible-characters-in-words.ts';

// Records keyed before ADR 0208 had their words split at the invisible characters pasted into
// them ("Ba\u200Bker" was "ba ker"). The migration builds their keys again, on both databases,
// and no other record's.

const testDb = useMigratedTestDatabase();

it('builds again the keys of names and places holding invisible characters, and only theirs', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'City', 'State']);
  const row = (name: string, city: string, state: string) => {
    const rec = prepareRecord(mapRow(headers, [name, city, state]), 'batch-1', now, cipher);
    // The keys the code before stored: split at every invisible character.
    rec.keys = { ...rec.keys, name: tokensBefore(name).join(' '), place: [city, state].flatMap((v) => tokensBefore(v)).join(' ') };
    return rec;
  };
  await testDb.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, testDb.database.kind), [
        row('Zoë\u200d Ba\u200bker', 'Spring\u2060field', 'IL'),
        row("Mary O'Bri\u00aden", 'Boston', 'MA'),
        row('Ada Lovelace', 'Springfield', 'IL'),
      ]),
    );
  const probe = async () => ({
    baker: await publicNames(testDb.database, cipher, 'Zoe Baker'),
    place: await publicNames(testDb.database, cipher, 'Zoe Springfield'),
    // The other spellings of ADR 0196 too, read without the soft hyphen.
    obrien: await publicNames(testDb.database, cipher, 'mary obrien'),
  });
  expect(await probe()).toEqual({ baker: [], place: [], obrien: [] });

  await up(testDb.database.db);
  expect(await probe()).toEqual({ baker: ['Zoë\u200d Ba\u200bker'], place: ['Zoë\u200d Ba\u200bker'], obrien: ["Mary O'Bri\u00aden"] });
  expect(await publicNames(testDb.database, cipher, 'Ada Lovelace Springfield')).toEqual(['Ada Lovelace']);

  // Run again (a re-run after a crash): one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, 'Zoe Baker')).toEqual(['Zoë\u200d Ba\u200bker']);

  await down(testDb.database.db);
  expect(await probe()).toEqual({ baker: [], place: [], obrien: [] });
  expect(await publicNames(testDb.database, cipher, 'Ada Lovelace')).toEqual(['Ada Lovelace']);
});

it('imports a name with invisible characters keyed as it reads', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const rec = prepareRecord(
    mapRow(resolveHeaders(['First Name', 'Last Name']), ['Ren\u200be', 'Du\u2060pont']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  for (const q of ['Rene Dupont', 'René Dupont', 'dupont ren'])
    expect(await publicNames(testDb.database, cipher, q), q).toEqual(['Ren\u200be Du\u2060pont']);
});
