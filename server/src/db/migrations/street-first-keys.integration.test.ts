import { mapRow, resolveHeaders, streetKey as coreStreetKey } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminFinds } from '../../../test/search-probes.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { down, streetKey, up } from './20261201T0100-street-first-keys.ts';
import { foldedStreetKey } from './20261201T0330-street-word-spellings.ts';

// Streets keyed before ADR 0256 had no key when written number last ("Hauptstraße 12", "Via
// Roma 10", "Kerkstraat 3A"), so their owners could not find their records by address. The
// migration builds again the street keys of the records whose key changes, on both databases,
// and no other record's. Since ADR 0279 core spells a street word's written forms one way
// ("Hauptstraße 12" is "12 hauptstr"), which 20261201T0330 builds again after this one: the
// records here are at streets that spelling leaves as they are.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const streetKeyOf = async (name: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('keys a street as core does today, spelled as 20261201T0330 spells it, the copied rule agreeing with core street-key.ts', () => {
  const streets = [
    'Hauptstraße 12',
    'Berliner Straße 5',
    'Berliner Str. 5',
    'Via Roma 10',
    'Kerkstraat 3A',
    'ul. Marszałkowska 1/3',
    'Calle Mayor 5, 2º',
    'Calle Mayor 5 2º B',
    'Calle Mayor 5 Apt 2',
    'Avenue Louise 54',
    'Storgatan 7',
    'Hauptstraße 12, 10115 Berlin',
    'Hauptstraße 12-14',
    'Hauptstraße 12 #3',
    'Rue Ste Catherine 12',
    'Fifth Avenue 12',
    'Piazza San Marco 1',
    '2º Hauptstraße 12',
    'Hauptstraße',
    'Via 10',
    'Platz 3',
    'Maria Delgado 1420',
    'Delgado 1420',
    'Oak Street 12',
    '12 Hauptstraße',
    '1420 Oak St, Apt 4B',
    '1420 Oak St 12',
    '123-45 Main Street',
    '123 1/2 Main St',
    '725 Fifth Avenue',
    '5510 Marrowbone Road #7',
    '15 County Road 7',
    '150 S 300 E',
    'PO Box 123',
    'P.O. Box 12',
    'Box 5',
    '',
  ];
  for (const street of streets) expect(foldedStreetKey(streetKey(tokens, street)), street).toBe(coreStreetKey(street) ?? null);
  expect(streetKey(tokens, 'Hauptstraße 12')).toBe('12 hauptstrasse');
});

it('builds again the street keys of streets written number last, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City']);
  const cipher = ctx.app.cipher;
  const now = new Date().toISOString();
  // A word only the stored search keys hold: still found after the migration, the record was not rewritten.
  const row = (first: string, last: string, street: string, before: { key?: string | null; marker: string }) => {
    const rec = prepareRecord(mapRow(headers, [first, last, street, 'Berlin']), 'batch-1', now, cipher);
    // The key the code before stored: none for a street written number last.
    if (before.key !== undefined) rec.values[RECORD_COLUMNS.indexOf('street_key')] = before.key;
    rec.keys = { ...rec.keys, name: `${rec.keys.name} ${before.marker}` };
    return rec;
  };
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Hans', 'Müller', 'Lindenallee 12', { key: null, marker: 'rekeyedmark' }),
        row('Giulia', 'Rossi', 'Via Roma 10', { key: null, marker: 'rekeyedmark' }),
        row('Sanne', 'Visser', 'Kerkweg 3A', { key: null, marker: 'rekeyedmark' }),
        row('Carmen', 'Ortega', 'Calle Mayor 5, 2º', { key: null, marker: 'rekeyedmark' }),
        row('Olive', 'Oakes', '15 Oak Street', { marker: 'untouchedmark' }),
        row('Marta', 'Ruiz', 'Maria Delgado 1420', { marker: 'untouchedmark' }),
      ]),
    );
  let visitor = 0;
  const search = async (q: string): Promise<string[]> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
      remoteAddress: `203.0.113.${++visitor}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.map((r: { name: string }) => r.name);
  };
  const probe = async () => ({
    hans: await search('Hans Müller Lindenallee 12'),
    giulia: await search('Giulia Rossi Via Roma 10'),
    sanne: await search('Sanne Visser Kerkweg 3A'),
    carmen: await search('Carmen Ortega Calle Mayor 5, 2º'),
  });
  expect(await probe()).toEqual({ hans: [], giulia: [], sanne: [], carmen: [] });

  await up(ctx.database.db);
  expect(await probe()).toEqual({ hans: ['Hans Müller'], giulia: ['Giulia Rossi'], sanne: ['Sanne Visser'], carmen: ['Carmen Ortega'] });
  expect(await streetKeyOf('Hans Müller')).toBe('12 lindenallee');
  expect(await streetKeyOf('Giulia Rossi')).toBe('10 via roma');
  expect(await streetKeyOf('Sanne Visser')).toBe('3 a kerkweg');
  expect(await streetKeyOf('Carmen Ortega')).toBe('5 calle mayor');
  // Typed number first, the same street.
  expect(await search('Hans Müller 12 Lindenallee')).toEqual(['Hans Müller']);
  // Part of the number is not the address.
  expect(await search('Sanne Visser Kerkweg 3')).toEqual([]);
  // The others' keys are as they were, and their records were not rewritten.
  expect(await streetKeyOf('Olive Oakes')).toBe('15 oak st');
  expect(await streetKeyOf('Marta Ruiz')).toBeNull();
  expect(await adminFinds(ctx.database, 'untouchedmark')).toBe(2);
  expect(await adminFinds(ctx.database, 'rekeyedmark')).toBe(0);

  // Run again (a re-run after a crash): one card each.
  await up(ctx.database.db);
  expect(await search('Giulia Rossi Via Roma 10')).toEqual(['Giulia Rossi']);

  await down(ctx.database.db);
  expect(await streetKeyOf('Hans Müller')).toBeNull();
  expect(await streetKeyOf('Sanne Visser')).toBeNull();
  expect(await streetKeyOf('Olive Oakes')).toBe('15 oak st');
  expect(await probe()).toEqual({ hans: [], giulia: [], sanne: [], carmen: [] });
  expect(await search('Hans Müller Berlin')).toEqual(['Hans Müller']);
});
