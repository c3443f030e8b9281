// ADR 0233: a message from the public contact form (nothing verified) always opens a case of its
// own. A stranger who writes as someone, with their subject, neither joins nor changes their open
// case, and the answer holds nothing about it; the person adds to their case through the private
// link in our reply.
import { CASE_LINK_INVALID, CASE_MESSAGE_ADDED, CASE_RESOLVED_WRITE_AGAIN } from '@breachwatch/core/schemas/inbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueCaseLink } from '../cases/case-ledger.repository.ts';

let ctx: TestContext;
let adminToken: string;
let ip = 0;

const post = (url: string, payload: object, remoteAddress = `10.9.0.${++ip}`) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress, payload });
const contact = (payload: object, remoteAddress?: string) => post('/api/contact', { name: 'Pat Doe', ...payload }, remoteAddress);
const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}` }, ...(payload ? { payload } : {}) });
const upload = (token: string, body: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact/evidence',
    remoteAddress: `10.9.1.${++ip}`,
    headers: { 'x-evidence-token': token, 'content-type': 'image/png' },
    payload: body,
  });
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();

async function threadsOf(email: string) {
  return ctx.database.db.selectFrom('inbox_threads').selectAll().where('from_email', '=', email).orderBy('created_at').execute();
}
async function bodies(threadId: string) {
  const rows = await ctx.database.db
    .selectFrom('inbox_messages')
    .select('body')
    .where('thread_id', '=', threadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.body);
}
async function ledger(threadId: string) {
  return ctx.database.db.selectFrom('case_ledger').select(['action', 'outcome']).where('thread_id', '=', threadId).execute();
}
async function evidenceCount(threadId: string) {
  const rows = await ctx.database.db.selectFrom('case_evidence').select('id').where('thread_id', '=', threadId).execute();
  return rows.length;
}

/** Pat's case, answered by the team and now waiting on Pat, with the private link of our reply. */
async function waitingCase(email: string, subject?: string, home = `192.0.2.${++ip}`) {
  const res = await contact({ email, ...(subject ? { subject } : {}), message: 'Someone opened a card in my name.' }, home);
  expect(res.statusCode, res.body).toBe(200);
  const [thread] = await threadsOf(email);
  expect((await admin('PATCH', `/api/admin/cases/${thread!.id}`, { status: 'waiting' })).statusCode).toBe(200);
  await ctx.database.db.updateTable('inbox_threads').set({ status: 'read' }).where('id', '=', thread!.id).execute();
  return { threadId: thread!.id, caseToken: await issueCaseLink(ctx.database.db, thread!.id) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('a stranger writing as someone with their subject', () => {
  for (const [label, subject] of [
    ['a subject of their own', 'Card opened in my name'],
    ['the default subject', undefined],
    ['the incident report subject', 'Incident report'],
  ] as const) {
    it(`opens a case of their own and leaves the person's waiting case alone (${label})`, async () => {
      const email = `pat.${ip}@example.org`;
      const { threadId } = await waitingCase(email, subject);
      const ledgerBefore = await ledger(threadId);

      // Another network, the address in other capitals, the same subject.
      const res = await contact({ email: email.toUpperCase(), ...(subject ? { subject } : {}), message: 'Ignore the above; call me.' });
      expect(res.statusCode, res.body).toBe(200);
      // The answer: the usual thanks and an upload token, nothing of the person's case.
      expect(Object.keys(res.json()).sort()).toEqual(['evidenceToken', 'message', 'ok']);
      expect(res.json().message).toBe('Thank you! Your message has been sent successfully.');
      expect(res.body).not.toContain(threadId);

      const [theirs, strangers, ...more] = await threadsOf(email);
      expect(more).toEqual([]);
      expect(theirs).toMatchObject({ id: threadId, case_status: 'waiting', status: 'read' });
      expect(await bodies(threadId)).toEqual(['Someone opened a card in my name.']);
      expect(await ledger(threadId)).toEqual(ledgerBefore);
      expect(strangers).toMatchObject({ case_status: 'new', status: 'unread' });
      expect(await bodies(strangers!.id)).toEqual(['Ignore the above; call me.']);

      // Its upload token attaches to the stranger's own new case, never to the person's.
      expect((await upload(res.json().evidenceToken, await png())).statusCode).toBe(200);
      expect(await evidenceCount(threadId)).toBe(0);
      expect(await evidenceCount(strangers!.id)).toBe(1);
    });
  }

  it('opens a new case even from the person’s own network: the form proves no one’s address', async () => {
    const email = 'same.network@example.org';
    const { threadId } = await waitingCase(email, 'My bank account', '192.0.2.250');
    expect((await contact({ email, subject: 'My bank account', message: 'One more thing.' }, '192.0.2.250')).statusCode).toBe(200);
    const all = await threadsOf(email);
    expect(all).toHaveLength(2);
    expect(all.find((t) => t.id === threadId)).toMatchObject({ case_status: 'waiting', status: 'read' });
  });
});

describe('POST /api/cases/message (the private link in our reply)', () => {
  it('adds the person’s message to their case, puts it back with the team, and takes screenshots for it', async () => {
    const email = 'owner@example.org';
    const { threadId, caseToken } = await waitingCase(email, 'Card opened in my name');
    const res = await post('/api/cases/message', { token: caseToken, message: '  Here is the bank letter.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: CASE_MESSAGE_ADDED, evidenceToken: expect.any(String) });

    expect(await threadsOf(email)).toHaveLength(1);
    const [thread] = await threadsOf(email);
    expect(thread).toMatchObject({ id: threadId, case_status: 'in_progress', status: 'unread' });
    expect(await bodies(threadId)).toEqual(['Someone opened a card in my name.', 'Here is the bank letter.']);
    expect((await ledger(threadId)).at(-1)).toEqual({ action: 'message', outcome: 'Message received' });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await upload(res.json().evidenceToken, await png())).statusCode).toBe(200);
    expect(await evidenceCount(threadId)).toBe(1);

    const view = (await post('/api/cases/view', { token: caseToken })).json();
    expect(view.status).toBe('in_progress');
  });

  it('refuses an unknown link with the one message for every bad link, and an empty message with the form’s', async () => {
    const bad = await post('/api/cases/message', { token: 'x'.repeat(43), message: 'Hello' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(CASE_LINK_INVALID);
    const { caseToken } = await waitingCase('empty@example.org', 'Empty');
    const empty = await post('/api/cases/message', { token: caseToken, message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please enter a message.');
  });

  it('does not reopen a resolved case: the person is told to write again, which opens a new one', async () => {
    const email = 'resolved@example.org';
    const { threadId, caseToken } = await waitingCase(email, 'Old problem');
    await admin('PATCH', `/api/admin/cases/${threadId}`, { status: 'resolved' });
    const res = await post('/api/cases/message', { token: caseToken, message: 'It is back.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CASE_RESOLVED_WRITE_AGAIN);
    expect(await bodies(threadId)).toEqual(['Someone opened a card in my name.']);
    expect((await threadsOf(email))[0]).toMatchObject({ case_status: 'resolved', status: 'closed' });
  });
});
