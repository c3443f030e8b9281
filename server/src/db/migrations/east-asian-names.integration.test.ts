import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders, tokenize } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261129T1300-east-asian-names.ts';

// Records keyed before ADR 0209 were found by "李 小龙" but not by "李小龙", as the person writes
// the name. The migration builds their keys again, on both databases, and no other record's.

const testDb = useMigratedTestDatabase();

it('builds again the keys of Chinese, Japanese and Korean names, and only theirs', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['First Name', 'Last Name', 'City']);
  const row = (first: string, last: string, city: string) => {
    const rec = prepareRecord(mapRow(headers, [first, last, city]), 'batch-1', now, cipher);
    // The keys the code before stored: the name's own words only.
    rec.keys = { ...rec.keys, name: tokenize(`${first} ${last}`).join(' ') };
    return rec;
  };
  await testDb.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, testDb.database.kind), [
        row('小龙', '李', 'Hong Kong'),
        row('太郎', '山田', 'Tokyo'),
        row('민준', '김', 'Seoul'),
        row('Ada', 'Lovelace', 'London'),
      ]),
    );
  const probe = async () => ({
    li: await publicNames(testDb.database, cipher, '李小龙'),
    yamada: await publicNames(testDb.database, cipher, '山田太郎'),
    kim: await publicNames(testDb.database, cipher, '김민준'),
  });
  expect(await probe()).toEqual({ li: [], yamada: [], kim: [] });

  await up(testDb.database.db);
  expect(await probe()).toEqual({ li: ['小龙 李'], yamada: ['太郎 山田'], kim: ['민준 김'] });
  // As typed before, still found; a record the rule does not read is as it was.
  expect(await publicNames(testDb.database, cipher, '李 小龙')).toEqual(['小龙 李']);
  expect(await publicNames(testDb.database, cipher, 'Ada Lovelace London')).toEqual(['Ada Lovelace']);

  // Run again (a re-run after a crash): one card each.
  await up(testDb.database.db);
  expect(await publicNames(testDb.database, cipher, '李小龙')).toEqual(['小龙 李']);

  await down(testDb.database.db);
  expect(await probe()).toEqual({ li: [], yamada: [], kim: [] });
  expect(await publicNames(testDb.database, cipher, '山田 太郎')).toEqual(['太郎 山田']);
});

it('imports an East Asian name keyed as its owner writes it', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const rec = prepareRecord(
    mapRow(resolveHeaders(['Last Name', 'First Name']), ['王', '小明']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  for (const q of ['王小明', '小明王', '王 小明']) expect(await publicNames(testDb.database, cipher, q), q).toEqual(['小明 王']);
});
