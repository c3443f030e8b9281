import { sql, type Kysely } from 'kysely';
import { bigIntType, isSqlite } from './portable.ts';

// The catalog of public breaches (Have I Been Pwned's /breaches list, or the compact catalog
// shipped with the product), read by the exposure scan of a domain; and the "same inbox" index
// the exposure scan of an email needs on record_emails.

/**
 * The inbox key of a stored address: the local part before any "+", without dots, then "@"
 * and the domain. The scan repository uses the identical expression (an expression index is
 * only used when the query repeats it exactly); keep the two in step.
 */
export function inboxKeyExpression(sqlite: boolean): string {
  const pos = (needle: string) => (sqlite ? `instr(email, '${needle}')` : `strpos(email, '${needle}')`);
  return `(replace(substr(email, 1, (case when ${pos('+')} > 0 then ${pos('+')} else ${pos('@')} end) - 1), '.', '') || '@' || domain)`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('breach_catalog')
    // Have I Been Pwned's stable breach name, e.g. "Adobe"
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    // lowercased; '' for breaches with no organisation (spam lists, malware logs)
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('breach_date', 'text')
    .addColumn('added_date', 'text')
    .addColumn('modified_date', 'text')
    .addColumn('accounts', bigIntType(db), (c) => c.notNull().defaultTo(0))
    // JSON array of data class names as published
    .addColumn('data_classes', 'text', (c) => c.notNull())
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_fabricated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_sensitive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_spam_list', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_malware', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_retired', 'integer', (c) => c.notNull().defaultTo(0))
    // 'hibp' (synced) or 'seed' (shipped with the product)
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('breach_catalog_domain_idx').on('breach_catalog').column('domain').execute();

  // Finds plus-aliases and Gmail dot variants of an address with one index lookup.
  await sql`create index record_emails_inbox_key_idx on record_emails (${sql.raw(inboxKeyExpression(isSqlite(db)))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists record_emails_inbox_key_idx`.execute(db);
  await db.schema.dropTable('breach_catalog').ifExists().execute();
}
