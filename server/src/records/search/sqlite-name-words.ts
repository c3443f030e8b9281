// The public search's "at least one word in the name" (ADR 0173): which of a search's words are
// in no one's name. A public text search asks FTS5 for `{name} : (maria* OR springfield*)`,
// and FTS5 reads the whole list of every word there to learn whether it is in a name: for a
// big city, a word in no name, that was half of a first name + city search's match cost
// (docs/benchmarks.md). A word in no name can be left out of that part: the matches are the
// same. Which words are in no name is learnt beside the searches that ask them (never on a
// search's own path), and kept exact as records arrive: a word with records added since it was
// learnt is kept in that search, and asked about again for those records only (by rowid).
//
// Exactness: record_search's rowid is breach_records.seq, an INTEGER PRIMARY KEY that SQLite
// gives max + 1 to a new row. It can give a deleted maximum again; so "no name up to seq N" is
// used only while the record N then seen is still there with the same id: then every record
// added since has a greater seq. Deleting records cannot put a word into a name, and a
// record's search keys are never rewritten in place (an import inserts, deletion deletes).

import type { SqliteReader } from '../../db/sqlite-reader.ts';

interface Absent {
  /** No name held the word among the records up to this seq (0: there were none) ... */
  upTo: number;
  /** ... while the record `upTo` had this id. */
  idAt: string | null;
}

/** Words remembered per reader; past this many the memo starts again (a bound on memory). */
const MEMO_WORDS_MAX = 20_000;

const memos = new WeakMap<SqliteReader, Map<string, Absent | true>>();

const phrase = (word: string) => `{name} : "${word}"*`;

/** The newest record, and whether a name holds the word: one statement, so one snapshot. */
const CHECK_ALL = `select (select seq from breach_records order by seq desc limit 1) as top,
    (select id from breach_records order by seq desc limit 1) as top_id,
    exists (select 1 from record_search where record_search match ?) as hit`;
/** Whether a name holds the word among the records after a seq (FTS5 skips to that rowid). */
const CHECK_SINCE = `select exists (select 1 from record_search where record_search match ? and rowid > ?) as hit`;
const TOP = `select seq, id from breach_records order by seq desc limit 1`;
const ID_AT = `select id from breach_records where seq = ?`;

/** Which words are being learnt: a word asked about again meanwhile is not read twice. */
const learning = new WeakMap<SqliteReader, Set<string>>();

/**
 * Reads whether a name holds the word (among the records after `since.upTo` when given, the
 * newest then being `since.top`), on a read worker, and remembers the answer. Beside the search:
 * a read of the word's list grows with the data, and the search's answer never waits for it.
 */
function learn(
  reader: SqliteReader,
  memo: Map<string, Absent | true>,
  word: string,
  since?: { upTo: number; top: { seq: number; id: string } },
): void {
  let pending = learning.get(reader);
  if (!pending) learning.set(reader, (pending = new Set()));
  if (pending.has(word)) return;
  pending.add(word);
  const read = since
    ? reader
        .all<{ hit: number }>(CHECK_SINCE, [phrase(word), since.upTo])
        .then(([row]) => ({ hit: row?.hit, top: since.top.seq, top_id: since.top.id }))
    : reader.all<{ top: number | null; top_id: string | null; hit: number }>(CHECK_ALL, [phrase(word)]).then(([row]) => row);
  read
    .then((row) => memo.set(word, row?.hit ? true : { upTo: row?.top ?? 0, idAt: row?.top_id ?? null }))
    // A closed reader or a failed read leaves the word as it was: a later search asks again.
    .catch(() => undefined)
    .finally(() => pending.delete(word));
}

/**
 * The words of `words` that some record holds in its name as a prefix (the public search's
 * widest form of a word: a common word is asked whole, which a prefix covers). Words known to
 * be in no name are left out; the order is kept. A word not known yet is kept, and learnt
 * beside the search for the next one.
 */
export function wordsInNames(reader: SqliteReader, words: readonly string[]): string[] {
  let memo = memos.get(reader);
  if (!memo) memos.set(reader, (memo = new Map()));
  if (memo.size > MEMO_WORDS_MAX) memo.clear();
  let top: { seq: number; id: string } | null | undefined;
  // Several remembered words checked up to the same record ask about it once.
  const idsAt = new Map<number, string | null>();
  const stillThere = ({ upTo, idAt }: Absent) => {
    if (upTo === 0) return true;
    if (!idsAt.has(upTo)) idsAt.set(upTo, reader.now<{ id: string }>(ID_AT, [upTo])[0]?.id ?? null);
    return idsAt.get(upTo) === idAt;
  };
  const out: string[] = [];
  for (const word of words) {
    const known = memo.get(word);
    // In a name once: kept (a name that left would only make the search read a list for nothing).
    if (known === true) {
      out.push(word);
      continue;
    }
    if (known && stillThere(known)) {
      top ??= reader.now<{ seq: number; id: string }>(TOP, [])[0] ?? null;
      if (!top || top.seq <= known.upTo) continue;
      // Records arrived since: kept this time, and asked about beside the search.
      out.push(word);
      learn(reader, memo, word, { upTo: known.upTo, top });
      continue;
    }
    // Not known, or the record it was checked against is gone: kept for this search, and the
    // word's whole list read once beside it, so the search's own answer never waits for that.
    out.push(word);
    learn(reader, memo, word);
  }
  return out;
}
