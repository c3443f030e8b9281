import type { Kysely } from 'kysely';
import { respellStoredEmails } from './record-emails.ts';

// A cell "Jo Retest <jo@retest.example>" was split at its spaces and stored the address with its
// angle brackets, "<jo@retest.example>" (and the domain "retest.example>"), so neither the search
// nor the exposure scan nor an alert found it by the address. The import now takes a named
// mailbox's address; this strips the brackets of the addresses stored so. A record that also
// holds the bare address keeps it once. The local part's search words are the same with or
// without the bracket (the tokenizer never kept "<"), so no search key changes.

const BRACKETED = /^<\s*([^<>\s]+@[^<>\s]+)\s*>$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await respellStoredEmails(db, '<%>', (email) => BRACKETED.exec(email)?.[1]);
}

export async function down(): Promise<void> {
  // Nothing to undo: the bracket was never part of the address.
}
