import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { adminFinds as probeAdminFinds, publicNames as probePublicNames } from '../../../test/search-probes.ts';
import { testDatabaseKind, useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261127T0900-search-terms.ts';
import { down as nameWordCountsOff, up as nameWordCounts } from './20261128T0200-name-word-counts.ts';

const testDb = useMigratedTestDatabase();
const cipher = createFieldCipher(randomBytes(32));

const publicNames = async (q: string) => (await probePublicNames(testDb.database, cipher, q)).sort();
const adminFinds = (q: string) => probeAdminFinds(testDb.database, q);

const HEADERS = resolveHeaders(['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip']);
const ROWS = [
  ['Rosa', 'Harbor', 'rosa.quill@example.com', '(617) 555-0101', '12 Harbor Way', 'Boston', 'MA', '02134'],
  ['Boston', 'Jackson', 'bj@example.com', '(312) 555-0199', '7 Lake St', 'Jackson', 'MS', '39201'],
  ['Rosalind', 'Pike', '', '', '', 'Salem', 'OR', '97301'],
];

it('carries records stored with the weighted vector over to the tagged terms, on PostgreSQL', async () => {
  const db = testDb.database.db;
  const records = ROWS.map((row) => prepareRecord(mapRow(HEADERS, row), 'batch-1', new Date().toISOString(), cipher));
  await db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), records));
  if (testDatabaseKind === 'postgres') {
    // The records as the writers stored them before: one weighted vector, name A, contact B, place C
    // (and no later migration that reads search_terms).
    await nameWordCountsOff(db);
    await down(db);
    await sql`update breach_records set search_vector = null`.execute(db);
    for (const rec of records) {
      await sql`update breach_records set search_vector = setweight(to_tsvector('simple', ${rec.keys.name}), 'A')
          || setweight(to_tsvector('simple', ${rec.keys.contact}), 'B') || setweight(to_tsvector('simple', ${rec.keys.place}), 'C')
        where id = ${rec.id}`.execute(db);
    }
  }
  await up(db);
  await nameWordCounts(db);

  // The public search: name words as prefixes, narrowed by the place's words, one word at least in the name.
  expect(await publicNames('Rosa Harbor')).toEqual(['Rosa Harbor']);
  expect(await publicNames('Ros')).toEqual(['Rosa Harbor', 'Rosalind Pike']);
  expect(await publicNames('Rosa Boston')).toEqual(['Rosa Harbor']);
  expect(await publicNames('Jackson 39201')).toEqual(['Boston Jackson']);
  // "Boston" is a city for one and a first name for the other: both are found by it.
  expect(await publicNames('Boston')).toEqual(['Boston Jackson']);
  expect(await publicNames('Boston Rosa')).toEqual(['Rosa Harbor']);
  // A place alone lists no one, and contact words (the email's local part, street words) never narrow.
  expect(await publicNames('Salem')).toEqual([]);
  expect(await publicNames('Rosa Quill')).toEqual([]);
  expect(await publicNames('Rosa Way')).toEqual([]);
  // The admin search reads every group: contact words, phones, places.
  expect(await adminFinds('quill')).toBe(1);
  expect(await adminFinds('harbor')).toBe(1);
  expect(await adminFinds('555-0199')).toBe(1);
  expect(await adminFinds('jackson')).toBe(1);
  expect(await adminFinds('salem')).toBe(1);
  expect(await adminFinds('ros')).toBe(2);
});

it('rebuilds the weighted vector on the way down, and the terms again on the way up', async () => {
  const db = testDb.database.db;
  await nameWordCountsOff(db);
  await down(db);
  if (testDatabaseKind === 'postgres') {
    const has = async (q: string) =>
      (
        await sql<{ n: number }>`select count(*)::int as n from breach_records where full_name = 'Boston Jackson'
          and search_vector @@ ${q}::tsquery`.execute(db)
      ).rows[0]?.n;
    // Each word under its group's weight again: "jackson" is the surname (A) and the city (C).
    expect([await has('jackson:A'), await has('jackson:C'), await has('bj:B'), await has('bj:AC'), await has('39201:C')]).toEqual([
      1, 1, 1, 0, 1,
    ]);
  }
  await up(db);
  await nameWordCounts(db);
  expect(await publicNames('Boston Jackson')).toEqual(['Boston Jackson']);
  expect(await adminFinds('bj')).toBe(1);
});
