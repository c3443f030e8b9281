import { sql, type Kysely, type RawBuilder } from 'kysely';

// ADR 0194: Excel keeps a ZIP code's or a phone's leading zeros by writing the cell as
// ="02134"; the import stored the wrapper, and a public card showed the ZIP as ="02134". The
// import now takes the text out; this does the same for the values stored before, in the
// columns a card or the console shows: the address, the employer and status, and the phones as
// written. Only a whole cell of that form, with no quote inside but Excel's doubled ones
// (="021" & "34" is a formula, not a text, and stays). The words and keys the search matches
// are the same with or without the wrapper (the tokenizer and the street key never kept "=" or
// '"'), so no search key changes. The original row (encrypted) keeps the cell as written, and
// the duplicate fingerprint is keyed with the application's key, which migrations do not have.

const COLUMNS = ['street', 'address2', 'city', 'state', 'zip', 'county', 'country', 'employer', 'employee_status'] as const;

const inner = (column: string): RawBuilder<string> => sql`substr(${sql.ref(column)}, 3, length(${sql.ref(column)}) - 3)`;

/** The column holds ="…" as a whole, with no quote inside but doubled ones. */
const wrapped = (column: string): RawBuilder<boolean> =>
  sql`(${sql.ref(column)} like '="%"' and length(${sql.ref(column)}) >= 3 and replace(${inner(column)}, '""', '') not like '%"%')`;

const unwrapped = (column: string): RawBuilder<string> => sql`trim(replace(${inner(column)}, '""', '"'))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  // One pass over the records: every column that holds a wrapper is set in the same update.
  const sets = COLUMNS.map((c) => sql`${sql.ref(c)} = case when ${wrapped(c)} then nullif(${unwrapped(c)}, '') else ${sql.ref(c)} end`);
  await sql`update breach_records set ${sql.join(sets)} where ${sql.join(
    COLUMNS.map((c) => wrapped(c)),
    sql` or `,
  )}`.execute(db);
  // A phone's digits (its search key) are the same; its spelling as written is shown.
  await sql`update record_phones set phone = ${unwrapped('phone')} where ${wrapped('phone')}`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the wrapper was never part of the value.
}
