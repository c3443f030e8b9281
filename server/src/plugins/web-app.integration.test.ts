import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../../test/test-context.ts';
import type { FastifyInstance } from 'fastify';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';

// Every folder a test makes in the OS temp dir, removed when the file's tests are done.
const tempDir = tempDirsOfThisFile();

describe('serving the site', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs: string[] = [];

  beforeAll(async () => {
    const dist = tempDir('bw-dist-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>x</title><script type="application/json" id="site-config">{}</script></head><body></body></html>',
    );
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      WEB_DIST_DIR: dist,
      // Its own data folder: the default (./data) would leave an encryption key in the checkout.
      DATA_DIR: tempDir('bw-data-'),
      SITE_NAME: 'Safe </script><script>alert(1)</script>',
      CONTACT_EMAIL: 'help@example.org',
    } as NodeJS.ProcessEnv);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    app = await buildApp({ config, database, logStream: stream });
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(async () => close());

  it('serves index.html with the site configuration for any page path, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"contactEmail":"help@example.org"');
    // the site name cannot close the script block or the title
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('\\u003c/script\\u003e');
    expect(res.body).toMatch(/<title>Safe &#60;\/script&#62;/);
  });

  it('sends a real Content-Security-Policy and the usual hardening headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves hashed assets with a long cache and gives unknown API paths JSON', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ ok: false, error: 'Not found' });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/login');
  });

  it('keeps query strings and credentials out of the logs', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/unknown?q=jane.doe@example.com',
      headers: { authorization: 'Bearer secret-token-value-123456' },
    });
    const text = logs.join('');
    expect(text).toContain('/api/unknown');
    expect(text).not.toContain('jane.doe');
    expect(text).not.toContain('secret-token-value');
  });
});

describe('the console document', () => {
  it('may fetch https URLs for the URL import, while public pages may not', async () => {
    const dist = tempDir('bw-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>x</title></head></html>');
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      WEB_DIST_DIR: dist,
      DATA_DIR: tempDir('bw-data-'),
    } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, database });
    try {
      const connectSrc = (csp: unknown) => /connect-src ([^;]*)/.exec(String(csp))?.[1] ?? '';
      const publicPage = await app.inject({ method: 'GET', url: '/breach-check' });
      const consolePage = await app.inject({ method: 'GET', url: '/admin/import' });
      expect(connectSrc(publicPage.headers['content-security-policy'])).not.toMatch(/(^| )https:( |$)/);
      expect(connectSrc(consolePage.headers['content-security-policy'])).toMatch(/(^| )https:( |$)/);
      expect(String(consolePage.headers['content-security-policy'])).toContain("default-src 'self'");
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
