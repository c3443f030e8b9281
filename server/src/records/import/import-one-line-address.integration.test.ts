// A whole US address in one cell (ADR 0324), imported as the console imports it: a visitor finds
// the record by name and town and by its street, and its card names the place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvAsConsole } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  await importCsvAsConsole(
    ctx,
    token,
    'addresses.csv',
    'Full Name,Full Address\nRosalind Quennell,"77 Tamarack Ln, Apt 2, Somerville, MA 02143"\nSilas Quennell,"5 Rue de la Paix, 75002 Paris"\nTamsin Quennell,"9 Birch Rd\r\nApt 3\r\nMedford, MA 02155"\n',
  );
});
afterAll(async () => ctx.close());

const search = async (q: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })).json().results as {
    name: string;
    city: string | null;
    state: string | null;
    zip: string | null;
  }[];

describe('a one-line US address (ADR 0324)', () => {
  it('gives the card its town, state and ZIP code, and is found by name and town and by its street', async () => {
    expect(await search('Rosalind Quennell Somerville')).toMatchObject([{ name: 'Rosalind Quennell', city: 'Somerville', state: 'MA' }]);
    expect(await search('77 Tamarack Ln')).toMatchObject([{ name: 'Rosalind Quennell' }]);
  });

  it('reads an address written over several lines: found by name and town and by its street (ADR 0329)', async () => {
    expect(await search('Tamsin Quennell Medford')).toMatchObject([
      { name: 'Tamsin Quennell', city: 'Medford', state: 'MA', zip: '02155' },
    ]);
    expect(await search('9 Birch Rd Medford')).toMatchObject([{ name: 'Tamsin Quennell' }]);
  });

  it('keeps another country’s address whole, with no place guessed', async () => {
    expect(await search('Silas Quennell')).toMatchObject([{ name: 'Silas Quennell', city: null, state: null, zip: null }]);
  });
});
