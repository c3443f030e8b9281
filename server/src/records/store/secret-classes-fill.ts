// Fills `secret_classes` of the records stored before the column existed (ADR 0191). It needs
// the encryption key, which migrations do not have, so the server runs it after start-up, in the
// background, a chunk at a time: until a record is filled the scans read its secret instead,
// which is right but costs a decryption per record on every scan. The records still to fill are
// listed by a partial index, so on a database with none left this is one empty index probe.
//
// Several instances may run it at once: each writes what the secret says, and only where the
// column is still null. A record whose secret this key cannot open stays null and is passed
// over (the scans report what its plain columns show, as before).

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { nextTurn, startBackgroundFill, type Logger } from './background-fill.ts';
import type { RecordSecret } from './record-codec.ts';
import { storedSecretClasses } from './secret-classes.ts';

/** Records decrypted per step: about 10-20 ms of CPU, after which requests get their turn. */
const CHUNK = 1000;

export interface SecretClassesFill {
  filled: number;
  /** records whose secret this key could not open, left null */
  unreadable: number;
}

/** One pass over the records whose secret classes are not stored, in storage order. */
export async function fillSecretClasses(
  db: Kysely<Database>,
  cipher: FieldCipher,
  options: { chunk?: number; shouldStop?: () => boolean } = {},
): Promise<SecretClassesFill> {
  const chunk = options.chunk ?? CHUNK;
  const result: SecretClassesFill = { filled: 0, unreadable: 0 };
  let after: number | undefined;
  while (!options.shouldStop?.()) {
    let q = db.selectFrom('breach_records').select(['seq', 'secret']).where('secret_classes', 'is', null);
    // Past the last step's records: an unreadable one stays null, and must not be read again.
    if (after !== undefined) q = q.where('seq', '>', after);
    const rows = await q.orderBy('seq').limit(chunk).execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.seq;
    // One UPDATE per distinct value (at most 16), not one per record.
    const byValue = new Map<string, number[]>();
    for (const row of rows) {
      let stored: string;
      try {
        stored = storedSecretClasses(cipher.decryptJson<RecordSecret>(row.secret));
      } catch {
        result.unreadable++;
        continue;
      }
      const seqs = byValue.get(stored);
      if (seqs) seqs.push(row.seq);
      else byValue.set(stored, [row.seq]);
    }
    await db.transaction().execute(async (trx) => {
      for (const [stored, seqs] of byValue) {
        await trx
          .updateTable('breach_records')
          .set({ secret_classes: stored })
          .where('seq', 'in', seqs)
          .where('secret_classes', 'is', null)
          .execute();
        result.filled += seqs.length;
      }
    });
    await nextTurn();
  }
  return result;
}

/** Starts the fill in the background; the returned function stops it after its current step. */
export function startSecretClassesFill(db: Kysely<Database>, cipher: FieldCipher, log: Logger): () => Promise<void> {
  return startBackgroundFill(
    {
      run: (shouldStop) => fillSecretClasses(db, cipher, { shouldStop }),
      finished: (r) => (r.filled > 0 || r.unreadable > 0 ? { filled: r.filled, unreadable: r.unreadable } : null),
      done: 'stored which kinds of data older records hold (ADR 0191)',
      failed: 'could not store which kinds of data older records hold; scans read their secrets meanwhile',
    },
    log,
  );
}
