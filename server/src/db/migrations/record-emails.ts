import type { Kysely } from 'kysely';

// Stored addresses spelled again: the migrations that change how an address is read take the
// rows they read differently and store each as the import now would. A record that already
// holds the new spelling keeps it once. A later change to this rule needs a copy of its own:
// migrations that shipped call it as it stands (2026-11-29).

interface EmailRow {
  record_id: string;
  email: string;
}

/**
 * Each `record_emails` row whose address is `like` this pattern and which `respell` gives a new
 * address for: stored as that address (and its domain), or deleted when the record holds it.
 */
export async function respellStoredEmails(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
  db: Kysely<any>,
  like: string,
  respell: (email: string) => string | undefined,
): Promise<void> {
  const rows = (await db.selectFrom('record_emails').select(['record_id', 'email']).where('email', 'like', like).execute()) as EmailRow[];
  for (const row of rows) {
    const address = respell(row.email);
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
