import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isSqlite } from './portable.ts';

// ADR 0205: Shopify's and other exports write a ZIP code or a phone as '07102 or '+19735550123,
// the apostrophe that keeps Excel from reading the text as a number and dropping its leading
// zero or plus. The import stored the apostrophe, and a public card showed the ZIP as '07102.
// The import now takes it off; this does the same for the values stored before, in the ZIP
// code and the phones as written: only an apostrophe before a number (digits, with spaces,
// brackets, dots, dashes, slashes and a leading plus). The search keys are the same without it
// (the tokenizer and the phone digits never kept it), so none changes. The original row
// (encrypted) keeps the cell as written.

/** The column is an apostrophe and then a number, as core's withoutTextApostrophe reads one. */
function keptAsText(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  const rest = sql`substr(${ref}, 2)`;
  return isSqlite(db)
    ? sql`(${ref} like '''%' and (${rest} glob '[0-9]*' or ${rest} glob '[+(][0-9]*') and ${rest} not glob '*[^0-9 ().+/-]*')`
    : sql`(${ref} like '''%' and ${rest} ~ '^[+(]?[0-9][0-9 ().+/-]*$')`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update breach_records set zip = substr(zip, 2) where ${keptAsText(db, 'zip')}`.execute(db);
  // A phone's digits (its search key) are the same; its spelling as written is shown.
  await sql`update record_phones set phone = substr(phone, 2) where ${keptAsText(db, 'phone')}`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the apostrophe was never part of the value.
}
