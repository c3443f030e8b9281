import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminNamesViaApi, importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A typed word matches the words it starts, on both databases. PostgreSQL asks for a prefix as
// the whole word or a longer word by its next letter or digit (ADR 0140): these are the cases
// where that split could lose or add a match.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const people: Record<string, string>[] = [
    { 'First Name': 'Mari', 'Last Name': 'Lee', City: 'Salem', Phone: '(503) 555-0100' },
    { 'First Name': 'Maria', 'Last Name': 'Lopez', City: 'Salem', Phone: '(503) 555-0119' },
    { 'First Name': 'Mariaz', 'Last Name': 'Quinn', City: 'Marion', Phone: '(503) 555-0987' },
    { 'First Name': 'Marisol', 'Last Name': 'Diaz', City: 'Salem' },
    { 'First Name': 'Amari', 'Last Name': 'Stone', City: 'Salem' },
    { 'First Name': 'Mar', 'Last Name': 'Ito', City: 'Salem' },
  ];
  const res = await importRowsViaApi(ctx, token, people);
  expect(res.json()).toMatchObject({ ok: true, imported: people.length });
});
afterAll(async () => ctx.close());

const publicNames = (q: string) => publicNamesViaApi(ctx, q);
const adminNames = (q: string) => adminNamesViaApi(ctx, token, q);

it('finds the whole word and every longer one, through the last letter, and not a word that only contains it', async () => {
  expect(await publicNames('mari')).toEqual(['Mari Lee', 'Maria Lopez', 'Mariaz Quinn', 'Marisol Diaz']);
  expect(await publicNames('maria')).toEqual(['Maria Lopez', 'Mariaz Quinn']);
  expect(await publicNames('mariaz')).toEqual(['Mariaz Quinn']);
  expect(await publicNames('mariazz')).toEqual([]);
});

it('narrows a prefix by another, in the name or the place, with one word at least in the name', async () => {
  expect(await publicNames('mari lo')).toEqual(['Maria Lopez']);
  expect(await publicNames('mari sal')).toEqual(['Mari Lee', 'Maria Lopez', 'Marisol Diaz']);
  // "Mar" is a first name and the start of the city Marion: Mariaz Quinn is found by her name.
  expect(await publicNames('mar mario')).toEqual(['Mariaz Quinn']);
});

it('matches phone digits as prefixes in the admin search, through the last digit', async () => {
  expect(await adminNames('555-01')).toEqual(['Mari Lee', 'Maria Lopez']);
  expect(await adminNames('555-011')).toEqual(['Maria Lopez']);
  expect(await adminNames('555-0119')).toEqual(['Maria Lopez']);
  expect(await adminNames('555-09')).toEqual(['Mariaz Quinn']);
});
