import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminNamesViaApi, importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// What a stranger's card hides (ADR 0305) is not confirmed by the public search either (ADR
// 0308): a postcode's precise part and the digits a name shows only as "(ID number)" or as an
// SSN were keyed as place and name words, so "name + a right guess" found the card and "name +
// a wrong guess" did not.

let ctx: TestContext;
let token: string;
// Its own address: these searches must not use up another test file's rate limit.
const search = (q: string) => publicNamesViaApi(ctx, q, '203.0.113.241');

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [
    { 'First Name': 'Outward', 'Last Name': 'Plusperson', City: 'London', Country: 'United Kingdom', Zip: 'SW1A 1AA' },
    { 'First Name': 'Forward', 'Last Name': 'Plusperson', City: 'Ottawa', Country: 'Canada', Zip: 'K1A 0B1' },
    { 'First Name': 'Eircode', 'Last Name': 'Plusperson', City: 'Dublin', Country: 'Ireland', Zip: 'D02 X285' },
    { 'First Name': 'Dutch', 'Last Name': 'Plusperson', City: 'Amsterdam', Country: 'Netherlands', Zip: '1012 AB' },
    { 'First Name': 'Cpa', 'Last Name': 'Plusperson', City: 'Buenos Aires', Country: 'Argentina', Zip: 'C1425DKB' },
    { 'Full Name': 'Jofive Kerrperson 12345', City: 'Salem', State: 'OR' },
    { 'Full Name': 'Jothree Kerrperson SSN 1984', City: 'Salem', State: 'OR' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

it("answers a right and a wrong guess of a postcode's hidden part the same", async () => {
  for (const [name, right, wrong] of [
    ['Outward Plusperson', 'aa', 'ab'],
    ['Outward Plusperson', '1aa', '1ab'],
    ['Forward Plusperson', 'b', 'c'],
    ['Eircode Plusperson', 'x', 'y'],
    ['Dutch Plusperson', 'ab', 'ac'],
    ['Cpa Plusperson', 'dkb', 'dka'],
    ['Cpa Plusperson', 'd', 'e'],
  ] as const) {
    const withRight = await search(`${name} ${right}`);
    expect(withRight, `${name} ${right}`).toEqual(await search(`${name} ${wrong}`));
    expect(withRight, `${name} ${right}`).toEqual([]);
  }
});

it('still finds the record by its name and the area part the card shows', async () => {
  for (const [q, name] of [
    ['Outward Plusperson SW1A', 'Outward Plusperson'],
    ['Forward Plusperson K1A', 'Forward Plusperson'],
    ['Eircode Plusperson D02', 'Eircode Plusperson'],
    ['Dutch Plusperson 1012', 'Dutch Plusperson'],
    ['Cpa Plusperson C1425', 'Cpa Plusperson'],
    ['Outward Plusperson London', 'Outward Plusperson'],
  ] as const)
    expect(await search(q), q).toEqual([name]);
});

it('answers a right and a wrong guess of the digits a name hides the same', async () => {
  const shown = 'Jofive Kerrperson (ID number)';
  expect(await search('Jofive Kerrperson')).toEqual([shown]);
  expect(await search('Jofive Kerrperson 12345')).toEqual(await search('Jofive Kerrperson 12346'));
  expect(await search('Jofive Kerrperson 12345')).toEqual([]);
  // A year after an SSN word is the SSN's last four, hidden as well.
  expect(await search('Jothree Kerrperson 1984')).toEqual(await search('Jothree Kerrperson 1985'));
});

it('lets the admin search find the code and the digits as stored', async () => {
  expect(await adminNamesViaApi(ctx, token, 'Outward SW1A 1AA')).toEqual(['Outward Plusperson']);
  expect(await adminNamesViaApi(ctx, token, 'Eircode X285')).toEqual(['Eircode Plusperson']);
  expect(await adminNamesViaApi(ctx, token, 'Kerrperson 12345')).toEqual(['Jofive Kerrperson 12345']);
});
