import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A street written the European way, the house number after the street (ADR 0256): keyed as its
// number-first form at import, so a visitor typing their address as they write it finds it, and
// the street alone still finds nothing.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [
    { 'First Name': 'Greta', 'Last Name': 'Strassenfeld', Address: 'Lindwurmstraße 12', City: 'München', Zip: '80337' },
    { 'First Name': 'Pieter', 'Last Name': 'Grachtveld', Address: 'Kerkstraat 3A', City: 'Utrecht' },
    { 'First Name': 'Lucia', 'Last Name': 'Calleja', Address: 'Calle Mayor 5, 2º', City: 'Madrid' },
    { 'First Name': 'Marek', 'Last Name': 'Ulicowski', Address: 'ul. Marszałkowska 1/3', City: 'Warszawa' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

describe('an imported street written number last (ADR 0256)', () => {
  it('is found by the whole address, typed as its owner writes it or number first', async () => {
    expect(await publicNamesViaApi(ctx, 'Lindwurmstraße 12 München')).toEqual(['Greta Strassenfeld']);
    expect(await publicNamesViaApi(ctx, 'Lindwurmstraße 12, 80337 München')).toEqual(['Greta Strassenfeld']);
    expect(await publicNamesViaApi(ctx, '12 Lindwurmstrasse Munchen')).toEqual(['Greta Strassenfeld']);
    expect(await publicNamesViaApi(ctx, 'Kerkstraat 3A Utrecht')).toEqual(['Pieter Grachtveld']);
    expect(await publicNamesViaApi(ctx, 'Calle Mayor 5, 2º Madrid')).toEqual(['Lucia Calleja']);
    expect(await publicNamesViaApi(ctx, 'Calle Mayor 5 Madrid')).toEqual(['Lucia Calleja']);
    expect(await publicNamesViaApi(ctx, 'ul. Marszałkowska 1/3 Warszawa')).toEqual(['Marek Ulicowski']);
  });

  it('is not found by its street alone, its number alone, or another house of the street', async () => {
    for (const q of [
      'Lindwurmstraße München',
      'Lindwurmstraße',
      '12 München',
      'Lindwurmstraße 13 München',
      'Kerkstraat 3 Utrecht',
      'Kerkstraat Utrecht',
      'Calle Mayor Madrid',
      'ul. Marszałkowska 1 Warszawa',
    ])
      expect(await publicNamesViaApi(ctx, q), q).toEqual([]);
  });
});
