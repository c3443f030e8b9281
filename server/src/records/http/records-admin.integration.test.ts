import { BULK_DELETE_MAX_IDS } from '@breachwatch/core/schemas/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi, KNOWN, KNOWN_ROW, OTHER_ROWS } from '../../../test/records-test-helpers.ts';

let ctx: TestContext;
let token: string;

const auth = () => ({ authorization: `Bearer ${token}` });
const idOf = async (lastName: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', lastName).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const formulas: Record<string, string>[] = [
    { 'First Name': '=HYPERLINK("http://evil.example")', 'Last Name': 'Formula', Email: 'f1@example.com' },
    { Name: '@SUM(1+1)', Email: 'f2@example.com', Phone: '+1 555 010 9999' },
    { Name: '-2+3', Email: 'f3@example.com' },
    // Excel set to a language whose list separator is ";" splits an unquoted cell there.
    { Name: 'Ann;=1+1', Email: 'f4@example.com' },
  ];
  expect((await importRowsViaApi(ctx, token, [KNOWN_ROW, ...OTHER_ROWS, ...formulas])).statusCode).toBe(200);
});
afterAll(async () => ctx.close());

describe('admin guard', () => {
  it('every records route needs an admin session', async () => {
    const user = await ctx.signIn('user');
    const id = await idOf('Delgado');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/search?q=maria'],
      ['GET', '/api/admin/breach-records'],
      ['GET', `/api/admin/breach-records/${id}`],
      ['GET', '/api/admin/breach-records/export.csv'],
      ['GET', '/api/admin/breach-records/export/check'],
      ['DELETE', `/api/admin/breach-records/${id}`],
      ['POST', '/api/admin/breach-records/bulk-delete', { ids: [id] }],
    ];
    for (const [method, url, payload] of routes) {
      const anon = await ctx.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(anon.statusCode, url).toBe(401);
      const nonAdmin = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${user}` },
      });
      expect(nonAdmin.statusCode, url).toBe(403);
      expect(anon.body).not.toContain('Delgado');
    }
    expect(await idOf('Delgado')).toBe(id);
  });
});

describe('admin records API', () => {
  it('search returns full values', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/search?q=delgado', headers: auth() });
    expect(res.statusCode).toBe(200);
    const hit = res.json().results[0];
    expect(hit).toMatchObject({
      name: 'Maria Delgado',
      email: KNOWN.email,
      phone: KNOWN.phone,
      dob: KNOWN.dob,
      hasSsn: true,
      riskLevel: 'high',
      sourceName: 'Test source',
    });
    expect(hit.emails).toEqual([KNOWN.email, KNOWN.email2]);
  });

  it('lists pages with X-Total-Count, filters by risk and query', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?limit=2&offset=0', headers: auth() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('8');
    expect(page.json().records).toHaveLength(2);
    const next = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?limit=500&offset=2', headers: auth() });
    expect(next.json().records).toHaveLength(6);
    const ids = [...page.json().records, ...next.json().records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(8);
    const high = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?risk=high', headers: auth() });
    expect(high.json().records.map((r: { name: string }) => r.name)).toEqual(['Maria Delgado']);
    const q = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?q=illinois%20OR&risk=', headers: auth() });
    expect(q.statusCode).toBe(200);
    const city = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?q=chicago', headers: auth() });
    expect(city.headers['x-total-count']).toBe('1');
    // Addresses whose domain starts with "example", medium risk only.
    const medium = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?q=%40example&risk=medium', headers: auth() });
    expect(
      medium
        .json()
        .records.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['@SUM(1+1)', 'James Whitaker', 'Samuel Okafor']);
    // Words plus a risk level: the level filters inside the search, and the total follows it.
    const highInCity = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?q=springfield&risk=high', headers: auth() });
    expect(highInCity.json().records.map((r: { name: string }) => r.name)).toEqual(['Maria Delgado']);
    expect(highInCity.headers['x-total-count']).toBe('1');
    const lowInCity = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?q=springfield&risk=low', headers: auth() });
    expect(lowInCity.headers['x-total-count']).toBe('0');
    const tooBig = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?limit=501', headers: auth() });
    expect(tooBig.statusCode).toBe(400);
  });

  it('detail is decrypted with all fields, leak sources and batch, and is audited', async () => {
    const id = await idOf('Delgado');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/breach-records/${id}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    const r = res.json().record;
    expect(r).toMatchObject({ ssn: KNOWN.ssn, dob: KNOWN.dob, driverLicense: KNOWN.licence, card: KNOWN.card, externalId: 'NW-10001' });
    expect(r.address.street).toBe(KNOWN.street);
    expect(r.allFields).toMatchObject({ 'Employee ID': 'NW-10001', SSN: KNOWN.ssn, 'Work Email': KNOWN.email });
    expect(r.leakSources[0]).toMatchObject({
      name: 'Test source',
      url: 'https://leaks.example/test',
      neutralizedUrl: 'hxxps://leaks[.]example/test',
      credibility: 'high',
    });
    expect(r.batch).toMatchObject({ sourceName: 'Test source', kind: 'file' });
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'records.view').execute();
    expect(audit.map((a) => a.target)).toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records/unknown', headers: auth() })).statusCode).toBe(404);
  });

  it('exports CSV with neutralised formula cells and a dated file name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records/export.csv', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="breach-records-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The UTF-8 byte-order mark first, so that Excel reads non-Latin names right; then the header.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3, 41).toString('utf8')).toBe('Name,Email,Phone,RiskLevel,DateAdded\r\n');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,RiskLevel,DateAdded');
    expect(lines).toHaveLength(9);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"") Formula"`);
    expect(res.body).toContain("'@SUM(1+1),f2@example.com,'+1 555 010 9999,");
    expect(res.body).toContain("'-2+3,f3@example.com");
    expect(res.body).toContain(`Maria Delgado,"${KNOWN.email}; ${KNOWN.email2}","${KNOWN.phone}; ${KNOWN.phone2}",high,`);
    expect(res.body).toContain('"Ann;=1+1",f4@example.com,');
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@\t\r]/);
    const filtered = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records/export.csv?risk=high', headers: auth() });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    const byQuery = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records/export.csv?q=okafor', headers: auth() });
    expect(byQuery.body).toContain('Samuel Okafor');
    expect(byQuery.body.trim().split('\r\n')).toHaveLength(2);
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'records.export').execute();
    expect(audit).toHaveLength(3);
    expect(audit.map((a) => a.details).join()).not.toContain('okafor');
  });

  it('deletes one record with its emails, phones and search keys', async () => {
    const id = await idOf('Delgado');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/breach-records/${id}`, headers: auth() });
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.database.db.selectFrom('record_emails').select('email').where('record_id', '=', id).execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom('record_phones').select('digits').where('record_id', '=', id).execute()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search?q=delgado' })).json().total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/people/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/breach-records/${id}`, headers: auth() })).statusCode).toBe(404);
  });

  it('bulk-deletes and reports how many existed', async () => {
    const ids = [await idOf('Whitaker'), await idOf('Raman'), 'not-a-real-id'];
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/breach-records/bulk-delete', headers: auth(), payload: { ids } });
    expect(res.json()).toEqual({ ok: true, deleted: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/search?q=whitaker', headers: auth() })).json().total).toBe(0);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records', headers: auth() });
    expect(page.headers['x-total-count']).toBe('5');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/breach-records/bulk-delete',
      headers: auth(),
      payload: { ids: [] },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['records.delete', 'records.bulk-delete'])
      .execute();
    expect(audit).toHaveLength(2);
    // The bulk delete names the records it removed, as a single delete does; the dashboard's
    // list of admin actions shows its figures without the list.
    const bulk = audit.find((a) => a.action === 'records.bulk-delete')!;
    expect(JSON.parse(bulk.details!)).toEqual({ requested: 3, deleted: 2, ids: expect.arrayContaining(ids.slice(0, 2)) });
    expect(JSON.parse(bulk.details!).ids).toHaveLength(2);
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth() });
    expect(stats.json().audit.find((a: { action: string }) => a.action === 'records.bulk-delete').details).toEqual({
      requested: 3,
      deleted: 2,
    });
    // The console splits a bigger selection by the same shared limit.
    const tooMany = Array.from({ length: BULK_DELETE_MAX_IDS + 1 }, (_, i) => `missing-${i}`);
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/breach-records/bulk-delete',
      headers: auth(),
      payload: { ids: tooMany },
    });
    expect(over.statusCode).toBe(400);
    const atLimit = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/breach-records/bulk-delete',
      headers: auth(),
      payload: { ids: tooMany.slice(1) },
    });
    expect(atLimit.json()).toEqual({ ok: true, deleted: 0 });
  });
});

describe('export of formulas in other spellings', () => {
  it('neutralises full-width formula signs and formula signs behind invisible characters', async () => {
    // What an attacker can get into a breach file: a spreadsheet may read each as a formula.
    const hostile = [
      '\uFF1D1+1 Wide',
      '\uFF0B1+1 Wide',
      '\uFF0D1+1 Wide',
      '\uFF20SUM(1) Wide',
      '\uFE661+1 Small',
      '\uFE621+1 Small',
      '\uFE631+1 Small',
      '\uFE6BSUM(1) Small',
      '\u200E=1+1 Mark',
      '\u200B=1+1 Space',
      '\u00A0=1+1 Nbsp',
      '\u2060=1+1 Joiner',
      '\uFEFF=1+1 Bom',
      '\u3164=1+1 Filler',
    ];
    const rows = hostile.map((name, i) => ({ Name: name, Email: `wide${i}@formula.example` }));
    expect((await importRowsViaApi(ctx, token, rows)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records/export.csv', headers: auth() });
    expect(res.statusCode).toBe(200);
    const exported = res.body.split('\r\n').filter((line) => line.includes('@formula.example'));
    expect(exported).toHaveLength(hostile.length);
    // Every one starts with the apostrophe that makes a spreadsheet read the cell as text, and
    // behind it is the name as the console shows it: nothing replaced or dropped.
    const shown = (await ctx.app.inject({ method: 'GET', url: '/api/admin/breach-records?limit=500', headers: auth() })).json().records as {
      name: string;
      email: string;
    }[];
    for (const line of exported) {
      expect(line.startsWith("'"), JSON.stringify(line)).toBe(true);
      const [name, email] = line.split(',');
      expect(name!.slice(1)).toBe(shown.find((r) => r.email === email)!.name);
    }
  });
});

describe('export opened by the browser', () => {
  // The console opens export.csv by navigation (ADR 0232): its cookie goes with it, no CSRF header.
  const cookie = () => ({ cookie: `bw_admin_session=${token}`, host: 'localhost:80' });
  const exports = async () =>
    (await ctx.database.db.selectFrom('audit_log').select('id').where('action', '=', 'records.export').execute()).length;

  it('checks an export can start without exporting or auditing anything', async () => {
    const before = await exports();
    const url = '/api/admin/breach-records/export/check';
    const ok = await ctx.app.inject({ method: 'GET', url: `${url}?risk=high&q=okafor`, headers: cookie() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, fileName: expect.stringMatching(/^breach-records-\d{4}-\d{2}-\d{2}\.csv$/) });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?risk=extreme`, headers: cookie() })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?q=${'x'.repeat(1000)}`, headers: cookie() })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const user = await ctx.signIn('user');
    expect((await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user}` } })).statusCode).toBe(403);
    expect(await exports()).toBe(before);
  });

  it('streams to a same-origin navigation and refuses one another site started', async () => {
    const url = '/api/admin/breach-records/export.csv';
    const own = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...cookie(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; /);
    expect(own.headers['cache-control']).toBe('no-store');
    // Not compressed: a compressor holds the file back, so the download would not start until it ended.
    const browser = await ctx.app.inject({ method: 'GET', url, headers: { ...cookie(), 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBeUndefined();
    expect(browser.body.startsWith('\uFEFFName,Email,Phone,RiskLevel,DateAdded\r\n')).toBe(true);
    const typed = await ctx.app.inject({ method: 'GET', url, headers: { ...cookie(), 'sec-fetch-site': 'none' } });
    expect(typed.statusCode).toBe(200);
    const before = await exports();
    // A sibling subdomain ("same-site") gets the SameSite=Strict cookie sent; it must not export either.
    for (const site of ['cross-site', 'same-site']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...cookie(), 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
      });
      expect(res.statusCode, site).toBe(403);
      expect(res.body).not.toContain('Okafor');
    }
    const foreign = await ctx.app.inject({ method: 'GET', url, headers: { ...cookie(), origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(await exports()).toBe(before);
    // API clients with a bearer token are not browsers: unaffected.
    const bearer = await ctx.app.inject({ method: 'GET', url, headers: { ...auth(), 'sec-fetch-site': 'cross-site' } });
    expect(bearer.statusCode).toBe(200);
  });
});
