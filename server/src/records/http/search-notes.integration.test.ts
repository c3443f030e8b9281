import { oneWordAloneNote, placeAloneNote } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// What the public search says back about a query is true of its answer (ADR 0211-0213): a place
// alone that finds no one is told what to add; a part of an address is either searched (and the
// answer says nothing of it) or left out (and the answer says so).

let ctx: TestContext;

const search = async (q: string): Promise<{ names: string[]; notes: string[] }> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { names: body.results.map((r: { name: string }) => r.name), notes: body.notes };
};

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const rows = [
    { 'First Name': 'Olive', 'Last Name': 'Oakes', Address: '15 County Road 7', City: 'Marion', State: 'IA', Zip: '52302' },
    { 'First Name': 'Owen', 'Last Name': 'Oakes', Address: '15 County Road', City: 'Marion', State: 'IA', Zip: '52302' },
    { 'First Name': 'Rupert', 'Last Name': 'Vance', Address: '1 Route 66', City: 'Tulsa', State: 'OK', Zip: '74103' },
    { 'First Name': 'Pierre', 'Last Name': 'Roy', Address: '24 Sussex Drive', City: 'Ottawa', State: 'ON', Zip: 'K1A 0B1' },
    { 'First Name': 'Harriet', 'Last Name': 'Numave', Address: '725 5th Ave', City: 'New York', State: 'NY', Zip: '10022' },
    { 'First Name': 'Gideon', 'Last Name': 'Wordave', Address: '726 Fifth Avenue', City: 'New York', State: 'NY', Zip: '10022' },
    { 'First Name': 'Maria', 'Last Name': 'Delgado', Address: '1420 Oak Street', City: 'Chicago', State: 'IL', Zip: '60614' },
    { 'First Name': 'Brigham', 'Last Name': 'Gridley', Address: '150 S 300 E', City: 'Salt Lake City', State: 'UT', Zip: '84111' },
    { 'First Name': 'Della', 'Last Name': 'Milerd', Address: '4500 W 7 Mile Rd', City: 'Detroit', State: 'MI', Zip: '48221' },
    { 'First Name': 'Ursula', 'Last Name': 'Unitby', Address: '1420 Oak St 12', City: 'Peoria', State: 'IL', Zip: '61602' },
  ];
  expect((await importRowsViaApi(ctx, token, rows)).statusCode).toBe(200);
});
afterAll(async () => ctx.close());

it('tells a visitor who typed a place alone to add a name (ADRs 0211, 0286)', async () => {
  expect(await search('Chicago')).toEqual({ names: [], notes: [oneWordAloneNote('Chicago')] });
  expect(await search('Chicago IL')).toEqual({ names: [], notes: [placeAloneNote('Chicago IL')] });
  // With a name it is searched, and nothing is said.
  expect(await search('Maria Delgado Chicago')).toEqual({ names: ['Maria Delgado'], notes: [] });
  // A word that finds someone is a name: nothing is said of places.
  expect(await search('Delgado')).toEqual({ names: ['Maria Delgado'], notes: [] });
});

it("searches a numbered road's number with its street, and says nothing of it (ADR 0212)", async () => {
  expect(await search('15 County Road 7')).toEqual({ names: ['Olive Oakes'], notes: [] });
  expect(await search('Olive Oakes 15 County Road 7')).toEqual({ names: ['Olive Oakes'], notes: [] });
  expect(await search('15 County Road')).toEqual({ names: ['Owen Oakes'], notes: [] });
  expect(await search('1 Route 66')).toEqual({ names: ['Rupert Vance'], notes: [] });
});

it('leaves a postal code from outside the US out, and says so (ADR 0212)', async () => {
  const note = '"K1A 0B1" was left out: only 5-digit US ZIP codes are searched, so add your city instead.';
  expect(await search('Pierre Roy K1A 0B1')).toEqual({ names: ['Pierre Roy'], notes: [note] });
  // Left out whole: another code answers the same.
  expect((await search('Pierre Roy K1A 0B2')).names).toEqual(['Pierre Roy']);
  expect(await search('Pierre Roy Ottawa')).toEqual({ names: ['Pierre Roy'], notes: [] });
});

it('finds a street with its ordinal written either way (ADR 0213)', async () => {
  expect(await search('725 Fifth Avenue')).toEqual({ names: ['Harriet Numave'], notes: [] });
  expect(await search('726 5th Ave')).toEqual({ names: ['Gideon Wordave'], notes: [] });
  expect((await search('726 Fifth Ave')).names).toEqual(['Gideon Wordave']);
});

it('finds a grid address and a mile road, whose street goes on after a number (ADR 0219)', async () => {
  expect(await search('150 S 300 E')).toEqual({ names: ['Brigham Gridley'], notes: [] });
  expect(await search('Brigham Gridley 150 South 300 East')).toEqual({ names: ['Brigham Gridley'], notes: [] });
  expect((await search('150 S 400 E')).names).toEqual([]);
  expect(await search('4500 West 7 Mile Road')).toEqual({ names: ['Della Milerd'], notes: [] });
});

it('finds a street stored with a bare unit number by the street, with or without its unit (ADR 0227)', async () => {
  // The query reads "12" after "St" as a unit and never builds a key holding it; the stored key
  // drops it by the same rule.
  for (const q of ['Ursula Unitby 1420 Oak St', 'Ursula Unitby 1420 Oak St Apt 12', 'Ursula Unitby 1420 Oak Street #12'])
    expect((await search(q)).names, q).toEqual(['Ursula Unitby']);
  expect((await search('Ursula Unitby 1420 Oak St 12')).names).toEqual(['Ursula Unitby']);
  // A number that is part of the street's name stays part of its key.
  expect((await search('Olive Oakes 15 County Road')).names).toEqual([]);
});
