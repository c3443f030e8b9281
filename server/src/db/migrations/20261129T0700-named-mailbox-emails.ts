import type { Kysely } from 'kysely';

// A cell "Jo Retest <jo@retest.example>" was split at its spaces and stored the address with its
// angle brackets, "<jo@retest.example>" (and the domain "retest.example>"), so neither the search
// nor the exposure scan nor an alert found it by the address. The import now takes a named
// mailbox's address; this strips the brackets of the addresses stored so. A record that also
// holds the bare address keeps it once. The local part's search words are the same with or
// without the bracket (the tokenizer never kept "<"), so no search key changes.

interface EmailRow {
  record_id: string;
  email: string;
}

const BRACKETED = /^<\s*([^<>\s]+@[^<>\s]+)\s*>$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('record_emails').select(['record_id', 'email']).where('email', 'like', '<%>').execute()) as EmailRow[];
  for (const row of rows) {
    const address = BRACKETED.exec(row.email)?.[1];
    if (!address) continue;
    const held = await db
      .selectFrom('record_emails')
      .select('email')
      .where('record_id', '=', row.record_id)
      .where('email', '=', address)
      .executeTakeFirst();
    const stored = { record_id: row.record_id, email: row.email };
    if (held)
      await db
        .deleteFrom('record_emails')
        .where((eb) => eb.and(stored))
        .execute();
    else
      await db
        .updateTable('record_emails')
        .set({ email: address, domain: address.slice(address.lastIndexOf('@') + 1) })
        .where((eb) => eb.and(stored))
        .execute();
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the bracket was never part of the address.
}
