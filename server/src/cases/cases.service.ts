// Cases (issue 18): every contact thread is a case with a status, a ledger and, when the person
// shares it, their recovery-plan progress. The inbox's read state (unread badge) stays as it
// was; a resolved case closes its thread, so a new message from the person opens a new case.

import {
  caseReference,
  type CaseEntryCreate,
  type CaseStatus,
  CASE_LINK_DAYS_AFTER_RESOLVED,
  CASE_LINK_EXPIRED,
  CASE_LINK_INVALID,
  CASE_RESOLVED_WRITE_AGAIN,
  CASE_MESSAGE_OUTCOME,
  CASE_PROGRESS_SHARED_OUTCOME,
  CASE_STATUS_ADMIN_LABELS,
  caseEntryCreateSchema,
} from '@breachwatch/core/schemas/inbox';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database, InboxThreadsTable } from '../db/schema.ts';
import * as inbox from '../inbox/inbox.repository.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { isoMinutesAgo, nowIso } from '../lib/time.ts';
import { readProgress } from '../recovery-progress/recovery-progress.repository.ts';
import { listEvidence } from './case-evidence.ts';
import { caseRetention, isContentRemoved, refuseIfContentRemoved } from './case-retention.ts';
import { resolvedAt } from './case-resolved-at.ts';
import { addLedgerEntry, listLedger, threadIdForToken } from './case-ledger.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const CASE_NOT_FOUND = 'Case not found';

/** Changes a case's status, with a public ledger entry; resolving closes the thread, reopening reads it. */
export async function setCaseStatus(
  db: Kysely<Database>,
  kind: DatabaseKind,
  threadId: string,
  status: CaseStatus,
  actorEmail: string | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const thread = await inbox.findThreadForChange(trx, kind, threadId);
    if (!thread) throw notFound(CASE_NOT_FOUND);
    refuseIfContentRemoved(thread);
    if (thread.case_status !== status) {
      const threadStatus = status === 'resolved' ? 'closed' : thread.status === 'closed' ? 'read' : thread.status;
      await inbox.updateThread(trx, threadId, { case_status: status, status: threadStatus });
      await addLedgerEntry(trx, {
        threadId,
        action: 'status',
        actorEmail,
        outcome: `${CASE_STATUS_ADMIN_LABELS[thread.case_status]} -> ${CASE_STATUS_ADMIN_LABELS[status]}`,
        public: true,
      });
      await recordAudit(trx, { actorEmail, action: 'cases.status', target: threadId, details: { from: thread.case_status, to: status } });
    }
    return (await inbox.findThreadSummary(trx, threadId))!;
  });
}

/** A note (always internal), a call or a letter, recorded by an admin. */
export async function addManualEntry(
  db: Kysely<Database>,
  kind: DatabaseKind,
  threadId: string,
  input: CaseEntryCreate,
  actorEmail: string | undefined,
) {
  const entry = caseEntryCreateSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const thread = await inbox.findThreadForChange(trx, kind, threadId);
    if (!thread) throw notFound(CASE_NOT_FOUND);
    refuseIfContentRemoved(thread);
    const id = await addLedgerEntry(trx, {
      threadId,
      action: entry.action,
      actorEmail,
      outcome: entry.outcome,
      detail: entry.detail || null,
      public: entry.action === 'note' ? false : entry.public,
    });
    // Anything done on a new case means someone is on it.
    if (thread.case_status === 'new') await inbox.updateThread(trx, threadId, { case_status: 'in_progress' });
    await recordAudit(trx, { actorEmail, action: 'cases.entry', target: threadId, details: { action: entry.action } });
    return { id, thread: (await inbox.findThreadSummary(trx, threadId))! };
  });
}

type ProgressLink = { progress_record_id: string | null; progress_email_hash: string | null };

/**
 * Whether the thread's shared progress is still there to share: deleting a record unlinks its
 * cases (deleteRecords), and this also covers a link left from before that did.
 */
async function isProgressShared(db: Db, thread: ProgressLink): Promise<boolean> {
  if (!thread.progress_record_id || !thread.progress_email_hash) return false;
  const record = await db.selectFrom('breach_records').select('id').where('id', '=', thread.progress_record_id).executeTakeFirst();
  return record !== undefined;
}

async function sharedProgress(db: Db, thread: ProgressLink) {
  if (!(await isProgressShared(db, thread)) || !thread.progress_record_id || !thread.progress_email_hash) return null;
  const { steps } = await readProgress(db, { recordId: thread.progress_record_id, emailHash: thread.progress_email_hash });
  return steps as Record<string, 'done' | 'skipped'>;
}

export async function adminCase(db: Db, threadId: string) {
  const thread = await inbox.findThread(db, threadId);
  if (!thread) throw notFound(CASE_NOT_FOUND);
  return {
    ok: true as const,
    status: thread.case_status,
    ledger: await listLedger(db, threadId),
    progress: await sharedProgress(db, thread),
    evidence: await listEvidence(db, threadId),
    retention: await caseRetention(db, thread),
  };
}

/** The case a link found, while the link still opens it (ADR 0240); 400 otherwise. */
async function openedByLink<T extends { id: string; case_status: CaseStatus; from_email: string }>(
  db: Db,
  thread: T | undefined,
): Promise<T> {
  // A stub's links were removed with its content (ADR 0243); one read just before it was removed
  // is answered as the link would be now.
  if (!thread || isContentRemoved(thread)) throw badRequest(CASE_LINK_INVALID);
  // Stored times are ISO strings in UTC, which order as the times do.
  if (
    thread.case_status === 'resolved' &&
    ((await resolvedAt(db, thread.id)) ?? '') < isoMinutesAgo(CASE_LINK_DAYS_AFTER_RESOLVED * 24 * 60)
  ) {
    throw badRequest(CASE_LINK_EXPIRED);
  }
  return thread;
}

/** The case of a private link, while the link still opens it (ADR 0240). */
async function threadForToken(db: Db, token: string) {
  const threadId = await threadIdForToken(db, token);
  return openedByLink(db, threadId ? await inbox.findThread(db, threadId) : undefined);
}

/** What the person sees: status and the public ledger entries, never who on the team did what. */
export async function publicCase(db: Db, token: string) {
  const thread = await threadForToken(db, token);
  const entries = await listLedger(db, thread.id, true);
  return {
    ok: true as const,
    reference: caseReference(thread.id),
    status: thread.case_status,
    openedAt: thread.created_at,
    entries: entries.map((e) => ({ action: e.action, outcome: e.outcome, at: e.createdAt })),
    progressShared: await isProgressShared(db, thread),
  };
}

/** A case taking a message through its link, held by the transaction that adds the message. */
export type CaseTakingMessages = Selectable<InboxThreadsTable>;

/**
 * The case a message through this link would land in, read once and held until the transaction
 * ends: the link must open it and the case be open (400 otherwise). The route checks this before
 * the case's own limit and the flood guard count the message, so a message that could never
 * land spends neither (ADRs 0233, 0242). The case is read under its row (findThreadForChange),
 * so a resolve or the retention rule that got there first is seen, rather than the message
 * landing in a resolved case or a stub and its status being written back over the resolution.
 */
export async function takeCaseForMessage(trx: Transaction<Database>, kind: DatabaseKind, token: string): Promise<CaseTakingMessages> {
  const threadId = await threadIdForToken(trx, token);
  const thread = await openedByLink(trx, threadId ? await inbox.findThreadForChange(trx, kind, threadId) : undefined);
  if (thread.status === 'closed' || thread.case_status === 'resolved') throw badRequest(CASE_RESOLVED_WRITE_AGAIN);
  return thread;
}

/**
 * The person adds a message to their own case through the private link in our reply: the only
 * way a message joins an existing case (ADR 0233). A case waiting on the person is back with the
 * team; a resolved case is not reopened (ADR 0040): the person is told to write again. `thread`
 * is what takeCaseForMessage read in this same transaction, which still holds its row.
 */
export async function addCaseMessage(trx: Transaction<Database>, thread: CaseTakingMessages, message: string) {
  const now = nowIso();
  await inbox.insertMessage(trx, {
    id: newId(),
    thread_id: thread.id,
    direction: 'in',
    body: message,
    created_at: now,
    delivery_status: null,
    delivery_error: null,
    delivered_at: null,
  });
  await inbox.updateThread(trx, thread.id, {
    status: 'unread',
    last_message_at: now,
    case_status: thread.case_status === 'waiting' ? 'in_progress' : thread.case_status,
  });
  await addLedgerEntry(trx, {
    threadId: thread.id,
    action: 'message',
    actorEmail: null,
    outcome: CASE_MESSAGE_OUTCOME,
    public: true,
    at: now,
  });
  return (await inbox.findThreadSummary(trx, thread.id))!;
}

/** The person shares the recovery progress of their verified owner session with their case. */
export async function shareProgress(db: Kysely<Database>, token: string, owner: { recordId: string; emailHash: string }) {
  return db.transaction().execute(async (trx) => {
    const thread = await threadForToken(trx, token);
    await inbox.updateThread(trx, thread.id, { progress_record_id: owner.recordId, progress_email_hash: owner.emailHash });
    await addLedgerEntry(trx, {
      threadId: thread.id,
      action: 'message',
      actorEmail: null,
      outcome: CASE_PROGRESS_SHARED_OUTCOME,
      public: true,
    });
    await recordAudit(trx, { actorEmail: undefined, action: 'cases.progress-shared', target: thread.id });
    return (await inbox.findThreadSummary(trx, thread.id))!;
  });
}
