import { mapRow, resolveHeaders, streetKey as coreStreetKey } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminFinds } from '../../../test/search-probes.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { streetKey as streetKeyBefore } from './20261201T0100-street-first-keys.ts';
import { down, streetKey, up } from './20261201T0330-street-word-spellings.ts';

// Streets keyed before ADR 0279 kept the spelling of the street word they were stored with
// ("Hauptstraße 12" as "12 hauptstrasse"), so a visitor typing another ("Hauptstr. 12") did not
// find them. The migration builds again the street keys of the records whose key changes, on both
// databases, and no other record's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const streetKeyOf = async (name: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('keys a street as core does today, the copied rule agreeing with core street-key.ts', () => {
  const streets = [
    // Written forms of one street word (ADR 0279).
    'Hauptstraße 12',
    'Hauptstr. 12',
    'Hauptstr 12',
    'Hauptstrasse 12, 10115 Berlin',
    '12 Hauptstr.',
    'Berliner Straße 5',
    'Berliner Str. 5',
    'Kerkstraat 3A',
    'Kerkstr. 3A',
    'Marktplatz 1',
    'Marktpl. 1',
    'Calle Mayor 5, 2º',
    'C/ Mayor 5',
    'C/Mayor 5, 2º B',
    'c/o Smith 5',
    'C. Mayor 5',
    'Avenida de la Paz 3',
    'Avda. de la Paz 3',
    'Av. de la Paz 3',
    'Avenue Louise 54',
    'Bd Haussmann 12',
    'Bld. Haussmann 12',
    'V.le Monza 12',
    'P.zza Duomo 1',
    'P.za Duomo 1',
    'C.so Buenos Aires 3',
    'Ctra. de Toledo 4',
    'Pza. Mayor 2',
    'ul. Długa 5',
    'ulica Długa 5',
    'ul. Marszałkowska 1/3',
    'Długa 5',
    '5 Długa',
    '5 ul.',
    'ul. 5',
    // As 20261201T0100 listed them.
    'Via Roma 10',
    'Storgatan 7',
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
    'Oak Street 12',
    '1420 Oak St, Apt 4B',
    '1420 Oak St 12',
    '123-45 Main Street',
    '123 1/2 Main St',
    '725 Fifth Avenue',
    '5510 Marrowbone Road #7',
    '15 County Road 7',
    '150 S 300 E',
    '1200 R St NW',
    '12 Constructor Way',
    'PO Box 123',
    'P.O. Box 12',
    'Box 5',
    '',
  ];
  for (const street of streets) expect(streetKey(tokens, street), street).toBe(coreStreetKey(street) ?? null);
});

it('builds again the street keys of streets spelled another way now, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City']);
  const cipher = ctx.app.cipher;
  const now = new Date().toISOString();
  // A word only the stored search keys hold: still found after the migration, the record was not rewritten.
  const row = (first: string, last: string, street: string, marker: string) => {
    const rec = prepareRecord(mapRow(headers, [first, last, street, 'Berlin']), 'batch-1', now, cipher);
    // The key the code before stored.
    rec.values[RECORD_COLUMNS.indexOf('street_key')] = streetKeyBefore(tokens, street);
    rec.keys = { ...rec.keys, name: `${rec.keys.name} ${marker}` };
    return rec;
  };
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Hans', 'Müller', 'Hauptstraße 12, 10115 Berlin', 'rekeyedmark'),
        row('Greta', 'Weber', 'Berliner Straße 5', 'rekeyedmark'),
        row('Carmen', 'Ortega', 'C/ Mayor 5, 2º', 'rekeyedmark'),
        row('Luis', 'Navarro', 'Avda. de la Paz 3', 'rekeyedmark'),
        row('Jan', 'Kowalski', 'ul. Długa 5', 'rekeyedmark'),
        row('Olive', 'Oakes', '15 Oak Street', 'untouchedmark'),
        row('Giulia', 'Rossi', 'Via Roma 10', 'untouchedmark'),
        row('Marta', 'Ruiz', 'Maria Delgado 1420', 'untouchedmark'),
      ]),
    );
  expect(await streetKeyOf('Hans Müller')).toBe('12 hauptstrasse');
  expect(await streetKeyOf('Carmen Ortega')).toBeNull();
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
    hans: await search('Hans Müller Hauptstr. 12'),
    hansAsStored: await search('Hans Müller Hauptstraße 12'),
    greta: await search('Greta Weber Berliner Str. 5'),
    carmen: await search('Carmen Ortega C/ Mayor 5'),
    luis: await search('Luis Navarro Avenida de la Paz 3'),
    jan: await search('Jan Kowalski 5 Długa'),
  });
  const nobody = { hans: [], hansAsStored: [], greta: [], carmen: [], luis: [], jan: [] };
  expect(await probe()).toEqual(nobody);

  await up(ctx.database.db);
  expect(await probe()).toEqual({
    hans: ['Hans Müller'],
    hansAsStored: ['Hans Müller'],
    greta: ['Greta Weber'],
    carmen: ['Carmen Ortega'],
    luis: ['Luis Navarro'],
    jan: ['Jan Kowalski'],
  });
  expect(await streetKeyOf('Hans Müller')).toBe('12 hauptstr');
  expect(await streetKeyOf('Carmen Ortega')).toBe('5 calle mayor');
  expect(await streetKeyOf('Jan Kowalski')).toBe('5 dluga');
  // Another number, or part of the street, is not the address.
  expect(await search('Hans Müller Hauptstr. 13')).toEqual([]);
  expect(await search('Hans Müller Haupt 12')).toEqual([]);
  // The others' keys are as they were, and their records were not rewritten.
  expect(await streetKeyOf('Olive Oakes')).toBe('15 oak st');
  expect(await streetKeyOf('Giulia Rossi')).toBe('10 via roma');
  expect(await streetKeyOf('Marta Ruiz')).toBeNull();
  expect(await adminFinds(ctx.database, 'untouchedmark')).toBe(3);
  expect(await adminFinds(ctx.database, 'rekeyedmark')).toBe(0);

  // Run again (a re-run after a crash): one card each.
  await up(ctx.database.db);
  expect(await search('Hans Müller Hauptstrasse 12')).toEqual(['Hans Müller']);

  await down(ctx.database.db);
  expect(await streetKeyOf('Hans Müller')).toBe('12 hauptstrasse');
  expect(await streetKeyOf('Carmen Ortega')).toBeNull();
  expect(await streetKeyOf('Olive Oakes')).toBe('15 oak st');
  expect(await probe()).toEqual(nobody);
  expect(await search('Hans Müller Berlin')).toEqual(['Hans Müller']);
});
