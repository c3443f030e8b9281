import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../../test/test-context.ts';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';

// ADR 0100 and 0101: precompressed assets, compressed API answers, status codes a crawler and
// a stale tab can trust, robots.txt, the sitemap and noindex on everything about a person.

// Every folder a test makes in the OS temp dir, removed when the file's tests are done.
const tempDir = tempDirsOfThisFile();

/** The app serving the web build in `dist`, with these settings on a fresh test database. */
async function webApp(dist: string, env: Record<string, string>): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const { database, dataDir, drop } = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WEB_DIST_DIR: dist,
    // The test database's folder: the default (./data) would leave an encryption key in the checkout.
    DATA_DIR: dataDir,
    ...env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * The bytes after the headers of a HEAD answer as they leave the socket. `inject` does not go
 * through Node's HTTP server, which is what drops a HEAD body, so only the wire can show it.
 */
async function headBodyOnTheWire(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer }> {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening');
  const socket = net.connect(address.port, '127.0.0.1');
  const lines = [
    `HEAD ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const answer = Buffer.concat(chunks);
  const end = answer.indexOf('\r\n\r\n');
  return { status: Number(answer.subarray(9, 12).toString()), body: answer.subarray(end + 4) };
}

describe('compression, caching and status codes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    const dist = tempDir('bw-dist-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js.gz'), gzipSync(script));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><title>x</title><script type="application/json" id="site-config">{}</script></head><body>${'<p>page</p>'.repeat(200)}</body></html>`,
    );
    ({ app, close } = await webApp(dist, { NODE_ENV: 'test', PUBLIC_URL: 'https://breachwatch.example' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => close());

  it('serves the brotli or gzip file built beside an asset, cached for a year, varying on Accept-Encoding', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page HTML and API answers that are large enough', async () => {
    const page = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<p>page</p>');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    // Small answers are not worth it.
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a missing asset with plain text, never the app HTML', async () => {
    for (const url of ['/assets/about-page-OLD123.js', '/assets/index-OLD.css', '/favicon-missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.body).not.toContain('<html');
    }
  });

  it('answers 404 for an unknown page but still sends the app, which shows its 404 screen', async () => {
    const res = await app.inject({ method: 'GET', url: '/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('site-config');
    for (const url of [
      '/',
      '/faq',
      '/FAQ',
      '/faq/',
      '/breach-check?tab=scan',
      // The browser reads a page's query; one the API would refuse does not stop the page.
      '/breach-check?q=%E0%A4%A',
      '/people/abc',
      '/leak/abc',
      '/breach-check/leak/abc',
      '/admin/import',
      '/recovery-plan',
      '/alerts',
      '/alerts/confirm',
      '/alerts/unsubscribe',
      '/case',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/people/abc/extra' })).statusCode).toBe(404);
  });

  it('answers HEAD for every page as GET, without the body', async () => {
    for (const url of ['/', '/faq', '/breach-check', '/about', '/contact', '/people/abc', '/does-not-exist', '/assets/missing.js']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      const { date: _getDate, ...getHeaders } = get.headers;
      const { date: _headDate, ...headHeaders } = head.headers;
      expect(headHeaders, url).toEqual(getHeaders);
      const onTheWire = await headBodyOnTheWire(app, url);
      expect(onTheWire.status, url).toBe(get.statusCode);
      expect(onTheWire.body.length, url).toBe(0);
    }
    // The API keeps its own answer: no page for an unknown API path.
    const api = await app.inject({ method: 'HEAD', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a page address that does not decode with the app and 400, and an API one with JSON', async () => {
    for (const url of ['/people/%', '/faq%', '/leak/%E0%A4%A']) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(get.statusCode, url).toBe(400);
      expect(get.headers['content-type'], url).toMatch(/text\/html/);
      expect(get.body, url).toContain('site-config');
      expect(String(get.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(get.headers['x-robots-tag']).toBe('noindex, nofollow');
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'identity' } });
      expect(head.statusCode, url).toBe(400);
      expect(head.headers['content-type'], url).toMatch(/text\/html/);
      const onTheWire = await headBodyOnTheWire(app, url, { 'accept-encoding': 'identity' });
      expect(onTheWire.status, url).toBe(400);
      expect(onTheWire.body.length, url).toBe(0);
    }
    const compressed = await app.inject({ method: 'GET', url: '/people/%', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('site-config');
    const api = await app.inject({ method: 'GET', url: '/api/people/%' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ ok: false, error: 'The address of this request is not valid.' });
  });

  it('never serves the raw page template: /index.html is the home page under another address', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/index.html?tab=scan' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/?tab=scan');
    }
    expect((await app.inject({ method: 'GET', url: '/index.html' })).headers.location).toBe('/');
  });

  it('serves robots.txt that keeps crawlers away from people, reports, the console and the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const prefix of ['/api/', '/admin', '/people/', '/leak/', '/breach-check/leak/'])
      expect(res.body).toContain(`Disallow: ${prefix}\n`);
    expect(res.body).not.toMatch(/Disallow: \/\n/);
    expect(res.body).toContain('Sitemap: https://breachwatch.example/sitemap.xml');
  });

  it('serves a sitemap of the content pages only', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://breachwatch.example/faq</loc>');
    expect(res.body).toContain('<loc>https://breachwatch.example/</loc>');
    expect(res.body).not.toMatch(/people|leak|admin|api/);
  });

  it('marks the pages about a person, the console and the API noindex, and the content pages not', async () => {
    for (const url of [
      '/people/abc',
      '/leak/abc',
      '/breach-check/leak/abc',
      '/admin',
      '/my-report',
      '/alerts/confirm',
      '/alerts/unsubscribe',
      '/case',
      '/api/health',
      '/api/unknown',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    for (const url of ['/', '/faq', '/breach-check', '/donate', '/alerts', '/robots.txt']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});

describe('the sitemap in production without PUBLIC_URL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dist = tempDir('bw-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    // Production wants a data folder and a key of its own: a test's.
    ({ app, close } = await webApp(dist, { NODE_ENV: 'production', ENCRYPTION_KEY: randomBytes(32).toString('base64') }));
  });
  afterAll(async () => close());

  it('builds no address from the Host header: no sitemap, and robots.txt names none', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.headers['cache-control']).toBe('no-store');
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toMatch(/Sitemap|evil\.example/);
  });
});
