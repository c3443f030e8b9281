import type { Kysely } from 'kysely';
import { emailSpellings } from '@breachwatch/core/scan/email-variants';
import { CASE_LINK_LIFETIME, CASE_RETENTION_NOTICE, caseReplySubject, OTHER_CASES_MAX } from '@breachwatch/core/schemas/inbox';
import { recordAudit } from '../audit/audit.repository.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database, InboxThreadStatus } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { isoMinutesAgo, nowIso } from '../lib/time.ts';
import { describeMailError, NO_MAIL_SERVER_MESSAGE, type Mailer } from '../mail/mailer.ts';
import { addLedgerEntry, issueCaseLink } from '../cases/case-ledger.repository.ts';
import { isContentRemoved, refuseIfContentRemoved } from '../cases/case-retention.ts';
import * as repo from './inbox.repository.ts';
import type { InboxMessage, ThreadSummary } from './inbox.repository.ts';

export const THREAD_NOT_FOUND = 'Thread not found';
/** Threads per page of the inbox list (the console may ask for up to INBOX_MAX_PAGE at once). */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE = 500;
/** A reply stuck in "pending" this long (a crash mid-send) may be retried. */
export const STALE_PENDING_MINUTES = 5;

export interface ReplyContext {
  db: Kysely<Database>;
  /** How a change takes the case's row (findThreadForChange). */
  kind: DatabaseKind;
  mailer: Mailer;
  siteName: string;
  /** Where the person's answer to our e-mail should go. */
  replyTo: string;
  actorEmail: string | undefined;
  /** Where the person's private case link points; without it the mail carries none. */
  publicUrl?: string;
}

export async function openThread(db: Kysely<Database>, id: string, actorEmail: string | undefined) {
  return db.transaction().execute(async (trx) => {
    const thread = await repo.findThread(trx, id);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    const changed = thread.status === 'unread';
    if (changed) await repo.updateThread(trx, id, { status: 'read' });
    await recordAudit(trx, { actorEmail, action: 'inbox.view', target: id });
    const summary = (await repo.findThreadSummary(trx, id))!;
    return { thread: summary, messages: await repo.listMessages(trx, id), changed };
  });
}

/**
 * The other cases from this thread's address: since the contact form opens a case per message
 * (ADR 0233), one person who writes twice has two. Both spellings of an internationalised domain
 * are one address (ADR 0183); case does not matter, as every address is stored lower-cased.
 * Read-only: unlike opening the thread, it neither marks anything read nor writes an audit entry,
 * so the console may reload it whenever a case changes.
 */
export async function otherCases(db: Kysely<Database>, id: string) {
  const thread = await repo.findThread(db, id);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  // A stub has no address left (ADR 0243); matching its empty one would list every other stub.
  if (isContentRemoved(thread)) return { cases: [], more: 0 };
  const address = thread.from_email.trim().toLowerCase();
  const spellings = [...new Set(emailSpellings(address).map((s) => s.toLowerCase()))];
  return repo.listOtherCases(db, id, spellings, OTHER_CASES_MAX);
}

export async function setThreadStatus(
  db: Kysely<Database>,
  kind: DatabaseKind,
  id: string,
  status: InboxThreadStatus,
  actorEmail: string | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const thread = await repo.findThreadForChange(trx, kind, id);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    // Closing a thread resolves its case; reopening a resolved one puts it back in progress.
    const caseStatus = status === 'closed' ? 'resolved' : thread.case_status === 'resolved' ? 'in_progress' : thread.case_status;
    // A stub may be marked read or unread, not reopened (ADR 0243).
    if (caseStatus !== thread.case_status) refuseIfContentRemoved(thread);
    await repo.updateThread(trx, id, { status, case_status: caseStatus });
    if (caseStatus !== thread.case_status) {
      await addLedgerEntry(trx, {
        threadId: id,
        action: 'status',
        actorEmail: actorEmail ?? null,
        outcome: caseStatus === 'resolved' ? 'Conversation closed; case resolved' : 'Conversation reopened; case in progress',
        public: true,
      });
    }
    await recordAudit(trx, { actorEmail, action: 'inbox.status', target: id, details: { from: thread.status, to: status } });
    return (await repo.findThreadSummary(trx, id))!;
  });
}

/**
 * Sends one stored reply and records the outcome on it; never throws for a mail failure. The mail
 * carries our words only: the team's reply, the case link and a subject of our own with the case's
 * reference, never the person's subject or message. The form proves no address, so whatever it
 * let a stranger type would otherwise reach any address they named, sent from our domain (ADR 0300).
 */
async function deliver(ctx: ReplyContext, thread: { id: string; from_email: string }, messageId: string, body: string) {
  const ledger = (outcome: string) =>
    addLedgerEntry(ctx.db, { threadId: thread.id, action: 'reply', actorEmail: ctx.actorEmail, outcome, public: true });
  if (!ctx.mailer.configured) {
    await repo.recordDelivery(ctx.db, messageId, { status: 'not_sent', error: NO_MAIL_SERVER_MESSAGE, deliveredAt: null });
    await ledger('Reply written; not sent (no mail server)');
    return;
  }
  try {
    // Each mail carries its own private link to the case (only its hash is stored).
    const caseLink = ctx.publicUrl
      ? `\n\nSee your case and what we have done so far: ${ctx.publicUrl}/case#${await issueCaseLink(ctx.db, thread.id)}` +
        `\n${CASE_LINK_LIFETIME}` +
        `\n${CASE_RETENTION_NOTICE}`
      : '';
    await ctx.mailer.send({
      to: thread.from_email,
      subject: caseReplySubject(ctx.siteName, thread.id),
      text: `${body}${caseLink}\n\n--\n${ctx.siteName} support`,
      replyTo: ctx.replyTo,
    });
    await repo.recordDelivery(ctx.db, messageId, { status: 'sent', error: null, deliveredAt: nowIso() });
    await ledger('Reply sent by email');
  } catch (error) {
    await repo.recordDelivery(ctx.db, messageId, { status: 'failed', error: describeMailError(error), deliveredAt: null });
    await ledger('Reply written; the email failed and will be retried');
  }
}

async function result(
  db: Kysely<Database>,
  threadId: string,
  messageId: string,
): Promise<{ thread: ThreadSummary; message: InboxMessage }> {
  const thread = (await repo.findThreadSummary(db, threadId))!;
  const message = repo.toInboxMessage((await repo.findMessage(db, threadId, messageId))!);
  return { thread, message };
}

/** Stores the reply first (so nothing typed is lost), then tries to e-mail it. */
export async function reply(ctx: ReplyContext, threadId: string, body: string) {
  const messageId = newId();
  const now = nowIso();
  const thread = await ctx.db.transaction().execute(async (trx) => {
    const found = await repo.findThreadForChange(trx, ctx.kind, threadId);
    if (!found) throw notFound(THREAD_NOT_FOUND);
    refuseIfContentRemoved(found);
    await repo.insertMessage(trx, {
      id: messageId,
      thread_id: threadId,
      direction: 'out',
      body,
      created_at: now,
      delivery_status: 'pending',
      delivery_error: null,
      delivered_at: null,
      delivery_claimed_at: now,
    });
    await repo.updateThread(trx, threadId, {
      last_message_at: now,
      ...(found.status === 'unread' ? { status: 'read' } : {}),
      // Answering a new case means someone is on it.
      ...(found.case_status === 'new' ? { case_status: 'in_progress' } : {}),
    });
    await recordAudit(trx, { actorEmail: ctx.actorEmail, action: 'inbox.reply', target: threadId, details: { chars: body.length } });
    return found;
  });
  await deliver(ctx, thread, messageId, body);
  return result(ctx.db, threadId, messageId);
}

/** Sends a reply again after a failure, or once a mail server has been configured. */
export async function retryDelivery(ctx: ReplyContext, threadId: string, messageId: string) {
  // The case is read, and the reply claimed, under the case's row: a retry that met the
  // retention rule (ADR 0243) halfway either waited for it and reads the stub (409), or claimed
  // the reply first and the rule waited. Read without the row, it read the case before the rule
  // committed and mailed the person's address the words the rule had just removed.
  const { thread, body } = await ctx.db.transaction().execute(async (trx) => {
    const found = await repo.findThreadForChange(trx, ctx.kind, threadId);
    if (!found) throw notFound(THREAD_NOT_FOUND);
    refuseIfContentRemoved(found);
    const message = await repo.findMessage(trx, threadId, messageId);
    if (!message || message.direction !== 'out') throw notFound('Reply not found');
    const stalePending = isoMinutesAgo(STALE_PENDING_MINUTES);
    // Claiming the message atomically stops a double click from e-mailing the person twice. A
    // pending reply can be claimed again only when its last claim is stale (the sender died).
    const claimed = await trx
      .updateTable('inbox_messages')
      .set({ delivery_status: 'pending', delivery_error: null, delivery_claimed_at: nowIso() })
      .where('id', '=', messageId)
      .where((eb) =>
        eb.or([
          eb('delivery_status', 'in', ['failed', 'not_sent']),
          eb.and([eb('delivery_status', '=', 'pending'), eb(eb.fn.coalesce('delivery_claimed_at', 'created_at'), '<', stalePending)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, 'This reply has already been sent or is being sent.');
    await recordAudit(trx, { actorEmail: ctx.actorEmail, action: 'inbox.reply', target: threadId, details: { retry: true } });
    return { thread: found, body: message.body };
  });
  await deliver(ctx, thread, messageId, body);
  return result(ctx.db, threadId, messageId);
}
