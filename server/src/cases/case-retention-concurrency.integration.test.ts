// The retention rule (ADR 0243) beside other writers on one database: two instances running it
// at once (the start-up and hourly prune of two servers on PostgreSQL) remove each case once, with
// one ledger entry each and counts that add up, and a case the team reopens while the rule is
// choosing it keeps everything, and a change that waited for another writer sees what that one
// did. On SQLite the transactions take turns; the tests hold there too.
import {
  CASE_CONTENT_DAYS_AFTER_RESOLVED,
  CASE_CONTENT_REMOVED,
  CASE_EVIDENCE_DAYS_AFTER_RESOLVED,
  CASE_RESOLVED_WRITE_AGAIN,
} from '@breachwatch/core/schemas/inbox';
import { describe, expect, it } from 'vitest';
import { addStatusEntry, insertCase } from '../../test/case-fixtures.ts';
import { useMigratedTestDatabase } from '../../test/test-context.ts';
import { pruneCaseContent } from './case-retention.ts';
import { issueCaseLink } from './case-ledger.repository.ts';
import { addCaseMessage, addManualEntry, setCaseStatus, takeCaseForMessage } from './cases.service.ts';

const handle = useMigratedTestDatabase();
const db = () => handle.database.db;
const kind = () => handle.database.kind;
/** A message through the case link, in one transaction as the route sends it. */
const sendCaseMessage = (token: string, message: string) =>
  db()
    .transaction()
    .execute(async (trx) => addCaseMessage(trx, await takeCaseForMessage(trx, kind(), token), message));

/** A resolved case with `files` evidence files, resolved `days` ago. */
const resolvedCase = (days: number, files: number) => insertCase(db(), { daysAgo: days, evidenceFiles: files });

const entries = async (action: 'evidence_removed' | 'content_removed') =>
  db().selectFrom('case_ledger').select(['thread_id', 'outcome']).where('action', '=', action).execute();

describe('the case retention rule beside other writers', () => {
  it('removes each case once, with one ledger entry each and counts that add up', async () => {
    const evidenceDue: string[] = [];
    const contentDue: string[] = [];
    for (let i = 0; i < 12; i++) evidenceDue.push(await resolvedCase(CASE_EVIDENCE_DAYS_AFTER_RESOLVED + 5, 2));
    for (let i = 0; i < 12; i++) contentDue.push(await resolvedCase(CASE_CONTENT_DAYS_AFTER_RESOLVED + 5, 0));

    const runs = await Promise.all([pruneCaseContent(db()), pruneCaseContent(db()), pruneCaseContent(db())]);

    const evidence = await entries('evidence_removed');
    expect(evidence.map((e) => e.thread_id).sort()).toEqual([...evidenceDue].sort());
    expect(new Set(evidence.map((e) => e.outcome))).toEqual(new Set(['2 evidence files removed under the retention rule']));
    const content = await entries('content_removed');
    expect(content.map((e) => e.thread_id).sort()).toEqual([...contentDue].sort());
    expect(runs.reduce((n, r) => n + r.evidenceFiles, 0)).toBe(24);
    expect(runs.reduce((n, r) => n + r.evidenceCases, 0)).toBe(12);
    expect(runs.reduce((n, r) => n + r.contentCases, 0)).toBe(12);
    expect(await db().selectFrom('case_evidence').select('id').execute()).toEqual([]);
  });

  it('leaves alone a case the team reopens while the rule is choosing it', async () => {
    const id = await resolvedCase(CASE_CONTENT_DAYS_AFTER_RESOLVED + 5, 1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reopened!: () => void;
    const reopening = new Promise<void>((resolve) => (reopened = resolve));
    // The console's reopen, still uncommitted when the rule looks for due cases.
    const reopen = db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('inbox_threads').set({ case_status: 'in_progress', status: 'read' }).where('id', '=', id).execute();
        await addStatusEntry(trx, id, 'Resolved -> In progress', new Date().toISOString());
        reopened();
        await released;
      });
    await reopening;
    const prune = pruneCaseContent(db());
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await reopen;
    await prune;

    const thread = await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(thread).toMatchObject({
      case_status: 'in_progress',
      from_email: `ann-${id}@example.org`,
      from_name: 'Ann Lee',
      subject: 'Help',
    });
    expect((await db().selectFrom('inbox_messages').select('body').where('thread_id', '=', id).execute()).map((m) => m.body)).toEqual([
      'My passport was copied.',
    ]);
    expect(await db().selectFrom('case_evidence').select('id').where('thread_id', '=', id).execute()).toHaveLength(1);
  });

  it('refuses a note or a status change that waited while the rule removed the content', async () => {
    const id = await resolvedCase(CASE_CONTENT_DAYS_AFTER_RESOLVED + 5, 0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let removing!: () => void;
    const removingStarted = new Promise<void>((resolve) => (removing = resolve));
    // The rule's batch, holding the case's row while it reduces it to its stub.
    const prune = db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('inbox_threads').set({ from_email: '', from_name: '', subject: 'Removed' }).where('id', '=', id).execute();
        removing();
        await released;
      });
    await removingStarted;
    const note = addManualEntry(
      db(),
      kind(),
      id,
      { action: 'note', outcome: 'Spoke to Ann', detail: 'Ann lives at 12 Home Street', public: false },
      'admin@example.org',
    );
    const status = setCaseStatus(db(), kind(), id, 'in_progress', 'admin@example.org');
    const settled = Promise.allSettled([note, status]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await prune;
    const [noted, changed] = await settled;

    for (const outcome of [noted, changed]) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, message: CASE_CONTENT_REMOVED });
    }
    const thread = await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(thread.case_status).toBe('resolved');
    const notes = await db().selectFrom('case_ledger').select('detail').where('thread_id', '=', id).where('action', '=', 'note').execute();
    expect(notes).toEqual([]);
  });

  it('refuses a message through the link that waited while the team resolved the case', async () => {
    const id = await insertCase(db(), { status: 'in_progress' });
    const token = await issueCaseLink(db(), id);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let resolving!: () => void;
    const resolvingStarted = new Promise<void>((resolve) => (resolving = resolve));
    // The console's resolve, holding the case's row until it commits.
    const resolve = db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('inbox_threads').set({ case_status: 'resolved', status: 'closed' }).where('id', '=', id).execute();
        resolving();
        await released;
      });
    await resolvingStarted;
    const message = sendCaseMessage(token, 'One more thing').then(
      () => 'added',
      (error: unknown) => error,
    );
    await new Promise((r) => setTimeout(r, 300));
    release();
    await resolve;

    expect(await message).toMatchObject({ statusCode: 400, message: CASE_RESOLVED_WRITE_AGAIN });
    const thread = await db().selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(thread).toMatchObject({ case_status: 'resolved', status: 'closed' });
  });
});
