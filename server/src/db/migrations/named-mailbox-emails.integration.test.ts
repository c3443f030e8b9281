import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { publicNames, storedEmailsOf } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { up } from './20261129T0700-named-mailbox-emails.ts';

// "Jo Retest <jo@retest.example>" was stored as "<jo@retest.example>": found by no search of the
// address. The migration strips the brackets, on both databases, keeping an address once.

const testDb = useMigratedTestDatabase();

const emailsOf = (name: string) => storedEmailsOf(testDb.database, name);

it('stores the address of a named mailbox without its brackets', async () => {
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const headers = resolveHeaders(['Name', 'Email', 'City']);
  const jo = prepareRecord(mapRow(headers, ['Jo Retest', 'Jo Retest <jo@retest.example>', 'Springfield']), 'batch-1', now, cipher);
  const kim = prepareRecord(mapRow(headers, ['Kim Twice', 'kim@twice.example', 'Springfield']), 'batch-1', now, cipher);
  const ada = prepareRecord(mapRow(headers, ['Ada Lovelace', 'ada@example.org', 'London']), 'batch-1', now, cipher);
  expect(jo.emails).toEqual([{ email: 'jo@retest.example', domain: 'retest.example' }]);
  // What the code before stored for them.
  jo.emails = [{ email: '<jo@retest.example>', domain: 'retest.example>' }];
  kim.emails = [...kim.emails, { email: '<kim@twice.example>', domain: 'twice.example>' }];
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [jo, kim, ada]));
  expect(await publicNames(testDb.database, cipher, 'jo@retest.example')).toEqual([]);

  await up(testDb.database.db);

  expect(await emailsOf('Jo Retest')).toEqual(['jo@retest.example retest.example']);
  expect(await emailsOf('Kim Twice')).toEqual(['kim@twice.example twice.example']);
  expect(await emailsOf('Ada Lovelace')).toEqual(['ada@example.org example.org']);
  expect(await publicNames(testDb.database, cipher, 'jo@retest.example')).toEqual(['Jo Retest']);
  await up(testDb.database.db);
  expect(await emailsOf('Jo Retest')).toEqual(['jo@retest.example retest.example']);
});
