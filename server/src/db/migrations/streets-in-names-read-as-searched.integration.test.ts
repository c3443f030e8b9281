import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261201T0610-streets-in-names-read-as-searched.ts';

// Streets inside a name were not read, or read in part (ADR 0299): "C/ Quinteria 5", a grid
// address "150 S 300 E", "Rua Vilarinho, 10" and a street after a phone number. The card showed
// them, or the street's name
// without its number, and their words were name words, which the public search reads as
// prefixes: "Anisa quint" confirmed the street. New records are keyed without them; the migration
// keys records stored before again, on both databases. The admin search still finds them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q);

it('keys a short-form street, a grid address and a street after a phone inside a name where only the admin search reads them', async () => {
  const headers = resolveHeaders(['Name', 'City', 'State']);
  const now = new Date().toISOString();
  const row = (name: string, city: string) => prepareRecord(mapRow(headers, [name, city, 'ID']), 'batch-1', now, ctx.app.cipher);
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Anisa Ruizbal C/ Quinteria 5', 'Boise'),
        row('Jorah Kerrigan 150 S 300 E', 'Provo'),
        row('Tamsin Quill 555-867-5309 12 Quarrow St', 'Boise'),
        row('Joana Prates Rua Vilarinho, 10', 'Boise'),
        row('Mayor Calle Weg', 'Nampa'),
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
  const guesses = [
    'Anisa quint',
    'Anisa Ruizbal c',
    'Jorah Kerrigan 150 S 300 E',
    'Jorah Kerrigan e',
    'Tamsin quarrow',
    'Tamsin Quill quar',
  ];
  const shown = {
    anisa: 'Anisa Ruizbal (street address)',
    jorah: 'Jorah Kerrigan (street address)',
    tamsin: 'Tamsin Quill (phone number) (street address)',
    joana: 'Joana Prates (street address)',
  };

  // As the import keys it now: found by the name, never by a word of the street.
  expect(await search('Anisa Ruizbal Boise')).toEqual([shown.anisa]);
  expect(await search('Jorah Kerrigan')).toEqual([shown.jorah]);
  expect(await search('Tamsin Quill')).toEqual([shown.tamsin]);
  expect(await search('Joana Prates')).toEqual([shown.joana]);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await adminSearch('quinteria')).toContain('Anisa Ruizbal');
  expect(await adminSearch('quarrow')).toContain('Tamsin Quill');
  // Street words that are a name, with no street, are name words.
  expect(await search('Mayor Calle Weg')).toEqual(['Mayor Calle Weg']);

  // The keys the code before stored: each guess confirmed the street.
  await down(ctx.database.db);
  expect(await search('Anisa quint')).toEqual([shown.anisa]);
  expect(await search('Jorah Kerrigan 150 S 300 E')).toEqual([shown.jorah]);
  expect(await search('Tamsin quarrow')).toEqual([shown.tamsin]);
  expect(await search('Joana vilar')).toEqual([shown.joana]);

  await up(ctx.database.db);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await search('Anisa Ruizbal')).toEqual([shown.anisa]);
  expect(await search('Jorah Kerrigan Provo')).toEqual([shown.jorah]);
  expect(await adminSearch('quinteria')).toContain('Anisa Ruizbal');
  // Names without such a street keep their keys.
  expect(await search('Louis Quatorze Nampa')).toEqual(['Louis Quatorze 14']);
  expect(await search('Mayor Calle Weg')).toEqual(['Mayor Calle Weg']);

  // Run again (a re-run after a crash): one card, still not confirmed.
  await up(ctx.database.db);
  expect(await search('Tamsin')).toEqual([shown.tamsin]);
  expect(await search('Tamsin quarrow')).toEqual([]);
});
