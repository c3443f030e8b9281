import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { adminFindsSeqs } from '../../../test/search-probes.ts';
import { useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { up as rebuildSearchKeysThen } from './20261126T0100-search-keys-rebuild.ts';
import { down as searchVectorAgain, up as searchTerms } from './20261127T0900-search-terms.ts';
import { down as nameWordCountsOff, up as nameWordCounts } from './20261128T0200-name-word-counts.ts';

const testDb = useMigratedTestDatabase();

/**
 * The rebuild as it ran on a database of its day: on PostgreSQL the weighted search_vector that
 * it writes is restored first, and its rebuilt vector carried into search_terms after (ADR 0140),
 * the later migrations that read search_terms taken off before and put back after.
 */
async function rebuildSearchKeys(db: typeof testDb.database.db): Promise<void> {
  await nameWordCountsOff(db);
  await searchVectorAgain(db);
  await rebuildSearchKeysThen(db);
  await searchTerms(db);
  await nameWordCounts(db);
}

const found = (q: string) => adminFindsSeqs(testDb.database, q);

it('rebuilds the search keys of records stored with the old tokenizer', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'Zip']);
  const rec = prepareRecord(
    mapRow(headers, ['Schuyler', 'Osinski', 'schuyler.osinski1@example.com', '(617) 555-0001', '12B Harbor Way', 'Boston', '02134']),
    'batch-1',
    new Date().toISOString(),
    createFieldCipher(randomBytes(32)),
  );
  // The keys the tokenizer wrote before letters and digits were split.
  rec.keys = {
    name: 'schuyler osinski',
    contact: 'schuyler osinski1 example com 6175550001 5550001',
    place: '12b harbor way boston 02134',
  };
  await testDb.database.db.transaction().execute((trx) => writeRecords(kyselyRunner(trx, testDb.database.kind), [rec]));
  expect(await found('osinski1')).toHaveLength(0);
  expect(await found('12 harbor')).toHaveLength(0);

  await rebuildSearchKeys(testDb.database.db);

  const [seq] = await found('schuyler osinski');
  expect(seq).toBeDefined();
  expect(await found('osinski1')).toEqual([seq]);
  expect(await found('12 harbor')).toEqual([seq]);
  expect(await found('555-0001')).toEqual([seq]);
  expect(await found('02134')).toEqual([seq]);
  // The email's domain is no longer a word of the index ("@example.com" searches addresses).
  expect(await found('example')).toEqual([]);
  // Run again (a re-run after a crash): still one entry per record.
  await rebuildSearchKeys(testDb.database.db);
  expect(await found('schuyler')).toEqual([seq]);
});
