import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A birth date of 1900-01-01 is the default a database or a spreadsheet fills an empty date with
// (ADR 0257): no age, no birth year and no leaked date of birth on any public answer, and no
// date of birth in the risk. A record with a real birth date beside it shows that these answers
// would tell one.

let ctx: TestContext;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function publicAnswers(name: string) {
  const res = await get(`/api/search?q=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  const [card] = res.json().results;
  const person = (await get(`/api/people/${card.id}`)).json().person;
  const report = (await get(`/api/leaks/${card.id}`)).json().report;
  return { card, person, report };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const row = { City: 'Springfield', State: 'IL', Email: '', Phone: '' };
  const res = await importRowsViaApi(ctx, token, [
    { ...row, 'First Name': 'Ida', 'Last Name': 'Placeholderton', DOB: '1/1/1900', Email: 'ida@example.org', Phone: '217-555-0101' },
    { ...row, 'First Name': 'Ivo', 'Last Name': 'Placeholderton', DOB: '1900-01-01 00:00:00', Email: 'ivo@example.org' },
    { ...row, 'First Name': 'Ada', 'Last Name': 'Realbirthday', DOB: '1/1/1970', Email: 'ada@example.org', Phone: '217-555-0102' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => ctx.close());

describe('an imported birth date of 1900-01-01 (ADR 0257)', () => {
  it('shows no age, no birth year and no date of birth on the card, the person page or the report', async () => {
    for (const name of ['Ida Placeholderton', 'Ivo Placeholderton']) {
      const { card, person, report } = await publicAnswers(name);
      expect(card, name).toMatchObject({ birthYear: null, age: null });
      expect(card.dataClasses, name).not.toContain('dob');
      for (const answer of [card, person, report]) {
        const text = JSON.stringify(answer);
        expect(text, name).not.toMatch(/1900|\b12[5-7]\b/);
        expect(text, name).not.toMatch(/date of birth/i);
      }
    }
    // The same answers for a real birth date name it.
    const real = await publicAnswers('Ada Realbirthday');
    expect(real.card).toMatchObject({ birthYear: 1970 });
    expect(real.card.dataClasses).toContain('dob');
    expect(JSON.stringify(real.report)).toMatch(/date of birth/i);
  });

  it('counts no date of birth in the risk', async () => {
    // City 20, email 10, phone 10; a date of birth would add 10 and name itself.
    const ida = await publicAnswers('Ida Placeholderton');
    const ada = await publicAnswers('Ada Realbirthday');
    expect(ada.card.risk).toMatchObject({ score: 50 });
    expect(ada.card.risk.factors).toContain('Date of birth');
    expect(ida.card.risk).toMatchObject({ score: 40 });
    expect(ida.card.risk.factors).not.toContain('Date of birth');
    expect(ida.person.risk).toEqual(ida.card.risk);
    expect(ida.report.risk).toEqual(ida.card.risk);
    // City and email: 30, not the 40 a date of birth gives.
    const ivo = await publicAnswers('Ivo Placeholderton');
    expect(ivo.card.risk).toMatchObject({ score: 30 });
  });
});
