// A birth year on its own (ADR 0323) through the import API, as a visitor and an admin would
// notice it: the search card shows the year and the age reached this year, and two people of
// one name and town born in different years stay two records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvAsConsole } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

const importAsConsole = async (csv: string) => JSON.parse((await importCsvAsConsole(ctx, token, 'years.csv', csv)).body) as object;

const cards = async (q: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })).json().results as {
    id: string;
    name: string;
    birthYear: number | null;
    age: number | null;
    dataClasses: string[];
    risk: { factors: string[] };
  }[];

describe('a birth year without a date of birth (ADR 0323)', () => {
  it('is shown on the search card with the age reached this year, and is no date of birth', async () => {
    expect(await importAsConsole('Name,City,YOB\nOrla Vantrees,Salem,1987\n')).toMatchObject({ imported: 1 });
    const [card] = await cards('Orla Vantrees');
    const thisYear = new Date().getFullYear();
    expect(card).toMatchObject({ name: 'Orla Vantrees', birthYear: 1987, age: thisYear - 1987 });
    expect(card!.dataClasses).not.toContain('dob');
    expect(card!.risk.factors).not.toContain('Date of birth');
    // The admin console's record detail shows the year beside an empty date of birth.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/breach-records/${card!.id}`, headers: auth() });
    expect(detail.json().record).toMatchObject({ dob: null, birthYear: 1987 });
  });

  it('is read from a year alone in a DOB column', async () => {
    await importAsConsole('Name,City,DOB\nPiet Vantrees,Dover,1990\n');
    expect(await cards('Piet Vantrees')).toMatchObject([{ birthYear: 1990 }]);
  });

  it('keeps two people of one name and town born in different years apart, and one person once', async () => {
    const file = 'Name,City,Birth Year\nQuin Vantrees,Reno,1970\nQuin Vantrees,Reno,1995\nQuin Vantrees,Reno,1995\n';
    expect(await importAsConsole(file)).toMatchObject({ imported: 2, duplicates: 1 });
    expect((await cards('Quin Vantrees')).map((c) => c.birthYear).sort()).toEqual([1970, 1995]);
  });
});
