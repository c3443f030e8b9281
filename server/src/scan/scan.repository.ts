import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inboxKeyExpression } from '../db/migrations/20261125T2220-breach-catalog.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** The most stored addresses one email scan reads; more means a shared or role address. */
export const EMAIL_MATCH_LIMIT = 200;

export function isSqliteDb(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export interface EmailMatchRow {
  record_id: string;
  email: string;
}

/** Records of no batch, or of one committed or cancelled: none of an import still open (ADR 0228). */
export const notOfOpenBatch = (db: Db) =>
  sql<boolean>`(r.batch_id is null or r.batch_id not in (${db.selectFrom('import_batches').select('id').where('is_open', '=', 1)}))`;

/**
 * Stored addresses whose inbox key is one of `keys` (the exact address, its plus-aliases and,
 * for Gmail, its dot variants), through the expression index of the breach-catalog migration.
 */
export async function findEmailMatches(db: Db, keys: string[]): Promise<EmailMatchRow[]> {
  if (keys.length === 0) return [];
  const expr = sql.raw(inboxKeyExpression(isSqliteDb(db)));
  return (
    db
      .selectFrom('record_emails')
      .innerJoin('breach_records as r', 'r.id', 'record_emails.record_id')
      .select(['record_emails.record_id', 'record_emails.email'])
      .where(sql<boolean>`${expr} in (${sql.join(keys)})`)
      // Left out before the limit: a record of an open batch counted towards it said the scan had
      // left some out, and took a committed record's place in the list (ADR 0228).
      .where(notOfOpenBatch(db))
      .limit(EMAIL_MATCH_LIMIT + 1)
      .execute()
  );
}

export interface RecordFactsRow {
  id: string;
  batch_id: string | null;
  ssn_last4: string | null;
  birth_year: number | null;
  secret: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  employment: string | null;
  benefits: string | null;
  sources: string | null;
  date_added: string;
  has_phone: number;
  /** which kinds the secret holds (ADR 0191), or null for a record stored before that column */
  secret_classes: string | null;
  source_name: string | null;
  date_found: string | null;
  batch_created_at: string | null;
  last_imported_at: string | null;
}

/** What each matched record holds (no names, no raw contact values) and its source's dates. */
export async function findRecordFacts(db: Db, ids: string[]): Promise<RecordFactsRow[]> {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('breach_records as r')
      .leftJoin('import_batches as b', 'b.id', 'r.batch_id')
      .select([
        'r.id',
        'r.batch_id',
        'r.ssn_last4',
        'r.birth_year',
        'r.secret',
        'r.street',
        'r.city',
        'r.state',
        'r.zip',
        'r.employment',
        'r.benefits',
        'r.sources',
        'r.date_added',
        'r.secret_classes',
        'b.source_name',
        'b.date_found',
        'b.created_at as batch_created_at',
        'b.last_imported_at',
      ])
      .select((eb) =>
        eb
          .case()
          .when(eb.exists(eb.selectFrom('record_phones as p').select(sql.lit(1).as('one')).whereRef('p.record_id', '=', 'r.id')))
          .then(1)
          .else(0)
          .end()
          .as('has_phone'),
      )
      .where('r.id', 'in', ids)
      // A record of an import still open is no one's to see yet (ADR 0228).
      .where((eb) => eb.or([eb('b.is_open', 'is', null), eb('b.is_open', '=', 0)]))
      .execute()
  );
}
