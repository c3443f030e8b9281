// Reading and deleting stored breach records with their emails and phones. Matching a query is
// the search sub-feature's job (records/search); this module loads what it found.

import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { BreachRecordsTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
/**
 * A stored record as the views read it: they decrypt the secret, so its classes (ADR 0191) are not
 * loaded, and they read its phones, so neither is the mark that it has one (ADR 0319).
 */
export type RecordRow = Omit<Selectable<BreachRecordsTable>, 'secret_classes' | 'has_phone'>;

export interface RecordWithContacts extends RecordRow {
  emails: string[];
  phones: { phone: string; digits: string }[];
}

/** The columns a public result card is built from (views/public-views.ts toSearchResult). */
export interface CardRow {
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
  /** not shown on the card; part of the address keys a search is ranked by */
  county: string | null;
  risk_level: string;
  employment: string | null;
  benefits: string | null;
  emails: string[];
  phones: { phone: string }[];
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
  'street_key',
] as const;

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

/** Records by id, with their emails and phones; ids not stored are left out. */
export async function loadByIds(db: Db, ids: readonly string[]): Promise<RecordWithContacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('breach_records')
    .select(RECORD_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return attachContacts(db, rows);
}

/** The columns a record's search words are rebuilt from to rank it (search/search-rank.ts), with its emails and phones. */
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

/** A page of seqs, newest first, older than `before` (all when undefined), of one risk level when given. */
export async function seqsBefore(db: Db, before: number | undefined, risk: string | undefined, limit: number): Promise<number[]> {
  let q = db.selectFrom('breach_records').select('seq');
  if (before !== undefined) q = q.where('seq', '<', before);
  if (risk) q = q.where('risk_level', '=', risk);
  return (await q.orderBy('seq', 'desc').limit(limit).execute()).map((r) => Number(r.seq));
}

/** Deletes records with their emails, phones and search keys; returns how many existed. */
export async function deleteRecords(db: Db, kind: DatabaseKind, ids: readonly string[]): Promise<number> {
  return (await deleteRecordsListed(db, kind, ids)).length;
}

/** Deletes the records of `ids` that exist, as deleteRecords does; returns the ids deleted (for the audit). */
export async function deleteRecordsListed(db: Db, kind: DatabaseKind, ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  if (ids.length === 0) return deleted;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db.selectFrom('breach_records').select(['seq', 'id']).where('id', 'in', chunk).execute();
    if (found.length === 0) continue;
    const foundIds = found.map((f) => f.id);
    await db.deleteFrom('record_emails').where('record_id', 'in', foundIds).execute();
    await db.deleteFrom('record_phones').where('record_id', 'in', foundIds).execute();
    // A verified owner's session opens its record and nothing else: it ends with the record, so
    // the owner is asked to verify again instead of writing progress for a record that is gone.
    await db.deleteFrom('owner_sessions').where('record_id', 'in', foundIds).execute();
    // So is the recovery progress kept for it, and a case it was shared with stops showing it
    // (and stops saying it is shared): there is no record left whose progress it could be.
    await db.deleteFrom('recovery_progress_steps').where('record_id', 'in', foundIds).execute();
    await db
      .updateTable('inbox_threads')
      .set({ progress_record_id: null, progress_email_hash: null })
      .where('progress_record_id', 'in', foundIds)
      .execute();
    // A case a verified owner wrote keeps saying that their address was proved, and when; the
    // record it named is gone, so it no longer names one (ADR 0298).
    await db.updateTable('inbox_threads').set({ owner_record_id: null }).where('owner_record_id', 'in', foundIds).execute();
    // SQLite keeps the search keys in an FTS5 table of their own; PostgreSQL in a column of the row.
    if (kind === 'sqlite') {
      const seqs = found.map((f) => Number(f.seq));
      await sql`delete from record_search where rowid in (${sql.join(seqs)})`.execute(db);
    }
    const gone = await db.deleteFrom('breach_records').where('id', 'in', foundIds).returning('id').execute();
    for (const row of gone) deleted.push(row.id);
  }
  // After the rows: a search that sees the new generation also sees them gone (ADR 0174).
  if (deleted.length > 0) await sql`update record_deletions set generation = generation + 1 where id = 1`.execute(db);
  return deleted;
}
