import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { adminFinds, publicNames, storedEmailsOf } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0900-email-root-dots.ts';

// "em.dot@example.com." was stored with its domain's root dot: found by no search of the
// address, with or without the dot. The migration leaves the dot out, on both databases,
// keeping an address once.

const testDb = useMigratedTestDatabase();

const emailsOf = (name: string) => storedEmailsOf(testDb.database, name);

it('stores an address without its domain’s root dot', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Email', 'City']);
  const em = prepareRecord(mapRow(headers, ['Em Dot', 'em.dot@example.com.', 'Springfield']), 'batch-1', now, cipher);
  const kim = prepareRecord(mapRow(headers, ['Kim Twice', 'kim@twice.example', 'Springfield']), 'batch-1', now, cipher);
  const ada = prepareRecord(mapRow(headers, ['Ada Lovelace', 'ada@example.org', 'London']), 'batch-1', now, cipher);
  expect(em.emails).toEqual([{ email: 'em.dot@example.com', domain: 'example.com' }]);
  // What the code before stored for them.
  em.emails = [{ email: 'em.dot@example.com.', domain: 'example.com.' }];
  kim.emails = [...kim.emails, { email: 'kim@twice.example..', domain: 'twice.example..' }];
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [em, kim, ada]));
  expect(await publicNames(testDb.database, cipher, 'em.dot@example.com')).toEqual([]);
  expect(await publicNames(testDb.database, cipher, 'em.dot@example.com.')).toEqual([]);

  await up(testDb.database.db);

  expect(await emailsOf('Em Dot')).toEqual(['em.dot@example.com example.com']);
  expect(await emailsOf('Kim Twice')).toEqual(['kim@twice.example twice.example']);
  expect(await emailsOf('Ada Lovelace')).toEqual(['ada@example.org example.org']);
  expect(await publicNames(testDb.database, cipher, 'em.dot@example.com')).toEqual(['Em Dot']);
  expect(await publicNames(testDb.database, cipher, 'em.dot@example.com.')).toEqual(['Em Dot']);
  expect(await adminFinds(testDb.database, 'em.dot@example.com.')).toBe(1);
  await up(testDb.database.db);
  expect(await emailsOf('Em Dot')).toEqual(['em.dot@example.com example.com']);
});
