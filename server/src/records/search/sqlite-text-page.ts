// The SQLite public text search's page: one statement that counts the matches up to the cap and
// returns the candidates' cards, with the probe of common words asked in the same round trip
// (ADRs 0130, 0173-0175).

import type { SqliteReader } from '../../db/sqlite-reader.ts';
import { deletionScopedMemory, readerGeneration } from './deletion-scoped-memory.ts';
import { COMMON_WORD_RECORDS, commonWordCandidates, type SearchPlan } from './search-plan.ts';
import { PUBLIC_RANK_ALL_MAX } from './search-rank.ts';
import { cardSelect, matchNotInOpenBatch, type CardQueryRow } from './sqlite-card-rows.ts';
import { toFtsMatch, toFtsWholeWords } from './sqlite-fts.ts';
import { wordsInNames } from './sqlite-name-words.ts';

// Public text searches (ADR 0130): nothing here reads more than a bounded number of index
// entries per phrase past the prefix expansion, whatever the match count.
// - m: the first `cap` + 1 matches in rowid order (FTS5 stops there): the capped count, and
//   when they are at most PUBLIC_RANK_ALL_MAX, every match, ranked in JavaScript (ADR 0062).
// - Up to `cap`: the candidates are the first `limit` whole-word matches (`ex`: "smith" the
//   surname, not "smithson") and the first `limit` of m, ranked in JavaScript; no bm25, whose
//   rarity pass and per-row document sizes made a 200,000-match search read 200,000 rows.
// - Past `cap`: no cards (the answer asks for more of the name); one row carries the count.
// FTS5 runs a MATCH as soon as its cursor opens, whatever else the WHERE says, so when `ex` is
// not needed it is handed a phrase that cannot be in the index (the tokenizer spells "ß" as
// "ss", core's LETTER_FOLDS): one term lookup.
const NO_SUCH_PHRASE = '"\u00df"';
const NO_SUCH_TERM = `'${NO_SUCH_PHRASE}'`;
const sqliteTextPage = (cap: number, batchOpen: boolean) => {
  const some = `t.n > ${PUBLIC_RANK_ALL_MAX} and t.n <= ${cap}`;
  // Records of open import batches (ADR 0228): only in the statement run while some are open
  // (ADR 0321), one lookup by the record's key per match read; the common case (none) is the
  // statement it always was.
  const open = batchOpen ? `and ${matchNotInOpenBatch('record_search.rowid')}` : '';
  return `with m as materialized (
    select rowid as seq from record_search where record_search match ? ${open} order by rowid limit ${cap + 1}
  ), t as materialized (select count(*) as n from m),
  ex as materialized (
    select rowid as seq from record_search
    where record_search match (case when (select ${some} from t) then ? else ${NO_SUCH_TERM} end) ${open}
    order by rowid limit ?
  ),
  page as (
    select m.seq as seq, null as score from m, t where t.n <= ${PUBLIC_RANK_ALL_MAX}
    union
    select seq, null from (select m.seq as seq from m, t where ${some} order by m.seq limit ?)
    union
    select seq, null from ex
    union all
    select null, null from t where t.n > ${cap}
  )
  ${cardSelect('(select n from t)')}`;
};
/** Per cap: the page's statement, and the one run instead while some import batch is open. */
const textPages = new Map<number, { sql: string; whileBatchOpen: string }>();

/**
 * The probe of a plan's candidate words: one row `{ i, n }` per word, `n` counting at most
 * COMMON_WORD_RECORDS rowids of its whole-word list (so no probe reads more than that).
 */
const commonWordProbe = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `select ${i} as i, n from (select count(*) as n from (select rowid from record_search where record_search match ? limit ${COMMON_WORD_RECORDS}))`,
  ).join(' union all ');

/**
 * Most candidate words asked about in the same round trip as the page: the page's parameters
 * are sent for every answer the probe can give (2^n sets). More words (rare: eight at most)
 * take a round trip of their own first.
 */
const PROBED_WORDS_MAX = 4;

/** Words a probe found common, per search reader, as `{scope}"word"` (ADR 0174). */
const commonWordMemory = deletionScopedMemory(20_000);
/** Match expressions (with their cap) found to match more records than the cap, per reader (ADR 0175). */
const cappedQueryMemory = deletionScopedMemory(20_000);
const cappedKey = (plan: SearchPlan, cap: number) => `${cap} ${toFtsMatch(plan)}`;

/** The plan with the words of `mask` (bit i: words[i]) matched whole, besides those it already matches whole. */
function withWholeWords(plan: SearchPlan, words: readonly string[], mask: number): SearchPlan {
  const common = words.filter((_, i) => mask & (1 << i));
  return common.length ? { ...plan, wholeOnly: [...(plan.wholeOnly ?? []), ...common] } : plan;
}

/**
 * The text page's rows for `asked`, its common words (COMMON_WORD_RECORDS hold them whole)
 * matched whole, and of its "one word at least in the name" only the words some name holds
 * (ADR 0173: the same matches, without reading the lists of words no name has). Words known to
 * be common are not probed again (ADR 0174), and a match set known to be past the cap is not
 * counted again (ADR 0175: `rows` is then undefined).
 */
export async function sqliteTextRows(
  reader: SqliteReader,
  asked: SearchPlan,
  limit: number,
  cap: number,
): Promise<{ plan: SearchPlan; rows?: CardQueryRow[] }> {
  let searched = asked;
  if (asked.anyInName && asked.anyInName.length > 1) {
    const named = wordsInNames(reader, asked.anyInName);
    // No word of the search is in anyone's name: nobody can match.
    if (named.length === 0) return { plan: asked, rows: [] };
    if (named.length < asked.anyInName.length) searched = { ...asked, anyInName: named };
  }
  let text = textPages.get(cap);
  if (!text) textPages.set(cap, (text = { sql: sqliteTextPage(cap, false), whileBatchOpen: sqliteTextPage(cap, true) }));
  const params = (plan: SearchPlan) => {
    const match = toFtsMatch(plan);
    const whole = toFtsWholeWords(plan);
    // Every word already whole (common ones): the first matches are the whole-word ones.
    return [match, whole === match ? NO_SUCH_PHRASE : whole, limit, limit];
  };
  const generation = readerGeneration(reader);
  const common = commonWordMemory.at(reader, generation);
  const capped = cappedQueryMemory.at(reader, generation);
  const candidates = commonWordCandidates(searched);
  const scope = searched.columns ? `{${searched.columns.join(' ')}} : ` : '';
  const known = candidates.map((w) => common.has(`${scope}"${w}"`));
  searched = withWholeWords(
    searched,
    candidates,
    known.reduce((mask, isKnown, i) => (isKnown ? mask | (1 << i) : mask), 0),
  );
  const words = candidates.filter((_, i) => !known[i]);
  let plan: SearchPlan;
  let rows: CardQueryRow[];
  if (words.length === 0) {
    plan = searched;
    if (capped.has(cappedKey(plan, cap))) return { plan };
    rows = await reader.all<CardQueryRow>(text.sql, params(plan), text.whileBatchOpen);
  } else {
    const probe = { sql: commonWordProbe(words.length), params: words.map((w) => `${scope}"${w}"`), atLeast: COMMON_WORD_RECORDS };
    let mask = 0;
    if (words.length <= PROBED_WORDS_MAX) {
      const variants = Array.from({ length: 2 ** words.length }, (_, m) => params(withWholeWords(searched, words, m)));
      ({ rows, mask } = await reader.probed<CardQueryRow>({ probe, sql: text.sql, variants, whileBatchOpen: text.whileBatchOpen }));
      plan = withWholeWords(searched, words, mask);
    } else {
      for (const r of await reader.all<{ i: number; n: number }>(probe.sql, probe.params)) if (r.n >= probe.atLeast) mask |= 1 << r.i;
      plan = withWholeWords(searched, words, mask);
      rows = await reader.all<CardQueryRow>(text.sql, params(plan), text.whileBatchOpen);
    }
    common.add(probe.params.filter((_, i) => mask & (1 << i)));
  }
  if ((rows[0]?.total ?? 0) > cap) capped.add([cappedKey(plan, cap)]);
  return { plan, rows };
}
