import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A file whose address is split into a house-number column and a street column (ADR 0249): the
// number is joined to the street, so a stranger typing the address finds the record.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('an imported address split into a house number and a street (ADR 0249)', () => {
  it('is found by its number, street and city, as typed', async () => {
    // A US voter file: the number, the street's name and its type in three columns.
    const voter = await importRowsViaApi(ctx, token, [
      {
        FIRST_NAME: 'Hollis',
        LAST_NAME: 'Numbergate',
        RES_HOUSE_NUMBER: '1427',
        RES_STREET_NAME: 'Quillfeather',
        RES_STREET_SUFFIX: 'Street',
        RES_UNIT: 'Apt 2',
        CITY: 'Salem',
        ZIP: '97301',
        ZIP4: '1234',
      },
    ]);
    expect(voter.statusCode, voter.body).toBe(200);
    // A German file: the street before its number.
    const german = await importRowsViaApi(ctx, token, [
      { Vorname: 'Greta', Nachname: 'Hausnummerfeld', Straße: 'Lindwurmgasse', Hausnummer: '12', PLZ: '10115', Ort: 'Berlin' },
    ]);
    expect(german.statusCode, german.body).toBe(200);

    expect(await publicNamesViaApi(ctx, '1427 Quillfeather Street Salem')).toEqual(['Hollis Numbergate']);
    expect(await publicNamesViaApi(ctx, '1427 Quillfeather St Apt 2 Salem')).toEqual(['Hollis Numbergate']);
    expect(await publicNamesViaApi(ctx, '12 Lindwurmgasse Berlin')).toEqual(['Greta Hausnummerfeld']);
    // The whole street only: another house on the street is not this one.
    expect(await publicNamesViaApi(ctx, '1428 Quillfeather Street Salem')).toEqual([]);
  });
});
