import {
  ACTIONS,
  DOMAIN_MIN_PEOPLE,
  DOMAIN_ROW_SOURCE,
  HIBP_CREDIT,
  scanSuccessSchema,
  type ScanSuccess,
} from '@breachwatch/core/scan/index';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { seedCatalogIfEmpty } from './catalog/catalog.service.ts';
import { SCAN_RATE_LIMIT } from './scan.routes.ts';

let ctx: TestContext;
let address = 0;
/** Each test scans from its own client address, so the per-address limit is tested on its own. */
const nextAddress = () => `10.0.${Math.floor(++address / 200)}.${address % 200}`;

async function importRows(token: string, source: { name: string; dateFound?: string }, rows: Record<string, string>[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source },
  });
  if (res.statusCode !== 200) throw new Error(`import failed in test setup: ${res.body}`);
}

async function scan(body: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/scan', payload: body as object, remoteAddress });
}

async function scanOk(body: unknown): Promise<{ result: ScanSuccess; raw: string; headers: Record<string, unknown> }> {
  const res = await scan(body);
  expect(res.statusCode, res.body).toBe(200);
  return { result: scanSuccessSchema.parse(res.json()), raw: res.body, headers: res.headers };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  await importRows(token, { name: 'Acme HR leak', dateFound: '2024-03-01' }, [
    {
      FirstName: 'Jane',
      LastName: 'Doe',
      Email: 'jane.doe@example.com',
      SSN: '123-45-6789',
      DOB: '1980-02-03',
      Phone: '555-123-4567',
      City: 'Austin',
      State: 'TX',
      Zip: '73301',
    },
    { FirstName: 'Ann', LastName: 'Acme', Email: 'ann@acme-corp.com', SSN: '987-65-4321', Employer: 'Acme Corp' },
    { FirstName: 'Bob', LastName: 'Acme', Email: 'bob@acme-corp.com', Phone: '555-222-3333' },
    { FirstName: 'Cy', LastName: 'Acme', WorkEmail: 'cy@acme-corp.com', PersonalEmail: 'cy.home@example.org' },
  ]);
  await importRows(token, { name: 'Shop forum dump', dateFound: '2023-06-15' }, [
    { Name: 'Jane D', Email: 'jane.doe+shop@example.com', Phone: '555-123-9999' },
    { Name: 'John Smith', Email: 'johnsmith@gmail.com', DOB: '1975-05-05' },
    { Name: 'J Smith', Email: 'j.o.h.n.smith@gmail.com' },
    { Name: 'Johnny S', Email: 'john.smith+news@googlemail.com' },
    { Name: 'Other John', Email: 'johnsmith@example.com' },
    { Name: 'Dee Acme', Email: 'dee@acme-corp.com', City: 'Denver', State: 'CO' },
    { Name: 'Card Holder', Email: 'card.holder@example.net', DriverLicense: 'D1234567890', Card: '4111111111111111' },
  ]);
  // Enough people at acme-corp.com for the domain scan to give figures (ADR 0229): 13 in all.
  await importRows(
    token,
    { name: 'Acme staff directory', dateFound: '2024-05-01' },
    Array.from({ length: 9 }, (_, i) => ({
      Name: `Acme Staff ${String.fromCharCode(65 + i)}`,
      Email: `staff${i}@acme-corp.com`,
      Phone: `555-444-${1000 + i}`,
    })),
  );
  // One domain spelled both ways, as two dumps keep it.
  await importRows(token, { name: 'Russian shop dump', dateFound: '2022-09-01' }, [
    { Name: 'Olga Ivanova', Email: 'olga@пример.рф', City: 'Kazan' },
    { Name: 'Ivan Petrov', Email: 'ivan@xn--e1afmkfd.xn--p1ai', SSN: '111-22-3333' },
  ]);
  await seedCatalogIfEmpty(ctx.app.db);
});
afterAll(async () => ctx.close());

describe('POST /api/scan: email', () => {
  it('finds every record holding the address, scores it and tells the person what to do', async () => {
    const { result, raw, headers } = await scanOk({ email: '  Jane.Doe@Example.com ' });
    expect(headers['cache-control']).toBe('no-store, private');
    const exact = result.exposures.filter((e) => e.source === 'Acme HR leak');
    expect(exact).toHaveLength(1);
    expect(exact[0]).toMatchObject({
      kind: 'record',
      // The record's own level, as its Exposure Report gives it (90 of 90: high, ADR 0307).
      severity: 'high',
      source: 'Acme HR leak',
      firstSeen: '2024-03-01',
    });
    expect(exact[0]!.type).toBe('SSN, Date of birth, Address, Phone, Email');
    // No more than a stranger may see of the record (the disclosure policy): no SSN digits.
    expect(exact[0]!.snippet).toBe('j***@e***.com · born 1980 · Austin, TX');
    // High with the alias's low row: one high source is not critical. The address score adds up
    // SSN 40, address 20, birth date, phone and email 10 each, and 5 for the second source.
    expect(result.summary).toMatchObject({ severity: 'high', score: 95, sources: 2 });
    expect(result.summary.actions.slice(0, 3)).toEqual([ACTIONS.creditFreeze, ACTIONS.irsPin, ACTIONS.ftcReport]);
    expect(result.summary.actions).toContain(ACTIONS.carrierPin);
    // Never an unmasked value: not the SSN, the birth date, the phone or the alias address.
    for (const secret of ['123-45-6789', '6789', '1980-02-03', '555-123-4567', '5551234567', 'jane.doe+shop', 'Austin, TX 73301']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('finds a plus-alias, and answers the stored address and a guess of another tag alike (ADR 0218)', async () => {
    const { result } = await scanOk({ email: 'jane.doe@example.com' });
    const alias = result.exposures.find((e) => e.source === 'Shop forum dump');
    expect(alias).toMatchObject({ severity: 'low', lastSeen: expect.any(String) });
    expect(alias!.snippet.startsWith('j***@e***.com')).toBe(true);
    expect(result.notes.join(' ')).toMatch(/a \+tag, or with dots in a Gmail address/);
    // Which of the inbox's spellings the record holds is not said: a stranger guessing tags
    // ("+bank", "+shop") learns nothing from the answer that the search does not already show.
    const strip = (r: ScanSuccess) => ({ ...r, scannedAt: '' });
    const stored = (await scanOk({ email: 'jane.doe+shop@example.com' })).result;
    const guessed = (await scanOk({ email: 'jane.doe+bank@example.com' })).result;
    expect(strip(guessed)).toEqual(strip(stored));
    expect(JSON.stringify(stored)).not.toMatch(/same-inbox|"exact"/);
  });

  it('matches Gmail dot variants and googlemail, but not dots at other providers', async () => {
    const gmail = (await scanOk({ email: 'john.smith@gmail.com' })).result;
    expect(gmail.exposures).toHaveLength(3);

    const plain = (await scanOk({ email: 'john.smith@example.com' })).result;
    expect(plain.exposures).toHaveLength(0);
    const other = (await scanOk({ email: 'johnsmith@example.com' })).result;
    expect(other.exposures).toHaveLength(1);
  });

  it('reports licence and card exposures from the encrypted fields, without showing them', async () => {
    const { result, raw } = await scanOk({ email: 'card.holder@example.net' });
    // Low, as the record's own report rates a card and a licence beside an email (ADR 0307).
    expect(result.exposures[0]).toMatchObject({ severity: 'low', type: 'Payment card, Driver license, Email' });
    expect(result.summary.actions).toEqual(expect.arrayContaining([ACTIONS.cardIssuer, ACTIONS.dmv]));
    expect(raw).not.toContain('4111');
    expect(raw).not.toContain('D1234567890');
  });

  it('finds an address whose domain is in another script, whichever way the dump and the visitor spelled it', async () => {
    for (const [typed, stored] of [
      ['OLGA@xn--e1afmkfd.xn--p1ai', 'olga'],
      ['olga@ПРИМЕР.РФ', 'olga'],
      ['ivan@пример.рф', 'ivan'],
      ['ivan+shop@xn--e1afmkfd.xn--p1ai', 'ivan'],
    ] as const) {
      const { result } = await scanOk({ email: typed });
      expect(result.exposures, typed).toHaveLength(1);
      expect(result.exposures[0]!.source, typed).toBe('Russian shop dump');
      // the owner's hint in their own script, however it was stored
      expect(result.exposures[0]!.snippet.startsWith(`${stored[0]}***@п***.рф`), result.exposures[0]!.snippet).toBe(true);
    }
    expect((await scanOk({ email: 'olga@xn--e1afmkfd.com' })).result.exposures).toEqual([]);
  });

  it("names a dump's own links by their defanged host only, as the Exposure Report does", async () => {
    // The source names a row lists are the dump's text: a link in one may be the path of the
    // stolen data itself or a phishing page, and the scan shows it to anyone who types the address.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { authorization: `Bearer ${await ctx.signIn()}` },
      payload: {
        headers: ['Name', 'Email', 'Source'],
        rows: [
          ['Dana Link', 'dana.link@example.com', 'https://paste.example/raw/abc123'],
          ['Eve Embed', 'eve.embed@example.com', 'Acme dump at https://paste.example/raw/xyz789 reset now: www.evil.example/login'],
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = {
      'dana.link@example.com': 'hxxps://paste[.]example',
      'eve.embed@example.com': 'Acme dump at hxxps://paste[.]example reset now: www[.]evil[.]example',
    };
    for (const [email, source] of Object.entries(shown)) {
      const { result, raw } = await scanOk({ email });
      expect(result.exposures.map((e) => e.source)).toEqual([source]);
      const report = await ctx.app.inject({ method: 'GET', url: `/api/leaks/${result.exposures[0]!.id}` });
      expect(report.json().report.leakSources.map((s: { name: string }) => s.name)).toEqual([source]);
      for (const body of [raw, report.body]) {
        expect(body).not.toContain('raw/');
        expect(body).not.toContain('evil.example');
      }
    }
  });

  it('says so honestly when nothing is found', async () => {
    const { result } = await scanOk({ email: 'nobody@nowhere.org' });
    expect(result.exposures).toEqual([]);
    expect(result.summary).toEqual({ score: 0, severity: 'none', sources: 0, actions: [ACTIONS.noExposure] });
    expect(result.credits).toEqual([]);
  });

  it("does not time itself in the answer: a stranger cannot tell a hidden match from none by the server's time", async () => {
    const { raw } = await scanOk({ email: 'nobody@nowhere.org' });
    const answer = JSON.parse(raw) as Record<string, unknown>;
    expect(answer).not.toHaveProperty('durationMs');
    expect(raw).not.toMatch(/duration|elapsed|took/i);
  });
});

describe('POST /api/scan: domain', () => {
  it('sums the people at a domain across sources, without listing them or naming a source', async () => {
    const { result, raw } = await scanOk({ domain: 'ACME-corp.com' });
    expect(result.domainPeople).toEqual({ atLeast: 10, fewerThan: 25 });
    const rows = result.exposures.filter((e) => e.kind === 'domain');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ people: { atLeast: 10, fewerThan: 25 }, severity: 'low', source: DOMAIN_ROW_SOURCE });
    expect(rows[0]!.firstSeen).toBeUndefined();
    // Ann's SSN and Cy's employer are one person's each: too few to name (ADR 0229).
    expect(rows[0]!.snippet).toBe('10 to 24 people at @acme-corp.com · 10 to 24 with phone');
    expect(result.summary.actions).toEqual(expect.arrayContaining([ACTIONS.staff, ACTIONS.mfa]));
    expect(result.summary.actions).not.toContain(ACTIONS.creditFreeze);
    expect(result.catalog).toEqual({ breaches: [] });
    expect(result.credits.map((c) => c.text)).toEqual([HIBP_CREDIT]);
    for (const leaked of ['ann@acme-corp.com', 'bob@', 'Ann', '987-65-4321', 'Acme HR leak', 'Shop forum dump'])
      expect(raw).not.toContain(leaked);
  });

  it("shows the organisation's own public breaches from the catalog, labelled", async () => {
    const { result } = await scanOk({ domain: 'linkedin.com' });
    const names = result.catalog!.breaches.map((b) => b.name);
    expect(names).toEqual(['LinkedInScrape2023', 'LinkedIn']);
    const scrape = result.exposures.find((e) => e.id === 'catalog:LinkedInScrape2023');
    expect(scrape?.snippet).toContain('labelled spam list');
    const linkedIn = result.exposures.find((e) => e.id === 'catalog:LinkedIn');
    // Rated by the record pages' rule (ADR 0307), which weighs a password 20 (ADR 0306): medium.
    expect(linkedIn).toMatchObject({ severity: 'medium', type: 'Password, Email', firstSeen: '2012-05-05', lastSeen: '2016-05-21' });
    expect(result.summary.severity).toBe('medium');
  });

  it('shows a fabricated breach but does not count it', async () => {
    const { result } = await scanOk({ domain: 'zoosk.com' });
    expect(result.catalog!.breaches[0]).toMatchObject({ name: 'Zoosk', isFabricated: true, isVerified: false });
    expect(result.exposures[0]).toMatchObject({ severity: 'info' });
    expect(result.exposures[0]!.snippet).toContain('labelled fabricated');
    expect(result.summary).toMatchObject({ score: 0, severity: 'none' });
  });

  it('answers a domain in another script the same under both of its spellings: too few people for figures', async () => {
    for (const domain of ['пример.рф', 'XN--E1AFMKFD.XN--P1AI']) {
      const { result, raw } = await scanOk({ domain });
      expect(result.domainPeople, domain).toBeUndefined();
      expect(result.domainFewerThan, domain).toBe(DOMAIN_MIN_PEOPLE);
      expect(result.exposures.filter((e) => e.kind === 'domain')).toEqual([]);
      expect(raw).not.toMatch(/olga|ivan|Russian shop dump/i);
    }
  });

  it('scans an email and a domain together', async () => {
    const { result } = await scanOk({ email: 'cy.home@example.org', domain: 'acme-corp.com' });
    expect(result.exposures.some((e) => e.kind === 'record')).toBe(true);
    expect(result.exposures.some((e) => e.kind === 'domain')).toBe(true);
  });
});

describe('POST /api/scan: validation and limits', () => {
  it.each([
    [{}, MESSAGES.scan.required],
    [{ email: '   ', domain: '' }, MESSAGES.scan.required],
    [{ email: 'not-an-email' }, MESSAGES.scan.invalidEmail],
    [{ email: 'a b@example.com' }, MESSAGES.scan.invalidEmail],
    [{ email: 'jane@example.c' }, MESSAGES.scan.invalidEmail],
    [{ domain: '-bad.com' }, MESSAGES.scan.invalidDomain],
    [{ domain: 'example' }, MESSAGES.scan.invalidDomain],
    [{ domain: 'пример' }, MESSAGES.scan.invalidDomain],
    [{ email: 'olga@пример' }, MESSAGES.scan.invalidEmail],
    [{ email: 'ok@example.com', domain: 'bad_domain.com' }, MESSAGES.scan.invalidDomain],
    // A free-mail provider's domain is millions of strangers, never scored as the visitor's (ADR 0297).
    [{ domain: 'gmail.com' }, MESSAGES.scan.freeMailDomain('gmail.com')],
    [{ email: 'jane@gmail.com', domain: 'GMAIL.com' }, MESSAGES.scan.freeMailDomain('GMAIL.com')],
  ])('rejects %j with its message', async (body, message) => {
    const res = await scan(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: message });
  });

  it('limits scans per client address with a clear message', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < SCAN_RATE_LIMIT.max; i++) expect((await scan({ domain: 'example.com' }, from)).statusCode).toBe(200);
    const limited = await scan({ domain: 'example.com' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many scans from your network\. Please wait \d+ (minute|seconds?) and try again\.$/);
    // Someone else is not affected.
    expect((await scan({ domain: 'example.com' }, '10.9.9.10')).statusCode).toBe(200);
  });
});
