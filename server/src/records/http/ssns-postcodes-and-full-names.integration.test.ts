import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// An outside probe (ADR 0305): an SSN's last four inside a name, a ZIP+4 or a full postcode,
// shown to any stranger on the search card, the person page and the Exposure Report; and a
// "Full Name" column dropped for a "Middle Initial" one, so the person was named "K".

let ctx: TestContext;
let token: string;

// Its own address: these searches must not use up another test file's rate limit.
const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.233' });
const search = (q: string) => get(`/api/search?q=${encodeURIComponent(q)}`);
const cards = async (q: string): Promise<Array<{ id: string; name: string; zip: string | null }>> => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

/** The card found by `q`, and the bodies of its person page and Exposure Report. */
async function publicViews(q: string) {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  const [card] = res.json().results;
  expect(card, q).toBeDefined();
  const pages = [];
  for (const url of [`/api/people/${card.id}`, `/api/leaks/${card.id}`]) {
    const page = await get(url);
    expect(page.statusCode, url).toBe(200);
    pages.push(page);
  }
  return { card, search: res.body, person: pages[0]!, report: pages[1]! };
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('an SSN inside a name', () => {
  it('is shown to a stranger only as its kind, on the card, the person page and the report', async () => {
    const res = await importRowsViaApi(ctx, token, [
      { 'Full Name': 'Masktwo Nameperson ***-**-5678', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Masksix Nameperson (SSN: ***-**-4444)', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Maskthree Nameperson XXX-XX-9012', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Maskfour Nameperson SSN 3456', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Maskfive Nameperson 4321', City: 'Salem', State: 'OR' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    for (const [q, shown, digits] of [
      ['Masktwo Nameperson', 'Masktwo Nameperson (Social Security number)', '5678'],
      ['Masksix Nameperson', 'Masksix Nameperson (Social Security number)', '4444'],
      ['Maskthree Nameperson', 'Maskthree Nameperson (Social Security number)', '9012'],
      ['Maskfour Nameperson', 'Maskfour Nameperson (Social Security number)', '3456'],
      ['Maskfive Nameperson', 'Maskfive Nameperson (ID number)', '4321'],
    ] as const) {
      const views = await publicViews(q);
      expect(views.card.name, q).toBe(shown);
      expect(views.search, q).not.toContain(digits);
      expect(views.person.json().person.name, q).toBe(shown);
      expect(views.person.body, q).not.toContain(digits);
      expect(views.report.body, q).not.toContain(digits);
      expect(views.report.body, q).toContain(shown);
    }
  });

  it('is not confirmed by a name search with a guess of its digits', async () => {
    // The public search reads no loose digits: a right and a wrong guess get the same answer.
    for (const [name, right, wrong] of [
      ['Maskfour Nameperson', '3456', '3457'],
      ['Masktwo Nameperson', '5678', '5679'],
      ['Maskfive Nameperson', '4321', '4322'],
    ] as const) {
      const withRight = await cards(`${name} ${right}`);
      const withWrong = await cards(`${name} ${wrong}`);
      expect(
        withRight.map((c) => c.id),
        name,
      ).toEqual(withWrong.map((c) => c.id));
    }
  });
});

describe('a postal code', () => {
  it('is shown to a stranger only as far as it names an area', async () => {
    const res = await importRowsViaApi(ctx, token, [
      { 'First Name': 'Zipfour', 'Last Name': 'Plusperson', City: 'Springfield', State: 'IL', Zip: '62701-1234' },
      { 'First Name': 'Eircode', 'Last Name': 'Plusperson', City: 'Dublin', Country: 'Ireland', Zip: 'D02 X285' },
      { 'First Name': 'Outward', 'Last Name': 'Plusperson', City: 'London', Country: 'United Kingdom', Zip: 'SW1A 1AA' },
      { 'First Name': 'Forward', 'Last Name': 'Plusperson', City: 'Ottawa', Country: 'Canada', Zip: 'K1A 0B1' },
      { 'First Name': 'Fivezip', 'Last Name': 'Plusperson', City: 'Springfield', State: 'IL', Zip: '62704' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    for (const [q, area, hidden] of [
      ['Zipfour Plusperson', '62701', '1234'],
      ['Eircode Plusperson', 'D02', 'X285'],
      ['Outward Plusperson', 'SW1A', '1AA'],
      ['Forward Plusperson', 'K1A', '0B1'],
    ] as const) {
      const views = await publicViews(q);
      expect(views.card.zip, q).toBe(area);
      for (const body of [views.search, views.person.body, views.report.body]) expect(body, q).not.toContain(hidden);
      const facts = views.person.json().person.sections.flatMap((s: { facts: unknown[] }) => s.facts);
      expect(facts, q).toContainEqual(expect.objectContaining({ field: 'zip', shown: 'value', value: area }));
    }
    // A five-digit ZIP code is shown as it is.
    expect((await publicViews('Fivezip Plusperson')).card.zip).toBe('62704');
    // A ZIP+4 typed in a search is read at its ZIP code, as before.
    expect((await cards('Zipfour Plusperson 62701-9999')).map((c) => c.name)).toEqual(['Zipfour Plusperson']);
  });
});

describe('a full-name column beside a middle-initial column', () => {
  it('names the record by the full name, which a search finds', async () => {
    const res = await importRowsViaApi(ctx, token, [
      { 'Full Name': 'Olga Fullnametest', 'Middle Initial': 'K', Email: 'olga.fullname@example.org', City: 'Salem', State: 'OR' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const found = await cards('Olga Fullnametest');
    expect(found.map((c) => c.name)).toEqual(['Olga Fullnametest']);
    const person = await get(`/api/people/${found[0]!.id}`);
    expect(person.json().person.name).toBe('Olga Fullnametest');
  });
});
