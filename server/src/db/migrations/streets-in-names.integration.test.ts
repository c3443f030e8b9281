import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261201T0500-streets-in-names.ts';

// A shifted column puts a street address in the Name column. The card shows it only as its kind
// (ADR 0292), but its words were name words, which the public search reads as prefixes: "Tina
// oak" confirmed the street. New records are keyed without them; the migration keys records
// stored before again, on both databases. The admin search still finds them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q);

it('keys a street or a lettered long number inside a name where only the admin search reads it', async () => {
  const headers = resolveHeaders(['Name', 'City', 'State']);
  const now = new Date().toISOString();
  const row = (name: string, city: string) => prepareRecord(mapRow(headers, [name, city, 'ID']), 'batch-1', now, ctx.app.cipher);
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Tamsin Streetly 1420 Quarrow Street', 'Boise'),
        row('Mariska Delgardo Wendelinstraße 12', 'Boise'),
        row('Tobias Licensee X12345678901', 'Boise'),
        row('Louis Quatorze 14', 'Nampa'),
      ]),
    );
  const token = await ctx.signIn();
  const adminSearch = async (q: string): Promise<string> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const guesses = ['Tamsin quarrow', 'Tamsin Streetly quar', 'Mariska wendelin', 'Tobias x'];
  const shown = {
    tamsin: 'Tamsin Streetly (street address)',
    mariska: 'Mariska Delgardo (street address)',
    tobias: 'Tobias Licensee (ID number)',
  };

  // As the import keys it now: found by the name, never by a word of the street.
  expect(await search('Tamsin Streetly Boise')).toEqual([shown.tamsin]);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await adminSearch('quarrow')).toContain('Tamsin Streetly');

  // The keys the code before stored: each guess confirmed the street or the letter.
  await down(ctx.database.db);
  expect(await search('Tamsin quarrow')).toEqual([shown.tamsin]);
  expect(await search('Mariska wendelin')).toEqual([shown.mariska]);
  expect(await search('Tobias x')).toEqual([shown.tobias]);

  await up(ctx.database.db);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await search('Mariska Delgardo')).toEqual([shown.mariska]);
  expect(await search('Tobias Licensee')).toEqual([shown.tobias]);
  expect(await adminSearch('quarrow')).toContain('Tamsin Streetly');
  // A name with a number and no street keeps its keys.
  expect(await search('Louis Quatorze Nampa')).toEqual(['Louis Quatorze 14']);

  // Run again (a re-run after a crash): one card, still not confirmed.
  await up(ctx.database.db);
  expect(await search('Tamsin')).toEqual([shown.tamsin]);
  expect(await search('Tamsin quarrow')).toEqual([]);
});
