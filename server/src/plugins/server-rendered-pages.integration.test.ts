import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi, OTHER_ROWS } from '../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// The server's side of the pages it renders (ADR 0102), with a stand-in for the web app's
// server bundle that shows what it was given: which pages are rendered, that a record page
// gets exactly the API's public answer to this visitor, and that the distinct-records
// admission counts a page as it counts the API. The real bundle is exercised by the browser
// tests (e2e/tests/server-rendered-pages.spec.ts).

const FAKE_ENTRY = `
export async function renderPage(url, site, record) {
  const page = new URL(url).pathname;
  const shown = record ? '<pre id="given">' + JSON.stringify(record).replace(/</g, '\\\\u003c') + '</pre>' : '';
  return { html: '<title>Rendered ' + page + ' | ' + site.siteName + '</title><h1>Rendered ' + page + '</h1>' + shown, queries: record ? { answer: record.body } : undefined };
}
`;

let ctx: TestContext;
let ids: string[];
let dist: string | undefined;

const page = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress, headers });
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(<script type="application\/json" id="query-state">|<\/body>)/.exec(html)?.[1];
const stateOf = (html: string): unknown => {
  const json = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-dist-ssr-'));
  fs.mkdirSync(path.join(dist, '.ssr'));
  fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), FAKE_ENTRY);
  // Over 1 KB, so the build writes compressed copies beside it too.
  const starter = `// starts the modules\n${'//\n'.repeat(600)}`;
  fs.writeFileSync(path.join(dist, 'start-after-paint.js'), starter);
  fs.writeFileSync(path.join(dist, 'start-after-paint.js.br'), brotliCompressSync(starter));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="application/json" id="site-config">{}</script>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/dep-abc.js">\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ WEB_DIST_DIR: dist, SITE_NAME: 'Test Watch', PUBLIC_RECORDS_PER_HOUR: '2' });
  const token = await ctx.signIn();
  expect((await importRowsViaApi(ctx, token, OTHER_ROWS)).statusCode).toBe(200);
  ids = (await ctx.database.db.selectFrom('breach_records').select('id').orderBy('id').execute()).map((r) => r.id);
  expect(ids.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await ctx?.close();
  // The stand-in web build is this file's own: nothing of it is left in the OS temp dir.
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('content pages', () => {
  it('arrive rendered, with their own title in <head>, also compressed', async () => {
    const res = await page('/faq', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<h1>Rendered /faq</h1>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>Rendered /faq | Test Watch</title>');
    expect(stateOf(res.body)).toBeUndefined();
    const br = await page('/faq', '10.1.0.1', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    expect(rootOf((await page('/', '10.1.0.1')).body)).toBe('<h1>Rendered /</h1>');
  });

  it('start their modules once painted; a page the browser renders starts them at once', async () => {
    const rendered = (await page('/faq', '10.1.0.1')).body;
    expect(rendered).not.toContain('<script type="module"');
    expect(rendered).not.toContain('rel="modulepreload"');
    expect(rendered).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/dep-abc.js"></script>',
    );
    const starter = await page('/start-after-paint.js', '10.1.0.1');
    expect(starter.statusCode).toBe(200);
    expect(starter.headers['cache-control']).toBe('public, max-age=86400');
    const compressed = await page('/start-after-paint.js', '10.1.0.1', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=86400');
    const shell = (await page('/faq?x=1', '10.1.0.1')).body;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(shell).not.toContain('start-after-paint');
  });

  it('are left to the browser with a query string, and other pages are never rendered', async () => {
    expect(rootOf((await page('/breach-check?tab=scan', '10.1.0.1')).body)).toBe('');
    expect(rootOf((await page('/admin', '10.1.0.1')).body)).toBe('');
    const unknown = await page('/no-such-page', '10.1.0.1');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toBe('');
  });
});

describe('record pages', () => {
  it('are rendered with the API’s public answer to this visitor, nothing else, and kept by no cache', async () => {
    const address = '10.2.0.1';
    const api = await page(`/api/people/${ids[0]}`, address);
    expect(api.statusCode).toBe(200);
    const res = await page(`/people/${ids[0]}`, address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(stateOf(res.body)).toEqual({ answer: api.json() });
    expect(rootOf(res.body)).toContain(`<h1>Rendered /people/${ids[0]}</h1>`);
    // The answer is in the page: no second request for it.
    expect(res.body).not.toContain('rel="preload" as="fetch"');

    const reportApi = await page(`/api/leaks/${ids[0]}`, address);
    for (const url of [`/leak/${ids[0]}`, `/breach-check/leak/${ids[0]}`]) {
      const report = await page(url, address);
      expect(stateOf(report.body), url).toEqual({ answer: reportApi.json() });
    }
  });

  it('a record that does not exist is left to the browser, which shows the API’s message, with a 404', async () => {
    // A 200 told link checkers and search engines that a page was there.
    const res = await page('/people/no-such-record', '10.3.0.1');
    expect(res.statusCode).toBe(404);
    expect((await page('/breach-check/leak/no-such-record', '10.3.0.1')).statusCode).toBe(404);
    expect(rootOf(res.body)).toBe('');
    expect(stateOf(res.body)).toBeUndefined();
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/people/no-such-record">');
  });

  it('count against the distinct-records limit as the API does, and past it show no record', async () => {
    const address = '10.4.0.1';
    // Two distinct records an hour (PUBLIC_RECORDS_PER_HOUR=2): the pages take both.
    expect(stateOf((await page(`/people/${ids[0]}`, address)).body)).toBeDefined();
    expect(stateOf((await page(`/leak/${ids[1]}`, address)).body)).toBeDefined();
    const third = await page(`/people/${ids[2]}`, address);
    expect(third.statusCode).toBe(200);
    expect(stateOf(third.body)).toBeUndefined();
    expect(rootOf(third.body)).toBe('');
    expect(third.body).not.toContain(ids[2]!.concat('"}'));
    // The API refuses this visitor the third record too: the pages were counted.
    expect((await page(`/api/people/${ids[2]}`, address)).statusCode).toBe(429);
    // Another visitor is not affected.
    expect(stateOf((await page(`/people/${ids[2]}`, '10.4.0.2')).body)).toBeDefined();
  });
});
