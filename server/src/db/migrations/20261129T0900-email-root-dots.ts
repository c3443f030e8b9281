import type { Kysely } from 'kysely';

// ADR 0194: an address written with its domain's root dot, "em.dot@example.com.", was stored
// with the dot (and the domain "example.com."), so neither the search for the address nor the
// exposure scan of the domain found it. The import now leaves the dot(s) out; this carries the
// addresses stored before over. A record that also holds the address without the dot keeps it
// once. The local part's search words are the same with or without the dot (the search keys
// index only the local part), so no search key changes.

interface EmailRow {
  record_id: string;
  email: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('record_emails').select(['record_id', 'email']).where('email', 'like', '%@%.').execute()) as EmailRow[];
  for (const row of rows) {
    const address = row.email.replace(/\.+$/, '');
    if (address.indexOf('@') <= 0 || address.endsWith('@')) continue;
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
  // Nothing to undo: the root dot was never part of the address.
}
