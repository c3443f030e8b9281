import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A birth-date column whose name gives its format without parentheses (ADR 0263): "DOB
// dd/mm/yyyy". It was an ignored column: the import stored no date of birth, and the public
// answers showed no birth year, however many rows held one.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [
    { Name: 'Dora Dayfirst', Email: 'dora.dayfirst@example.org', 'DOB dd/mm/yyyy': '02/01/1980' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

describe('a date column named with its format (ADR 0263)', () => {
  it('stores the date of birth in the order the name gives, and the public card shows its year', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/search?q=Dora%20Dayfirst' });
    expect(search.statusCode, search.body).toBe(200);
    const [card] = search.json().results;
    expect(card).toMatchObject({ name: 'Dora Dayfirst', birthYear: 1980 });
    expect(card.dataClasses).toContain('dob');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/breach-records/${card.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().record.dob).toBe('1980-01-02');
  });
});
