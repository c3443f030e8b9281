import type { OutboxStats } from '@breachwatch/core/schemas/alerts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { outboxCounts } from './outbox.repository.ts';

/** The dashboard's outbox figures: messages by status and how many addresses are subscribed. */
export async function outboxStats(db: Kysely<Database>): Promise<OutboxStats> {
  const [{ counts, oldestQueuedAt }, subs] = await Promise.all([
    outboxCounts(db),
    db
      .selectFrom('alert_subscriptions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { ...counts, subscriptions: Number(subs?.n ?? 0), oldestQueuedAt };
}
