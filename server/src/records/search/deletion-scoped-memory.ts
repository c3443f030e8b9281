// Facts about the stored records that an import cannot make false, only a deletion can: "this
// word is common" (ADR 0174), "this search matches more than the cap" (ADR 0175). Such a fact is
// remembered per search reader or database handle under the deletion generation it was learnt
// in (record_deletions, raised by every transaction that deletes records), and the whole memory
// is forgotten when the generation has moved.
//
// Exactness: the generation is read before the read whose answer is remembered under it, or in
// the same statement (one snapshot). A deletion committed after that, before the answer or after
// it, has raised the generation by the next search, which then forgets the answer and reads again.

import { sql } from 'kysely';
import type { SqliteReader } from '../../db/sqlite-reader.ts';
import type { Db } from './search-queries.ts';

const GENERATION = 'select generation from record_deletions where id = 1';

/** The deletion generation as a scalar subquery, for a statement that reads it with its own answer. */
export const generationColumn = sql<number | string>`(${sql.raw(GENERATION)})`;

/** The deletion generation as the SQLite search reader sees it (one row, on the calling thread). */
export function readerGeneration(reader: SqliteReader): number {
  return Number(reader.now<{ generation: number }>(GENERATION, [])[0]?.generation ?? 0);
}

/** The deletion generation read through a database handle (PostgreSQL, in-memory SQLite). */
export async function dbGeneration(db: Db): Promise<number> {
  const { rows } = await sql<{ generation: number | string }>`select ${generationColumn} as generation`.execute(db);
  return Number(rows[0]?.generation ?? 0);
}

export interface DeletionScopedSet {
  has(key: string): boolean;
  /** Remembers keys learnt since the generation this set was taken at. */
  add(keys: readonly string[]): void;
}

interface Memo {
  generation: number;
  keys: Set<string>;
}

/** One kind of fact, remembered per owner (a reader or a database handle), at most `max` keys. */
export function deletionScopedMemory(max: number) {
  const memos = new WeakMap<object, Memo>();
  return {
    /** Whether the key is remembered under some generation (so a caller reads the generation only then). */
    mayHave: (owner: object, key: string) => memos.get(owner)?.keys.has(key) === true,
    /** The owner's set as of `generation`: emptied first when that moved since. */
    at(owner: object, generation: number): DeletionScopedSet {
      let memo = memos.get(owner);
      if (!memo || memo.generation !== generation) memos.set(owner, (memo = { generation, keys: new Set() }));
      const held = memo;
      return {
        has: (key) => held.keys.has(key),
        add(keys) {
          // A newer generation was read meanwhile: this answer may predate a deletion.
          if (memos.get(owner) !== held) return;
          if (held.keys.size + keys.length > max) held.keys.clear();
          for (const key of keys) held.keys.add(key);
        },
      };
    },
  };
}
