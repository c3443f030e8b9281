import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { adminFinds as probeAdminFinds, publicNames as probePublicNames } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261127T0102-public-search-keys.ts';
import { down as searchVectorAgain, up as searchTerms } from './20261127T0900-search-terms.ts';
import { down as nameWordCountsOff, up as nameWordCounts } from './20261128T0200-name-word-counts.ts';

const testDb = useMigratedTestDatabase();
const cipher = createFieldCipher(randomBytes(32));

const publicNames = (q: string) => probePublicNames(testDb.database, cipher, q);
const adminFinds = (q: string) => probeAdminFinds(testDb.database, q);

it('moves street words out of the public place keys and gives old records their street key', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City', 'Zip']);
  const rec = prepareRecord(
    mapRow(headers, ['Rosa', 'Harbor', '12B Harbor Way', 'Boston', '02134']),
    'batch-1',
    new Date().toISOString(),
    cipher,
  );
  const db = testDb.database.db;
  await db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  // As stored before: the street in the place keys, no street key.
  const { seq } = await db.selectFrom('breach_records').select('seq').where('id', '=', rec.id).executeTakeFirstOrThrow();
  const old = { name: 'rosa harbor', contact: '', place: '12 b harbor way boston 02134' };
  if (testDb.database.kind === 'sqlite') {
    await sql`delete from record_search where rowid = ${seq}`.execute(db);
    await sql`insert into record_search (rowid, name, contact, place) values (${seq}, ${old.name}, ${old.contact}, ${old.place})`.execute(
      db,
    );
  } else {
    // The weighted search_vector of that day (ADR 0140 replaced it after this migration), without
    // the later migrations that read search_terms.
    await nameWordCountsOff(db);
    await searchVectorAgain(db);
    await sql`update breach_records set search_vector = setweight(to_tsvector('simple', ${old.name}), 'A') || setweight(to_tsvector('simple', ${old.place}), 'C') where seq = ${seq}`.execute(
      db,
    );
  }
  await down(db);
  // Before: "Way" (a street word) narrowed a public name search.
  await up(db);
  await searchTerms(db);
  await nameWordCounts(db);

  expect(await publicNames('Rosa Way')).toEqual([]);
  expect(await publicNames('Rosa Boston')).toEqual(['Rosa Harbor']);
  expect(await publicNames('12B Harbor Way')).toEqual(['Rosa Harbor']);
  expect(await publicNames('12 Harbor Way')).toEqual([]);
  // The admin search still finds the street's words.
  expect(await adminFinds('harbor way')).toBe(1);
  const { street_key } = await db.selectFrom('breach_records').select('street_key').where('id', '=', rec.id).executeTakeFirstOrThrow();
  expect(street_key).toBe('12 b harbor way');
});
