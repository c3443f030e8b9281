import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { listRecentAudit } from '../audit/audit.repository.ts';
import { SHEET_MESSAGES } from './sheet-fetch.ts';
import { sheetsTestOverrides } from './sheets.service.ts';

// A local fake "sheet host" on 127.0.0.1 speaks plain HTTP. The loopback address and http are
// refused by the real fence; tests that need to reach the fake switch on the test-only
// override (honoured only under NODE_ENV=test), which opens loopback and nothing else.

const CSV = 'FirstName,LastName,Email,Favourite Colour\nAda,Lovelace,ada@example.test,green\n\nAlan,Turing,alan@example.test,blue\n';

let fake: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    switch (req.url) {
      case '/sheet.csv':
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(CSV);
        return;
      case '/windows-1252.csv':
        // A CSV file kept on an allowed host as Excel's plain "CSV" wrote it.
        res.writeHead(200, { 'content-type': 'text/csv' }).end(Buffer.from('Name,Email\nJos\xe9 M\xfcller,jose@example.test\n', 'latin1'));
        return;
      case '/utf-16.csv':
        res
          .writeHead(200, { 'content-type': 'text/csv' })
          .end(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Email\nZo\u00eb \u738b,zoe@example.test\n', 'utf16le')]));
        return;
      case '/not-utf-8.csv':
        // Valid UTF-8 ("Zoë") and then a byte that is not: neither UTF-8 nor Windows-1252 reads it whole.
        res
          .writeHead(200, { 'content-type': 'text/csv' })
          .end(
            Buffer.concat([
              Buffer.from('Name,Email\nZo\u00eb Lee,zoe@example.test\nJos', 'utf8'),
              Buffer.from([0xe9]),
              Buffer.from(' Lee,j@example.test\n'),
            ]),
          );
        return;
      case '/titled.csv':
        // Google's CSV export of a sheet with a title in A1 above the header: the title row padded with commas.
        res
          .writeHead(200, { 'content-type': 'text/csv' })
          .end('Customer export - generated 2024-03-01,,\nName,Email,City\nAda Lee,ada@example.test,Oslo\n');
        return;
      case '/no-header.csv':
        res
          .writeHead(200, { 'content-type': 'text/csv' })
          .end('5125550143,Ada,Lee,ada@example.test\r\n5125550178,Bob,Roe,bob@example.test\r\n');
        return;
      case '/html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Sign in to continue</body></html>');
        return;
      case '/html-as-text':
        res.writeHead(200, { 'content-type': 'text/plain' }).end('\n  <html><head><title>x</title></head></html>');
        return;
      case '/big':
        res.writeHead(200, { 'content-type': 'text/csv' }).end(`Email\n${'x@example.test\n'.repeat(500)}`);
        return;
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('Email\n');
        return; // never ends
      case '/missing':
        res.writeHead(404).end('not found');
        return;
      case '/to-private':
        res.writeHead(302, { location: 'http://10.0.0.1/sheet.csv' }).end();
        return;
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/to-other-host':
        res.writeHead(302, { location: 'https://evil.example/sheet.csv' }).end();
        return;
      case '/to-csv':
        res.writeHead(302, { location: '/sheet.csv' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  port = (fake.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('sheets sync and the default sheet link', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ SHEETS_ALLOWED_HOSTS: 'docs.google.com,127.0.0.1,localhost,10.0.0.1,169.254.169.254,::1' });
    token = await ctx.signIn();
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    sheetsTestOverrides.allowLoopback = false;
    sheetsTestOverrides.maxBytes = undefined;
    sheetsTestOverrides.timeoutMs = undefined;
  });

  const sync = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(url)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const refusedWith = async (url: string, status: number, message: string) => {
    const res = await sync(url);
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toEqual({ ok: false, error: message });
  };

  it('needs an admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sheets-sync?url=x' })).statusCode).toBe(401);
  });

  it('returns headers and non-blank rows from a CSV with their sheet row numbers, and audits the sync without the link', async () => {
    sheetsTestOverrides.allowLoopback = true;
    const res = await sync(`${base}/to-csv`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      url: `${base}/to-csv`,
      headers: ['FirstName', 'LastName', 'Email', 'Favourite Colour'],
      rows: [
        ['Ada', 'Lovelace', 'ada@example.test', 'green'],
        ['Alan', 'Turing', 'alan@example.test', 'blue'],
      ],
      // Numbered as the sheet numbers them: the header is row 1, and the blank row 3 counts.
      rowNumbers: [2, 4],
      notes: [],
    });
    const [entry] = await listRecentAudit(ctx.database.db, 1);
    expect(entry).toMatchObject({ action: 'sheets.sync', target: '127.0.0.1', details: { rows: 2, columns: 4 } });
  });

  it('refuses hosts outside the allowlist, before any connection', async () => {
    await refusedWith('https://evil.example/sheet.csv', 400, SHEET_MESSAGES.host);
    await refusedWith('https://docs.google.com.evil.example/x', 400, SHEET_MESSAGES.host);
  });

  it('refuses plain http', async () => {
    await refusedWith(`${base}/sheet.csv`, 400, SHEET_MESSAGES.scheme);
    await refusedWith('http://10.0.0.1/sheet.csv', 400, SHEET_MESSAGES.scheme);
  });

  it('refuses loopback, private and link-local addresses even for an allowed host', async () => {
    await refusedWith(`https://127.0.0.1:${port}/sheet.csv`, 400, SHEET_MESSAGES.address);
    await refusedWith('https://10.0.0.1/sheet.csv', 400, SHEET_MESSAGES.address);
    await refusedWith('https://169.254.169.254/latest/meta-data/', 400, SHEET_MESSAGES.address);
    await refusedWith(`https://[::1]:${port}/sheet.csv`, 400, SHEET_MESSAGES.address);
  });

  it('refuses a host name that resolves to loopback (checked after DNS resolution)', async () => {
    await refusedWith(`https://localhost:${port}/sheet.csv`, 400, SHEET_MESSAGES.address);
  });

  it('refuses redirects to private or link-local addresses and to other hosts, even with loopback opened for tests', async () => {
    sheetsTestOverrides.allowLoopback = true;
    await refusedWith(`${base}/to-private`, 400, SHEET_MESSAGES.address);
    await refusedWith(`${base}/to-metadata`, 400, SHEET_MESSAGES.address);
    await refusedWith(`${base}/to-other-host`, 400, SHEET_MESSAGES.host);
    await refusedWith(`${base}/loop`, 502, SHEET_MESSAGES.redirects);
  });

  it('rejects an HTML answer with the edit-link / publish-to-web advice', async () => {
    sheetsTestOverrides.allowLoopback = true;
    await refusedWith(`${base}/html`, 422, SHEET_MESSAGES.html);
    await refusedWith(`${base}/html-as-text`, 422, SHEET_MESSAGES.html);
    expect(SHEET_MESSAGES.html).toMatch(/edit link/);
    expect(SHEET_MESSAGES.html).toMatch(/Publish to web/);
  });

  it('enforces the size limit and the timeout', async () => {
    sheetsTestOverrides.allowLoopback = true;
    sheetsTestOverrides.maxBytes = 1024;
    await refusedWith(`${base}/big`, 413, SHEET_MESSAGES.tooLarge);
    sheetsTestOverrides.timeoutMs = 300;
    const started = Date.now();
    await refusedWith(`${base}/slow`, 504, SHEET_MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports an upstream error status', async () => {
    sheetsTestOverrides.allowLoopback = true;
    await refusedWith(`${base}/missing`, 502, SHEET_MESSAGES.upstream(404));
  });

  it('saves, reads and unlinks the default sheet link, with audit entries', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const get = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/sheet-url', headers: auth })).json();
    expect(await get()).toEqual({ ok: true, url: null });

    const link = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp/edit#gid=0';
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/admin/settings/sheet-url', headers: auth, payload: { url: link } });
    expect(saved.json()).toEqual({ ok: true, url: link });
    expect(await get()).toEqual({ ok: true, url: link });
    expect((await listRecentAudit(ctx.database.db, 1))[0]).toMatchObject({ action: 'settings.update', target: 'sheet-url' });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/settings/sheet-url',
      headers: auth,
      payload: { url: 'https://evil.example/x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(SHEET_MESSAGES.host);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/admin/settings/sheet-url', headers: auth, payload: { url: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(await get()).toEqual({ ok: true, url: link });

    const unlinked = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/settings/sheet-url', headers: auth });
    expect(unlinked.json()).toEqual({ ok: true });
    expect(await get()).toEqual({ ok: true, url: null });
    expect((await listRecentAudit(ctx.database.db, 1))[0]).toMatchObject({ action: 'settings.delete' });
  });
});

// Its own app: the sync is rate-limited per admin, and the block above uses most of a minute's share.
describe('sheets sync decoding', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ SHEETS_ALLOWED_HOSTS: '127.0.0.1' });
    token = await ctx.signIn();
    sheetsTestOverrides.allowLoopback = true;
  });
  afterAll(async () => {
    sheetsTestOverrides.allowLoopback = false;
    await ctx.close();
  });

  const sync = (url: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(url)}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('reads the bytes as the file import does: no character is silently replaced', async () => {
    const legacy = await sync(`${base}/windows-1252.csv`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({ headers: ['Name', 'Email'], rows: [['José Müller', 'jose@example.test']] });
    const wide = await sync(`${base}/utf-16.csv`);
    expect(wide.statusCode).toBe(200);
    expect(wide.json()).toMatchObject({ headers: ['Name', 'Email'], rows: [['Zoë 王', 'zoe@example.test']] });
    const broken = await sync(`${base}/not-utf-8.csv`);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error).toMatch(/^Row 3: the text is not valid UTF-8\./);
    expect(broken.body).not.toContain('\ufffd');
  });

  it('offers the row under a title as the header row, and reads the sheet from it (ADR 0301)', async () => {
    const refused = await sync(`${base}/titled.csv`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      ok: false,
      headerRow: 2,
      error:
        'No recognised columns in row 1, "Customer export - generated 2024-03-01". Row 2 looks like the header row (it names Name, Email and City). If the rows above it are a title or export details, choose "Use row 2 as the header row (leave out row 1)" below, or delete them from the file and try again.',
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(`${base}/titled.csv`)}&headerRow=2`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      headers: ['Name', 'Email', 'City'],
      rows: [['Ada Lee', 'ada@example.test', 'Oslo']],
      rowNumbers: [3],
      notes: [
        'Row 1 above the header row (starting "Customer export - generated 2024-03-01") is left out, as chosen: the header is read from row 2.',
      ],
    });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(`${base}/titled.csv`)}&headerRow=zero`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The header row is a row number, 1 or more.');
  });

  it('reads a sheet with no header row with its columns named, and refuses names it cannot read (ADR 0330)', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(`${base}/no-header.csv`)}&columns=${encodeURIComponent('Phone, First Name, Last Name, Email')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      headers: ['Phone', 'First Name', 'Last Name', 'Email'],
      rows: [
        ['5125550143', 'Ada', 'Lee', 'ada@example.test'],
        ['5125550178', 'Bob', 'Roe', 'bob@example.test'],
      ],
      rowNumbers: [1, 2],
      notes: ['The file has no header row: its columns are read as named (Phone, First Name, Last Name and Email), from row 1.'],
    });
    const titled = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(`${base}/titled.csv`)}&columns=${encodeURIComponent('Name, Email, City')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(titled.statusCode).toBe(422);
    expect(titled.json().error).toBe(
      'Row 2 looks like a header row (it names Name, Email and City), so the file has one: clear "Column names" and read it again.',
    );
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sheets-sync?url=${encodeURIComponent(`${base}/no-header.csv`)}&columns=${encodeURIComponent('Phone,"Email')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^A quoted column name is not closed/);
  });
});
