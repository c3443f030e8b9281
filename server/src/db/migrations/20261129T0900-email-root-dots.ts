import type { Kysely } from 'kysely';
import { respellStoredEmails } from './record-emails.ts';

// ADR 0194: an address written with its domain's root dot, "em.dot@example.com.", was stored
// with the dot (and the domain "example.com."), so neither the search for the address nor the
// exposure scan of the domain found it. The import now leaves the dot(s) out; this carries the
// addresses stored before over. A record that also holds the address without the dot keeps it
// once. The local part's search words are the same with or without the dot (the search keys
// index only the local part), so no search key changes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await respellStoredEmails(db, '%@%.', (email) => {
    const address = email.replace(/\.+$/, '');
    return address.indexOf('@') > 0 && !address.endsWith('@') ? address : undefined;
  });
}

export async function down(): Promise<void> {
  // Nothing to undo: the root dot was never part of the address.
}
