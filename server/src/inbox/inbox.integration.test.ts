import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecentAudit } from '../audit/audit.repository.ts';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ipCounter = 0;
async function contact(ctx: TestContext, fields: { name?: string; email?: string; subject?: string; message?: string } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.1.0.${++ipCounter}`,
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Identity theft',
      message: 'Someone opened a loan in my name.',
      ...fields,
    },
  });
  expect(res.statusCode).toBe(200);
}

function call(ctx: TestContext, token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

describe('admin inbox without a mail server', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = await ctx.signIn();
  });
  afterAll(async () => ctx.close());

  it('is behind the admin guard', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/inbox' })).statusCode).toBe(401);
    const userToken = await ctx.signIn('user');
    expect((await call(ctx, userToken, 'GET', '/api/admin/inbox')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/inbox/x/reply', payload: { body: 'hi' } })).statusCode).toBe(401);
  });

  it('lists threads newest first with the unread count', async () => {
    await contact(ctx, { email: 'first@example.org', message: 'First message' });
    await contact(ctx, { email: 'second@example.org', message: 'Second message' });
    const res = await call(ctx, token, 'GET', '/api/admin/inbox');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(2);
    expect(body.mailConfigured).toBe(false);
    expect(body.threads.map((t: { fromEmail: string }) => t.fromEmail)).toEqual(['second@example.org', 'first@example.org']);
    expect(body.threads[0]).toMatchObject({
      fromName: 'Ada Lovelace',
      subject: 'Identity theft',
      status: 'unread',
      preview: 'Second message',
      messageCount: 1,
    });
  });

  it('opens a thread with its messages, marks it read and audits the view', async () => {
    const list = (await call(ctx, token, 'GET', '/api/admin/inbox')).json();
    const id = list.threads[0].id as string;
    const res = await call(ctx, token, 'GET', `/api/admin/inbox/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.thread).toMatchObject({ id, status: 'read' });
    expect(body.messages).toEqual([expect.objectContaining({ direction: 'in', body: 'Second message', deliveryStatus: null })]);
    expect((await call(ctx, token, 'GET', '/api/admin/inbox')).json().unread).toBe(1);
    const audit = await listRecentAudit(ctx.database.db);
    expect(audit.some((a) => a.action === 'inbox.view' && a.target === id)).toBe(true);
  });

  it('answers an unknown thread with "Thread not found"', async () => {
    const res = await call(ctx, token, 'GET', '/api/admin/inbox/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Thread not found' });
    const reply = await call(ctx, token, 'POST', '/api/admin/inbox/00000000-0000-0000-0000-000000000000/reply', { body: 'Hello' });
    expect(reply.statusCode).toBe(404);
  });

  it('marks threads unread, read and closed; closed threads leave the unread count', async () => {
    const id = (await call(ctx, token, 'GET', '/api/admin/inbox')).json().threads[1].id as string;
    for (const status of ['read', 'unread', 'closed'] as const) {
      const res = await call(ctx, token, 'PATCH', `/api/admin/inbox/${id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().thread.status).toBe(status);
    }
    expect((await call(ctx, token, 'GET', '/api/admin/inbox')).json().unread).toBe(0);
    expect((await call(ctx, token, 'PATCH', `/api/admin/inbox/${id}`, { status: 'deleted' })).statusCode).toBe(400);
    const audit = await listRecentAudit(ctx.database.db);
    expect(audit.filter((a) => a.action === 'inbox.status' && a.target === id)).toHaveLength(3);
  });

  it('keeps a reply it cannot send, marked "not sent: no mail server configured"', async () => {
    const id = (await call(ctx, token, 'GET', '/api/admin/inbox')).json().threads[0].id as string;
    const res = await call(ctx, token, 'POST', `/api/admin/inbox/${id}/reply`, { body: '  We are on it.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({
      direction: 'out',
      body: 'We are on it.',
      deliveryStatus: 'not_sent',
      deliveryError: 'not sent: no mail server configured',
    });
    const thread = (await call(ctx, token, 'GET', `/api/admin/inbox/${id}`)).json();
    expect(thread.messages.map((m: { direction: string; deliveryStatus: string | null }) => [m.direction, m.deliveryStatus])).toEqual([
      ['in', null],
      ['out', 'not_sent'],
    ]);
    expect((await call(ctx, token, 'POST', `/api/admin/inbox/${id}/reply`, { body: '   ' })).json().error).toBe('Please write a reply.');
  });
});

describe('admin inbox replies over SMTP', () => {
  let ctx: TestContext;
  let smtp: LocalSmtpServer;
  let token: string;
  let threadId: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'BreachWatch Support <support@breachwatch.example>',
      CONTACT_EMAIL: 'help@breachwatch.example',
    });
    token = await ctx.signIn();
    await contact(ctx, { email: 'Person@Example.org', subject: 'Card stolen' });
    threadId = (await call(ctx, token, 'GET', '/api/admin/inbox')).json().threads[0].id;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('e-mails the reply to the person and records it as sent', async () => {
    const res = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/reply`, { body: 'Freeze your credit today.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ deliveryStatus: 'sent', deliveryError: null });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['person@example.org']);
    expect(mail.from).toBe('support@breachwatch.example');
    // Our own words and the case's reference, not the person's subject (ADR 0300).
    expect(mail.header('subject')).toBe(`Your BreachWatch support case ${threadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(mail.raw).not.toContain('Card stolen');
    expect(mail.header('reply-to')).toBe('help@breachwatch.example');
    expect(mail.body).toContain('Freeze your credit today.');
    const audit = await listRecentAudit(ctx.database.db);
    expect(audit.some((a) => a.action === 'inbox.reply' && a.target === threadId)).toBe(true);
  });

  it('shows a refused delivery on the message and sends it on retry', async () => {
    smtp.rejectWith = 'Mailbox unavailable';
    const res = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/reply`, { body: 'Second reply, kept safe.' });
    expect(res.statusCode).toBe(200);
    const message = res.json().message;
    expect(message.deliveryStatus).toBe('failed');
    expect(message.deliveryError).toContain('550');
    expect(smtp.received).toHaveLength(1);

    smtp.rejectWith = undefined;
    const retry = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/messages/${message.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toMatchObject({
      id: message.id,
      deliveryStatus: 'sent',
      deliveryError: null,
      body: 'Second reply, kept safe.',
    });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.body).toContain('Second reply, kept safe.');

    const again = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/messages/${message.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(smtp.received).toHaveLength(2);
  });

  it('will not send an old reply twice while a retry of it is sending, but takes over a stale send', async () => {
    smtp.rejectWith = 'Mailbox unavailable';
    const res = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/reply`, { body: 'An old reply.' });
    const messageId = res.json().message.id as string;
    smtp.rejectWith = undefined;
    const sentBefore = smtp.received.length;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    // Written an hour ago, and a retry has just claimed it: that retry is sending it now.
    await ctx.database.db
      .updateTable('inbox_messages')
      .set({ created_at: hourAgo, delivery_status: 'pending', delivery_claimed_at: new Date().toISOString() })
      .where('id', '=', messageId)
      .execute();
    const second = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/messages/${messageId}/retry`);
    expect(second.statusCode).toBe(409);
    expect(smtp.received).toHaveLength(sentBefore);

    // The sending process died: an hour later the claim is stale and a retry may take it.
    await ctx.database.db.updateTable('inbox_messages').set({ delivery_claimed_at: hourAgo }).where('id', '=', messageId).execute();
    const takeover = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/messages/${messageId}/retry`);
    expect(takeover.statusCode).toBe(200);
    expect(takeover.json().message.deliveryStatus).toBe('sent');
    expect(smtp.received).toHaveLength(sentBefore + 1);
  });

  it('never carries what a stranger typed into the mail it sends to the address they named', async () => {
    // The form proves no address: anyone can name a victim's address and choose the words.
    const lure = {
      email: 'victim@example.net',
      name: 'Security Desk call 555 0100 now',
      subject: 'Your account is suspended call 555 0199',
      message: 'Verify your card at evil.example today',
    };
    await contact(ctx, lure);
    const threads = (await call(ctx, token, 'GET', '/api/admin/inbox')).json().threads as { id: string; fromEmail: string }[];
    const lured = threads.find((t) => t.fromEmail === lure.email)!.id;
    const sentBefore = smtp.received.length;
    for (const body of ['We have your message.', 'A second answer in the same case.']) {
      const res = await call(ctx, token, 'POST', `/api/admin/inbox/${lured}/reply`, { body });
      expect(res.json().message.deliveryStatus).toBe('sent');
    }
    const mails = smtp.received.slice(sentBefore);
    expect(mails.map((m) => m.to)).toEqual([[lure.email], [lure.email]]);
    for (const mail of mails) {
      for (const words of ['suspended', '555 0199', 'Security Desk', '555 0100', 'evil.example', 'Verify your card']) {
        expect(mail.raw, words).not.toContain(words);
      }
    }
    // One subject for the case, so the person's mail app keeps its answers together, and
    // another case's differs.
    expect(mails[0]!.header('subject')).toBe(mails[1]!.header('subject'));
    expect(mails[0]!.header('subject')).not.toBe(smtp.received[0]!.header('subject'));
  });

  it('records an unreachable mail server as a failure, not an error page', async () => {
    await smtp.close();
    const res = await call(ctx, token, 'POST', `/api/admin/inbox/${threadId}/reply`, { body: 'Third reply.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.deliveryStatus).toBe('failed');
    expect(res.json().message.deliveryError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });
});

describe('an inbox larger than one page, and a flood', () => {
  let ctx: TestContext;
  let token: string;
  const older = 'first-real@example.org';
  beforeAll(async () => {
    ctx = await createTestContext({ CONTACT_FLOOD_LIMIT: '1000' });
    token = await ctx.signIn();
    // A real message first, then 620 threads from rotating addresses burying it (more than
    // the old fixed list of 500 showed). Inserted directly: the HTTP path is tested above.
    const base = Date.UTC(2026, 10, 1);
    const threads = [older, ...Array.from({ length: 620 }, (_, i) => `flood${i}@example.org`)].map((email, i) => ({
      id: `t-${String(i).padStart(4, '0')}`,
      from_name: 'Sender',
      from_email: email,
      subject: 'Hello',
      status: 'unread' as const,
      last_message_at: new Date(base + i * 1000).toISOString(),
      created_at: new Date(base + i * 1000).toISOString(),
    }));
    for (let i = 0; i < threads.length; i += 100)
      await ctx.database.db
        .insertInto('inbox_threads')
        .values(threads.slice(i, i + 100))
        .execute();
  });
  afterAll(async () => ctx.close());

  it('pages newest first through every thread, down to the oldest', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/inbox?limit=100${cursor ? `&before=${cursor}` : ''}`;
      const body = (await call(ctx, token, 'GET', url)).json();
      expect(body.total).toBe(621);
      expect(body.unread).toBe(621);
      seen.push(...body.threads.map((t: { fromEmail: string }) => t.fromEmail));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(new Set(seen).size).toBe(621);
    expect(seen[0]).toBe('flood619@example.org');
    expect(seen.at(-1)).toBe(older);
  });

  it('keeps the first page at 50 threads by default and refuses a forged cursor', async () => {
    expect((await call(ctx, token, 'GET', '/api/admin/inbox')).json().threads).toHaveLength(50);
    const res = await call(ctx, token, 'GET', '/api/admin/inbox?before=not-a-cursor');
    expect(res.statusCode).toBe(400);
  });
});
