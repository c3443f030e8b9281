import { sql, type Kysely } from 'kysely';

// ADR 0319: whether a record has a phone, stored on the record (1 or 0), so a domain scan counts
// the phones of up to a thousand people from the rows it reads anyway instead of probing
// record_phones once a person (8-10 ms of a 1,001-people scan at 10,000,000 records on
// PostgreSQL on one host, 2.4-2.8 ms on a faster one). Only whether, never the number: the scan
// tells anyone who types the domain as much already.
//
// Records stored before the column have it null ("not known yet"), and the scans probe their
// phones as before. Filling it here would rewrite every record (and on PostgreSQL add an entry
// to each of its indexes per record) while the server waits to start: the server fills it after
// start-up instead, a chunk at a time (records/store/has-phone-fill.ts). The partial index lists
// the records still to fill, and is empty once they are: records written since never enter it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table breach_records add column has_phone integer`.execute(db);
  await sql`create index breach_records_has_phone_unknown_idx on breach_records (seq) where has_phone is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists breach_records_has_phone_unknown_idx`.execute(db);
  await sql`alter table breach_records drop column has_phone`.execute(db);
}
