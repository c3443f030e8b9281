// A contact message opens a case; the team moves it through every status, records a call, a
// letter and an internal note; each reply mail carries a private link through which the person
// sees the status and the public ledger entries (never a note or who on the team did what), and
// can share the recovery progress of their verified session.
import {
  CASE_LINK_DAYS_AFTER_RESOLVED,
  CASE_LINK_EXPIRED,
  CASE_LINK_INVALID,
  CASE_RESOLVED_WRITE_AGAIN,
  CASE_SHARE_NEEDS_VERIFICATION,
} from '@breachwatch/core/schemas/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { sha256Hex } from '../lib/hash.ts';

let smtp: LocalSmtpServer;
let ctx: TestContext;
let token: string;
let ip = 0;
const contact = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: `10.8.0.${++ip}`, payload: { name: 'Pat Doe', ...payload } });
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'support@breachwatch.example',
    PUBLIC_URL: 'https://breachwatch.example',
  });
  token = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('a case', () => {
  let threadId: string;
  let caseToken: string;
  let mailSubject: string | undefined;

  it('opens with the first message, as a new case in the inbox', async () => {
    await contact({ email: 'pat@example.org', subject: 'Someone opened a card in my name', message: 'Please help.' });
    await contact({ email: 'other@example.org', message: 'Another case.' });
    const list = (await admin('GET', '/api/admin/inbox?caseStatus=new')).json();
    expect(list.total).toBe(2);
    threadId = list.threads.find((t: { fromEmail: string }) => t.fromEmail === 'pat@example.org').id;
    expect(list.threads[0].caseStatus).toBe('new');
    const c = (await admin('GET', `/api/admin/cases/${threadId}`)).json();
    expect(c.status).toBe('new');
    expect(c.ledger.map((e: { action: string }) => e.action)).toEqual(['opened']);
  });

  it('a reply is in the ledger, puts the case in progress and mails a private case link', async () => {
    const before = smtp.received.length;
    expect((await admin('POST', `/api/admin/inbox/${threadId}/reply`, { body: 'We are on it.' })).statusCode).toBe(200);
    const mail = smtp.received[before]!;
    mailSubject = mail.header('subject');
    caseToken = /\/case#([A-Za-z0-9_-]+)/.exec(mail.body.replace(/=\r\n/g, ''))![1]!;
    const stored = await ctx.database.db.selectFrom('case_links').selectAll().execute();
    expect(stored.map((l) => l.token_hash)).toEqual([sha256Hex(caseToken)]);
    const c = (await admin('GET', `/api/admin/cases/${threadId}`)).json();
    expect(c.status).toBe('in_progress');
    expect(c.ledger.at(-1)).toMatchObject({ action: 'reply', outcome: 'Reply sent by email', public: true });
    expect((await admin('GET', '/api/admin/inbox?caseStatus=in_progress')).json().threads.map((t: { id: string }) => t.id)).toEqual([
      threadId,
    ]);
  });

  it('goes through every status with calls, letters and notes in its ledger', async () => {
    expect((await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'waiting' })).json().thread.caseStatus).toBe('waiting');
    // The person answers through the link in our reply (ADR 0233): the case is back with the team.
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases/message',
      payload: { token: caseToken, message: 'Here is the letter.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await admin('GET', `/api/admin/cases/${threadId}`)).json().status).toBe('in_progress');
    await admin('POST', `/api/admin/cases/${threadId}/ledger`, { action: 'call', outcome: 'Called the bank: card blocked', public: true });
    await admin('POST', `/api/admin/cases/${threadId}/ledger`, {
      action: 'letter',
      outcome: 'Dispute letter sent to Equifax',
      public: true,
    });
    await admin('POST', `/api/admin/cases/${threadId}/ledger`, {
      action: 'note',
      outcome: 'Seems genuine',
      detail: 'internal',
      public: true,
    });
    const bad = await admin('POST', `/api/admin/cases/${threadId}/ledger`, { action: 'reply', outcome: '' });
    expect(bad.statusCode).toBe(400);
    const resolved = await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'resolved' });
    expect(resolved.json().thread).toMatchObject({ caseStatus: 'resolved', status: 'closed' });
    const c = (await admin('GET', `/api/admin/cases/${threadId}`)).json();
    expect(c.ledger.map((e: { action: string }) => e.action)).toEqual([
      'opened',
      'reply',
      'status',
      'message',
      'call',
      'letter',
      'note',
      'status',
    ]);
    const note = c.ledger.find((e: { action: string }) => e.action === 'note');
    expect(note).toMatchObject({ public: false, detail: 'internal' });
    expect(note.actorEmail).toMatch(/@example\.test$/);
    // A new message after resolution opens a new case.
    await contact({ email: 'pat@example.org', subject: 'Someone opened a card in my name', message: 'It happened again.' });
    expect((await admin('GET', '/api/admin/inbox?caseStatus=new')).json().total).toBe(2);
  });

  it('closing a conversation in the inbox resolves its case, with a ledger entry', async () => {
    const other = (await admin('GET', '/api/admin/inbox'))
      .json()
      .threads.find((t: { fromEmail: string }) => t.fromEmail === 'other@example.org');
    const closed = await admin('PATCH', `/api/admin/inbox/${other.id}`, { status: 'closed' });
    expect(closed.json().thread).toMatchObject({ status: 'closed', caseStatus: 'resolved' });
    const c = (await admin('GET', `/api/admin/cases/${other.id}`)).json();
    expect(c.ledger.at(-1)).toMatchObject({ action: 'status', outcome: 'Conversation closed; case resolved', public: true });
  });

  it('shows the person the status and the public entries only, through the private link', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/cases/view', payload: { token: caseToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'resolved', progressShared: false });
    // The reference our mail's subject names, not the subject the form was given: the link went
    // to whatever address was typed, and a stranger's words must not reach it (ADR 0300).
    expect(mailSubject).toMatch(new RegExp(` ${body.reference}$`));
    expect(JSON.stringify(body)).not.toContain('Someone opened a card');
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'opened',
      'reply',
      'status',
      'message',
      'call',
      'letter',
      'status',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Seems genuine|internal|example\.test/);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/cases/view', payload: { token: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(CASE_LINK_INVALID);
  });

  it('lets a verified owner share their recovery progress with the case', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/cases/progress', payload: { token: caseToken } });
    expect(none.statusCode).toBe(401);
    // Says what is needed and how, not that a session (that never existed) has ended.
    expect(none.json().error).toBe(CASE_SHARE_NEEDS_VERIFICATION);
    // A verified owner session (as the owner-verification flow leaves it) with two marked steps.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { rows: [{ 'First Name': 'Pat', 'Last Name': 'Doe', Email: 'pat@example.org' }] },
    });
    const record = await ctx.database.db.selectFrom('breach_records').select('id').executeTakeFirstOrThrow();
    const sessionToken = 'owner-session-token-for-the-case-test-0001';
    const now = new Date();
    await ctx.database.db
      .insertInto('owner_sessions')
      .values({
        id: 's1',
        token_hash: sha256Hex(sessionToken),
        record_id: record.id,
        subject_hash: 'hash-of-pat',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 600_000).toISOString(),
        revoked_at: null,
      })
      .execute();
    const cookie = `bw_owner=${sessionToken}`;
    const marked = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/owner/recovery-progress',
      headers: { cookie },
      payload: { steps: { 'credit-freeze': 'done', 'fraud-alert': 'skipped' } },
    });
    expect(marked.statusCode).toBe(200);
    const shared = await ctx.app.inject({ method: 'POST', url: '/api/cases/progress', headers: { cookie }, payload: { token: caseToken } });
    expect(shared.json().progressShared).toBe(true);
    const c = (await admin('GET', `/api/admin/cases/${threadId}`)).json();
    expect(c.progress).toEqual({ 'credit-freeze': 'done', 'fraud-alert': 'skipped' });
  });

  it('stops sharing, and says so, once the shared record is deleted', async () => {
    const view = async () => (await ctx.app.inject({ method: 'POST', url: '/api/cases/view', payload: { token: caseToken } })).json();
    expect((await view()).progressShared).toBe(true);
    const record = await ctx.database.db.selectFrom('breach_records').select('id').executeTakeFirstOrThrow();
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/breach-records/${record.id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    // The person is not told their progress is shared when there is none to share...
    expect((await view()).progressShared).toBe(false);
    // ...and the team no longer sees the progress of a record that is gone.
    expect((await admin('GET', `/api/admin/cases/${threadId}`)).json().progress).toBeNull();
    const thread = await ctx.database.db
      .selectFrom('inbox_threads')
      .select(['progress_record_id', 'progress_email_hash'])
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow();
    expect(thread).toEqual({ progress_record_id: null, progress_email_hash: null });
    expect(
      await ctx.database.db.selectFrom('recovery_progress_steps').select('step_id').where('record_id', '=', record.id).execute(),
    ).toEqual([]);
    // The owner's session ended with the record: sharing again needs a new verification.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases/progress',
      headers: { cookie: 'bw_owner=owner-session-token-for-the-case-test-0001' },
      payload: { token: caseToken },
    });
    expect(again.statusCode).toBe(401);
    expect((await view()).progressShared).toBe(false);
    // A link to a record deleted before cases were unlinked with it says the same.
    await ctx.database.db
      .updateTable('inbox_threads')
      .set({ progress_record_id: record.id, progress_email_hash: 'hash-of-pat' })
      .where('id', '=', threadId)
      .execute();
    expect((await view()).progressShared).toBe(false);
    expect((await admin('GET', `/api/admin/cases/${threadId}`)).json().progress).toBeNull();
  });
});

// The link sits in a mailbox, which is what identity thieves take over: once a case is resolved,
// its link opens it for CASE_LINK_DAYS_AFTER_RESOLVED more days, then never again (ADR 0240).
describe('a case link after its case is resolved', () => {
  const DAY_MS = 24 * 60 * 60_000;
  let threadId: string;
  let caseToken: string;
  const view = () => ctx.app.inject({ method: 'POST', url: '/api/cases/view', payload: { token: caseToken } });
  /** Moves the resolution (the latest status entry) back by this many days. */
  const resolvedDaysAgo = async (days: number) => {
    const at = new Date(Date.now() - days * DAY_MS).toISOString();
    await ctx.database.db
      .updateTable('case_ledger')
      .set({ created_at: at })
      .where('thread_id', '=', threadId)
      .where('action', '=', 'status')
      .execute();
  };

  beforeAll(async () => {
    await contact({ email: 'lee@example.org', subject: 'My tax refund was taken', message: 'Someone filed in my name.' });
    const list = (await admin('GET', '/api/admin/inbox')).json();
    threadId = list.threads.find((t: { fromEmail: string }) => t.fromEmail === 'lee@example.org').id;
    const before = smtp.received.length;
    expect((await admin('POST', `/api/admin/inbox/${threadId}/reply`, { body: 'We filed the affidavit.' })).statusCode).toBe(200);
    const mail = smtp.received[before]!.body.replace(/=\r\n/g, '');
    caseToken = /\/case#([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    // The person is told how long the link lasts.
    expect(mail.replace(/\s+/g, ' ')).toContain(`for ${CASE_LINK_DAYS_AFTER_RESOLVED} days after it is resolved`);
    expect((await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'resolved' })).statusCode).toBe(200);
  });

  it(`still opens the case ${CASE_LINK_DAYS_AFTER_RESOLVED} days after it was resolved`, async () => {
    await resolvedDaysAgo(CASE_LINK_DAYS_AFTER_RESOLVED - 1);
    const res = await view();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('resolved');
    // Still told to write again, not that the link is gone.
    const more = await ctx.app.inject({
      method: 'POST',
      url: '/api/cases/message',
      payload: { token: caseToken, message: 'One more thing.' },
    });
    expect(more.json().error).toBe(CASE_RESOLVED_WRITE_AGAIN);
  });

  it('no longer opens it nor takes a message after that, and says why', async () => {
    await resolvedDaysAgo(CASE_LINK_DAYS_AFTER_RESOLVED + 1);
    for (const url of ['/api/cases/view', '/api/cases/message']) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: { token: caseToken, message: 'Hello again.' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe(CASE_LINK_EXPIRED);
      expect(res.body, url).not.toMatch(/tax refund|affidavit/);
    }
  });

  it('opens again when the team reopens the case, however long ago it was resolved', async () => {
    expect((await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'in_progress' })).statusCode).toBe(200);
    await resolvedDaysAgo(400);
    expect((await view()).statusCode).toBe(200);
  });

  it('dates a case resolved before the ledger existed by its last message', async () => {
    expect((await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'resolved' })).statusCode).toBe(200);
    await ctx.database.db.deleteFrom('case_ledger').where('thread_id', '=', threadId).where('action', '=', 'status').execute();
    const lastMessageAt = (days: number) =>
      ctx.database.db
        .updateTable('inbox_threads')
        .set({ last_message_at: new Date(Date.now() - days * DAY_MS).toISOString() })
        .where('id', '=', threadId)
        .execute();
    await lastMessageAt(10);
    expect((await view()).statusCode).toBe(200);
    await lastMessageAt(CASE_LINK_DAYS_AFTER_RESOLVED + 1);
    expect((await view()).json().error).toBe(CASE_LINK_EXPIRED);
  });
});
