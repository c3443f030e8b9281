// Two changes to one case at once take turns on the case's row (findThreadForChange, ADR 0251):
// the second waits for the first to commit and then acts on the case as the first left it. On
// PostgreSQL the row is taken with SELECT ... FOR UPDATE; on SQLite a writing transaction holds
// the write lock from its start. The holder in each test is a transaction that takes the row the
// way the code does and keeps it until the test lets go, so the order is certain on both.
import { CASE_CONTENT_REMOVED, CASE_CONTENT_REMOVED_SUBJECT, CASE_LINK_INVALID } from '@breachwatch/core/schemas/inbox';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStatusEntry, insertCase } from '../../test/case-fixtures.ts';
import { holdInTransaction, untilWaitingForLock } from '../../test/lock-waits.ts';
import { startSmtpServer, type LocalSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import type { Database } from '../db/schema.ts';
import { findThreadForChange } from '../inbox/inbox.repository.ts';
import { newId } from '../lib/ids.ts';
import { issueCaseLink } from './case-ledger.repository.ts';
import { addCaseMessage, takeCaseForMessage } from './cases.service.ts';

let ctx: TestContext;
let smtp: LocalSmtpServer;
let admin: string;
let ip = 0;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'BreachWatch Support <support@breachwatch.example>' });
  admin = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const db = () => ctx.database.db;
const kind = () => ctx.database.kind;

const sendCaseMessage = (token: string, message: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/cases/message', remoteAddress: `10.7.0.${++ip}`, payload: { token, message } });

/** What the retention rule does to a case it takes (ADR 0243), in the holder's transaction. */
async function reduceToStub(trx: Transaction<Database>, id: string) {
  await findThreadForChange(trx, kind(), id);
  await trx.updateTable('inbox_messages').set({ body: '', delivery_error: null }).where('thread_id', '=', id).execute();
  await trx.deleteFrom('case_links').where('thread_id', '=', id).execute();
  await trx
    .updateTable('inbox_threads')
    .set({ from_name: '', from_email: '', subject: CASE_CONTENT_REMOVED_SUBJECT, status: 'closed', case_status: 'resolved' })
    .where('id', '=', id)
    .execute();
  await addStatusEntry(trx, id, 'In progress -> Resolved', new Date().toISOString());
}

const messagesOf = async (id: string) =>
  (await db().selectFrom('inbox_messages').select(['direction', 'body']).where('thread_id', '=', id).orderBy('created_at').execute()).map(
    (m) => `${m.direction}:${m.body}`,
  );

describe('changes to one case take turns', () => {
  it('refuses a message through the link that waited while its case was reduced to a stub', async () => {
    const id = await insertCase(db(), { status: 'in_progress' });
    const token = await issueCaseLink(db(), id);
    const holder = holdInTransaction(ctx.database, (trx) => reduceToStub(trx, id));
    await holder.held;
    const message = sendCaseMessage(token, 'My new address is 4 Elm Road.');
    await untilWaitingForLock(ctx.database, message);
    holder.release();
    await holder.done;

    const answer = await message;
    expect(answer.statusCode).toBe(400);
    // As a link of a stub is answered: its links went with its content.
    expect(answer.json().error).toBe(CASE_LINK_INVALID);
    // The stub took nothing: its one message is still the one without words.
    expect(await messagesOf(id)).toEqual(['in:']);
    const thread = await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(thread).toMatchObject({ from_email: '', status: 'closed', case_status: 'resolved' });
  });

  it('makes a resolve wait for a message being added, and the resolve then sees the message', async () => {
    const id = await insertCase(db(), { status: 'in_progress' });
    await db().updateTable('inbox_threads').set({ case_status: 'waiting' }).where('id', '=', id).execute();
    const token = await issueCaseLink(db(), id);
    // The route's own transaction, held after it stored the message.
    const holder = holdInTransaction(ctx.database, async (trx) => {
      await addCaseMessage(trx, await takeCaseForMessage(trx, kind(), token), 'Here is the letter.');
    });
    await holder.held;
    const resolve = ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/cases/${id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'resolved' },
    });
    await untilWaitingForLock(ctx.database, resolve);
    holder.release();
    await holder.done;

    expect((await resolve).statusCode).toBe(200);
    // The message had put the case back with the team, and the resolve read that, not "waiting".
    const ledger = await db()
      .selectFrom('case_ledger')
      .select(['action', 'outcome'])
      .where('thread_id', '=', id)
      .orderBy('created_at')
      .orderBy('action')
      .execute();
    expect(ledger.slice(-2)).toEqual([
      { action: 'message', outcome: 'Message received' },
      { action: 'status', outcome: 'In progress -> Resolved' },
    ]);
    expect(await messagesOf(id)).toEqual(['in:My passport was copied.', 'in:Here is the letter.']);
    const thread = await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(thread).toMatchObject({ case_status: 'resolved', status: 'closed' });
  });

  it('does not mail a failed reply again once the retention rule that it waited for removed the case', async () => {
    const id = await insertCase(db(), { status: 'in_progress' });
    const replyId = newId();
    await db()
      .insertInto('inbox_messages')
      .values({
        id: replyId,
        thread_id: id,
        direction: 'out',
        body: 'We have asked the bank to freeze the account ending 4417.',
        created_at: new Date().toISOString(),
        delivery_status: 'failed',
        delivery_error: 'Mailbox unavailable',
        delivered_at: null,
      })
      .execute();
    const sentBefore = smtp.received.length;
    const holder = holdInTransaction(ctx.database, (trx) => reduceToStub(trx, id));
    await holder.held;
    const retry = ctx.app.inject({
      method: 'POST',
      url: `/api/admin/inbox/${id}/messages/${replyId}/retry`,
      headers: { authorization: `Bearer ${admin}` },
    });
    await untilWaitingForLock(ctx.database, retry);
    holder.release();
    await holder.done;

    const answer = await retry;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(CASE_CONTENT_REMOVED);
    expect(smtp.received).toHaveLength(sentBefore);
    const reply = await db().selectFrom('inbox_messages').selectAll().where('id', '=', replyId).executeTakeFirstOrThrow();
    expect(reply).toMatchObject({ body: '', delivery_status: 'failed' });
  });
});
