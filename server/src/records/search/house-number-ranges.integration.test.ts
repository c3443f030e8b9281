import { afterAll, beforeAll, expect, it } from 'vitest';
import { importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A building on two lots is typed as a range ("1420-1422 Oak St"); a dump may hold it at either
// number alone. Since ADR 0288 read a query at one house number, the range found only a record
// stored as the range. A short range is now also read at each of its two numbers, and never at a
// number between them (ADR 0299), on both databases.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const rows = [
    ['Wren Atlee', '1420 Quarrow Street'],
    ['Wren Bastow', '1422 Quarrow St'],
    ['Wren Corliss', '1420-1422 Quarrow Street'],
    ['Wren Dunmore', '1421 Quarrow Street'],
    ['Wren Eskdale', '1424 Quarrow Street'],
    ['Wren Fairlie', '123-45 Quarrow Street'],
    ['Wren Gossett', '45 Quarrow Street'],
    // Written number last, as Europe writes a street (ADR 0256).
    ['Wren Hallam', 'Quarrowstraße 12'],
    ['Wren Ingram', 'Quarrowstraße 14'],
    ['Wren Jessop', 'Quarrowstraße 12-14'],
    ['Wren Kettle', 'Quarrowstraße 13'],
  ].map(([name, street]) => ({ 'Full Name': name!, Address: street!, City: 'Boise', State: 'ID' }));
  expect((await importRowsViaApi(ctx, token, rows)).statusCode).toBe(200);
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q);

it('finds a short range typed with a dash at either of its numbers and as stored, never between them', async () => {
  expect(await search('1420-1422 Quarrow Street')).toEqual(['Wren Atlee', 'Wren Bastow', 'Wren Corliss']);
  expect(await search('1420–1422 Quarrow St Boise ID')).toEqual(['Wren Atlee', 'Wren Bastow', 'Wren Corliss']);
  expect(await search('Wren Bastow 1420-1422 Quarrow St')).toEqual(['Wren Bastow']);
  // One number finds only itself, as before.
  expect(await search('1422 Quarrow St')).toEqual(['Wren Bastow']);
  expect(await search('1420 Quarrow Street')).toEqual(['Wren Atlee']);
});

it('reads a range written number last at either of its numbers too', async () => {
  // It was read at its first number and as written only: Wren Ingram at 14 was not found.
  expect(await search('Quarrowstraße 12-14')).toEqual(['Wren Hallam', 'Wren Ingram', 'Wren Jessop']);
  expect(await search('Wren Ingram Quarrowstraße 12-14')).toEqual(['Wren Ingram']);
  expect(await search('Quarrowstraße 14')).toEqual(['Wren Ingram']);
});

it('reads a Queens number or a wide range only as written', async () => {
  expect(await search('123-45 Quarrow Street')).toEqual(['Wren Fairlie']);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('1400-1430 Quarrow Street')}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().results).toEqual([]);
  expect(res.json().notes).toContain(
    '"1400-1430" was searched as written: a house number range is also searched at its two numbers only when they are at most 10 apart.',
  );
});
