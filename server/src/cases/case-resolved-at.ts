// When a resolved case was resolved (ADR 0240), in one place: the case link's end (0240) and the
// retention rule (0243) both count from it, so they must never disagree on the day.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The resolution time of the thread aliased `alias`, as SQL: its latest status entry (resolving
 * is the last status change a resolved case had, from the case view or by closing the
 * conversation); cases resolved before the ledger existed have none, and their last message
 * stands in. Only meaningful for a resolved case. Plain SQL both SQLite and PostgreSQL run; the
 * ledger's (thread_id, created_at) index finds the entries.
 */
export function resolvedAtSql(alias: string) {
  return sql<string>`coalesce((select max(l.created_at) from case_ledger l where l.thread_id = ${sql.ref(`${alias}.id`)} and l.action = 'status'), ${sql.ref(`${alias}.last_message_at`)})`;
}

/** The resolution time of one thread (see resolvedAtSql); undefined when there is no such thread. */
export async function resolvedAt(db: Db, threadId: string): Promise<string | undefined> {
  const row = await db.selectFrom('inbox_threads as t').select(resolvedAtSql('t').as('at')).where('t.id', '=', threadId).executeTakeFirst();
  return row?.at;
}
