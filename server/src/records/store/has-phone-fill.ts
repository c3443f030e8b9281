// Fills `has_phone` of the records stored before the column existed (ADR 0319), in the
// background after start-up, a chunk at a time: filling them in the migration would rewrite every
// record while the server waited to start. Until a record is filled the domain scan probes its
// phones, as it did before. The records still to fill are listed by a partial index, so on a
// database with none left this is one empty index probe.
//
// Several instances may run it at once: each writes what record_phones says, and only where the
// column is still null.

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextTurn, startBackgroundFill, type Logger } from './background-fill.ts';

/** Records per step: one UPDATE, each record one probe of record_phones' index. */
const CHUNK = 2000;

/** One pass over the records whose phone mark is not stored, in storage order; how many it filled. */
export async function fillHasPhone(db: Kysely<Database>, options: { chunk?: number; shouldStop?: () => boolean } = {}): Promise<number> {
  const chunk = options.chunk ?? CHUNK;
  let filled = 0;
  while (!options.shouldStop?.()) {
    const result = await db
      .updateTable('breach_records')
      .set({
        has_phone: sql<number>`case when exists (select 1 from record_phones p where p.record_id = breach_records.id) then 1 else 0 end`,
      })
      .where('seq', 'in', db.selectFrom('breach_records').select('seq').where('has_phone', 'is', null).orderBy('seq').limit(chunk))
      .where('has_phone', 'is', null)
      .executeTakeFirst();
    const n = Number(result.numUpdatedRows);
    if (n === 0) break;
    filled += n;
    await nextTurn();
  }
  return filled;
}

/** Starts the fill in the background; the returned function stops it after its current step. */
export function startHasPhoneFill(db: Kysely<Database>, log: Logger): () => Promise<void> {
  return startBackgroundFill(
    {
      run: (shouldStop) => fillHasPhone(db, { shouldStop }),
      finished: (filled) => (filled > 0 ? { filled } : null),
      done: 'stored which older records have a phone (ADR 0319)',
      failed: 'could not store which older records have a phone; domain scans look their phones up meanwhile',
    },
    log,
  );
}
