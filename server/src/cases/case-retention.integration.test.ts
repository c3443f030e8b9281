// The retention rule for case content (ADR 0243): a resolved case's evidence files go when its
// link ends, its messages, the person's name and address and the team's notes a year after it was
// resolved, leaving a stub that keeps the inbox's figures. A reopened case, an open case however
// old, and every other case keep everything; running the prune again removes nothing more.
import {
  CASE_CONTENT_DAYS_AFTER_RESOLVED,
  CASE_CONTENT_REMOVED,
  CASE_CONTENT_REMOVED_SUBJECT,
  CASE_EVIDENCE_DAYS_AFTER_RESOLVED,
  CASE_RETENTION_NOTICE,
} from '@breachwatch/core/schemas/inbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { pruneCaseContent } from './case-retention.ts';

const DAY_MS = 24 * 60 * 60_000;
let smtp: LocalSmtpServer;
let ctx: TestContext;
let token: string;
let ip = 0;
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const db = () => ctx.database.db;

interface OpenedCase {
  id: string;
  name: string;
  email: string;
  caseToken: string;
}

/** A case as the person and the team make one: a message with a screenshot, a reply with a link, a note. */
async function openCase(name: string, email: string, message: string): Promise<OpenedCase> {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.9.0.${++ip}`,
    payload: { name, email, subject: `Help for ${name}`, message },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 9, g: 9, b: 9 } } })
    .png()
    .toBuffer();
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact/evidence',
    remoteAddress: `10.9.1.${++ip}`,
    headers: { 'x-evidence-token': sent.json().evidenceToken, 'content-type': 'image/png' },
    payload: png,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const list = (await admin('GET', '/api/admin/inbox')).json();
  const id = list.threads.find((t: { fromEmail: string }) => t.fromEmail === email).id as string;
  const before = smtp.received.length;
  expect((await admin('POST', `/api/admin/inbox/${id}/reply`, { body: `We are on it, ${name}.` })).statusCode).toBe(200);
  const mail = smtp.received[before]!.body.replace(/=\r\n/g, '');
  const caseToken = /\/case#([A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const note = await admin('POST', `/api/admin/cases/${id}/ledger`, {
    action: 'note',
    outcome: `Spoke to ${name}`,
    detail: `${name} lives at 12 Home Street`,
  });
  expect(note.statusCode, note.body).toBe(200);
  return { id, name, email, caseToken };
}

const setStatus = async (id: string, status: string) =>
  expect((await admin('PATCH', `/api/admin/cases/${id}`, { status })).statusCode).toBe(200);

/** Moves a case's status changes (and so its resolution) back by this many days. */
const statusDaysAgo = (id: string, days: number) =>
  db()
    .updateTable('case_ledger')
    .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('thread_id', '=', id)
    .where('action', '=', 'status')
    .execute();

/** Everything stored of a case, to show a case the rule must not touch is exactly as it was. */
async function snapshot(id: string) {
  return {
    thread: await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirst(),
    messages: await db().selectFrom('inbox_messages').selectAll().where('thread_id', '=', id).orderBy('id').execute(),
    ledger: await db().selectFrom('case_ledger').selectAll().where('thread_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    evidence: await db().selectFrom('case_evidence').selectAll().where('thread_id', '=', id).orderBy('id').execute(),
    links: await db().selectFrom('case_links').selectAll().where('thread_id', '=', id).orderBy('token_hash').execute(),
    tokens: await db().selectFrom('evidence_tokens').selectAll().where('thread_id', '=', id).orderBy('token_hash').execute(),
  };
}

/** The figures the console shows: the inbox's totals per status, unread, and each case's message count. */
async function figures() {
  const counts: Record<string, number> = {};
  for (const status of ['', 'new', 'in_progress', 'waiting', 'resolved']) {
    counts[status || 'all'] = (await admin('GET', `/api/admin/inbox${status ? `?caseStatus=${status}` : ''}`)).json().total;
  }
  const list = (await admin('GET', '/api/admin/inbox')).json();
  const stats = (await admin('GET', '/api/admin/stats')).json();
  return {
    counts,
    unread: list.unread,
    messageCounts: Object.fromEntries(list.threads.map((t: { id: string; messageCount: number }) => [t.id, t.messageCount])),
    dashboard: { totals: stats.totals, contactFlood: stats.contactFlood, outbox: stats.outbox },
  };
}

const retentionAudits = () => db().selectFrom('audit_log').selectAll().where('action', '=', 'cases.retention').orderBy('id').execute();

let due: OpenedCase;
let reopened: OpenedCase;
let openOld: OpenedCase;
let recent: OpenedCase;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'support@breachwatch.example',
    PUBLIC_URL: 'https://breachwatch.example',
  });
  token = await ctx.signIn();
  due = await openCase('Dana Due', 'dana@example.org', 'My passport was copied.');
  reopened = await openCase('Reo Pened', 'reo@example.org', 'My bank account was opened.');
  openOld = await openCase('Olive Old', 'olive@example.org', 'Still fighting a collector.');
  recent = await openCase('Rita Recent', 'rita@example.org', 'A card in my name.');
  await setStatus(due.id, 'resolved');
  await setStatus(reopened.id, 'resolved');
  await setStatus(reopened.id, 'in_progress');
  await setStatus(recent.id, 'resolved');
  // A case the team reopened, and a case never resolved, however long ago: nothing is due.
  await statusDaysAgo(reopened.id, CASE_CONTENT_DAYS_AFTER_RESOLVED * 2);
  const longAgo = new Date(Date.now() - CASE_CONTENT_DAYS_AFTER_RESOLVED * 2 * DAY_MS).toISOString();
  await db().updateTable('inbox_threads').set({ created_at: longAgo, last_message_at: longAgo }).where('id', '=', openOld.id).execute();
  await db().updateTable('case_ledger').set({ created_at: longAgo }).where('thread_id', '=', openOld.id).execute();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('the case retention rule', () => {
  let untouched: Record<string, Awaited<ReturnType<typeof snapshot>>>;
  let before: Awaited<ReturnType<typeof figures>>;

  it('tells the person both ends in each reply mail', () => {
    expect(smtp.received.at(-1)!.body.replace(/=\r\n/g, '').replace(/\s+/g, ' ')).toContain(CASE_RETENTION_NOTICE);
  });

  it('keeps everything of a case resolved less than the link lifetime ago', async () => {
    await statusDaysAgo(due.id, CASE_EVIDENCE_DAYS_AFTER_RESOLVED - 1);
    untouched = Object.fromEntries(await Promise.all([reopened, openOld, recent].map(async (c) => [c.id, await snapshot(c.id)])));
    before = await figures();
    const kept = await snapshot(due.id);
    expect(await pruneCaseContent(db())).toEqual({ evidenceFiles: 0, evidenceCases: 0, contentCases: 0 });
    expect(await snapshot(due.id)).toEqual(kept);
    expect(await retentionAudits()).toHaveLength(0);
  });

  it('removes the evidence files when the link ends, and nothing else', async () => {
    await statusDaysAgo(due.id, CASE_EVIDENCE_DAYS_AFTER_RESOLVED + 1);
    const kept = await snapshot(due.id);
    expect(kept.evidence).toHaveLength(1);
    expect(await pruneCaseContent(db())).toEqual({ evidenceFiles: 1, evidenceCases: 1, contentCases: 0 });
    const after = await snapshot(due.id);
    expect(after.evidence).toEqual([]);
    expect(after.tokens).toEqual([]);
    expect(after.thread).toEqual(kept.thread);
    expect(after.messages).toEqual(kept.messages);
    // The links stay: reopening the case opens them again (ADR 0240).
    expect(after.links).toEqual(kept.links);
    const view = (await admin('GET', `/api/admin/cases/${due.id}`)).json();
    expect(view.evidence).toEqual([]);
    expect(view.retention.evidenceRemovedAt).not.toBeNull();
    expect(view.retention.contentRemovedAt).toBeNull();
    expect(view.ledger.at(-1)).toMatchObject({ action: 'evidence_removed', public: false, actorEmail: null });
  });

  it('removes nothing more when it runs again', async () => {
    const kept = await snapshot(due.id);
    expect(await pruneCaseContent(db())).toEqual({ evidenceFiles: 0, evidenceCases: 0, contentCases: 0 });
    expect(await snapshot(due.id)).toEqual(kept);
    expect(await retentionAudits()).toHaveLength(1);
  });

  it(`leaves a content-free stub ${CASE_CONTENT_DAYS_AFTER_RESOLVED} days after resolution`, async () => {
    await statusDaysAgo(due.id, CASE_CONTENT_DAYS_AFTER_RESOLVED + 1);
    const kept = await snapshot(due.id);
    expect(await pruneCaseContent(db())).toEqual({ evidenceFiles: 0, evidenceCases: 0, contentCases: 1 });
    const after = await snapshot(due.id);
    expect(after.thread).toMatchObject({
      from_name: '',
      from_email: '',
      subject: CASE_CONTENT_REMOVED_SUBJECT,
      case_status: 'resolved',
      status: 'closed',
      created_at: kept.thread!.created_at,
      last_message_at: kept.thread!.last_message_at,
    });
    // Every message row stays, dated, without its words.
    expect(after.messages.map((m) => [m.id, m.direction, m.created_at, m.body])).toEqual(
      kept.messages.map((m) => [m.id, m.direction, m.created_at, '']),
    );
    expect(after.links).toEqual([]);
    const stored = JSON.stringify(after);
    for (const secret of ['Dana', 'dana@example.org', 'passport', 'Home Street', 'We are on it']) expect(stored).not.toContain(secret);
    // The ledger keeps what happened and when, not what was typed.
    expect(after.ledger.slice(0, kept.ledger.length).map((e) => [e.action, e.created_at])).toEqual(
      kept.ledger.map((e) => [e.action, e.created_at]),
    );
    const view = (await admin('GET', `/api/admin/cases/${due.id}`)).json();
    expect(view.retention.contentRemovedAt).not.toBeNull();
    expect(view.retention.contentRemovesAt).toBeNull();
    // Its old link no longer opens anything.
    const link = await ctx.app.inject({ method: 'POST', url: '/api/cases/view', payload: { token: due.caseToken } });
    expect(link.statusCode).toBe(400);
  });

  it('counts what it removed in the audit log, without anything of the person', async () => {
    const audits = await retentionAudits();
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[1]!.details!)).toEqual({ evidenceFiles: 0, evidenceCases: 0, contentCases: 1 });
    expect(audits[1]!.target).toBeNull();
  });

  it('keeps the inbox and dashboard figures and every other case as they were', async () => {
    expect(await figures()).toEqual(before);
    for (const c of [reopened, openOld, recent]) expect(await snapshot(c.id), c.name).toEqual(untouched[c.id]);
  });

  it('refuses to answer, reopen or add to a stub, and lists no other cases for it', async () => {
    for (const [method, url, payload] of [
      ['POST', `/api/admin/inbox/${due.id}/reply`, { body: 'Hello?' }],
      ['PATCH', `/api/admin/cases/${due.id}`, { status: 'in_progress' }],
      ['PATCH', `/api/admin/inbox/${due.id}`, { status: 'read' }],
      ['POST', `/api/admin/cases/${due.id}/ledger`, { action: 'call', outcome: 'Called' }],
    ] as const) {
      const res = await admin(method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error, url).toBe(CASE_CONTENT_REMOVED);
    }
    expect((await admin('GET', `/api/admin/inbox/${due.id}/other-cases`)).json()).toMatchObject({ cases: [], more: 0 });
  });

  it('says when a resolved case is due, and takes the evidence of a recent one once the clock passes its link end', async () => {
    const view = (await admin('GET', `/api/admin/cases/${recent.id}`)).json();
    const resolvedAt = Date.parse(view.retention.resolvedAt);
    expect(Date.parse(view.retention.evidenceRemovesAt) - resolvedAt).toBe(CASE_EVIDENCE_DAYS_AFTER_RESOLVED * DAY_MS);
    expect(Date.parse(view.retention.contentRemovesAt) - resolvedAt).toBe(CASE_CONTENT_DAYS_AFTER_RESOLVED * DAY_MS);
    expect((await admin('GET', `/api/admin/cases/${reopened.id}`)).json().retention).toMatchObject({
      resolvedAt: null,
      evidenceRemovesAt: null,
    });
    const later = Date.now() + (CASE_EVIDENCE_DAYS_AFTER_RESOLVED + 1) * DAY_MS;
    expect(await pruneCaseContent(db(), later)).toEqual({ evidenceFiles: 1, evidenceCases: 1, contentCases: 0 });
    expect((await snapshot(recent.id)).evidence).toEqual([]);
    for (const c of [reopened, openOld]) expect(await snapshot(c.id), c.name).toEqual(untouched[c.id]);
  });
});
