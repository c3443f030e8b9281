// US voter rolls' columns (ADR 0325), imported as the console imports them: a visitor finds a
// voter by name and town and by phone, and the card names the residence, not the mailing address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvAsConsole } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

let ctx: TestContext;
let token: string;

const row = (cells: string[]) => `${cells.join('\t')}\n`;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  await importCsvAsConsole(
    ctx,
    token,
    'florida.txt',
    row(
      ['Voter ID', 'Name Last', 'Name First', 'Residence Address Line 1', 'Residence City (USPS)', 'Residence State'].concat([
        'Residence Zipcode',
        'Mailing Address Line 1',
        'Mailing City',
        'Mailing State',
        'Mailing Zipcode',
        'Daytime Area Code',
        'Daytime Phone Number',
      ]),
    ) +
      row([
        '100',
        'Quennell',
        'Rosalind',
        '12 Tamarack Ln',
        'Gainesville',
        'FL',
        '32601',
        'PO Box 9',
        'Ocala',
        'FL',
        '34470',
        '352',
        '5550142',
      ]),
  );
  await importCsvAsConsole(
    ctx,
    token,
    'north-carolina.txt',
    row([
      'county_desc',
      'last_name',
      'first_name',
      'res_street_address',
      'res_city_desc',
      'state_cd',
      'zip_code',
      'mail_addr1',
      'mail_city',
    ]) + row(['ALAMANCE', 'QUENNELL', 'SILAS', '5 OAK AVE', 'BURLINGTON', 'NC', '27215', 'PO BOX 1', 'GRAHAM']),
  );
  const washington = [
    'FName',
    'LName',
    'RegStNum',
    'RegStPreDirection',
    'RegStName',
    'RegStType',
    'RegUnitType',
    'RegStUnitNum',
    'RegCity',
  ];
  await importCsvAsConsole(
    ctx,
    token,
    'washington.txt',
    row([...washington, 'RegState']) + row(['TOVE', 'QUENNELL', '480', 'N', 'HAWTHORNE', 'ST', 'APT', '4', 'OLYMPIA', 'WA']),
  );
});
afterAll(async () => ctx.close());

const search = async (q: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { name: string; city: string | null; state: string | null; zip: string | null }[];
};

describe('a voter roll imported in the console (ADR 0325)', () => {
  it('gives Florida’s voter a name, the residence’s town and the phone with its area code', async () => {
    expect(await search('Rosalind Quennell Gainesville')).toMatchObject([
      { name: 'Rosalind Quennell', city: 'Gainesville', state: 'FL', zip: '32601' },
    ]);
    expect(await search('(352) 555-0142')).toMatchObject([{ name: 'Rosalind Quennell' }]);
    // The mailing town is not where the voter lives, and not mixed into the residence.
    expect(await search('Rosalind Quennell Ocala')).toEqual([]);
  });

  it('gives North Carolina’s voter the res_* street and town with the state and ZIP code beside them', async () => {
    expect(await search('Silas Quennell Burlington')).toMatchObject([
      { name: 'SILAS QUENNELL', city: 'BURLINGTON', state: 'NC', zip: '27215' },
    ]);
    expect(await search('5 Oak Ave Burlington')).toMatchObject([{ name: 'SILAS QUENNELL' }]);
  });

  it('gives Washington’s voter the street with its direction, found as a visitor types it (ADR 0327)', async () => {
    expect(await search('Tove Quennell Olympia')).toMatchObject([{ name: 'TOVE QUENNELL', city: 'OLYMPIA', state: 'WA' }]);
    expect(await search('480 North Hawthorne Street')).toMatchObject([{ name: 'TOVE QUENNELL' }]);
    expect(await search('480 N Hawthorne St Olympia')).toMatchObject([{ name: 'TOVE QUENNELL' }]);
  });
});
