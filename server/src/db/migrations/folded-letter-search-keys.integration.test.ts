import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { adminFindsSeqs, publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { up } from './20261128T2200-folded-letter-search-keys.ts';

// Letters Unicode does not decompose ("ø", "ł", "ß") used to split their word in the search keys:
// "Ødegård" was indexed as "degard". The migration builds the keys of the records holding such
// letters again, on both databases, and leaves every other record's keys as they were.

const testDb = useMigratedTestDatabase();

const found = (q: string) => adminFindsSeqs(testDb.database, q);

const streetKeyOf = async (seq: number) =>
  (await testDb.database.db.selectFrom('breach_records').select('street_key').where('seq', '=', seq).executeTakeFirstOrThrow()).street_key;

it('builds again the keys of records whose letters split their words, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Email', 'Address', 'City']);
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const zoe = prepareRecord(mapRow(headers, ['Zoë', 'Ødegård', 'zoe@example.no', '5 Søndre Gate', 'Tromsø']), 'batch-1', now, cipher);
  const ada = prepareRecord(mapRow(headers, ['Ada', 'Lovelace', 'ada@example.org', '12 Oak Street', 'London']), 'batch-1', now, cipher);
  // The keys the tokenizer wrote before: "ø" split the word it was in.
  zoe.keys = { name: 'zoe degard', contact: 'zoe 5 s ndre gate', place: 'troms' };
  zoe.values[RECORD_COLUMNS.indexOf('street_key')] = '5 s ndre gate';
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [zoe, ada]));
  const [zoeSeq] = await found('degard');
  const [adaSeq] = await found('lovelace');
  expect(zoeSeq).toBeDefined();
  expect(adaSeq).toBeDefined();
  expect(await found('zoe odegard')).toEqual([]);
  expect(await found('tromso')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, 'Zoe Odegard')).toEqual([]);

  await up(testDb.database.db);

  expect(await found('zoe odegard')).toEqual([zoeSeq]);
  expect(await found('Zoë Ødegård')).toEqual([zoeSeq]);
  // A visitor who types the name without the letters finds her card.
  expect(await publicNames(testDb.database, cipher, 'Zoe Odegard')).toEqual(['Zoë Ødegård']);
  expect(await found('tromso')).toEqual([zoeSeq]);
  expect(await found('sondre')).toEqual([zoeSeq]);
  expect(await found('degard')).toEqual([]);
  expect(await streetKeyOf(zoeSeq!)).toBe('5 sondre gate');
  // A record without such letters is as it was.
  expect(await found('ada lovelace london')).toEqual([adaSeq]);
  expect(await streetKeyOf(adaSeq!)).toBe('12 oak st');

  // Run again (a re-run after a crash): still one entry per record.
  await up(testDb.database.db);
  expect(await found('odegard')).toEqual([zoeSeq]);
  expect(await found('example')).toEqual([]);
});
