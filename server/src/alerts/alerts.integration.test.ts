// Breach alerts end to end (issue 18 §1-3): subscribe by a mailed link or as a verified owner,
// import a matching record through every path (one request, the console's batch, the command
// line), exactly one alert per address and batch, sent by the background outbox through a real
// local SMTP server, and one-click unsubscribe stops them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer, type ReceivedMail } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { loadEncryptionKey } from '../lib/field-cipher.ts';
import { importFile } from '../records/import/index.ts';

let smtp: LocalSmtpServer;
let ctx: TestContext;
let token: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-alerts-'));

let client = 0;
const nextClient = () => `10.7.${Math.floor(++client / 250)}.${client % 250}`;
const unfold = (mail: ReceivedMail) => mail.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');

async function mailTo(address: string, after: number): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received.slice(after).find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${address}`);
}

/** Subscribes `email`, confirming by the link mailed to `mailbox` (the envelope's recipient as the SMTP server reads it). */
async function subscribeByLink(email: string, mailbox = email): Promise<void> {
  const before = smtp.received.length;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/alerts/subscriptions', remoteAddress: nextClient(), payload: { email } });
  expect(res.json()).toEqual({ ok: true, message: ALERT_MESSAGES.linkSent });
  const mail = await mailTo(mailbox, before);
  const tokenValue = /\/alerts\/confirm#([A-Za-z0-9_-]+)/.exec(unfold(mail))![1]!;
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/alerts/confirm',
    remoteAddress: nextClient(),
    payload: { token: tokenValue },
  });
  expect(confirm.json()).toEqual({ ok: true, message: ALERT_MESSAGES.confirmed });
}

const auth = () => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: auth(), payload });

function person(last: string, email: string, extra: Record<string, string> = {}) {
  return { 'First Name': 'Test', 'Last Name': last, Email: email, SSN: '912-34-5678', City: 'Springfield', ...extra };
}

async function outbox() {
  return ctx.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'BreachWatch <noreply@breachwatch.example>',
    PUBLIC_URL: 'https://breachwatch.example',
    // The test drives the sender itself (drain), so nothing is sent behind its back.
    OUTBOX_SENDER: '0',
    // Long enough that no drain pass, however slow the machine, outlives a backoff: the test
    // moves a retry's time into the past itself when it wants the backoff over.
    OUTBOX_RETRY_BASE_MS: '60000',
    OUTBOX_MAX_ATTEMPTS: '4',
  });
  token = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Runs first: no subscription exists yet, so every import path skips the rows' alert keys
// (ADR 0132). The tests below, with subscriptions, show the same paths still alerting.
describe('before anyone subscribes', () => {
  it('an import of matching addresses queues nothing, by the command line or the API', async () => {
    const file = path.join(dir, 'early.csv');
    fs.writeFileSync(file, 'First Name,Last Name,Email\nTest,Early,alice.smith@gmail.com\nTest,Earlier,alicesmith@googlemail.com\n');
    const result = await importFile(ctx.database, loadEncryptionKey(ctx.config), {
      file,
      source: { name: 'Early Leak', credibility: 'medium' },
    });
    expect(result.imported).toBe(2);
    const res = await post('/api/admin/import', { rows: [person('Earliest', 'alicesmith@gmail.com')] });
    expect(res.statusCode).toBe(200);
    expect(await outbox()).toHaveLength(0);
    expect(await ctx.database.db.selectFrom('alert_matches').selectAll().execute()).toHaveLength(0);
  });
});

describe('subscribing', () => {
  it('answers every address the same, and stores only the encrypted address and its keyed hash', async () => {
    await subscribeByLink('Alice.Smith+news@gmail.com');
    const answers = await Promise.all(
      ['alice.smith@gmail.com', 'nobody-here@example.org'].map(async (email) =>
        (
          await ctx.app.inject({ method: 'POST', url: '/api/alerts/subscriptions', remoteAddress: nextClient(), payload: { email } })
        ).json(),
      ),
    );
    expect(answers[0]).toEqual(answers[1]);
    const subs = await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute();
    expect(subs).toHaveLength(1);
    expect(JSON.stringify(subs)).not.toMatch(/alice/i);
    // Confirming the same inbox again (another spelling) keeps one subscription.
    await subscribeByLink('alicesmith@googlemail.com');
    expect(await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a bad address with the form message and a used link with one message', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/subscriptions',
      remoteAddress: nextClient(),
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const used = await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: 'x'.repeat(43) } });
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe(ALERT_MESSAGES.linkInvalid);
  });
});

describe('alerts on import', () => {
  it('queues ONE alert per address for a one-request import, in its transaction, and mails it without leaked values', async () => {
    const res = await post('/api/admin/import', {
      source: { name: 'Acme Leak', credibility: 'high', dateFound: '2026-11-20' },
      rows: [
        person('One', 'alicesmith@gmail.com'),
        person('Two', 'ALICE.SMITH+shop@gmail.com', { City: 'Shelbyville' }),
        person('Three', 'bob@example.org'),
      ],
    });
    expect(res.statusCode).toBe(200);
    const queued = await outbox();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued', kind: 'breach-alert' });
    const payload = JSON.parse(queued[0]!.payload);
    expect(payload).toMatchObject({ source: 'Acme Leak', matched: 2 });
    expect(payload.dataClasses).toEqual(expect.arrayContaining(['ssn', 'email', 'address']));

    const before = smtp.received.length;
    expect(await ctx.app.outbox.drain()).toBe(1);
    const mail = await mailTo('Alice.Smith+news@gmail.com', before);
    const body = unfold(mail);
    expect(body).toContain('Source: Acme Leak');
    expect(body).toContain('https://breachwatch.example/leak/');
    expect(body).toContain('https://breachwatch.example/recovery-plan/');
    expect(body).not.toMatch(/912-34-5678|5678|Springfield|alicesmith/);
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/breachwatch\.example\/api\/alerts\/unsubscribe\?s=[^&]+&t=[^>]+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await ctx.app.outbox.drain()).toBe(0);
  });

  it('queues nothing for a console batch until it commits, then one alert however many chunks matched', async () => {
    const begin = await post('/api/admin/import-batches', {
      kind: 'file',
      fileName: 'c.csv',
      expectedRows: 2,
      source: { name: 'Console Leak' },
    });
    const batchId = begin.json().batch.id as string;
    const headers = ['First Name', 'Last Name', 'Email'];
    for (const [last, email] of [
      ['Four', 'a.l.i.c.e.s.m.i.t.h@gmail.com'],
      ['Five', 'alicesmith+x@googlemail.com'],
    ]) {
      expect((await post('/api/admin/import', { batchId, headers, rows: [['Test', last, email]] })).statusCode).toBe(200);
    }
    expect(await ctx.database.db.selectFrom('mail_outbox').select('id').where('payload', 'like', `%${batchId}%`).execute()).toHaveLength(0);
    expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
    const rows = await ctx.database.db.selectFrom('mail_outbox').selectAll().where('payload', 'like', `%${batchId}%`).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ matched: 2 });
    expect(await ctx.database.db.selectFrom('alert_matches').selectAll().execute()).toHaveLength(0);
  });

  it('alerts nobody for a cancelled batch', async () => {
    const begin = await post('/api/admin/import-batches', { kind: 'file', fileName: 'x.csv', expectedRows: 1 });
    const batchId = begin.json().batch.id as string;
    await post('/api/admin/import', { batchId, headers: ['Last Name', 'Email'], rows: [['Six', 'alicesmith@gmail.com']] });
    await post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    expect(await ctx.database.db.selectFrom('mail_outbox').select('id').where('payload', 'like', `%${batchId}%`).execute()).toHaveLength(0);
    expect(await ctx.database.db.selectFrom('alert_matches').selectAll().execute()).toHaveLength(0);
  });

  /** A file imported as the CLI does, and the outbox rows its batch queued. */
  async function cliImport(name: string, text: string, source: string, workers?: number) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    const result = await importFile(ctx.database, loadEncryptionKey(ctx.config), {
      file,
      source: { name: source, credibility: 'high' },
      ...(workers === undefined ? {} : { workers }),
    });
    const rows = await ctx.database.db.selectFrom('mail_outbox').selectAll().where('payload', 'like', `%${result.batchId}%`).execute();
    return { result, rows };
  }

  it('queues one alert for a command-line import', async () => {
    const { result, rows } = await cliImport(
      'cli.csv',
      'First Name,Last Name,Email\nTest,Seven,alice.smith@gmail.com\nTest,Eight,alicesmith+z@gmail.com\nTest,Nine,carol@example.org\n',
      'CLI Leak',
    );
    expect(result.imported).toBe(3);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ source: 'CLI Leak', matched: 2 });
    expect(await ctx.app.outbox.drain()).toBe(2);
  });

  it('alerts for the rows a command-line import added, not for rows already stored (prepared in a worker)', async () => {
    // The first row is stored already (the import above); the second is new and matches.
    const { result, rows } = await cliImport(
      'cli-again.csv',
      'First Name,Last Name,Email\nTest,Seven,alice.smith@gmail.com\nTest,Eleven,a.lice.smith@gmail.com\nTest,Twelve,erin@example.org\n',
      'CLI Leak 2',
      1,
    );
    expect(result).toMatchObject({ imported: 2, duplicates: 1 });
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ source: 'CLI Leak 2', matched: 1 });
    expect(await ctx.app.outbox.drain()).toBe(1);
  });

  it('unsubscribes in one click (RFC 8058 form POST), and later imports alert nobody', async () => {
    const sent = smtp.received.filter((m) => m.to.includes('Alice.Smith+news@gmail.com'));
    const target = /<https:\/\/breachwatch\.example(\/api\/alerts\/unsubscribe\?[^>]+)>/.exec(
      sent.at(-1)!.header('List-Unsubscribe')!,
    )![1]!;
    // Opened in a browser (a GET, as a person or a link scanner sends it): the page with the
    // button, the same link parts, and still subscribed.
    const opened = await ctx.app.inject({ method: 'GET', url: target });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(target.replace(/^\/api/, ''));
    expect(await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute()).toHaveLength(1);
    // A forged tag changes nothing, and gets the same answer.
    const forged = await ctx.app.inject({ method: 'POST', url: target.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAA') });
    expect(forged.json()).toEqual({ ok: true, message: ALERT_MESSAGES.unsubscribed });
    expect(await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute()).toHaveLength(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ ok: true, message: ALERT_MESSAGES.unsubscribed });
    expect(await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute()).toHaveLength(0);
    const before = (await outbox()).length;
    await post('/api/admin/import', { rows: [person('Ten', 'alicesmith@gmail.com')] });
    expect(await outbox()).toHaveLength(before);
  });

  it('unsubscribes in one click by the multipart/form-data POST that RFC 8058 recommends', async () => {
    await subscribeByLink('frank@example.org');
    await post('/api/admin/import', { source: { name: 'Multipart Leak' }, rows: [person('Multipart', 'frank@example.org')] });
    const before = smtp.received.length;
    await ctx.app.outbox.drain();
    const mail = await mailTo('frank@example.org', before);
    const target = /<https:\/\/breachwatch\.example(\/api\/alerts\/unsubscribe\?[^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!;
    const boundary = '----bw-one-click';
    const res = await ctx.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: ALERT_MESSAGES.unsubscribed });
    expect(await ctx.database.db.selectFrom('alert_subscriptions').selectAll().execute()).toHaveLength(0);
    // Only a small form is read: this link needs nothing from the body.
    const large = await ctx.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: 'x'.repeat(2048),
    });
    expect(large.statusCode).toBe(413);
  });
});

describe('the outbox sender', () => {
  it('retries a temporary refusal with backoff, then sends; a permanent refusal fails it', async () => {
    await subscribeByLink('dave@example.org');
    await post('/api/admin/import', { source: { name: 'Retry Leak' }, rows: [person('Eleven', 'dave@example.org')] });
    smtp.deferNext = 2;
    const before = smtp.received.length;
    /** Drains once, then ends the backoff the refusal began (as the minutes passing would). */
    const drainAndReadRetry = async () => {
      const started = Date.now();
      await ctx.app.outbox.drain();
      const row = (await outbox()).at(-1)!;
      const waitMs = Date.parse(row.next_attempt_at) - started;
      await ctx.database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', row.id)
        .execute();
      return { row, waitMs };
    };
    const first = await drainAndReadRetry();
    expect(first.row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.row.last_error).toMatch(/^SMTP 451/);
    // Backoff: the base (60 s here) ±20 % after the first refusal, twice that after the second.
    expect(first.waitMs).toBeGreaterThanOrEqual(48_000);
    const second = await drainAndReadRetry();
    expect(second.row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second.waitMs).toBeGreaterThanOrEqual(96_000);
    await ctx.app.outbox.drain();
    expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 3 });
    await mailTo('dave@example.org', before);

    await post('/api/admin/import', { source: { name: 'Refused Leak' }, rows: [person('Twelve', 'dave@example.org')] });
    smtp.rejectWith = 'No such user';
    await ctx.app.outbox.drain();
    smtp.rejectWith = undefined;
    expect((await outbox()).at(-1)).toMatchObject({ status: 'failed', attempts: 1 });
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth() });
    expect(stats.json().outbox).toMatchObject({ failed: 1, queued: 0, subscriptions: 1 });
    expect(stats.json().outbox.sent).toBeGreaterThanOrEqual(3);
  });

  it('two instances on one database send each message exactly once, and a lease left by a dead sender runs out', async () => {
    const second = await ctx.openSecondApp();
    for (let i = 0; i < 6; i++) await subscribeByLink(`multi${i}@example.org`);
    await post('/api/admin/import', {
      source: { name: 'Multi Leak' },
      rows: Array.from({ length: 6 }, (_, i) => person(`Multi${i}`, `multi${i}@example.org`)),
    });
    // A sender that claimed one and died: its lease is in the past.
    const victim = (await outbox()).find((r) => r.status === 'queued')!;
    await ctx.database.db
      .updateTable('mail_outbox')
      .set({ lease_owner: 'dead', lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', victim.id)
      .execute();
    const before = smtp.received.length;
    const [a, b] = await Promise.all([ctx.app.outbox.drain(), second.outbox.drain()]);
    expect(a + b).toBe(6);
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `multi${i}@example.org`).sort());
    expect((await outbox()).filter((r) => r.status === 'queued')).toHaveLength(0);
  });
});

/**
 * Imports a record of `lastName` with `email`, asks for its owner link, opens it from the mail
 * and returns the owner session's cookie: how a person proves the record is theirs.
 */
async function verifiedOwnerCookie(lastName: string, email: string) {
  await post('/api/admin/import', { rows: [person(lastName, email)] });
  const recordId = (
    await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', lastName).executeTakeFirstOrThrow()
  ).id;
  const opts = (await ctx.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress: nextClient() })).json();
  const before = smtp.received.length;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/links',
    remoteAddress: nextClient(),
    payload: { recordId, addressId: opts.addresses[0].id },
  });
  const link = /\/verify#([A-Za-z0-9_-]+)/.exec(unfold(await mailTo(email, before)))![1]!;
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/sessions',
    remoteAddress: nextClient(),
    payload: { token: link },
  });
  return session.cookies.find((c) => c.name === 'bw_owner')!;
}

describe('the verified owner', () => {
  it('subscribes the address they verified', async () => {
    const cookie = await verifiedOwnerCookie('Owner', 'erin.owner@example.net');
    const none = await ctx.app.inject({ method: 'POST', url: '/api/owner/alerts' });
    expect(none.statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/owner/alerts', headers: { cookie: `bw_owner=${cookie.value}` } });
    // The owner's view lists every address of the record: the answer names the one alerts go to,
    // in the masked form that view shows, not "this address".
    expect(res.json()).toEqual({
      ok: true,
      message:
        'Alerts are on: we will email eri...er@example.net, the address you verified, when a new breach we import contains it. Every alert has a one-click unsubscribe link.',
    });
    const subs = await ctx.database.db.selectFrom('alert_subscriptions').select('proven_by').execute();
    expect(subs.map((s) => s.proven_by)).toContain('owner');
  });
});

describe("the verified owner's alert state", () => {
  it('tells that session alone whether alerts are on for its address, and stops them on request', async () => {
    const headers = { cookie: `bw_owner=${(await verifiedOwnerCookie('Stateful', 'faye.state@example.net')).value}` };
    const state = async () => (await ctx.app.inject({ method: 'GET', url: '/api/owner/alerts', headers })).json();

    // Without the session: the same 401 whether or not the address subscribes (no oracle).
    const stranger = await ctx.app.inject({ method: 'GET', url: '/api/owner/alerts' });
    expect(stranger.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/owner/alerts' })).statusCode).toBe(401);

    expect(await state()).toEqual({ ok: true, on: false, address: 'fay...te@example.net' });
    // Subscribed by a mailed link in another spelling of the same inbox: on for the owner too.
    await subscribeByLink('Faye.State@example.net');
    expect(await state()).toEqual({ ok: true, on: true, address: 'fay...te@example.net' });
    const noSession = await ctx.app.inject({ method: 'GET', url: '/api/owner/alerts' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.body).toBe(stranger.body);

    const count = async () => (await ctx.database.db.selectFrom('alert_subscriptions').select('id').execute()).length;
    const subscribed = await count();
    const stop = await ctx.app.inject({ method: 'DELETE', url: '/api/owner/alerts', headers });
    expect(stop.json()).toEqual({ ok: true, message: ALERT_MESSAGES.ownerStopped('fay...te@example.net') });
    expect(await state()).toEqual({ ok: true, on: false, address: 'fay...te@example.net' });
    // That address's subscription is deleted, and only it.
    expect(await count()).toBe(subscribed - 1);
    // Stopping twice changes nothing and says the same.
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/owner/alerts', headers })).json()).toEqual(stop.json());

    await ctx.app.inject({ method: 'POST', url: '/api/owner/alerts', headers });
    expect(await state()).toMatchObject({ on: true });
  });
});

describe('an address whose domain is in another script', () => {
  it('is alerted for a leak that spelled its domain the other way, by mail to the domain in ASCII', async () => {
    // Typed with capitals; the SMTP server reads the recipient's domain in its own script.
    await subscribeByLink('Olga@Пример.рф', 'Olga@пример.рф');
    const queuedBefore = (await outbox()).length;
    await post('/api/admin/import', {
      source: { name: 'Spelled in ASCII' },
      rows: [person('Ivanova', 'olga+shop@XN--E1AFMKFD.XN--P1AI'), person('Other', 'olga@xn--e1afmkfd.com')],
    });
    const queued = (await outbox()).slice(queuedBefore);
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0]!.payload)).toMatchObject({ source: 'Spelled in ASCII', matched: 1 });
    const before = smtp.received.length;
    expect(await ctx.app.outbox.drain()).toBe(1);
    const mail = await mailTo('Olga@пример.рф', before);
    // On the wire the domain is in ASCII, which a relay without SMTPUTF8 accepts too.
    expect(mail.header('To')).toBe('Olga@xn--e1afmkfd.xn--p1ai');
    expect(unfold(mail)).toContain('Source: Spelled in ASCII');
  });
});

// Last: it adds a subscription the counts above do not expect.
describe("a source name the dump's own rows gave", () => {
  it('is mailed with its links defanged: the dump is not ours to link to, nor its phishing page', async () => {
    await subscribeByLink('linked.source@example.org');
    const res = await post('/api/admin/import', {
      headers: ['Name', 'Email', 'Source'],
      rows: [
        ['Lin Source', 'linked.source@example.org', 'Acme dump at https://paste.example/raw/xyz789 reset now: www.evil.example/login'],
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = smtp.received.length;
    await ctx.app.outbox.drain();
    const body = unfold(await mailTo('linked.source@example.org', before));
    expect(body).toContain('Source: Acme dump at hxxps://paste[.]example reset now: www[.]evil[.]example');
    expect(body).not.toMatch(/paste\.example|raw\/xyz789|evil\.example/);
  });
});

describe('an alert whose records were deleted', () => {
  it('sends nothing for records an admin deleted after the alert was queued', async () => {
    await subscribeByLink('grace@example.org');
    const res = await post('/api/admin/import', { source: { name: 'Mistaken Leak' }, rows: [person('Deleted', 'grace@example.org')] });
    const batchId = res.json().batchId as string;
    const queued = await ctx.database.db.selectFrom('mail_outbox').selectAll().where('payload', 'like', `%${batchId}%`).execute();
    expect(queued).toHaveLength(1);
    const { recordIds } = JSON.parse(queued[0]!.payload) as { recordIds: string[] };
    expect((await post('/api/admin/breach-records/bulk-delete', { ids: recordIds })).json()).toMatchObject({ deleted: 1 });
    const before = smtp.received.length;
    await ctx.app.outbox.drain();
    // No mail about a leak we no longer hold, pointing at reports that answer 404.
    expect(smtp.received.slice(before).filter((mail) => unfold(mail).includes('Mistaken Leak'))).toEqual([]);
    const row = await ctx.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', queued[0]!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', last_error: 'records deleted' });
  });
});
