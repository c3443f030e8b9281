import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 86_400_000;

/** A case's status change as the console writes it to the ledger, `at` the time of the change. */
export async function addStatusEntry(db: Db, threadId: string, outcome: string, at: string): Promise<void> {
  await db
    .insertInto('case_ledger')
    .values({
      id: newId(),
      thread_id: threadId,
      action: 'status',
      actor_email: 'admin@example.org',
      outcome,
      detail: null,
      public: 1,
      created_at: at,
    })
    .execute();
}

/**
 * A case written straight into the tables, as the retention rule (ADR 0243) finds it: one message
 * from the person, in `status`; a resolved one resolved `daysAgo` days ago (its status entry) with
 * `evidenceFiles` files. Its id.
 */
export async function insertCase(
  db: Db,
  {
    status = 'resolved',
    daysAgo = 0,
    evidenceFiles = 0,
    name = 'Ann Lee',
    email,
    body = 'My passport was copied.',
  }: { status?: 'resolved' | 'in_progress'; daysAgo?: number; evidenceFiles?: number; name?: string; email?: string; body?: string },
): Promise<string> {
  const id = newId();
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const resolved = status === 'resolved';
  await db
    .insertInto('inbox_threads')
    .values({
      id,
      from_name: name,
      from_email: email ?? `ann-${id}@example.org`,
      subject: 'Help',
      status: resolved ? 'closed' : 'read',
      last_message_at: at,
      created_at: at,
      case_status: status,
    })
    .execute();
  await db
    .insertInto('inbox_messages')
    .values({
      id: newId(),
      thread_id: id,
      direction: 'in',
      body,
      created_at: at,
      delivery_status: null,
      delivery_error: null,
      delivered_at: null,
    })
    .execute();
  if (resolved) await addStatusEntry(db, id, 'New -> Resolved', at);
  for (let i = 0; i < evidenceFiles; i++) {
    await db
      .insertInto('case_evidence')
      .values({ id: newId(), thread_id: id, mime: 'image/png', size: 10, content_enc: 'x', created_at: at })
      .execute();
  }
  return id;
}
