import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { BreachRecordsTable, Database } from '../db/schema.ts';
import type { SqliteReader } from '../plugins/sqlite-reader.ts';
import type { Dialect } from './record-writer.ts';
import { toFtsQuery, toTsQuery, type SearchPlan } from './search-keys.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type RecordRow = Selectable<BreachRecordsTable>;

export interface RecordWithContacts extends RecordRow {
  emails: string[];
  phones: { phone: string; digits: string }[];
}

const RECORD_COLUMNS = [
  'seq', 'id', 'batch_id', 'external_id', 'first_name', 'middle_name', 'last_name', 'suffix', 'full_name',
  'ssn_last4', 'birth_year', 'secret', 'street', 'address2', 'city', 'state', 'zip', 'county',
  'country', 'employer', 'employee_status', 'employment', 'benefits', 'sources', 'risk_level', 'date_added',
  'fingerprint',
] as const;

/** Prefix match on record_emails (address, or domain for "@domain" queries), index-backed on both databases. */
function emailCondition(dialect: Dialect, plan: SearchPlan): RawBuilder<boolean> {
  const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
  const prefix = plan.emailPrefix!;
  if (dialect === 'sqlite') return sql<boolean>`${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`}`;
  return sql<boolean>`${column} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/** `and r.risk_level = ...` when a level is asked for (r is breach_records), else nothing. */
function riskCondition(risk: string | undefined): RawBuilder<unknown> {
  return risk ? sql`and r.risk_level = ${risk}` : sql``;
}

/** seqs of matching records, best first (bm25 / ts_rank with name > contact > place; exact emails first). */
function matchingSeqs(dialect: Dialect, plan: SearchPlan, limit: number, offset: number, risk?: string): RawBuilder<{ seq: number }> {
  if (plan.kind === 'email') {
    const column = sql.ref(plan.domainOnly ? 'e.domain' : 'e.email');
    return sql<{ seq: number }>`select r.seq as seq from record_emails e join breach_records r on r.id = e.record_id
      where ${emailCondition(dialect, plan)} ${riskCondition(risk)} group by r.seq
      order by min(case when ${column} = ${plan.emailPrefix!} then 0 else 1 end), r.seq desc limit ${limit} offset ${offset}`;
  }
  if (dialect === 'sqlite') {
    if (risk) {
      return sql<{ seq: number }>`select record_search.rowid as seq from record_search join breach_records r on r.seq = record_search.rowid
        where record_search match ${toFtsQuery(plan)} ${riskCondition(risk)}
        order by bm25(record_search, 10.0, 4.0, 2.0), record_search.rowid desc limit ${limit} offset ${offset}`;
    }
    return sql<{ seq: number }>`select rowid as seq from record_search where record_search match ${toFtsQuery(plan)}
      order by bm25(record_search, 10.0, 4.0, 2.0), rowid desc limit ${limit} offset ${offset}`;
  }
  const q = toTsQuery(plan);
  return sql<{ seq: number }>`select r.seq from breach_records r where r.search_vector @@ to_tsquery('simple', ${q}) ${riskCondition(risk)}
    order by ts_rank(r.search_vector, to_tsquery('simple', ${q})) desc, r.seq desc limit ${limit} offset ${offset}`;
}

/** How many records match, of one risk level when `risk` is given. */
export async function countMatches(db: Db, dialect: Dialect, plan: SearchPlan, risk?: string): Promise<number> {
  let query: RawBuilder<{ n: number }>;
  if (plan.kind === 'email') {
    query = risk
      ? sql`select count(distinct r.seq) as n from record_emails e join breach_records r on r.id = e.record_id
          where ${emailCondition(dialect, plan)} ${riskCondition(risk)}`
      : sql`select count(distinct e.record_id) as n from record_emails e where ${emailCondition(dialect, plan)}`;
  } else if (dialect === 'sqlite') {
    query = risk
      ? sql`select count(*) as n from record_search join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsQuery(plan)} ${riskCondition(risk)}`
      : sql`select count(*) as n from record_search where record_search match ${toFtsQuery(plan)}`;
  } else {
    query = sql`select count(*) as n from breach_records r where r.search_vector @@ to_tsquery('simple', ${toTsQuery(plan)}) ${riskCondition(risk)}`;
  }
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Matching seqs, best first; only records of one risk level when `risk` is given. */
export async function searchSeqs(db: Db, dialect: Dialect, plan: SearchPlan, limit: number, offset = 0, risk?: string): Promise<number[]> {
  const { rows } = await matchingSeqs(dialect, plan, limit, offset, risk).execute(db);
  return rows.map((r) => Number(r.seq));
}

/** Records by seq, in the order given, with their emails and phones. */
export async function loadBySeqs(db: Db, seqs: readonly number[]): Promise<RecordWithContacts[]> {
  if (seqs.length === 0) return [];
  const rows = await db.selectFrom('breach_records').select(RECORD_COLUMNS).where('seq', 'in', [...seqs]).execute();
  const order = new Map(seqs.map((s, i) => [s, i]));
  rows.sort((a, b) => order.get(Number(a.seq))! - order.get(Number(b.seq))!);
  return attachContacts(db, rows);
}

export async function loadById(db: Db, id: string): Promise<RecordWithContacts | undefined> {
  const row = await db.selectFrom('breach_records').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? (await attachContacts(db, [row]))[0] : undefined;
}

async function attachContacts(db: Db, rows: RecordRow[]): Promise<RecordWithContacts[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [emails, phones] = await Promise.all([
    db.selectFrom('record_emails').select(['record_id', 'email']).where('record_id', 'in', ids).execute(),
    db.selectFrom('record_phones').select(['record_id', 'phone', 'digits']).where('record_id', 'in', ids).execute(),
  ]);
  const byId = new Map<string, RecordWithContacts>(rows.map((r) => [r.id, { ...r, seq: Number(r.seq), emails: [], phones: [] }]));
  for (const e of emails) byId.get(e.record_id)?.emails.push(e.email);
  for (const p of phones) byId.get(p.record_id)?.phones.push({ phone: p.phone, digits: p.digits });
  return ids.map((id) => byId.get(id)!);
}

/** The columns a public result card is built from (public-views.ts toSearchResult). */
export interface SearchCardRow {
  seq: number;
  id: string;
  full_name: string;
  birth_year: number | null;
  ssn_last4: string | null;
  secret: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  risk_level: string;
  employment: string | null;
  benefits: string | null;
  emails: string[];
  phones: { phone: string }[];
}

// One statement per search on SQLite: the match set is computed once (the FTS prefix expansion
// of a name is the expensive part; a separate count(*) repeated it), the total is counted from
// it, and the page's records come with their emails and phones. One statement also reads one
// consistent snapshot. Ranking and total are the same as searchSeqs and countMatches.
const CARD_SELECT = `select (select count(*) from m) as total, r.seq as seq, r.id as id, r.full_name as full_name,
    r.birth_year as birth_year, r.ssn_last4 as ssn_last4, r.secret as secret, r.street as street, r.city as city,
    r.state as state, r.zip as zip, r.risk_level as risk_level, r.employment as employment, r.benefits as benefits,
    (select json_group_array(e.email) from record_emails e where e.record_id = r.id) as emails,
    (select json_group_array(p.phone) from record_phones p where p.record_id = r.id) as phones
  from page left join breach_records r on r.seq = page.seq
  order by page.score, page.seq desc`;

const SQLITE_FTS_PAGE = `with m as materialized (
    select rowid as seq, bm25(record_search, 10.0, 4.0, 2.0) as score from record_search where record_search match ?
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${CARD_SELECT}`;

const sqliteEmailPage = (column: 'email' | 'domain') => `with m as materialized (
    select r.seq as seq, min(case when e.${column} = ? then 0 else 1 end) as score
    from record_emails e join breach_records r on r.id = e.record_id
    where e.${column} >= ? and e.${column} < ? group by r.seq
  ), page as (select seq, score from m order by score, seq desc limit ?)
  ${CARD_SELECT}`;
const SQLITE_EMAIL_PAGE = sqliteEmailPage('email');
const SQLITE_DOMAIN_PAGE = sqliteEmailPage('domain');

interface CardQueryRow extends Omit<SearchCardRow, 'emails' | 'phones' | 'id'> {
  total: number;
  id: string | null;
  emails: string;
  phones: string;
}

/** The best `limit` matches as result-card rows, and how many records match in all (SQLite). */
export async function sqliteSearchPage(reader: SqliteReader, plan: SearchPlan, limit: number): Promise<{ total: number; rows: SearchCardRow[] }> {
  let rows: CardQueryRow[];
  if (plan.kind === 'email') {
    const prefix = plan.emailPrefix!;
    rows = await reader.all<CardQueryRow>(plan.domainOnly ? SQLITE_DOMAIN_PAGE : SQLITE_EMAIL_PAGE, [prefix, prefix, `${prefix}\uffff`, limit]);
  } else {
    rows = await reader.all<CardQueryRow>(SQLITE_FTS_PAGE, [toFtsQuery(plan), limit]);
  }
  const out: SearchCardRow[] = [];
  for (const r of rows) {
    // A search key whose record is gone (left join): skip it, as loadBySeqs does.
    if (r.id === null) continue;
    out.push({
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
      risk_level: r.risk_level,
      employment: r.employment,
      benefits: r.benefits,
      emails: JSON.parse(r.emails) as string[],
      phones: (JSON.parse(r.phones) as string[]).map((phone) => ({ phone })),
    });
  }
  return { total: rows[0]?.total ?? 0, rows: out };
}

export interface ListFilter {
  plan?: SearchPlan;
  risk?: string;
}

/** Admin list page: newest first, or best match first with a query. */
export async function listRecords(db: Db, dialect: Dialect, filter: ListFilter, limit: number, offset: number) {
  let seqs: number[];
  let total: number;
  if (filter.plan) {
    [seqs, total] = await Promise.all([
      searchSeqs(db, dialect, filter.plan, limit, offset, filter.risk),
      countMatches(db, dialect, filter.plan, filter.risk),
    ]);
  } else {
    let q = db.selectFrom('breach_records');
    if (filter.risk) q = q.where('risk_level', '=', filter.risk);
    const [page, count] = await Promise.all([
      q.select('seq').orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    seqs = page.map((r) => Number(r.seq));
    total = Number(count.n);
  }
  return { records: await loadBySeqs(db, seqs), total };
}

/** Deletes records with their emails, phones and search keys; returns how many existed. */
export async function deleteRecords(db: Db, dialect: Dialect, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  let deleted = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db.selectFrom('breach_records').select(['seq', 'id']).where('id', 'in', chunk).execute();
    if (found.length === 0) continue;
    const foundIds = found.map((f) => f.id);
    await db.deleteFrom('record_emails').where('record_id', 'in', foundIds).execute();
    await db.deleteFrom('record_phones').where('record_id', 'in', foundIds).execute();
    if (dialect === 'sqlite') {
      const seqs = found.map((f) => Number(f.seq));
      await sql`delete from record_search where rowid in (${sql.join(seqs)})`.execute(db);
    }
    const res = await db.deleteFrom('breach_records').where('id', 'in', foundIds).executeTakeFirst();
    deleted += Number(res.numDeletedRows);
  }
  return deleted;
}

