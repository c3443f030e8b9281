// The public search's common words on SQLite (ADR 0174): a typed word that at least
// COMMON_WORD_RECORDS records hold whole is matched whole (ADR 0130), and a probe that reads up
// to that many entries of the word's list says whether it is. The answer "common" can only be
// confirmed by the records an import adds; only a deletion can take it back. So a word found
// common is remembered per search reader, and forgotten, all words at once, when the deletion
// generation (record_deletions, bumped by every transaction that deletes records) has moved
// since: then the next searches probe again. Words found rare are not remembered: records
// added later can make them common, and their probe is short (it reads their whole list, which
// is below the threshold).
//
// Exactness: the generation is read before the probe, and the probe's answer is remembered
// under it. A deletion committed after that read, before the probe or after it, has raised the
// generation by the next search, which then forgets the answer and probes again.

import type { SqliteReader } from '../../db/sqlite-reader.ts';

/** Words remembered per reader; past this many the memo starts again (a bound on memory). */
const MEMO_WORDS_MAX = 20_000;

const GENERATION = `select generation from record_deletions where id = 1`;

interface Memo {
  generation: number;
  /** scope + word: the probe's phrase, as `{name place} : "smith"` */
  common: Set<string>;
}

const memos = new WeakMap<SqliteReader, Memo>();

export interface CommonWords {
  /** Whether the word is known to be common in the scope (a column filter, or ''). */
  has(scope: string, word: string): boolean;
  /** Remembers words the probe just found common in the scope. */
  remember(scope: string, words: readonly string[]): void;
}

/** The reader's common words as of now: one read of the deletion generation (one row). */
export function commonWordsOf(reader: SqliteReader): CommonWords {
  const generation = reader.now<{ generation: number }>(GENERATION, [])[0]?.generation ?? 0;
  let memo = memos.get(reader);
  if (!memo || memo.generation !== generation) memos.set(reader, (memo = { generation, common: new Set() }));
  const held = memo;
  return {
    has: (scope, word) => held.common.has(`${scope}${word}`),
    remember(scope, words) {
      // A newer generation was read meanwhile: this answer may predate a deletion.
      if (memos.get(reader) !== held) return;
      if (held.common.size + words.length > MEMO_WORDS_MAX) held.common.clear();
      for (const word of words) held.common.add(`${scope}${word}`);
    },
  };
}
