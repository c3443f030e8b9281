import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi, KNOWN, KNOWN_ROW, OTHER_ROWS } from '../../../test/records-test-helpers.ts';

let ctx: TestContext;
let mariaId: string;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const searchNames = async (q: string): Promise<string[]> => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
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
  const res = await importRowsViaApi(ctx, token, [KNOWN_ROW, ...OTHER_ROWS, ...filler]);
  expect(res.statusCode).toBe(200);
  const row = await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', 'Delgado').executeTakeFirstOrThrow();
  mariaId = row.id;
});
afterAll(async () => ctx.close());

describe('GET /api/search', () => {
  it('refuses queries under 3 characters after trimming', async () => {
    for (const q of ['', 'ab', '  ab  ']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, error: 'Enter at least 3 characters.' });
    }
    expect((await get('/api/search')).json().error).toBe('Enter at least 3 characters.');
  });

  it('finds names with tokens in any order and as prefixes', async () => {
    expect(await searchNames('Maria Delgado')).toEqual(['Maria Delgado']);
    expect(await searchNames('delgado maria')).toEqual(['Maria Delgado']);
    expect(await searchNames('mar delg')).toEqual(['Maria Delgado']);
    expect(await searchNames('Okafor')).toEqual(['Samuel Okafor']);
  });

  it('finds emails, full or partial', async () => {
    expect(await searchNames(KNOWN.email)).toEqual(['Maria Delgado']);
    expect(await searchNames('MDelgado84@')).toEqual(['Maria Delgado']);
    expect((await searchNames('@northwind-health.example')).sort()).toEqual(['Maria Delgado', 'Priya Raman']);
  });

  it('finds phones in any formatting', async () => {
    for (const q of ['2175550142', '(217) 555-0142', '+1 217 555 0142', '217.555.0142', '555-0142', '1-217-555-0187']) {
      expect(await searchNames(q)).toEqual(['Maria Delgado']);
    }
    expect(await searchNames('312 555')).toEqual(['James Whitaker']);
  });

  it('finds street, city and zip', async () => {
    expect(await searchNames('Oak Street')).toEqual(['Maria Delgado']);
    expect(await searchNames('1420 oak')).toEqual(['Maria Delgado']);
    expect(await searchNames('Springfield')).toEqual(['Maria Delgado']);
    expect(await searchNames('62704')).toEqual(['Maria Delgado']);
    expect(await searchNames('Peachtree')).toEqual(['Samuel Okafor']);
  });

  it('puts the best match first and caps the page, with the total', async () => {
    const res = await get('/api/search?q=maria');
    const body = res.json();
    expect(body.results[0].name).toBe('Maria Delgado');
    expect(body.total).toBe(31);
    expect(body.limit).toBe(25);
    expect(body.results).toHaveLength(25);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('returns the card values masked', async () => {
    const body = (await get('/api/search?q=maria delgado')).json();
    expect(body.results[0]).toMatchObject({
      id: mariaId,
      name: 'Maria Delgado',
      birthYear: 1984,
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      riskLevel: 'high',
      preview: {
        ssn: '***-**-5678',
        hasDob: true,
        emails: ['mar...do@northwind-health.example', 'mde...84@example.net'],
        phones: ['(217) ***-*142', '(217) ***-*187'],
      },
    });
    expect(body.results[0].age).toBeGreaterThanOrEqual(41);
    expect(body.results[0].preview.exposedFields).toEqual(
      expect.arrayContaining(['SSN', 'Date of birth', 'Email', 'Phone', 'Address', 'Card', 'Employment', 'Benefits']),
    );
    // The same kinds in core's data-class vocabulary, most serious first.
    expect(body.results[0].preview.dataClasses).toEqual([
      'ssn',
      'card',
      'driverLicense',
      'dob',
      'address',
      'phone',
      'email',
      'benefits',
      'employment',
    ]);
  });

  it('finds nothing for unknown people', async () => {
    const body = (await get('/api/search?q=zzzqqq')).json();
    expect(body).toMatchObject({ ok: true, total: 0, results: [] });
    expect((await get('/api/search?q=%22%27*%29(')).statusCode).toBe(200);
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

  it('person view: masked identity, contact, work, sources and the risk score', async () => {
    const res = await get(`/api/people/${mariaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const p = res.json().person;
    expect(p.identity).toMatchObject({ ssn: '***-**-5678', dob: '**/**/1984', driverLicense: 'D4*****76543', city: 'Springfield' });
    expect(p.addresses).toEqual([
      { street: '*** Oak Street', city: 'Springfield', state: 'IL', zip: '62704', county: null, country: null },
    ]);
    expect(p.work).toMatchObject({
      workEmail: 'mar...do@northwind-health.example',
      employer: 'Northwind Health',
      jobTitle: 'Registered Nurse',
    });
    expect(p.leakSources).toEqual([
      {
        name: 'Test source',
        credibility: 'high',
        reason: null,
        category: null,
        dateFound: null,
        neutralizedUrl: 'hxxps://leaks[.]example/test',
      },
    ]);
    expect(p.risk).toEqual({
      score: 90,
      level: 'high',
      factors: ['Social Security number', 'Home address', 'Date of birth', 'Phone number', 'Email address'],
    });
    expect(p.exposureDetected).toBe(true);
    expect(p.narrative).toContain('Northwind Health');
  });

  it('exposure report: the computed level, masked sections and next steps', async () => {
    const r = (await get(`/api/leaks/${mariaId}`)).json().report;
    expect(r.overall).toBe('high');
    expect(r.financial.card).toBe('**** 7899');
    expect(r.contact.emails).toHaveLength(2);
    expect(r.employment).toMatchObject({ employer: 'Northwind Health', employeeStatus: 'Active' });
    expect(r.benefits).toEqual({ planName: 'Northwind PPO Gold' });
    expect(r.nextSteps).toHaveLength(5);
    expect(r.misuse.length).toBeGreaterThan(0);
    const low = await ctx.database.db
      .selectFrom('breach_records')
      .select('id')
      .where('full_name', '=', 'Mariam0 Filler')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/leaks/${low.id}`)).json().report.overall).toBe('low');
  });

  it('no raw sensitive value appears in any public response', async () => {
    const bodies: string[] = [];
    for (const q of ['Maria Delgado', KNOWN.email, KNOWN.phone, '62704', 'Oak Street']) {
      // The search echoes the caller's own query; everything else must be masked.
      const { query: _echo, ...rest } = (await get(`/api/search?q=${encodeURIComponent(q)}`)).json();
      expect(rest.total).toBe(1);
      bodies.push(JSON.stringify(rest));
    }
    bodies.push((await get(`/api/people/${mariaId}`)).body, (await get(`/api/leaks/${mariaId}`)).body);
    const digits = (v: string) => v.replace(/\D+/g, '');
    const raw = [
      KNOWN.ssn,
      digits(KNOWN.ssn),
      KNOWN.dob,
      '03/15/1984',
      '19840315',
      KNOWN.email,
      KNOWN.email2,
      'maria.delgado',
      'mdelgado84',
      KNOWN.phone,
      KNOWN.phone2,
      digits(KNOWN.phone),
      digits(KNOWN.phone2),
      '555-0142',
      '5550142',
      KNOWN.licence,
      KNOWN.card,
      digits(KNOWN.card),
      KNOWN.street,
      '1420',
      'NW-10001',
    ];
    for (const body of bodies) {
      expect(body.length).toBeGreaterThan(50);
      for (const value of raw) expect(body, `leaked ${value}`).not.toContain(value);
    }
  });
});

describe('rate limit (runs last: it uses up this address)', () => {
  it('a burst of searches from one address is slowed down with 429', async () => {
    let limited: { statusCode: number; json(): { ok: boolean; error: string } } | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await get('/api/search?q=springfield');
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many requests/) });
  });
});
