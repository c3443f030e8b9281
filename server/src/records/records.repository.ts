import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { BreachRecordsTable, Database } from '../db/schema.ts';
import type { Dialect } from './record-writer.ts';
import { COLUMN_WEIGHTS, toFtsMatch, toFtsQuery, toTsQuery, type SearchPlan } from './search-keys.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type RecordRow = Selectable<BreachRecordsTable>;

export interface RecordWithContacts extends RecordRow {
  emails: string[];
  phones: { phone: string; digits: string }[];
}

const RECORD_COLUMNS = [
  'seq',
  'id',
  'batch_id',
  'external_id',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'full_name',
  'ssn_last4',
  'birth_year',
  'secret',
  'street',
  'address2',
  'city',
  'state',
  'zip',
  'county',
  'country',
  'employer',
  'employee_status',
  'employment',
  'benefits',
  'sources',
  'risk_level',
  'date_added',
  'fingerprint',
] as const;

/** bm25 over the three key columns with their weights (name > contact > place). */
export const SQLITE_BM25 = `bm25(record_search, ${COLUMN_WEIGHTS.name}.0, ${COLUMN_WEIGHTS.contact}.0, ${COLUMN_WEIGHTS.place}.0)`;

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
        order by ${sql.raw(SQLITE_BM25)}, record_search.rowid desc limit ${limit} offset ${offset}`;
    }
    return sql<{ seq: number }>`select rowid as seq from record_search where record_search match ${toFtsQuery(plan)}
      order by ${sql.raw(SQLITE_BM25)}, rowid desc limit ${limit} offset ${offset}`;
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
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)}`
      : sql`select count(*) as n from record_search where record_search match ${toFtsMatch(plan)}`;
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

/**
 * Matching seqs, unordered, at most `limit`: for a text search whose few matches the caller
 * ranks itself (search-rank.ts).
 */
export async function matchingSeqsUpTo(db: Db, dialect: Dialect, plan: SearchPlan, limit: number, risk?: string): Promise<number[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ seq: number }>`select record_search.rowid as seq from record_search join breach_records r on r.seq = record_search.rowid
          where record_search match ${toFtsMatch(plan)} ${riskCondition(risk)} limit ${limit}`
      : sql<{
          seq: number;
        }>`select r.seq from breach_records r where r.search_vector @@ to_tsquery('simple', ${toTsQuery(plan)}) ${riskCondition(risk)}
          limit ${limit}`;
  const { rows } = await query.execute(db);
  return rows.map((r) => Number(r.seq));
}

/** Records by seq, in the order given, with their emails and phones. */
export async function loadBySeqs(db: Db, seqs: readonly number[]): Promise<RecordWithContacts[]> {
  if (seqs.length === 0) return [];
  const rows = await db
    .selectFrom('breach_records')
    .select(RECORD_COLUMNS)
    .where('seq', 'in', [...seqs])
    .execute();
  const order = new Map(seqs.map((s, i) => [s, i]));
  rows.sort((a, b) => order.get(Number(a.seq))! - order.get(Number(b.seq))!);
  return attachContacts(db, rows);
}

export async function loadById(db: Db, id: string): Promise<RecordWithContacts | undefined> {
  const row = await db.selectFrom('breach_records').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? (await attachContacts(db, [row]))[0] : undefined;
}

/** The columns a record's search words are rebuilt from to rank it (search-rank.ts), with its emails and phones. */
export async function loadRankKeys(db: Db, seqs: readonly number[]) {
  if (seqs.length === 0) return [];
  const rows = await db
    .selectFrom('breach_records')
    .select(['seq', 'id', 'full_name', 'street', 'city', 'state', 'zip', 'county'])
    .where('seq', 'in', [...seqs])
    .execute();
  return attachContacts(db, rows);
}

type WithContacts<T> = Omit<T, 'seq'> & { seq: number; emails: string[]; phones: { phone: string; digits: string }[] };

async function attachContacts<T extends { id: string; seq: number }>(db: Db, rows: T[]): Promise<WithContacts<T>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [emails, phones] = await Promise.all([
    db.selectFrom('record_emails').select(['record_id', 'email']).where('record_id', 'in', ids).execute(),
    db.selectFrom('record_phones').select(['record_id', 'phone', 'digits']).where('record_id', 'in', ids).execute(),
  ]);
  const byId = new Map<string, WithContacts<T>>(rows.map((r) => [r.id, { ...r, seq: Number(r.seq), emails: [], phones: [] }]));
  for (const e of emails) byId.get(e.record_id)?.emails.push(e.email);
  for (const p of phones) byId.get(p.record_id)?.phones.push({ phone: p.phone, digits: p.digits });
  return ids.map((id) => byId.get(id)!);
}

/** Admin list page without a query: newest first, of one risk level when `risk` is given. */
export async function listRecords(db: Db, risk: string | undefined, limit: number, offset: number) {
  let q = db.selectFrom('breach_records');
  if (risk) q = q.where('risk_level', '=', risk);
  const [page, count] = await Promise.all([
    q.select('seq').orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: await loadBySeqs(
      db,
      page.map((r) => Number(r.seq)),
    ),
    total: Number(count.n),
  };
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
