import { mapRow, resolveHeaders } from '@breachwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminNamesViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261201T0720-hidden-parts-not-keyed.ts';

// A postcode's precise part and the digits a name shows only as their kind (ADR 0305) were
// keyed as place and name words, which the public search reads beside a name: "Outward
// Plusperson aa" found "SW1A 1AA" and "… ab" did not (ADR 0308). New records are keyed without
// them; the migration keys records stored before again, on both databases, and leaves the
// admin search finding them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q, '203.0.113.242');

/** Every record's stored keys, as the database holds them. */
async function storedKeys(): Promise<unknown[]> {
  const query =
    ctx.database.kind === 'sqlite'
      ? sql`select rowid as seq, name, contact, place from record_search order by rowid`
      : sql`select seq, search_terms::text as terms from breach_records order by seq`;
  return (await query.execute(ctx.database.db)).rows;
}

it("keys a postcode's precise part and a name's hidden digits where only the admin search reads them", async () => {
  const headers = resolveHeaders(['Name', 'City', 'Zip']);
  const now = new Date().toISOString();
  const row = (name: string, city: string, zip: string) =>
    prepareRecord(mapRow(headers, [name, city, zip]), 'batch-1', now, ctx.app.cipher);
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Outward Plusperson', 'London', 'SW1A 1AA'),
        row('Forward Plusperson', 'Ottawa', 'K1A 0B1'),
        row('Jofive Kerrperson 12345', 'Salem', '97301'),
        row('Louis Quatorze 14', 'Nampa', '83651'),
        row('Maria Yearperson 1984', 'Nampa', '83651'),
      ]),
    );
  const token = await ctx.signIn();
  const shown = { outward: 'Outward Plusperson', forward: 'Forward Plusperson', jofive: 'Jofive Kerrperson (ID number)' };
  const guesses = ['Outward Plusperson aa', 'Forward Plusperson b', 'Jofive Kerrperson 12345'];
  const wrongGuesses = ['Outward Plusperson ab', 'Forward Plusperson c', 'Jofive Kerrperson 12346'];

  const keyedByImport = await storedKeys();
  // As the import keys it now: a right guess answers as a wrong one.
  for (const q of [...guesses, ...wrongGuesses]) expect(await search(q), q).toEqual([]);
  expect(await search('Outward Plusperson SW1A')).toEqual([shown.outward]);

  // The keys the code before stored: each right guess confirmed the hidden part.
  await down(ctx.database.db);
  expect(await search('Outward Plusperson aa')).toEqual([shown.outward]);
  expect(await search('Forward Plusperson b')).toEqual([shown.forward]);
  expect(await search('Jofive Kerrperson 12345')).toEqual([shown.jofive]);
  for (const q of wrongGuesses) expect(await search(q), q).toEqual([]);

  await up(ctx.database.db);
  // The migration writes the keys the import writes now.
  expect(await storedKeys()).toEqual(keyedByImport);
  for (const q of [...guesses, ...wrongGuesses]) expect(await search(q), q).toEqual([]);
  // Still found by the name and by the area part the card shows.
  expect(await search('Outward Plusperson SW1A')).toEqual([shown.outward]);
  expect(await search('Forward Plusperson K1A')).toEqual([shown.forward]);
  expect(await search('Jofive Kerrperson Salem')).toEqual([shown.jofive]);
  expect(await search('Jofive Kerrperson 97301')).toEqual([shown.jofive]);
  // The admin search reads the code and the digits as stored.
  expect(await adminNamesViaApi(ctx, token, 'Outward SW1A 1AA')).toEqual(['Outward Plusperson']);
  expect(await adminNamesViaApi(ctx, token, 'Kerrperson 12345')).toEqual(['Jofive Kerrperson 12345']);
  // Names with no hidden digits keep their keys.
  expect(await search('Louis Quatorze Nampa')).toEqual(['Louis Quatorze 14']);
  expect(await search('Maria Yearperson 1984')).toEqual(['Maria Yearperson 1984']);

  // Run again (a re-run after a crash): one card, still not confirmed.
  await up(ctx.database.db);
  expect(await search('Outward Plusperson')).toEqual([shown.outward]);
  expect(await search('Outward Plusperson aa')).toEqual([]);
});
