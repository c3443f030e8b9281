import { sql, type Kysely } from 'kysely';

// ADR 0191: which kinds of data a record's encrypted secret holds (SSN, date of birth, driver
// license, payment card), stored in the clear beside it as a letter per kind ('sl', '' for none), so
// a domain scan can count them in the database as it counts the plain columns instead of
// decrypting every record of the domain. Only the kinds, never a value: the same the public scan
// already tells anyone who types the address.
//
// Records stored before this column have it null ("not known yet"). Filling it needs the
// encryption key, which migrations do not have: the server fills it after start-up
// (records/store/secret-classes-fill.ts), and until then the scans read those records' secrets.
// The partial index lists exactly the records still to fill, so the server finds them without
// reading the table, and once they are filled it is empty: records written since never enter it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table breach_records add column secret_classes text`.execute(db);
  await sql`create index breach_records_secret_classes_unknown_idx on breach_records (seq) where secret_classes is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists breach_records_secret_classes_unknown_idx`.execute(db);
  await sql`alter table breach_records drop column secret_classes`.execute(db);
}
