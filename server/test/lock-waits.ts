import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';

/**
 * Resolves once `pending` (a change started while another transaction holds a row it needs) is
 * waiting for that row: on PostgreSQL, once one of this handle's connections waits on a lock;
 * rejects if `pending` settles first, since it then did not wait. On SQLite the holder has the
 * write lock, and with it the handle's only connection, so `pending` can only run after it.
 */
export async function untilWaitingForLock(database: DatabaseHandle, pending: Promise<unknown>): Promise<void> {
  if (database.kind !== 'postgres') return;
  let settled = false;
  pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where application_name = ${database.applicationName} and wait_event_type = 'Lock'`.execute(database.db);
    if (rows[0]!.n > 0) return;
    if (settled) throw new Error('the change did not wait for the row');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A transaction that holds what `take` takes until `release()`; `held` resolves once it does. */
export function holdInTransaction(database: DatabaseHandle, take: (trx: Transaction<Database>) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const done = database.db.transaction().execute(async (trx) => {
    await take(trx);
    taken();
    await released;
  });
  return { held, release, done };
}
