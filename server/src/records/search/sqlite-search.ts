// The SQLite read path: a contentless FTS5 table (record_search: name, contact, place) with
// prefix indexes, ranked by bm25 or, for few matches, in JavaScript (search-rank.ts); emails
// through record_emails (email-match.ts). The public search runs as one statement per search
// on a read-only connection of its own (db/sqlite-reader.ts): the match set is computed once,
// the total counted from it, and the page's records come with their emails and phones, all
// from one consistent snapshot.

import { sql, type RawBuilder } from 'kysely';
import { inboxKeyExpression } from '../../db/migrations/20261125T2220-breach-catalog.ts';
import type { SqliteReader } from '../../db/sqlite-reader.ts';
import { loadBySeqs, openBatchIds, type CardRow } from '../store/index.ts';
import { emailCount, emailSeqs, riskCondition } from './email-match.ts';
import { deletionScopedMemory, generationColumn, readerGeneration } from './deletion-scoped-memory.ts';
import { COLUMN_WEIGHTS } from './search-keys.ts';
import { COMMON_WORD_RECORDS, commonWordCandidates, emailPrefixes, matchesPrefix, type SearchPlan } from './search-plan.ts';
import type { ExactCardRow, ExactMatch, PublicCardPage, SearchQueries } from './search-queries.ts';
import { PUBLIC_RANK_ALL_MAX, rankRows } from './search-rank.ts';
import { wordsInNames } from './sqlite-name-words.ts';

/** bm25 over the three key columns with their weights (name > contact > place). */
export const SQLITE_BM25 = `bm25(record_search, ${COLUMN_WEIGHTS.name}.0, ${COLUMN_WEIGHTS.contact}.0, ${COLUMN_WEIGHTS.place}.0)`;

function ftsExpression(plan: SearchPlan, phrase: (token: string) => string): string {
  const term = (t: string) => (matchesPrefix(plan, t) ? phrase(t) : `"${t}"`);
  // One word that must be in the name is then in the name or place too: read its list once.
  const inName = plan.anyInName?.length === 1 ? plan.anyInName[0] : undefined;
  const body = plan.tokens
    .filter((t) => t !== inName)
    .map(term)
    .join(' AND ');
  const all = body && plan.columns ? `{${plan.columns.join(' ')}} : (${body})` : body;
  if (!plan.anyInName?.length) return all;
  const name = `{name} : (${plan.anyInName.map(term).join(' OR ')})`;
  return all ? `${all} AND ${name}` : name;
}

/** FTS5 MATCH expression where every word matches a whole key word: no prefix phrases. */
export function toFtsWholeWords(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `"${t}"`);
}

/** FTS5 MATCH expression for finding and counting the matches: each token as a prefix phrase. */
export function toFtsMatch(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `"${t}"*`);
}

/**
 * FTS5 MATCH expression for ranking with bm25: the same matches, but a whole word also matches
 * the exact phrase, so whole-word hits rank above prefix-only hits. bm25 then scans every
 * phrase's list a second time (for its rarity), which is why small result sets are ranked in
 * JavaScript instead (search-rank.ts).
 */
export function toFtsQuery(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `("${t}" OR "${t}"*)`);
}

/** Prefix match on record_emails (address, or domain for "@domain" queries), index-backed. */
function emailCondition(plan: SearchPlan): RawBuilder<boolean> {
  const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
  const ranges = emailPrefixes(plan).map((prefix) => sql<boolean>`(${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`})`);
  return sql<boolean>`(${sql.join(ranges, sql` or `)})`;
}

export const sqliteQueries: SearchQueries = {
  async countMatches(db, plan, risk) {
    let query: RawBuilder<{ n: number }>;
    if (plan.kind === 'email') query = emailCount(emailCondition(plan), risk);
    else if (risk) {
      query = sql`select count(*) as n from record_search join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)}`;
    } else query = sql`select count(*) as n from record_search where record_search match ${toFtsMatch(plan)}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async searchSeqs(db, plan, limit, offset, risk) {
    let query: RawBuilder<{ seq: number }>;
    if (plan.kind === 'email') query = emailSeqs(emailCondition(plan), plan, limit, offset, risk);
    else if (risk) {
      query = sql`select record_search.rowid as seq from record_search join breach_records r on r.seq = record_search.rowid
        where record_search match ${toFtsQuery(plan)} ${riskCondition(risk)}
        order by ${sql.raw(SQLITE_BM25)}, record_search.rowid desc limit ${limit} offset ${offset}`;
    } else {
      query = sql`select rowid as seq from record_search where record_search match ${toFtsQuery(plan)}
        order by ${sql.raw(SQLITE_BM25)}, rowid desc limit ${limit} offset ${offset}`;
    }
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  async matchingSeqsUpTo(db, plan, limit, risk) {
    // FTS5 reads its lists in rowid order and stops at the limit: no ranking, no sort.
    const query = risk
      ? sql<{ seq: number }>`select record_search.rowid as seq from record_search
          join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)} limit ${limit}`
      : sql<{ seq: number }>`select rowid as seq from record_search where record_search match ${toFtsMatch(plan)}
          order by rowid limit ${limit}`;
    const { rows } = await query.execute(db);
    return rows.map((r) => Number(r.seq));
  },

  // An in-memory database (no read connection of its own): the open import batches (ADR 0228),
  // the capped matches with the generation, then the whole-word candidates, then the cards.
  async publicTextMatches(db, plan, { limit, cap, rankAllMax }) {
    const hidden = await openBatchIds(db);
    const open = hidden.length
      ? sql`and not exists (select 1 from breach_records h where h.seq = record_search.rowid and h.batch_id in (${sql.join(hidden)}))`
      : sql``;
    const { rows } = await sql<{ seq: number; generation: number }>`select rowid as seq, ${generationColumn} as generation
        from record_search where record_search match ${toFtsMatch(plan)} ${open} order by rowid limit ${cap + 1}`.execute(db);
    const first = rows.map((r) => Number(r.seq));
    const generation = rows.length ? Number(rows[0]!.generation) : undefined;
    if (first.length > cap) return { total: first.length, generation, cards: [] };
    let candidates = first;
    if (first.length > rankAllMax) {
      // When every word is already whole (common ones), the first matches are the whole-word ones.
      const whole = plan.tokens.some((t) => matchesPrefix(plan, t))
        ? await sql<{ seq: number }>`select rowid as seq from record_search
            where record_search match ${toFtsWholeWords(plan)} ${open} order by rowid limit ${limit}`.execute(db)
        : { rows: [] };
      candidates = [...new Set([...whole.rows.map((r) => Number(r.seq)), ...first.slice(0, limit)])];
    }
    return { total: first.length, generation, cards: await loadBySeqs(db, candidates) };
  },

  async commonWords(db, plan, atLeast) {
    const words = commonWordCandidates(plan);
    if (words.length === 0) return [];
    const scope = plan.columns ? `{${plan.columns.join(' ')}} : ` : '';
    const probes = words.map(
      (w, i) => sql`select ${i} as i, n from (select count(*) as n from (select rowid from record_search
        where record_search match ${`${scope}"${w}"`} limit ${atLeast}))`,
    );
    const { rows } = await sql<{ i: number; n: number }>`${sql.join(probes, sql` union all `)}`.execute(db);
    return rows.filter((r) => Number(r.n) >= atLeast).map((r) => words[Number(r.i)]!);
  },
};

/** The card columns of the `page` rows, best first, each with `total` (an SQL expression). */
const cardSelect = (total: string) => `select ${total} as total, r.seq as seq, r.id as id, r.full_name as full_name,
    r.birth_year as birth_year, r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city,
    r.state as state, r.zip as zip, r.county as county, r.risk_level as risk_level, r.employment as employment,
    r.benefits as benefits,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(p.phone) from record_phones p where p.record_id = r.id) as phones
  from page left join breach_records r on r.seq = page.seq
  order by page.score, page.seq desc`;

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
const sqliteTextPage = (cap: number, hidden: number) => {
  const some = `t.n > ${PUBLIC_RANK_ALL_MAX} and t.n <= ${cap}`;
  // Records of open import batches (ADR 0228): only when there are any, one lookup by the
  // record's key per match read; the common case (none) is the statement it always was.
  const open = hidden
    ? `and not exists (select 1 from breach_records h where h.seq = record_search.rowid and ${inHidden(hidden, 'h')})`
    : '';
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
const textPages = new Map<string, string>();

/** `alias.batch_id` is one of `count` open batches' ids (bound as parameters). */
const inHidden = (count: number, alias: string) => `${alias}.batch_id in (${Array.from({ length: count }, () => '?').join(', ')})`;

// Phone and zip searches: bm25's best page, the total counted from the same match set.
const SQLITE_RANKED_PAGE = `with m as materialized (
    select rowid as seq, ${SQLITE_BM25} as score from record_search where record_search match ?
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${cardSelect('(select count(*) from m)')}`;

const sqliteEmailPage = (column: 'email' | 'domain') => `with m as materialized (
    select r.seq as seq, min(case when e.${column} = ? then 0 else 1 end) as score
    from record_emails e join breach_records r on r.id = e.record_id
    where e.${column} >= ? and e.${column} < ? group by r.seq
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${cardSelect('(select count(*) from m)')}`;
const SQLITE_EMAIL_PAGE = sqliteEmailPage('email');
const SQLITE_DOMAIN_PAGE = sqliteEmailPage('domain');

interface CardQueryRow extends Omit<CardRow, 'emails' | 'phones' | 'id'> {
  total: number;
  id: string | null;
  emails: string;
  phones: string;
}

function toCardRow(r: CardQueryRow & { id: string }): CardRow {
  return {
    seq: r.seq,
    id: r.id,
    full_name: r.full_name,
    birth_year: r.birth_year,
    ssn_last4: r.ssn_last4,
    secret: r.secret,
    street: r.street,
    city: r.city,
    state: r.state,
    zip: r.zip,
    county: r.county,
    risk_level: r.risk_level,
    employment: r.employment,
    benefits: r.benefits,
    emails: JSON.parse(r.emails) as string[],
    phones: (JSON.parse(r.phones) as string[]).map((phone) => ({ phone })),
  };
}

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
async function sqliteTextRows(
  reader: SqliteReader,
  asked: SearchPlan,
  limit: number,
  cap: number,
  hidden: readonly string[],
): Promise<{ plan: SearchPlan; rows?: CardQueryRow[] }> {
  let searched = asked;
  if (asked.anyInName && asked.anyInName.length > 1) {
    const named = wordsInNames(reader, asked.anyInName);
    // No word of the search is in anyone's name: nobody can match.
    if (named.length === 0) return { plan: asked, rows: [] };
    if (named.length < asked.anyInName.length) searched = { ...asked, anyInName: named };
  }
  const pageKey = `${cap} ${hidden.length}`;
  let text = textPages.get(pageKey);
  if (!text) textPages.set(pageKey, (text = sqliteTextPage(cap, hidden.length)));
  const params = (plan: SearchPlan) => {
    const match = toFtsMatch(plan);
    const whole = toFtsWholeWords(plan);
    // Every word already whole (common ones): the first matches are the whole-word ones.
    return [match, ...hidden, whole === match ? NO_SUCH_PHRASE : whole, ...hidden, limit, limit];
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
    rows = await reader.all<CardQueryRow>(text, params(plan));
  } else {
    const probe = { sql: commonWordProbe(words.length), params: words.map((w) => `${scope}"${w}"`), atLeast: COMMON_WORD_RECORDS };
    let mask = 0;
    if (words.length <= PROBED_WORDS_MAX) {
      const variants = Array.from({ length: 2 ** words.length }, (_, m) => params(withWholeWords(searched, words, m)));
      ({ rows, mask } = await reader.probed<CardQueryRow>({ probe, sql: text, variants }));
      plan = withWholeWords(searched, words, mask);
    } else {
      for (const r of await reader.all<{ i: number; n: number }>(probe.sql, probe.params)) if (r.n >= probe.atLeast) mask |= 1 << r.i;
      plan = withWholeWords(searched, words, mask);
      rows = await reader.all<CardQueryRow>(text, params(plan));
    }
    common.add(probe.params.filter((_, i) => mask & (1 << i)));
  }
  if ((rows[0]?.total ?? 0) > cap) capped.add([cappedKey(plan, cap)]);
  return { plan, rows };
}

/**
 * Ids of the import batches still open, whose records no public read shows (ADR 0228): usually
 * none. A statement prepared once on the calling thread's read connection (about 2 µs, where
 * building and preparing it through Kysely took about 22), read just before the statement it
 * serves and never cached, so a batch begun on another connection is held back at once.
 */
const readerOpenBatches = (reader: SqliteReader): string[] =>
  reader.now<{ id: string }>('select id from import_batches where is_open = 1', []).map((r) => r.id);

/**
 * The best `limit` matches as result-card rows, and how many records match, counted up to `cap`;
 * a text search leaves out the records of open import batches.
 */
export async function sqliteCardPage(reader: SqliteReader, searched: SearchPlan, limit: number, cap: number): Promise<PublicCardPage> {
  let plan = searched;
  let rows: CardQueryRow[];
  if (searched.kind === 'email') {
    const prefix = searched.emailPrefix!;
    rows = await reader.all<CardQueryRow>(searched.domainOnly ? SQLITE_DOMAIN_PAGE : SQLITE_EMAIL_PAGE, [
      prefix,
      prefix,
      `${prefix}\uffff`,
      limit,
    ]);
  } else if (searched.kind === 'text') {
    const page = await sqliteTextRows(reader, searched, limit, cap, readerOpenBatches(reader));
    // Past the cap when last counted, and nothing deleted since: more match now too (ADR 0175).
    if (!page.rows) return { total: cap, capped: true, rows: [] };
    plan = page.plan;
    rows = page.rows;
  } else {
    rows = await reader.all<CardQueryRow>(SQLITE_RANKED_PAGE, [toFtsQuery(searched), limit]);
  }
  const counted = rows[0]?.total ?? 0;
  // A search key whose record is gone (left join): skip it, as loadBySeqs does.
  const cards = rows.filter((r): r is CardQueryRow & { id: string } => r.id !== null).map(toCardRow);
  if (plan.kind !== 'text') return { total: counted, capped: false, rows: cards };
  // Text: every match (few) or the bounded candidates (many), ranked here.
  return { total: Math.min(counted, cap), capped: counted > cap, rows: rankRows(plan, cards).slice(0, limit) };
}

/** The card columns of one record `r` with its emails and its phones as [phone, digits] pairs. */
const EXACT_CARD_COLUMNS = `r.seq as seq, r.id as id, r.full_name as full_name, r.birth_year as birth_year,
    r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city, r.state as state, r.zip as zip,
    r.county as county, r.risk_level as risk_level, r.employment as employment, r.benefits as benefits,
    r.street_key as street_key,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(json_array(p.phone, p.digits)) from record_phones p where p.record_id = r.id) as phones`;
// The expression of the inbox key index (record_emails_inbox_key_idx), as it was created.
// Records of open import batches are left out by a test of the row already read (ADR 0228).
const notHidden = (hidden: number) => (hidden ? `and (r.batch_id is null or not ${inHidden(hidden, 'r')})` : '');
const sqliteExactInboxKeys = (count: number, hidden: number) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.id in (select record_id from record_emails
    where ${inboxKeyExpression(true)} in (${Array.from({ length: count }, () => '?').join(', ')})) ${notHidden(hidden)}
  order by r.seq desc limit ?`;
const sqliteExactPhones = (count: number, hidden: number) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.id in (select record_id from record_phones where digits in (${Array.from({ length: count }, () => '?').join(', ')})) ${notHidden(hidden)} order by r.seq desc limit ?`;
const sqliteExactStreets = (count: number, hidden: number) => `select ${EXACT_CARD_COLUMNS} from breach_records r
  where r.street_key in (${Array.from({ length: count }, () => '?').join(', ')}) ${notHidden(hidden)} order by r.seq desc limit ?`;

interface ExactQueryRow extends Omit<ExactCardRow, 'emails' | 'phones'> {
  emails: string;
  phones: string;
}

/**
 * The records holding a complete value, newest first, at most `cap`, as cards: one statement
 * on the calling thread's read connection (ADR 0137). Each is an exact read of one index
 * entry's records (at most `cap`), cheaper than a message to a read worker and back; before,
 * it was four statements through Kysely, each prepared again. None of an open import batch
 * (ADR 0228): their ids are read first, when there is a value to look up.
 */
export function sqliteExactCards(reader: SqliteReader, match: ExactMatch, cap: number): ExactCardRow[] {
  if (!match.inboxKeys?.length && !match.phones?.length && !match.streetKeys?.length) return [];
  let rows: ExactQueryRow[];
  const hidden = readerOpenBatches(reader);
  const n = hidden.length;
  if (match.inboxKeys?.length) {
    rows = reader.now<ExactQueryRow>(sqliteExactInboxKeys(match.inboxKeys.length, n), [...match.inboxKeys, ...hidden, cap]);
  } else if (match.phones?.length) {
    const keys = [...new Set(match.phones)];
    rows = reader.now<ExactQueryRow>(sqliteExactPhones(keys.length, n), [...keys, ...hidden, cap]);
  } else if (match.streetKeys?.length) {
    const keys = [...new Set(match.streetKeys)];
    rows = reader.now<ExactQueryRow>(sqliteExactStreets(keys.length, n), [...keys, ...hidden, cap]);
  } else return [];
  return rows.map((r) => ({
    ...r,
    emails: JSON.parse(r.emails) as string[],
    phones: (JSON.parse(r.phones) as [string, string][]).map(([phone, digits]) => ({ phone, digits })),
  }));
}
