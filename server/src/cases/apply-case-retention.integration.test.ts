// The retention rule tells open consoles what it removed (ADR 0275): an admin who has a case on
// screen when its content goes must not keep seeing the person's words until a reload.
import { CASE_CONTENT_DAYS_AFTER_RESOLVED, CASE_CONTENT_REMOVED_SUBJECT } from '@breachwatch/core/schemas/inbox';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { ThreadSummary } from '../inbox/inbox.repository.ts';
import { applyCaseRetention } from './apply-case-retention.ts';

const DAY_MS = 24 * 60 * 60_000;
let ctx: TestContext;
let token: string;
let socket: Socket;
const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  socket = connect(`http://127.0.0.1:${address.port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
});
afterAll(async () => {
  socket.disconnect();
  await ctx.close();
});

/** A resolved case from `email`, resolved `days` ago. */
async function resolvedCase(email: string, remoteAddress: string, days: number): Promise<string> {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Rosa Keller', email, subject: 'My bank account', message: 'Someone opened a loan in my name at 4 Elm Road.' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = (await admin('GET', '/api/admin/inbox')).json().threads.find((t: ThreadSummary) => t.fromEmail === email).id as string;
  expect((await admin('PATCH', `/api/admin/cases/${id}`, { status: 'resolved' })).statusCode).toBe(200);
  await ctx.database.db
    .updateTable('case_ledger')
    .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
    .where('thread_id', '=', id)
    .where('action', '=', 'status')
    .execute();
  return id;
}

describe('the retention rule in a running server', () => {
  it('tells the open consoles which cases lost their content, with their stub summaries', async () => {
    const due = await resolvedCase('rosa@example.org', '10.31.0.1', CASE_CONTENT_DAYS_AFTER_RESOLVED + 1);
    const recent = await resolvedCase('rosa.k@example.org', '10.31.0.2', 1);
    const events: ThreadSummary[][] = [];
    socket.on('cases:retention', (threads: ThreadSummary[]) => events.push(threads));

    expect(await applyCaseRetention(ctx.app)).toMatchObject({ contentCases: 1 });
    // Delivered through the socket, so it may land just after the call returns.
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toEqual([
      expect.objectContaining({
        id: due,
        fromName: '',
        fromEmail: '',
        subject: CASE_CONTENT_REMOVED_SUBJECT,
        preview: '',
        status: 'closed',
      }),
    ]);
    const told = JSON.stringify(events);
    for (const secret of ['Rosa', 'rosa@example.org', 'Elm Road', 'loan']) expect(told).not.toContain(secret);
    expect(told).not.toContain(recent);

    // Nothing left to remove: nothing to tell.
    await applyCaseRetention(ctx.app);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toHaveLength(1);
  });
});
