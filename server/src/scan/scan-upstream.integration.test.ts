import { HIBP_CREDIT, SAME_INBOX_SCAN_NOTE, scanSuccessSchema } from '@breachwatch/core/scan/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { UPSTREAM_FAILED_NOTE, UPSTREAM_RATE_LIMITED_NOTE } from './scan.service.ts';
import { startFakeHibp, type FakeHibp } from './test-support/fake-hibp.ts';

// The optional Have I Been Pwned check, against a local fake speaking API v3.

let fake: FakeHibp;
let ctx: TestContext;
const API_KEY = 'test-hibp-key-0123456789';

beforeAll(async () => {
  fake = await startFakeHibp();
  ctx = await createTestContext({ HIBP_API_KEY: API_KEY, HIBP_API_BASE: `${fake.baseUrl}/api/v3/` });
  const token = await ctx.signIn();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { source: { name: 'Local list' }, rows: [{ Name: 'Sam Slow', Email: 'slow@example.com', Phone: '555-000-1234' }] },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function scanEmail(email: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return scanSuccessSchema.parse(res.json());
}

describe('POST /api/scan with Have I Been Pwned', () => {
  it('merges the breaches of the address, crediting the source, with the key and a user agent', async () => {
    const result = await scanEmail('Found@Example.com');
    const upstream = result.exposures.filter((e) => e.kind === 'upstream');
    expect(upstream.map((e) => e.id).sort()).toEqual(['upstream:Adobe', 'upstream:SpamThing']);
    expect(upstream.find((e) => e.id === 'upstream:Adobe')).toMatchObject({
      severity: 'medium',
      source: 'Adobe (haveibeenpwned.com)',
      type: 'Password, Email, Other personal data',
      firstSeen: '2013-10-04',
      lastSeen: '2013-12-04',
    });
    expect(upstream.find((e) => e.id === 'upstream:SpamThing')?.snippet).toContain('labelled spam list');
    expect(result.credits.map((c) => c.text)).toEqual([HIBP_CREDIT]);
    expect(result.notes).toEqual([]);
    // Passwords and emails: medium by the record pages' rule (ADRs 0306, 0307), as a record of them is.
    expect(result.summary).toMatchObject({ severity: 'medium', score: 35, sources: 2 });

    const sent = fake.requests.find((r) => r.path.startsWith('/api/v3/breachedaccount/'));
    expect(sent).toMatchObject({ path: '/api/v3/breachedaccount/found%40example.com?truncateResponse=false', apiKey: API_KEY });
    expect(sent?.userAgent).toBeTruthy();
  });

  it('asks for an address whose domain is in another script by its ASCII spelling, as mail servers know it', async () => {
    await scanEmail('Found@Пример.рф');
    const paths = fake.requests.map((r) => r.path);
    expect(paths).toContain('/api/v3/breachedaccount/found%40xn--e1afmkfd.xn--p1ai?truncateResponse=false');
  });

  it('treats 404 as "not in any breach"', async () => {
    const result = await scanEmail('clean@example.com');
    expect(result.exposures).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.summary.severity).toBe('none');
  });

  it.each([
    ['busy@example.com', UPSTREAM_RATE_LIMITED_NOTE],
    ['broken@example.com', UPSTREAM_FAILED_NOTE],
  ])('still answers with local results when the upstream fails (%s)', async (email, note) => {
    const result = await scanEmail(email);
    expect(result.notes).toEqual([note]);
    expect(result.exposures).toEqual([]);
  });

  it('gives up on a slow upstream after 3 seconds and keeps the local results', async () => {
    const started = Date.now();
    const result = await scanEmail('slow@example.com');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(4500);
    expect(result.notes).toEqual([UPSTREAM_FAILED_NOTE, SAME_INBOX_SCAN_NOTE]);
    expect(result.exposures.map((e) => e.kind)).toEqual(['record']);
    expect(result.exposures[0]).toMatchObject({ source: 'Local list', type: 'Phone, Email' });
  });
});
