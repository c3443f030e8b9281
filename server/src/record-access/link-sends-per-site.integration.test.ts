import { ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { ALERT_LINK_LIMITS } from '../alerts/alerts.service.ts';
import { OWNER_LINK_LIMITS } from '../owner-verification/owner-verification.service.ts';
import { SITE_SHARE } from '../lib/client-key.ts';

// Mailed links per site (ADR 0278): an IPv6 client is its /64, and each /64 could ask for five
// alert links and five owner links an hour. An outside probe with one /48 (65,536 /64s, free
// from a tunnel broker) could have the server mail confirmation links to hundreds of thousands
// of addresses an hour, in its name. A /48 now gets SITE_SHARE clients' links.

let smtp: LocalSmtpServer;
let ctx: TestContext;
let recordId: string;
let addressId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'BreachWatch <noreply@breachwatch.example>',
    PUBLIC_URL: 'https://breachwatch.example',
    OUTBOX_SENDER: '0',
  });
  const token = await ctx.signIn();
  const rows = [{ 'First Name': 'Linda', 'Last Name': 'Linksend', Email: 'linda.linksend@example.org', City: 'Testville' }];
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: 'Link test' } },
  });
  expect(res.statusCode).toBe(200);
  recordId = (await ctx.database.db.selectFrom('breach_records').select('id').executeTakeFirstOrThrow()).id;
  const options = await ctx.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress: '203.0.113.90' });
  addressId = options.json().addresses[0].id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Every /64 of the site spends its own limit; the site's share runs out before the last ones. */
async function fromEverySixtyFour(site: string, perClient: number, send: (ip: string, i: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let net = 1; net <= SITE_SHARE + 1; net++) {
    for (let i = 0; i < perClient; i++) statuses.push(await send(`${site}:${net.toString(16)}::1`, statuses.length));
  }
  return statuses;
}

describe('an IPv6 /48', () => {
  it('asks for SITE_SHARE clients’ alert links, then is refused as a network', async () => {
    const subscribe = (ip: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/alerts/subscriptions',
        remoteAddress: ip,
        payload: { email: `someone${i}@example.net` },
      });
    const statuses = await fromEverySixtyFour(
      '2001:db8:e1',
      ALERT_LINK_LIMITS.perClient,
      async (ip, i) => (await subscribe(ip, i)).statusCode,
    );
    const share = ALERT_LINK_LIMITS.perClient * SITE_SHARE;
    expect(statuses.slice(0, share)).toEqual(Array(share).fill(200));
    expect(statuses.slice(share)).toEqual(Array(ALERT_LINK_LIMITS.perClient).fill(429));
    const refused = await subscribe('2001:db8:e1:ff::1', 999);
    expect(refused.json().error).toMatch(/^Many links have been asked for from your network/);
    // Another /48 and an IPv4 client are not affected.
    expect((await subscribe('2001:db8:e2:1::1', 1000)).json()).toEqual({ ok: true, message: ALERT_MESSAGES.linkSent });
    expect((await subscribe('203.0.113.91', 1001)).statusCode).toBe(200);
  });

  it('asks for SITE_SHARE clients’ owner links, then is refused as a network', async () => {
    const ask = (ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/owner/links', remoteAddress: ip, payload: { recordId, addressId } });
    const statuses = await fromEverySixtyFour('2001:db8:e3', OWNER_LINK_LIMITS.perClient, async (ip) => (await ask(ip)).statusCode);
    const share = OWNER_LINK_LIMITS.perClient * SITE_SHARE;
    expect(statuses.slice(0, share)).toEqual(Array(share).fill(200));
    expect(statuses.slice(share)).toEqual(Array(OWNER_LINK_LIMITS.perClient).fill(429));
    expect((await ask('2001:db8:e4:1::1')).statusCode).toBe(200);
  });
});
