import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { CaseStatus, Database, DeliveryStatus, InboxMessagesTable, InboxThreadStatus, InboxThreadsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Characters of the latest message shown under each thread in the list. */
export const PREVIEW_CHARS = 140;

export interface ThreadSummary {
  id: string;
  fromName: string;
  fromEmail: string;
  subject: string;
  status: InboxThreadStatus;
  lastMessageAt: string;
  createdAt: string;
  preview: string;
  messageCount: number;
  caseStatus: CaseStatus;
  /** The verified owner's mark (ADR 0298), or null. */
  verifiedOwner: { recordId: string | null; verifiedAt: string } | null;
}

export interface InboxMessage {
  id: string;
  direction: 'in' | 'out';
  body: string;
  createdAt: string;
  deliveryStatus: DeliveryStatus | null;
  deliveryError: string | null;
  deliveredAt: string | null;
}

function toPreview(body: string | null): string {
  const flat = (body ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

function threadQuery(db: Db) {
  return db
    .selectFrom('inbox_threads as t')
    .selectAll('t')
    .select((eb) => [
      eb
        .selectFrom('inbox_messages as m')
        .select('m.body')
        .whereRef('m.thread_id', '=', 't.id')
        .orderBy('m.created_at', 'desc')
        .limit(1)
        .as('last_body'),
      eb
        .selectFrom('inbox_messages as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.thread_id', '=', 't.id')
        .as('message_count'),
      // Read through the record, not from the column alone: a deletion clears the column in its
      // own transaction, but a message marked while it ran must not link to a record now gone.
      eb.selectFrom('breach_records as r').select('r.id').whereRef('r.id', '=', 't.owner_record_id').as('owner_record'),
    ]);
}

type ThreadRow = Selectable<InboxThreadsTable> & {
  last_body: string | null;
  message_count: number | string | null;
  owner_record: string | null;
};

function toSummary(row: ThreadRow): ThreadSummary {
  return {
    id: row.id,
    fromName: row.from_name,
    fromEmail: row.from_email,
    subject: row.subject,
    status: row.status,
    lastMessageAt: row.last_message_at,
    createdAt: row.created_at,
    preview: toPreview(row.last_body),
    messageCount: Number(row.message_count ?? 0),
    caseStatus: row.case_status,
    verifiedOwner: row.owner_verified_at ? { recordId: row.owner_record, verifiedAt: row.owner_verified_at } : null,
  };
}

/** Where the next page starts: after this thread, in newest-first order. */
export interface ThreadCursor {
  lastMessageAt: string;
  id: string;
}

export function encodeCursor(cursor: ThreadCursor): string {
  return Buffer.from(JSON.stringify([cursor.lastMessageAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): ThreadCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { lastMessageAt: value[0], id: value[1] };
    }
  } catch {
    /* not ours */
  }
  return undefined;
}

/** One page of threads, newest first; keyset paging, so a flood of new ones never shifts the older pages. */
export async function listThreads(
  db: Db,
  limit: number,
  after?: ThreadCursor,
  caseStatus?: CaseStatus,
): Promise<{ threads: ThreadSummary[]; next: ThreadCursor | null }> {
  let query = threadQuery(db);
  if (caseStatus) query = query.where('t.case_status', '=', caseStatus);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('t.last_message_at', '<', after.lastMessageAt),
        eb.and([eb('t.last_message_at', '=', after.lastMessageAt), eb('t.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('t.last_message_at', 'desc')
    .orderBy('t.id')
    .limit(limit + 1)
    .execute();
  const threads = rows.slice(0, limit).map(toSummary);
  const last = threads.at(-1);
  return { threads, next: rows.length > limit && last ? { lastMessageAt: last.lastMessageAt, id: last.id } : null };
}

export async function countThreads(db: Db, caseStatus?: CaseStatus): Promise<number> {
  let query = db.selectFrom('inbox_threads').select((eb) => eb.fn.countAll<number>().as('n'));
  if (caseStatus) query = query.where('case_status', '=', caseStatus);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findThreadSummary(db: Db, id: string): Promise<ThreadSummary | undefined> {
  const row = await threadQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

/** The summaries of these threads (those that exist), in no particular order. */
export async function findThreadSummaries(db: Db, ids: readonly string[]): Promise<ThreadSummary[]> {
  if (ids.length === 0) return [];
  return (await threadQuery(db).where('t.id', 'in', ids).execute()).map(toSummary);
}

export interface OtherCase {
  id: string;
  subject: string;
  caseStatus: CaseStatus;
  lastMessageAt: string;
}

/**
 * The threads from any of these addresses other than this one, newest first, at most `limit`,
 * and how many more there are. The addresses are compared as stored (the contact form stores
 * them trimmed and lower-cased); inbox_threads_email_idx (from_email, subject) finds them.
 */
export async function listOtherCases(
  db: Db,
  threadId: string,
  emails: readonly string[],
  limit: number,
): Promise<{ cases: OtherCase[]; more: number }> {
  if (emails.length === 0) return { cases: [], more: 0 };
  const sameSender = db
    .selectFrom('inbox_threads')
    .where('from_email', 'in', [...emails])
    .where('id', '<>', threadId);
  const rows = await sameSender
    .select(['id', 'subject', 'case_status', 'last_message_at'])
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const cases = rows
    .slice(0, limit)
    .map((r) => ({ id: r.id, subject: r.subject, caseStatus: r.case_status, lastMessageAt: r.last_message_at }));
  if (rows.length <= limit) return { cases, more: 0 };
  // Counted only when the list is cut: the usual sender has a case or two.
  const total = await sameSender.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { cases, more: Number(total.n) - limit };
}

export async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom('inbox_threads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'unread')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findThread(db: Db, id: string) {
  return db.selectFrom('inbox_threads').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A thread about to be changed, read while holding its row until the transaction ends. The
 * retention rule (ADR 0243) takes the same row before it reduces a case to its stub, so on
 * PostgreSQL a change waits for it and then reads the row as that writer left it (the stub, and
 * is refused), rather than adding a reply, a note or a status to a case whose content was just
 * removed. A plain read would not wait: it would see the row from before. SQLite needs nothing
 * more, as its write transactions begin holding the write lock (BEGIN IMMEDIATE) and so take
 * turns. One read either way, and no write: an update that changes nothing would still write
 * the row (a new row version, WAL) just to take it.
 */
export function findThreadForChange(trx: Transaction<Database>, kind: DatabaseKind, id: string) {
  if (kind === 'postgres') return trx.selectFrom('inbox_threads').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return findThread(trx, id);
}

export function insertThread(db: Db, thread: Insertable<InboxThreadsTable>) {
  return db.insertInto('inbox_threads').values(thread).execute();
}

export function updateThread(
  db: Db,
  id: string,
  changes: Partial<
    Pick<Selectable<InboxThreadsTable>, 'status' | 'last_message_at' | 'case_status' | 'progress_record_id' | 'progress_email_hash'>
  >,
) {
  return db.updateTable('inbox_threads').set(changes).where('id', '=', id).executeTakeFirst();
}

export function insertMessage(db: Db, message: Insertable<InboxMessagesTable>) {
  return db.insertInto('inbox_messages').values(message).execute();
}

export async function listMessages(db: Db, threadId: string): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom('inbox_messages')
    .selectAll()
    .where('thread_id', '=', threadId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
  return rows.map(toInboxMessage);
}

export function toInboxMessage(r: Selectable<InboxMessagesTable>): InboxMessage {
  return {
    id: r.id,
    direction: r.direction,
    body: r.body,
    createdAt: r.created_at,
    deliveryStatus: r.delivery_status,
    deliveryError: r.delivery_error,
    deliveredAt: r.delivered_at,
  };
}

export function findMessage(db: Db, threadId: string, messageId: string) {
  return db.selectFrom('inbox_messages').selectAll().where('thread_id', '=', threadId).where('id', '=', messageId).executeTakeFirst();
}

export function recordDelivery(
  db: Db,
  messageId: string,
  outcome: { status: DeliveryStatus; error: string | null; deliveredAt: string | null },
) {
  return db
    .updateTable('inbox_messages')
    .set({
      delivery_status: outcome.status,
      delivery_error: outcome.error,
      delivered_at: outcome.deliveredAt,
      delivery_attempts: sql<number>`delivery_attempts + 1`,
    })
    .where('id', '=', messageId)
    .execute();
}
