import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A visitor types their street the way they abbreviate it (ADR 0279): "Hauptstr. 12" for the
// "Hauptstraße 12" a dump holds, "C/ Mayor 5" for "Calle Mayor 5". Only the whole street, its
// number included, narrows a public search (decisions.md §1): the other written form of a street
// word is the same whole street, and nothing less is.

let ctx: TestContext;
let visitor = 0;
/** The names a visitor finds, each query from its own address so no lookup limit is reached. */
const find = (q: string) => publicNamesViaApi(ctx, q, `198.51.100.${++visitor}`);

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [
    { 'First Name': 'Hans', 'Last Name': 'Müller', Address: 'Hauptstraße 12, 10115 Berlin', City: 'Berlin', Zip: '10115' },
    // The same name on the same street, another house: the street tells them apart.
    { 'First Name': 'Hans', 'Last Name': 'Müller', Address: 'Hauptstraße 14', City: 'Berlin' },
    { 'First Name': 'Carmen', 'Last Name': 'Ortega', Address: 'Calle Mayor 5', City: 'Madrid' },
    { 'First Name': 'Jan', 'Last Name': 'Kowalski', Address: 'ul. Długa 5', City: 'Warszawa' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

describe('a street typed in another written form of its street word (ADR 0279)', () => {
  it('finds the record stored spelled out, with the name or without it', async () => {
    for (const q of [
      'Hans Müller Hauptstr. 12',
      'Hans Müller Hauptstr 12',
      'Hans Müller Hauptstrasse 12',
      'Hans Müller Hauptstr. 12, 10115 Berlin',
      'Hauptstr. 12 Berlin',
    ])
      expect(await find(q), q).toEqual(['Hans Müller']);
    expect(await find('Carmen Ortega C/ Mayor 5')).toEqual(['Carmen Ortega']);
    expect(await find('C/ Mayor 5, 2º Madrid')).toEqual(['Carmen Ortega']);
    expect(await find('Jan Kowalski ulica Długa 5')).toEqual(['Jan Kowalski']);
    expect(await find('Jan Kowalski 5 Długa')).toEqual(['Jan Kowalski']);
  });

  it('finds nobody by another number, another street, or part of the street', async () => {
    for (const q of [
      'Hans Müller Hauptstr. 13',
      'Hans Müller Hauptstr. 1',
      'Hans Müller Nebenstr. 12',
      'Hans Müller Haupt 12',
      'Hans Müller Hauptst 12',
      'Hans Müller Str. 12',
      'Hans Müller 12 Str',
      'Hans Müller Hauptstr.',
      'Hans Müller Berlin Hauptstr',
      'Hauptstr. 13 Berlin',
      'Carmen Ortega C/ Mayor 6',
      'Carmen Ortega C/ Menor 5',
      'Carmen Ortega C/ May 5',
      'Carmen Ortega Calle 5',
      'Carmen Ortega C/ Mayor',
      'Jan Kowalski ul. 5',
      'Jan Kowalski ul. Dł 5',
    ])
      expect(await find(q), q).toEqual([]);
  });

  it('lists both namesakes by the name alone, and only the one at the street typed', async () => {
    expect(await find('Hans Müller Berlin')).toEqual(['Hans Müller', 'Hans Müller']);
    expect(await find('Hans Müller Hauptstr. 14')).toEqual(['Hans Müller']);
  });
});
