// The retention rule for case content (ADR 0243). A resolved case's evidence files go when its
// link ends; its messages, the person's name and address and the team's free text go a year
// after it was resolved. What is left is a stub (status, dates, the ledger's actions and the
// message count), so the inbox's figures and a case's history stay right without anything in
// them that could hurt the person if the database leaked.

import {
  CASE_CONTENT_DAYS_AFTER_RESOLVED,
  CASE_CONTENT_REMOVED,
  CASE_CONTENT_REMOVED_SUBJECT,
  CASE_EVIDENCE_DAYS_AFTER_RESOLVED,
  isCaseContentRemoved,
  MANUAL_CASE_ACTIONS,
} from '@breachwatch/core/schemas/inbox';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { isoMinutesAgo } from '../lib/time.ts';
import { addLedgerEntry } from './case-ledger.repository.ts';
import { resolvedAt, resolvedAtSql } from './case-resolved-at.ts';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;
/**
 * Cases per transaction. Each batch holds the write lock (SQLite) or its rows (PostgreSQL) only
 * for a few hundred small statements, and the loop yields between batches, so a backlog of
 * thousands of old cases on the first run never stalls the inbox or an import.
 */
export const RETENTION_BATCH = 100;

/**
 * A case whose content was removed keeps an empty sender address. The contact form never stores
 * one (it requires a valid address), so this marks the stub without a column of its own; the
 * console reads it the same way (isCaseContentRemoved in core).
 */
export function isContentRemoved(thread: { from_email: string }): boolean {
  return isCaseContentRemoved({ fromEmail: thread.from_email });
}

/** A removed case has no one to write to and nothing to add to: changing it is refused. */
export function refuseIfContentRemoved(thread: { from_email: string }): void {
  if (isContentRemoved(thread)) throw new HttpError(409, CASE_CONTENT_REMOVED);
}

export interface RetentionResult {
  /** Evidence files deleted, and the cases they belonged to. */
  evidenceFiles: number;
  evidenceCases: number;
  /** Cases reduced to a stub. */
  contentCases: number;
}

/** Called after each batch commits, with the cases it changed (at most RETENTION_BATCH). */
export type RetentionBatchDone = (threadIds: string[]) => Promise<void>;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolved cases resolved before `cutoff`, at most one batch, chosen inside the batch's transaction. */
function dueCases(trx: Transaction<Database>, cutoff: string) {
  return trx
    .selectFrom('inbox_threads as t')
    .select('t.id')
    .where('t.case_status', '=', 'resolved')
    .where(resolvedAtSql('t'), '<', cutoff)
    .orderBy('t.id')
    .limit(RETENTION_BATCH);
}

/**
 * Takes the chosen cases for this transaction: an update that changes nothing but holds each
 * case's row until the batch commits, and on PostgreSQL checks each row again as it stands once
 * a writer before it let go. A case reopened since it was chosen, or already reduced to its stub
 * by another instance running the rule at the same moment, is not taken; on SQLite the
 * transactions take turns anyway.
 */
async function claimCases(trx: Transaction<Database>, ids: string[], cutoff: string, stubsToo: boolean): Promise<string[]> {
  // Not aliased: SQLite's RETURNING names the table's own columns only.
  let claim = trx
    .updateTable('inbox_threads')
    .set({ case_status: 'resolved' })
    .where('id', 'in', ids)
    .where('case_status', '=', 'resolved')
    .where(resolvedAtSql('inbox_threads'), '<', cutoff);
  if (!stubsToo) claim = claim.where('from_email', '<>', '');
  return (await claim.returning('id').execute()).map((r) => r.id);
}

/** One batch of evidence removal; the cases it took (none: nothing left to do). */
async function removeEvidenceBatch(db: Kysely<Database>, cutoff: string, at: string, result: RetentionResult): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await dueCases(trx, cutoff)
      .where((eb) => eb.exists(eb.selectFrom('case_evidence as e').select('e.id').whereRef('e.thread_id', '=', 't.id')))
      .execute();
    if (due.length === 0) return [];
    const ids = await claimCases(
      trx,
      due.map((r) => r.id),
      cutoff,
      true,
    );
    // None taken: another instance is on them (and goes on), or they were reopened meanwhile.
    if (ids.length === 0) return [];
    // Counted from the rows this transaction deleted: files another instance removed first are
    // not counted, nor entered in the ledger, a second time.
    const deleted = await trx.deleteFrom('case_evidence').where('thread_id', 'in', ids).returning('thread_id').execute();
    await trx.deleteFrom('evidence_tokens').where('thread_id', 'in', ids).execute();
    const files = new Map<string, number>();
    for (const { thread_id } of deleted) files.set(thread_id, (files.get(thread_id) ?? 0) + 1);
    for (const [threadId, count] of files) {
      await addLedgerEntry(trx, {
        threadId,
        action: 'evidence_removed',
        actorEmail: null,
        outcome: `${count} evidence ${count === 1 ? 'file' : 'files'} removed under the retention rule`,
        public: false,
        at,
      });
      result.evidenceFiles += count;
    }
    result.evidenceCases += files.size;
    return ids;
  });
}

/** One batch of cases reduced to their stub (none: nothing left to do). */
async function removeContentBatch(db: Kysely<Database>, cutoff: string, at: string, result: RetentionResult): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await dueCases(trx, cutoff).where('t.from_email', '<>', '').execute();
    if (due.length === 0) return [];
    const ids = await claimCases(
      trx,
      due.map((r) => r.id),
      cutoff,
      false,
    );
    // None taken: another instance is on them (and goes on), or they were reopened meanwhile.
    if (ids.length === 0) return [];
    // Rows stay, so the message count, the dates and who on the team acted stay; the words go.
    // A delivery error can quote the address, so it goes too.
    await trx.updateTable('inbox_messages').set({ body: '', delivery_error: null }).where('thread_id', 'in', ids).execute();
    await trx.updateTable('case_ledger').set({ detail: null }).where('thread_id', 'in', ids).execute();
    // The other entries' outcomes are written by the server ("Reply sent by email"); these are typed.
    await trx
      .updateTable('case_ledger')
      .set({ outcome: '' })
      .where('thread_id', 'in', ids)
      .where('action', 'in', [...MANUAL_CASE_ACTIONS])
      .execute();
    await trx.deleteFrom('case_evidence').where('thread_id', 'in', ids).execute();
    await trx.deleteFrom('evidence_tokens').where('thread_id', 'in', ids).execute();
    await trx.deleteFrom('case_links').where('thread_id', 'in', ids).execute();
    await trx
      .updateTable('inbox_threads')
      .set({
        from_name: '',
        from_email: '',
        subject: CASE_CONTENT_REMOVED_SUBJECT,
        status: 'closed',
        progress_record_id: null,
        progress_email_hash: null,
        // The verified owner's mark said who wrote: it goes with their name and address (ADR 0298).
        owner_record_id: null,
        owner_verified_at: null,
      })
      .where('id', 'in', ids)
      .execute();
    for (const threadId of ids) {
      await addLedgerEntry(trx, {
        threadId,
        action: 'content_removed',
        actorEmail: null,
        outcome: 'Messages, name, email address and notes removed under the retention rule',
        public: false,
        at,
      });
    }
    result.contentCases += ids.length;
    return ids;
  });
}

/**
 * Applies the retention rule as of `now`: run at start-up and by the periodic prune. Idempotent
 * (a case with no evidence left, or already a stub, is not chosen again) and safe beside a
 * running server: each batch chooses its cases inside its own transaction, so a case reopened
 * meanwhile is left alone. One audit entry per run that removed anything, with counts only.
 * `batchDone` hears of each batch once it is committed (the console's live update).
 */
export async function pruneCaseContent(db: Kysely<Database>, now = Date.now(), batchDone?: RetentionBatchDone): Promise<RetentionResult> {
  const result: RetentionResult = { evidenceFiles: 0, evidenceCases: 0, contentCases: 0 };
  const at = new Date(now).toISOString();
  const evidenceCutoff = isoMinutesAgo(CASE_EVIDENCE_DAYS_AFTER_RESOLVED * 24 * 60, now);
  const contentCutoff = isoMinutesAgo(CASE_CONTENT_DAYS_AFTER_RESOLVED * 24 * 60, now);
  for (const removeBatch of [
    () => removeEvidenceBatch(db, evidenceCutoff, at, result),
    () => removeContentBatch(db, contentCutoff, at, result),
  ]) {
    for (let ids = await removeBatch(); ids.length > 0; ids = await removeBatch()) {
      await batchDone?.(ids);
      await yieldToOthers();
    }
  }
  if (result.evidenceCases > 0 || result.contentCases > 0) {
    await recordAudit(db, { actorEmail: undefined, action: 'cases.retention', details: { ...result } });
  }
  return result;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** What the rule has done to one case and, for a resolved case, when the rest is due. */
export async function caseRetention(db: Db, thread: { id: string; case_status: string }) {
  const removals = await db
    .selectFrom('case_ledger')
    .select(['action', (eb) => eb.fn.max('created_at').as('at')])
    .where('thread_id', '=', thread.id)
    .where('action', 'in', ['evidence_removed', 'content_removed'])
    .groupBy('action')
    .execute();
  const removedAt = (action: string) => removals.find((r) => r.action === action)?.at ?? null;
  const evidenceRemovedAt = removedAt('evidence_removed');
  const contentRemovedAt = removedAt('content_removed');
  const resolved = thread.case_status === 'resolved' ? ((await resolvedAt(db, thread.id)) ?? null) : null;
  return {
    resolvedAt: resolved,
    evidenceRemovesAt: resolved && !contentRemovedAt ? plusDays(resolved, CASE_EVIDENCE_DAYS_AFTER_RESOLVED) : null,
    evidenceRemovedAt,
    contentRemovesAt: resolved && !contentRemovedAt ? plusDays(resolved, CASE_CONTENT_DAYS_AFTER_RESOLVED) : null,
    contentRemovedAt,
  };
}
