// The mail outbox's rows: claimed one at a time with a lease by ONE conditional UPDATE, which
// works the same on SQLite (writers take turns) and PostgreSQL (a second UPDATE of the same row
// waits for the first, then re-checks the WHERE and finds the lease taken). A sender that
// dies holding a lease leaves the message to be claimed again when the lease runs out.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OutboxStatus } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ClaimedMessage {
  id: string;
  kind: string;
  subscriptionId: string | null;
  payload: string;
  attempts: number;
}

/** Claims the oldest due queued message for `owner` until `now + leaseMs`; undefined when none is due. */
export async function claimNext(db: Db, owner: string, leaseMs: number, now = Date.now()): Promise<ClaimedMessage | undefined> {
  const at = new Date(now).toISOString();
  const free = (qb: Db) =>
    qb
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .orderBy('next_attempt_at')
      .limit(1);
  const row = await db
    .updateTable('mail_outbox')
    .set({ lease_owner: owner, lease_until: new Date(now + leaseMs).toISOString(), attempts: sql`attempts + 1`, updated_at: at })
    .where('id', '=', (eb) => eb.selectFrom(free(db).as('due')).select('due.id'))
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .returning(['id', 'kind', 'subscription_id', 'payload', 'attempts'])
    .executeTakeFirst();
  return row
    ? { id: row.id, kind: row.kind, subscriptionId: row.subscription_id, payload: row.payload, attempts: Number(row.attempts) }
    : undefined;
}

/** Ends a claim: only the lease's holder can, so a sender whose lease ran out changes nothing. */
export async function settle(
  db: Db,
  id: string,
  owner: string,
  outcome: { status: OutboxStatus; error?: string | null; retryAt?: string },
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const res = await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      lease_owner: null,
      lease_until: null,
      last_error: outcome.error ?? null,
      updated_at: at,
      ...(outcome.status === 'sent' ? { sent_at: at } : {}),
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : {}),
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function outboxCounts(db: Db): Promise<{ counts: Record<OutboxStatus, number>; oldestQueuedAt: string | null }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<OutboxStatus, number> = { queued: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  const oldest = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return { counts, oldestQueuedAt: oldest?.at ?? null };
}

/** The newest messages, for the dashboard: status and error, never the recipient. */
export async function recentMessages(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'next_attempt_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
