// A verified owner writes to us (ADR 0298): the form is filled in with the address their owner
// session proved, and their message's case is marked and linked to the record, read from the
// session cookie alone. A stranger, a forged, ended or expired cookie, another record's cookie
// and a changed address get no mark; deleting the record and the retention rule leave no link.
import { CASE_CONTENT_DAYS_AFTER_RESOLVED } from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { pruneCaseContent } from '../cases/case-retention.ts';

let smtp: LocalSmtpServer;
let ctx: TestContext;
let token: string;
let client = 0;
const nextClient = () => `10.8.${Math.floor(++client / 250)}.${client % 250}`;
const DAY_MS = 86_400_000;

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

interface Owner {
  recordId: string;
  cookie: string;
}

/** Imports a person with these addresses, mails a link to `verified` and opens it: that browser's cookie. */
async function verifiedOwner(lastName: string, verified: string, others: string[] = []): Promise<Owner> {
  const emails = [verified, ...others];
  const row: Record<string, string> = { 'First Name': 'Test', 'Last Name': lastName, City: 'Springfield' };
  emails.forEach((email, i) => (row[i === 0 ? 'Personal Email' : 'Work Email'] = email));
  expect((await admin('POST', '/api/admin/import', { rows: [row] })).statusCode).toBe(200);
  const { id: recordId } = await ctx.database.db
    .selectFrom('breach_records')
    .select('id')
    .where('last_name', '=', lastName)
    .executeTakeFirstOrThrow();
  const options = (await ctx.app.inject({ method: 'GET', url: `/api/owner/options/${recordId}`, remoteAddress: nextClient() })).json();
  const hint = `${verified.slice(0, 1)}***@`;
  const address = options.addresses.find((a: { hint: string }) => a.hint.startsWith(hint)) ?? options.addresses[0];
  const before = smtp.received.length;
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/links',
    remoteAddress: nextClient(),
    payload: { recordId, addressId: address.id },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  let mail;
  for (let i = 0; i < 200 && !mail; i++) {
    mail = smtp.received.slice(before).find((m) => m.to.includes(verified));
    if (!mail) await new Promise((r) => setTimeout(r, 25));
  }
  const link = /\/verify#([A-Za-z0-9_-]+)/.exec(mail!.body.replace(/=\r\n/g, ''))![1]!;
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/sessions',
    remoteAddress: nextClient(),
    payload: { token: link },
  });
  expect(session.statusCode, session.body).toBe(200);
  return { recordId, cookie: `bw_owner=${session.cookies.find((c) => c.name === 'bw_owner')!.value}` };
}

async function prefill(cookie?: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/contact/owner', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Sends the form and returns the new case as the console's inbox shows it, and its full thread. */
async function write(email: string, extra: Record<string, unknown> = {}, cookie?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
    payload: { name: 'Test Person', email, message: `About my record (${++client})`, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = (await admin('GET', '/api/admin/inbox')).json();
  const listed = list.threads[0];
  const detail = await admin('GET', `/api/admin/inbox/${listed.id}`);
  expect(detail.statusCode, detail.body).toBe(200);
  // The case as opened says the same of its sender as the list does.
  expect(detail.json().thread.verifiedOwner).toEqual(listed.verifiedOwner);
  return listed as { id: string; fromEmail: string; verifiedOwner: { recordId: string | null; verifiedAt: string } | null };
}

async function sessionStartedAt(recordId: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('owner_sessions')
    .select('created_at')
    .where('record_id', '=', recordId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'BreachWatch <noreply@breachwatch.example>',
    PUBLIC_URL: 'https://breachwatch.example',
  });
  token = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('the contact form of a verified owner', () => {
  it('is filled in with the address the session proved, and with nothing for anyone else', async () => {
    const owner = await verifiedOwner('Prefill', 'pia.prefill@example.net', ['work.pia@example.org']);
    expect(await prefill(owner.cookie)).toEqual({ ok: true, owner: { email: 'pia.prefill@example.net' } });
    expect(await prefill()).toEqual({ ok: true, owner: null });
    expect(await prefill('bw_owner=forgedforgedforgedforgedforged')).toEqual({ ok: true, owner: null });
  });

  it("marks the verified owner's case with the session's record and when the address was proved", async () => {
    const owner = await verifiedOwner('Marked', 'mara.marked@example.net');
    // Spelled with capitals and spaces: the same address, as the server stores it.
    const thread = await write(' Mara.Marked@Example.net ', { shareVerifiedRecord: true }, owner.cookie);
    expect(thread.fromEmail).toBe('mara.marked@example.net');
    expect(thread.verifiedOwner).toEqual({ recordId: owner.recordId, verifiedAt: await sessionStartedAt(owner.recordId) });
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'cases.owner-verified').execute();
    expect(audit.map((a) => a.target)).toContain(thread.id);
    // The record it links to opens in the console.
    expect((await admin('GET', `/api/admin/breach-records/${owner.recordId}`)).statusCode).toBe(200);
  });

  it('is not marked when the owner leaves the box unticked', async () => {
    const owner = await verifiedOwner('Unticked', 'uma.unticked@example.net');
    expect((await write('uma.unticked@example.net', {}, owner.cookie)).verifiedOwner).toBeNull();
    expect((await write('uma.unticked@example.net', { shareVerifiedRecord: false }, owner.cookie)).verifiedOwner).toBeNull();
  });

  it('is not marked when the address was changed, even to another of the same record', async () => {
    const owner = await verifiedOwner('Changed', 'cleo.changed@example.net', ['work.cleo@example.org']);
    expect((await write('work.cleo@example.org', { shareVerifiedRecord: true }, owner.cookie)).verifiedOwner).toBeNull();
    expect((await write('someone.else@example.com', { shareVerifiedRecord: true }, owner.cookie)).verifiedOwner).toBeNull();
  });

  it('a corrected message is marked as a new one would be: from the proved address only', async () => {
    const owner = await verifiedOwner('Corrected', 'cora.corrected@example.net');
    const send = (email: string, extra: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextClient(),
        headers: { cookie: owner.cookie },
        payload: { name: 'Cora Corrected', email, message: 'About my record', shareVerifiedRecord: true, ...extra },
      });
    const first = await send('cora.corrected@example.net', {});
    expect(first.statusCode, first.body).toBe(200);
    const evidenceToken = first.json().evidenceToken as string;
    const caseOf = async () => {
      const threads = (await admin('GET', '/api/admin/inbox')).json().threads as { fromName: string; verifiedOwner: unknown }[];
      return threads.filter((t) => t.fromName === 'Cora Corrected');
    };
    expect((await caseOf()).map((t) => t.verifiedOwner)).toEqual([expect.objectContaining({ recordId: owner.recordId })]);
    // Corrected to another address: still one case, and the mark goes with the proved address.
    expect((await send('cora.other@example.com', { correcting: evidenceToken })).statusCode).toBe(200);
    expect((await caseOf()).map((t) => t.verifiedOwner)).toEqual([null]);
    // Corrected back: the proved address marks it again.
    expect((await send('cora.corrected@example.net', { correcting: evidenceToken })).statusCode).toBe(200);
    expect((await caseOf()).map((t) => t.verifiedOwner)).toEqual([expect.objectContaining({ recordId: owner.recordId })]);
  });
});

describe('a message that claims to come from a verified owner', () => {
  it("is not marked without the session's cookie, whatever the body names", async () => {
    const owner = await verifiedOwner('Claimed', 'cara.claimed@example.net');
    const thread = await write('cara.claimed@example.net', {
      shareVerifiedRecord: true,
      recordId: owner.recordId,
      verifiedOwner: { recordId: owner.recordId, verifiedAt: new Date().toISOString() },
      owner_record_id: owner.recordId,
    });
    expect(thread.verifiedOwner).toBeNull();
  });

  it('is not marked with a forged, an ended or an expired cookie', async () => {
    const owner = await verifiedOwner('Lapsed', 'lena.lapsed@example.net');
    const forged = 'bw_owner=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await write('lena.lapsed@example.net', { shareVerifiedRecord: true }, forged)).verifiedOwner).toBeNull();

    await ctx.database.db
      .updateTable('owner_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('record_id', '=', owner.recordId)
      .execute();
    expect(await prefill(owner.cookie)).toEqual({ ok: true, owner: null });
    expect((await write('lena.lapsed@example.net', { shareVerifiedRecord: true }, owner.cookie)).verifiedOwner).toBeNull();

    const again = await verifiedOwner('Ended', 'eda.ended@example.net');
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/owner/session', headers: { cookie: again.cookie } })).statusCode).toBe(200);
    expect((await write('eda.ended@example.net', { shareVerifiedRecord: true }, again.cookie)).verifiedOwner).toBeNull();
  });

  it("is not linked to another record with one record's cookie", async () => {
    const victim = await verifiedOwner('Victim', 'vic.victim@example.net');
    const attacker = await verifiedOwner('Attacker', 'ari.attacker@example.net');
    // The victim's address and record id, sent with the attacker's own session.
    const thread = await write('vic.victim@example.net', { shareVerifiedRecord: true, recordId: victim.recordId }, attacker.cookie);
    expect(thread.verifiedOwner).toBeNull();
    // From the attacker's own address, the case names the attacker's record, never the victim's.
    const own = await write('ari.attacker@example.net', { shareVerifiedRecord: true, recordId: victim.recordId }, attacker.cookie);
    expect(own.verifiedOwner?.recordId).toBe(attacker.recordId);
    const linked = await ctx.database.db.selectFrom('inbox_threads').select('id').where('owner_record_id', '=', victim.recordId).execute();
    expect(linked).toEqual([]);
  });
});

describe('when the record or the case goes', () => {
  it('a deleted record leaves the case readable, still saying the address was proved, without the link', async () => {
    const owner = await verifiedOwner('Deleted', 'dora.deleted@example.net');
    const thread = await write('dora.deleted@example.net', { shareVerifiedRecord: true }, owner.cookie);
    const verifiedAt = thread.verifiedOwner!.verifiedAt;
    expect((await admin('DELETE', `/api/admin/breach-records/${owner.recordId}`)).statusCode).toBe(200);

    const detail = await admin('GET', `/api/admin/inbox/${thread.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().thread.verifiedOwner).toEqual({ recordId: null, verifiedAt });
    expect((await admin('GET', `/api/admin/cases/${thread.id}`)).statusCode).toBe(200);
    const listed = (await admin('GET', '/api/admin/inbox')).json().threads.find((t: { id: string }) => t.id === thread.id);
    expect(listed.verifiedOwner).toEqual({ recordId: null, verifiedAt });
    const row = await ctx.database.db
      .selectFrom('inbox_threads')
      .select('owner_record_id')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_record_id).toBeNull();
  });

  it('a reference left by a deletion running at the same moment is never shown as a link', async () => {
    const owner = await verifiedOwner('Raced', 'rita.raced@example.net');
    const thread = await write('rita.raced@example.net', { shareVerifiedRecord: true }, owner.cookie);
    // As if the message was marked after the deletion had cleared the cases it knew of.
    await ctx.database.db.updateTable('inbox_threads').set({ owner_record_id: 'gone-record' }).where('id', '=', thread.id).execute();
    const detail = await admin('GET', `/api/admin/inbox/${thread.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().thread.verifiedOwner).toEqual({ recordId: null, verifiedAt: thread.verifiedOwner!.verifiedAt });
  });

  it('the retention rule removes the mark with the name and address, and the stub stays readable', async () => {
    const owner = await verifiedOwner('Retained', 'rhea.retained@example.net');
    const thread = await write('rhea.retained@example.net', { shareVerifiedRecord: true }, owner.cookie);
    expect((await admin('PATCH', `/api/admin/cases/${thread.id}`, { status: 'resolved' })).statusCode).toBe(200);

    await pruneCaseContent(ctx.database.db, Date.now() + (CASE_CONTENT_DAYS_AFTER_RESOLVED + 1) * DAY_MS);
    const detail = await admin('GET', `/api/admin/inbox/${thread.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().thread).toMatchObject({ fromEmail: '', verifiedOwner: null });
    const row = await ctx.database.db
      .selectFrom('inbox_threads')
      .select(['owner_record_id', 'owner_verified_at'])
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_record_id: null, owner_verified_at: null });
    // The record itself is the import's, not the case's: it stays.
    expect((await admin('GET', `/api/admin/breach-records/${owner.recordId}`)).statusCode).toBe(200);
  });
});
