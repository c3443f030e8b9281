import {
  DISCLOSURE_POLICY,
  PARTIAL_EMAIL_MESSAGE,
  DOMAIN_SEARCH_MESSAGE,
  RECORD_FIELDS,
  SAME_INBOX_MATCHES_NOTE,
  SEARCH_HELP,
  TOO_SHORT_AS_SEARCHED_MESSAGE,
  type RecordField,
} from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_EXPECTATIONS, FULL_ROW, FULL_SOURCE, OWNER_SECRETS } from '../../../test/disclosure-fixture.ts';
import { importRowsViaApi, OTHER_ROWS } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { issueLink } from '../../one-time-links/one-time-links.ts';

// The public surface against the disclosure policy (issue 13): every public endpoint's answer
// for a record with every field group, walked field by field; the search rules; and the
// oracle recipes that used to recover masked values.

let ctx: TestContext;
let mariaId: string;

const get = (url: string, remoteAddress?: string) => ctx.app.inject({ method: 'GET', url, ...(remoteAddress ? { remoteAddress } : {}) });
const search = (q: string) => get(`/api/search?q=${encodeURIComponent(q)}`);
const searchNames = async (q: string): Promise<string[]> => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((r: { name: string }) => r.name);
};

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const filler = Array.from({ length: 30 }, (_, i) => ({
    'First Name': `Mariam${i}`,
    'Last Name': 'Filler',
    City: 'Elsewhere',
    Email: `filler${i}@example.com`,
  }));
  const res = await importRowsViaApi(ctx, token, [FULL_ROW, ...OTHER_ROWS, ...filler], FULL_SOURCE);
  expect(res.statusCode).toBe(200);
  mariaId = (await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', 'Delgado').executeTakeFirstOrThrow())
    .id;
});
afterAll(async () => ctx.close());

describe('GET /api/search: what a query may match on', () => {
  it('refuses queries under 3 characters after trimming', async () => {
    for (const q of ['', 'ab', '  ab  ']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, error: 'Enter at least 3 characters.' });
    }
  });

  it('refuses a query whose words are under 3 characters once numbers, signs and a ZIP code are left out (ADR 0315)', async () => {
    // From an address of its own: the other tests' searches share the default one's rate limit.
    for (const q of ['ma 1', "ma' --", 'Dr. Ma', 'm 1420', 'ma 62704']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`, '198.51.100.31');
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toEqual({ ok: false, error: TOO_SHORT_AS_SEARCHED_MESSAGE });
    }
    const initials = await get(`/api/search?q=${encodeURIComponent('ma d')}`, '198.51.100.31');
    expect(initials.json().results.map((r: { name: string }) => r.name)).toContain('Maria Delgado');
  });

  it('finds names with words in any order and as prefixes', async () => {
    expect(await searchNames('Maria Delgado')).toEqual(['Maria Delgado']);
    expect(await searchNames('delgado maria')).toEqual(['Maria Delgado']);
    expect(await searchNames('mar delg')).toEqual(['Maria Delgado']);
    expect(await searchNames('Okafor')).toEqual(['Samuel Okafor']);
  });

  it('finds a record holding a state code when the visitor writes the state out, and says how', async () => {
    expect(await searchNames('Maria Delgado Springfield IL')).toEqual(['Maria Delgado']);
    expect(await searchNames('Maria Delgado Springfield Illinois')).toEqual(['Maria Delgado']);
    expect(await searchNames('James Whitaker Chicago, Illinois 60614')).toEqual(['James Whitaker']);
    const res = await search('Maria Delgado Springfield Illinois');
    expect(res.json().notes).toEqual([
      '"Illinois" was left out: most records hold a state as its two-letter code, so type IL to narrow by state.',
    ]);
  });

  it('narrows a name by city, state or ZIP code, which the cards show anyway', async () => {
    expect(await searchNames('Maria Springfield')).toEqual(['Maria Delgado']);
    expect(await searchNames('Maria 62704')).toEqual(['Maria Delgado']);
    expect(await searchNames('Maria 62705')).toEqual([]);
    expect(await searchNames('James Chicago IL')).toEqual(['James Whitaker']);
  });

  it('finds a complete email address, phone number or street address', async () => {
    expect(await searchNames('Maria.Delgado@Northwind-Health.example')).toEqual(['Maria Delgado']);
    expect(await searchNames('mdelgado84@example.net')).toEqual(['Maria Delgado']);
    for (const q of ['2175550142', '(217) 555-0142', '+1 217 555 0142', '217.555.0142', '1-217-555-0187']) {
      expect(await searchNames(q), q).toEqual(['Maria Delgado']);
    }
    expect(await searchNames('1420 Oak Street')).toEqual(['Maria Delgado']);
    expect(await searchNames('1420 oak st, Springfield IL 62704')).toEqual(['Maria Delgado']);
    expect(await searchNames('Maria Delgado 1420 Oak Street Apt 4B')).toEqual(['Maria Delgado']);
    expect(await searchNames('77 Peachtree Road')).toEqual(['Samuel Okafor']);
  });

  it('finds an address that reaches the same inbox, as the scan does, and says so (ADR 0200)', async () => {
    const token = await ctx.signIn();
    const rows = [
      { 'First Name': 'Jane', 'Last Name': 'Roe', Email: 'jane.roe+shop@example.org' },
      { 'First Name': 'Ann', 'Last Name': 'Lee', Email: 'a.n.n@gmail.com' },
    ];
    expect((await importRowsViaApi(ctx, token, rows)).statusCode).toBe(200);
    const answer = async (q: string) => {
      const res = await search(q);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { names: body.results.map((r: { name: string }) => r.name), notes: body.notes as string[] };
    };
    expect(await answer('jane.roe@example.org')).toEqual({ names: ['Jane Roe'], notes: [SAME_INBOX_MATCHES_NOTE] });
    expect(await answer('Jane.Roe+news@Example.org')).toEqual({ names: ['Jane Roe'], notes: [SAME_INBOX_MATCHES_NOTE] });
    expect(await answer('ann@googlemail.com')).toEqual({ names: ['Ann Lee'], notes: [SAME_INBOX_MATCHES_NOTE] });
    // Outside Gmail a dot makes another mailbox.
    expect(await answer('janeroe@example.org')).toEqual({ names: [], notes: [] });
    // The note explains the rule, whatever the record holds: it appears with the exact address
    // too, so it never tells a stranger the stored address had a tag, nor which (ADR 0218).
    expect(await answer('jane.roe+shop@example.org')).toEqual({ names: ['Jane Roe'], notes: [SAME_INBOX_MATCHES_NOTE] });
    expect(await answer('maria.delgado@northwind-health.example')).toEqual({ names: ['Maria Delgado'], notes: [SAME_INBOX_MATCHES_NOTE] });
    const whole = async (q: string) => {
      const body = (await search(q)).json();
      delete body.query;
      return body;
    };
    expect(await whole('jane.roe+shop@example.org')).toEqual(await whole('jane.roe+bank@example.org'));
    expect(await whole('a.n.n@gmail.com')).toEqual(await whole('ann@gmail.com'));
  });

  it('refuses part of an email, a domain listing and a lone number, saying how to search', async () => {
    for (const [q, message] of [
      ['mdelgado84@', PARTIAL_EMAIL_MESSAGE],
      ['maria.delgado@northwind', PARTIAL_EMAIL_MESSAGE],
      ['@northwind-health.example', DOMAIN_SEARCH_MESSAGE],
      ['62704', SEARCH_HELP],
      ['555-0142', SEARCH_HELP],
      ['1420', SEARCH_HELP],
    ] as const) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('a city or street word alone lists no one', async () => {
    expect(await searchNames('Springfield')).toEqual([]);
    expect(await searchNames('Oak Street')).toEqual([]);
    expect(await searchNames('Peachtree')).toEqual([]);
  });

  it('puts the best match first and caps the page, with the total and no-store', async () => {
    const res = await search('maria');
    const body = res.json();
    expect(body.results[0].name).toBe('Maria Delgado');
    expect(body.total).toBe(31);
    expect(body.limit).toBe(25);
    expect(body.results).toHaveLength(25);
    expect(body.notes).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('finds nothing for unknown people, and survives hostile input', async () => {
    expect((await search('zzzqqq')).json()).toMatchObject({ ok: true, total: 0, results: [] });
    expect((await search('"\'*)( Maria')).statusCode).toBe(200);
  });
});

describe('the oracle recipes narrow nothing', () => {
  /** The whole answer, minus the echo of the visitor's own query. */
  const answer = async (q: string) => {
    const res = await search(q);
    const { query: _echo, notes, ...rest } = res.json();
    return JSON.stringify({
      status: res.statusCode,
      rest,
      notes: (notes as string[] | undefined)?.map((n) => n.replace(/"[^"]*"/g, '"…"')),
    });
  };

  it('a house number with a name: every guess gets the same answer', async () => {
    const answers = new Set<string>();
    for (let n = 1410; n <= 1430; n++) answers.add(await answer(`Maria Delgado ${n}`));
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!).notes[0]).toMatch(/^Numbers on their own are not searched/);
  });

  it('a street name with a name: nothing unless the whole street is typed', async () => {
    expect(await searchNames('Maria Delgado Oak')).toEqual([]);
    expect(await searchNames('Maria Delgado Elm')).toEqual([]);
    expect(await searchNames('Maria 1420 Oak')).toEqual([]);
    expect(await searchNames('Maria 1421 Oak')).toEqual([]);
  });

  it('an email guessed letter by letter: no prefix is ever searched', async () => {
    const statuses = new Set<string>();
    for (const prefix of ['m', 'ma', 'mar', 'mari', 'maria.', 'mx', 'md']) {
      statuses.add(await answer(`${prefix}@`));
      statuses.add(await answer(`${prefix}@northwind-health.example`.replace(/^(.*)@/, '$1x@')));
    }
    // Prefixes are refused outright; complete but wrong addresses find nothing.
    for (const s of statuses) expect(JSON.parse(s).rest.results ?? []).toEqual([]);
    expect(await searchNames('Maria mdel')).toEqual([]);
    expect(await searchNames('Maria Delgado mdelgado')).toEqual([]);
  });

  it('phone digits with a name: a few digits never narrow', async () => {
    const answers = new Set<string>();
    for (const digits of ['555-0142', '555-0143', '555-0199', '0142', '217 555', '5550142'])
      answers.add(await answer(`Maria Delgado ${digits}`));
    const results = [...answers].map((a) => JSON.parse(a).rest.results.map((r: { name: string }) => r.name));
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify(['Maria Delgado'])]));
  });

  it('the exposure scan confirms only a complete address the visitor typed, and shows no more than a search', async () => {
    const scan = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email } });
    for (const partial of ['maria.delgado@', 'maria.delgado@northwind', '@northwind-health.example', 'maria']) {
      expect((await scan(partial)).statusCode, partial).toBe(400);
    }
    const found = (await scan('maria.delgado@northwind-health.example')).json();
    const record = found.exposures.find((e: { kind: string }) => e.kind === 'record');
    expect(record.id).toBe(mariaId);
    expect(record.snippet).toBe('m***@n***.example · born 1984 · Springfield, IL');
    expect(
      (await scan('maria.delgadx@northwind-health.example')).json().exposures.filter((e: { kind: string }) => e.kind === 'record'),
    ).toEqual([]);
  });

  it('a ZIP code with a birth year, or a domain, lists no one', async () => {
    expect((await search('62704 1984')).json().error).toBe(SEARCH_HELP);
    expect(await searchNames('Springfield 1984')).toEqual([]);
    // A birth year never narrows a name either: it is left out like any other number.
    expect(await answer('Maria Delgado 1984')).toBe(await answer('Maria Delgado 1985'));
    expect((await search('@example.net')).json().error).toBe(DOMAIN_SEARCH_MESSAGE);
  });

  it('the result order never depends on a hidden value', async () => {
    const token = await ctx.signIn();
    // Two people of one name: the street and email of one contain the query's word.
    await importRowsViaApi(ctx, token, [
      { 'First Name': 'Orla', 'Last Name': 'Twin', Address1: '5 Orla Lane', Email: 'orla.twin@example.org', City: 'Dover' },
      { 'First Name': 'Orla', 'Last Name': 'Twin', Address1: '9 Main Street', Email: 'ot@example.org', City: 'Dover' },
    ]);
    const first = (await search('Orla Twin')).json().results.map((r: { id: string }) => r.id);
    expect(first).toHaveLength(2);
    // The tie is broken by the records' ids (their batch, then chance), not by what they hide.
    expect(first).toEqual([...first].sort().reverse());
  });

  it("equal matches of one dump come in no order of the dump's rows, and a later dump's first (ADR 0220)", async () => {
    const token = await ctx.signIn();
    // Rows of one file, as if sorted by a hidden column (salary, SSN): the cards must not show it.
    const rows = Array.from({ length: 8 }, (_, i) => ({
      'First Name': 'Ines',
      'Last Name': 'Ordway',
      Address1: '12 Harbor Road',
      City: 'Dover',
      Email: `ines.ordway${i}@example.org`,
    }));
    await importRowsViaApi(ctx, token, rows);
    const stored = await ctx.database.db
      .selectFrom('breach_records')
      .select(['id', 'seq'])
      .where('last_name', '=', 'Ordway')
      .orderBy('seq')
      .execute();
    const fileOrder = stored.map((r) => r.id);
    expect(fileOrder).toHaveLength(8);
    for (const q of ['Ines Ordway', 'Ines Ordway 12 Harbor Road']) {
      const ids = (await search(q)).json().results.map((r: { id: string }) => r.id);
      expect(ids, q).toHaveLength(8);
      expect(ids, q).not.toEqual(fileOrder);
      expect(ids, q).not.toEqual([...fileOrder].reverse());
    }
    // A later import of the same name: its record comes first.
    await importRowsViaApi(ctx, token, [{ ...rows[0], Email: 'ines.ordway.later@example.org' }]);
    const newest = (await search('Ines Ordway')).json().results.map((r: { id: string }) => r.id);
    expect(newest).toHaveLength(9);
    expect(fileOrder).not.toContain(newest[0]);
  });
});

describe('a dump whose columns hold something else (ADR 0224)', () => {
  it('shows no street, phone or SSN that landed in a public column, on the card, the page or the report', async () => {
    const token = await ctx.signIn();
    // A street typed into the City column, nine digits (an SSN, or a ZIP+4 without its hyphen) in the ZIP column.
    await importRowsViaApi(ctx, token, [
      { 'First Name': 'Wren', 'Last Name': 'Misplaced', City: '1420 Oak Street', State: 'IL', Zip: '912345678', Email: 'wren@example.org' },
    ]);
    const res = await search('Wren Misplaced');
    expect(res.statusCode).toBe(200);
    const [card] = res.json().results;
    expect(card).toMatchObject({ name: 'Wren Misplaced', state: 'IL', city: null, zip: null });
    for (const url of [`/api/people/${card.id}`, `/api/leaks/${card.id}`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('1420');
      expect(page.body, url).not.toContain('912345678');
    }
    const facts = (await get(`/api/people/${card.id}`)).json().person.sections.flatMap((s: { facts: unknown[] }) => s.facts);
    expect(facts).toContainEqual(expect.objectContaining({ field: 'city', shown: 'exposed', value: null }));
    expect(facts).toContainEqual(expect.objectContaining({ field: 'zip', shown: 'exposed', value: null }));
  });

  it('shows no whole email address or phone number that landed in a name (ADR 0246)', async () => {
    const token = await ctx.signIn();
    // A sign-up list whose Name column holds the address, a phone shifted into the last name.
    await importRowsViaApi(ctx, token, [
      { 'First Name': 'quill.nameleak@example.org', 'Last Name': 'Quill', City: 'Salem', State: 'OR' },
      { 'First Name': 'Callum', 'Last Name': '(503) 555-0187', City: 'Salem', State: 'OR' },
    ]);
    for (const [q, whole] of [
      ['Quill Salem', 'quill.nameleak@example.org'],
      ['Callum Salem', '555-0187'],
    ] as const) {
      const res = await search(q);
      expect(res.statusCode).toBe(200);
      const [card] = res.json().results;
      expect(card, q).toBeDefined();
      expect(res.body, q).not.toContain(whole);
      for (const url of [`/api/people/${card.id}`, `/api/leaks/${card.id}`]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).not.toContain(whole);
      }
    }
    const [quill] = (await search('Quill Salem')).json().results;
    expect(quill.name).toBe('q***@e***.org Quill');
  });

  it('shows no birth date that landed in a name, written the way no phone number is', async () => {
    const token = await ctx.signIn();
    await importRowsViaApi(ctx, token, [{ 'Full Name': 'Dorian Datename 03/14/1984', City: 'Salem', State: 'OR' }]);
    const res = await search('Dorian Datename');
    const [card] = res.json().results;
    expect(card.name).toBe('Dorian Datename (date)');
    for (const url of [`/api/people/${card.id}`, `/api/leaks/${card.id}`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('03/14/1984');
    }
  });

  it('shows a street address that landed in a name only as its kind, and a name search does not confirm it (ADR 0292)', async () => {
    const token = await ctx.signIn();
    // Its own address: these searches must not use up the shared one's rate limit.
    const guess = (q: string) => get(`/api/search?q=${encodeURIComponent(q)}`, '203.0.113.231');
    await importRowsViaApi(ctx, token, [
      { 'Full Name': 'Tinsley Streeter 1420 Quarrow Street', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Mariska Delgardo 12 Hauptstraße', City: 'Salem', State: 'OR' },
      { 'Full Name': 'Tobias Licensee X12345678901', City: 'Salem', State: 'OR' },
    ]);
    for (const [q, shown, hidden] of [
      ['Tinsley Streeter', 'Tinsley Streeter (street address)', ['1420', 'Quarrow']],
      ['Mariska Delgardo', 'Mariska Delgardo (street address)', ['Hauptstra']],
      ['Tobias Licensee', 'Tobias Licensee (ID number)', ['X12345678901', 'X(']],
    ] as const) {
      const res = await guess(q);
      expect(res.statusCode, res.body).toBe(200);
      const [card] = res.json().results;
      expect(card?.name, q).toBe(shown);
      for (const url of [`/api/people/${card.id}`, `/api/leaks/${card.id}`]) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        for (const part of hidden) expect(page.body, `${url} ${part}`).not.toContain(part);
      }
      for (const part of hidden) expect(res.body, part).not.toContain(part);
    }
    // The street's words are no name words: a guess beside the name confirms nothing.
    for (const q of ['Tinsley quarrow', 'Tinsley Streeter quar', 'Mariska hauptstr', 'Tobias x'])
      expect((await guess(q)).json().results, q).toEqual([]);
  });

  it('does not confirm a withheld place to a stranger who guesses it beside the name (ADR 0230)', async () => {
    const token = await ctx.signIn();
    // Its own address: these searches must not use up the shared one's rate limit.
    const guess = async (q: string): Promise<string[]> => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`, '203.0.113.230');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { name: string }) => r.name);
    };
    await importRowsViaApi(ctx, token, [
      {
        'First Name': 'Wynn',
        'Last Name': 'Guessme',
        City: '77 Larch Lane',
        State: 'IL',
        Zip: '987654321',
        Email: 'wynn.guessme@example.org',
      },
    ]);
    expect(await guess('Wynn Guessme')).toEqual(['Wynn Guessme']);
    // The right guess and a wrong one answer alike: neither street nor nine digits narrow the name.
    for (const q of ['Wynn Guessme Larch Lane', 'Wynn Guessme Birch Lane', 'Wynn Guessme Larch']) {
      expect(await guess(q), q).toEqual([]);
    }
    // Nine digits are not read as a place at all: the right ones and wrong ones answer alike.
    expect(await guess('Wynn Guessme 987654321')).toEqual(await guess('Wynn Guessme 123456789'));
    // Beside a complete email, which finds the record exactly, five of the nine digits do not narrow either.
    expect(await guess('wynn.guessme@example.org 98765')).toEqual(await guess('wynn.guessme@example.org 12345'));
    // What the card shows still narrows it.
    expect(await guess('Wynn Guessme IL')).toEqual(['Wynn Guessme']);
    // The admin still finds the record by what it holds.
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/search?q=${encodeURIComponent('Larch Lane')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(JSON.stringify(admin.json())).toContain('Wynn Guessme');
  });
});

describe('GET /api/people/:id and /api/leaks/:id', () => {
  it('404 for unknown ids', async () => {
    for (const url of ['/api/people/nope-not-an-id', '/api/leaks/nope-not-an-id', `/api/leaks/${'x'.repeat(100)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Not found' });
    }
  });

  it('one risk level everywhere, explained in a sentence', async () => {
    const card = (await search('Maria Delgado')).json().results[0];
    const person = (await get(`/api/people/${mariaId}`)).json().person;
    const report = (await get(`/api/leaks/${mariaId}`)).json().report;
    expect(card.risk.level).toBe('high');
    expect(person.risk).toEqual(card.risk);
    expect(report.risk).toEqual(card.risk);
    expect(report.overall).toBe('high');
    expect(card.risk.reason).toMatch(/^High risk because the leaked record includes your Social Security number/);
    // A city (20) and an email (10): medium, on the card and in the report alike.
    const filler = (await search('Mariam0 Filler')).json().results[0];
    expect(filler.risk.level).toBe('medium');
    expect((await get(`/api/leaks/${filler.id}`)).json().report.overall).toBe('medium');
  });

  it('links the official pages the recovery plan cites (docs/recovery-plan-sources.md)', async () => {
    const links: { label: string; url: string }[] = (await get(`/api/leaks/${mariaId}`)).json().report.referenceLinks;
    expect(links.map((l) => l.url)).toEqual([
      'https://www.identitytheft.gov/',
      'https://www.annualcreditreport.com/',
      'https://consumer.ftc.gov/articles/what-know-about-credit-freezes-and-fraud-alerts',
    ]);
  });

  it('"What to Do Now" follows what leaked, as the recovery plan does', async () => {
    const maria = (await get(`/api/leaks/${mariaId}`)).json().report.nextSteps.join('\n');
    expect(maria).toMatch(/^Freeze your credit at Equifax, Experian and TransUnion/);
    expect(maria).toMatch(/Get an IRS Identity Protection PIN/);
    // A town and an email only: no freeze, no carrier PIN; secure the email first.
    const filler = (await search('Mariam0 Filler')).json().results[0];
    const steps: string[] = (await get(`/api/leaks/${filler.id}`)).json().report.nextSteps;
    expect(steps.join('\n')).not.toMatch(/freeze|carrier|port-out/i);
    expect(steps[0]).toMatch(/^Lock down your email account/);
    expect(steps.at(-1)).toBe('Contact us if anything looks wrong: we never ask for passwords or one-time codes.');
  });
});

describe('the disclosure policy, walked against every public endpoint', () => {
  type Shown = { shown: 'value' | 'masked' | 'exposed'; value: string | null };
  type View = { facts: Map<RecordField, Shown[]>; body: string };

  function collect(report: {
    sections: { facts: ({ field: RecordField } & Shown)[] }[];
    leakSources: Record<string, string | null>[];
    risk: { level: string };
    dateAdded: string;
  }): Map<RecordField, Shown[]> {
    const facts = new Map<RecordField, Shown[]>();
    const add = (field: RecordField, shown: Shown) => facts.set(field, [...(facts.get(field) ?? []), shown]);
    for (const section of report.sections) for (const f of section.facts) add(f.field, { shown: f.shown, value: f.value });
    for (const s of report.leakSources) {
      add('sourceName', { shown: 'value', value: s.name! });
      if (s.dateFound) add('sourceDate', { shown: 'value', value: s.dateFound });
      add('sourceCredibility', { shown: 'value', value: s.credibility! });
      if (s.category) add('sourceCategory', { shown: 'value', value: s.category });
      if (s.reason) add('sourceReason', { shown: 'value', value: s.reason });
      if (s.neutralizedUrl) add('sourceUrl', { shown: 'masked', value: s.neutralizedUrl });
    }
    return facts;
  }

  let anonymous: View;
  let owner: View;
  /** Every other public answer about the record: search cards, the person page, the verify options, the scan. */
  let otherAnonymousBodies: string[];

  beforeAll(async () => {
    const report = await get(`/api/leaks/${mariaId}`);
    expect(report.statusCode).toBe(200);
    anonymous = { facts: collect(report.json().report), body: report.body };

    const link = await issueLink(ctx.database.db, { purpose: 'owner-view', target: mariaId, subjectHash: 'test', ttlMs: 60_000 });
    const session = await ctx.app.inject({ method: 'POST', url: '/api/owner/sessions', payload: { token: link.token } });
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const ownerReport = await ctx.app.inject({ method: 'GET', url: '/api/owner/report', headers: { cookie } });
    expect(ownerReport.statusCode, ownerReport.body).toBe(200);
    expect(ownerReport.json().report.audience).toBe('owner');
    owner = { facts: collect(ownerReport.json().report), body: ownerReport.body };

    otherAnonymousBodies = [];
    for (const q of ['Maria Delgado', 'maria.delgado@northwind-health.example', '(217) 555-0142', '1420 Oak Street', 'Maria 62704']) {
      const { query: _echo, ...rest } = (await search(q)).json();
      expect(
        rest.results.map((r: { id: string }) => r.id),
        q,
      ).toContain(mariaId);
      otherAnonymousBodies.push(JSON.stringify(rest));
    }
    const person = await get(`/api/people/${mariaId}`);
    otherAnonymousBodies.push(person.body);
    for (const [field, shown] of collect({ ...person.json().person, dateAdded: '' })) {
      // The person page and the report show the same facts.
      expect(anonymous.facts.get(field), field).toEqual(shown);
    }
    otherAnonymousBodies.push((await get(`/api/owner/options/${mariaId}`)).body);
    otherAnonymousBodies.push(
      (await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email: 'mdelgado84@example.net' } })).body,
    );
  });

  /**
   * A body without its random record ids and timestamps: a short secret ("5678", "ICU") could
   * turn up inside those by chance.
   */
  async function scrubbed(bodies: string[]): Promise<string[]> {
    const ids = (await ctx.database.db.selectFrom('breach_records').select('id').execute()).map((r) => r.id);
    return bodies.map((body) => ids.reduce((b, id) => b.replaceAll(id, '<id>'), body).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>'));
  }

  for (const audience of ['anonymous', 'owner'] as const) {
    it(`gives the ${audience} each field exactly as the table says`, async () => {
      const view = audience === 'anonymous' ? anonymous : owner;
      const bodies = await scrubbed(audience === 'anonymous' ? [view.body, ...otherAnonymousBodies] : [view.body]);
      let checked = 0;
      for (const field of RECORD_FIELDS) {
        const expected = FIELD_EXPECTATIONS[field];
        if (!expected) continue;
        checked++;
        const cell = DISCLOSURE_POLICY[field][audience];
        const shown = view.facts.get(field) ?? [];
        const where = `${field} (${audience}: ${cell})`;
        if (field === 'birthYear' || field === 'fullName') {
          expect(
            shown.map((s) => s.value),
            where,
          ).toEqual(expected.values);
          continue;
        }
        switch (cell) {
          case 'value':
            expect(shown.map((s) => s.value).sort(), where).toEqual([...expected.values].sort());
            break;
          case 'specMask':
          case 'strongerMask':
            expect(shown.map((s) => s.value).sort(), where).toEqual([...expected.masked![audience]!].sort());
            for (const body of bodies) for (const raw of expected.values) expect(body, where).not.toContain(raw);
            break;
          case 'exposed':
            expect(shown, where).toEqual([{ shown: 'exposed', value: null }]);
            for (const body of bodies)
              for (const secret of [...expected.values, ...expected.secrets]) expect(body, `${where}: ${secret}`).not.toContain(secret);
            break;
          case 'nothing':
            expect(shown, where).toEqual([]);
            for (const body of bodies)
              for (const secret of [...expected.values, ...expected.secrets]) expect(body, `${where}: ${secret}`).not.toContain(secret);
            break;
        }
      }
      expect(checked).toBe(Object.keys(FIELD_EXPECTATIONS).length);
      if (audience === 'owner') for (const secret of OWNER_SECRETS) expect(view.body).not.toContain(secret);
    });
  }

  it('search cards show only the fields the table gives a stranger as values', async () => {
    const card = (await search('Maria Delgado')).json().results[0];
    expect(Object.keys(card).sort()).toEqual(['age', 'birthYear', 'city', 'dataClasses', 'id', 'name', 'risk', 'state', 'zip']);
    expect(card).toMatchObject({ name: 'Maria Delgado', birthYear: 1984, city: 'Springfield', state: 'IL', zip: '62704' });
    for (const field of ['fullName', 'birthYear', 'age', 'city', 'state', 'zip'] as const)
      expect(DISCLOSURE_POLICY[field].anonymous).toBe('value');
    expect(card.dataClasses).toEqual([
      'ssn',
      'card',
      'financial',
      'governmentId',
      'driverLicense',
      'password',
      'dob',
      'address',
      'phone',
      'email',
      'benefits',
      'employment',
    ]);
  });
});

describe('rate limit (runs last: it uses up this address)', () => {
  it('a burst of searches from one address is slowed down with 429', async () => {
    let limited: { statusCode: number; json(): { ok: boolean; error: string } } | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await search('zzzqqq');
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many requests/) });
  });

  it('an IPv6 client that takes a new address of its /64 for each search is held back the same', async () => {
    let limited: { statusCode: number } | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await get(`/api/search?q=zzzqqq`, `2001:db8:77:1:${(i + 1).toString(16)}::9`);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.statusCode).toBe(429);
    // A client of another network is not.
    expect((await get(`/api/search?q=zzzqqq`, '2001:db8:77:2::9')).statusCode).toBe(200);
  });
});
