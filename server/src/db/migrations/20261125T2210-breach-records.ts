import { sql, type Kysely } from 'kysely';
import { autoIncrementKey, isSqlite } from './portable.ts';

// Breach records, their import batches, the email/phone lookup tables and the search index.
// Records carry two keys: `seq`, a compact integer for the search index and keyset paging,
// and `id`, a random text id used in every URL (public ids must not be enumerable).
// Child rows are deleted explicitly by the repository instead of through foreign keys: FK
// checks on millions of child inserts cost more than the import budget allows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** lower(source name) + url: a re-import of the same source reuses its batch */
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('source_name', 'text')
    .addColumn('source_url', 'text')
    .addColumn('date_found', 'text')
    .addColumn('credibility', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('category', 'text')
    .addColumn('reason', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('rows_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_duplicate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_imported_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('breach_records')
    .addColumn('seq', 'integer', autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('batch_id', 'text')
    .addColumn('external_id', 'text')
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('suffix', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('ssn_last4', 'text')
    .addColumn('birth_year', 'integer')
    /** AES-256-GCM JSON: ssn, dob, driverLicense, card, eid, contact and allFields (the original row) */
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('county', 'text')
    .addColumn('country', 'text')
    .addColumn('employer', 'text')
    .addColumn('employee_status', 'text')
    /** JSON objects of the employment and benefit field groups */
    .addColumn('employment', 'text')
    .addColumn('benefits', 'text')
    /** JSON array of source names given by the row */
    .addColumn('sources', 'text')
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex('breach_records_risk_idx').on('breach_records').columns(['risk_level', 'seq']).execute();
  await db.schema.createIndex('breach_records_batch_idx').on('breach_records').column('batch_id').execute();
  await db.schema.createIndex('breach_records_date_added_idx').on('breach_records').column('date_added').execute();

  await db.schema
    .createTable('record_emails')
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .execute();
  if (isSqlite(db)) {
    await db.schema.createIndex('record_emails_email_idx').on('record_emails').column('email').execute();
    await db.schema.createIndex('record_emails_domain_idx').on('record_emails').column('domain').execute();
  } else {
    // text_pattern_ops serves equality and LIKE 'prefix%' (partial email search) whatever the collation.
    await sql`create index record_emails_email_idx on record_emails (email text_pattern_ops)`.execute(db);
    await sql`create index record_emails_domain_idx on record_emails (domain text_pattern_ops)`.execute(db);
  }
  await db.schema.createIndex('record_emails_record_idx').on('record_emails').column('record_id').execute();

  await db.schema
    .createTable('record_phones')
    .addColumn('record_id', 'text', (c) => c.notNull())
    /** as written in the source, for the admin view */
    .addColumn('phone', 'text', (c) => c.notNull())
    /** national digits (a leading US "1" of 11 digits dropped) */
    .addColumn('digits', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_phones_digits_idx').on('record_phones').column('digits').execute();
  await db.schema.createIndex('record_phones_record_idx').on('record_phones').column('record_id').execute();

  if (isSqlite(db)) {
    // Contentless: the index holds only tokens (the text lives in breach_records), and
    // contentless_delete lets a deleted record leave the index. Prefix indexes for 2 and 3
    // characters keep short prefix queries ("jo", "bos") fast.
    await sql`create virtual table record_search using fts5(
      name, contact, place,
      content='', contentless_delete=1, prefix='2 3', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
  } else {
    // One weighted tsvector per record (A name, B emails and phones, C address) with a GIN
    // index; prefix queries use to_tsquery's ":*".
    await sql`alter table breach_records add column search_vector tsvector`.execute(db);
    await sql`create index breach_records_search_idx on breach_records using gin (search_vector)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await sql`drop table if exists record_search`.execute(db);
  for (const table of ['record_phones', 'record_emails', 'breach_records', 'import_batches']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
