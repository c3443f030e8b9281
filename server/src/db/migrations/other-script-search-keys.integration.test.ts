import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { adminFindsSeqs, publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0000-other-script-search-keys.ts';

// The tokenizer kept only a-z and 0-9, so names in Cyrillic, Chinese or Greek gave no words and
// could not be searched by name (ADR 0181). The migration builds the keys of the records holding
// such letters again, on both databases, and leaves every other record's keys as they were.

const testDb = useMigratedTestDatabase();

const found = (q: string) => adminFindsSeqs(testDb.database, q);

const streetKeyOf = async (seq: number) =>
  (await testDb.database.db.selectFrom('breach_records').select('street_key').where('seq', '=', seq).executeTakeFirstOrThrow()).street_key;

it('builds again the keys of records whose letters gave no words, and only theirs', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const split = resolveHeaders(['First Name', 'Last Name', 'Email', 'Address', 'City']);
  const whole = resolveHeaders(['Name', 'Email', 'City']);
  const ivan = prepareRecord(
    mapRow(split, ['Иван', 'Петров', 'ivan.petrov@example.ru', '7 Тверская улица', 'Москва']),
    'batch-1',
    now,
    cipher,
  );
  const li = prepareRecord(mapRow(whole, ['李小龙', 'xiaolong@example.cn', '北京']), 'batch-1', now, cipher);
  const ada = prepareRecord(mapRow(split, ['Ada', 'Lovelace', 'ada@example.org', '12 Oak Street', 'London']), 'batch-1', now, cipher);
  // The keys the tokenizer wrote before: only the a-z and 0-9 runs.
  ivan.keys = { name: '', contact: 'ivan petrov 7', place: '' };
  ivan.values[RECORD_COLUMNS.indexOf('street_key')] = null;
  li.keys = { name: '', contact: 'xiaolong', place: '' };
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [ivan, li, ada]));
  const [ivanSeq] = await found('ivan petrov');
  const [liSeq] = await found('xiaolong');
  const [adaSeq] = await found('lovelace');
  expect(ivanSeq).toBeDefined();
  expect(liSeq).toBeDefined();
  expect(adaSeq).toBeDefined();
  expect(await found('Иван Петров')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, 'Иван Петров')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, '李小龙')).toEqual([]);

  await up(testDb.database.db);

  expect(await found('Иван Петров')).toEqual([ivanSeq]);
  expect(await found('петров москва')).toEqual([ivanSeq]);
  // A short prefix of another script's word (PostgreSQL asks it as one prefix entry).
  expect(await found('ив')).toEqual([ivanSeq]);
  expect(await found('李小龙 北京')).toEqual([liSeq]);
  // A visitor who types the name as it is written finds the card.
  expect(await publicNames(testDb.database, cipher, 'Иван Петров')).toEqual(['Иван Петров']);
  expect(await publicNames(testDb.database, cipher, 'Петров Москва')).toEqual(['Иван Петров']);
  expect(await publicNames(testDb.database, cipher, '李小龙')).toEqual(['李小龙']);
  expect(await streetKeyOf(ivanSeq!)).toBe('7 тверская улица');
  // The words that were found before still are.
  expect(await found('ivan petrov')).toEqual([ivanSeq]);
  // A record without such letters is as it was.
  expect(await found('ada lovelace london')).toEqual([adaSeq]);
  expect(await streetKeyOf(adaSeq!)).toBe('12 oak st');

  // Run again (a re-run after a crash): still one entry per record.
  await up(testDb.database.db);
  expect(await found('петров')).toEqual([ivanSeq]);
  expect(await found('example')).toEqual([]);
});
