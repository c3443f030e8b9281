// The addresses a visitor may send a link to: the record's own emails, each named by an opaque
// id (a keyed hash, so it says nothing about the address) and shown as the policy's hint.

import { disclose } from '@breachwatch/core/disclosure/policy';
import { classifyInboxMatch, inboxLookupKeys } from '@breachwatch/core/scan/email-variants';
import { OWNER_SHARED_ADDRESS_RECORDS } from '@breachwatch/core/schemas/owner';
import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { inboxKeyExpression } from '../db/migrations/20261125T2220-breach-catalog.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OwnerAddress {
  id: string;
  hint: string;
  email: string;
}

export const subjectHashOf = (cipher: FieldCipher, email: string) => cipher.fingerprint(`email ${email.trim().toLowerCase()}`);

/**
 * Whether the record is stored and may be seen outside the console: a record of an import
 * batch still open is not, to its owner either (ADR 0228).
 */
export async function publicRecordExists(db: Db, recordId: string): Promise<boolean> {
  const record = await db
    .selectFrom('breach_records as r')
    .leftJoin('import_batches as b', 'b.id', 'r.batch_id')
    .select('r.id')
    .where('r.id', '=', recordId)
    .where((eb) => eb.or([eb('b.is_open', 'is', null), eb('b.is_open', '=', 0)]))
    .executeTakeFirst();
  return record !== undefined;
}

export interface OwnerAddresses {
  /** The addresses a link may go to. */
  offered: OwnerAddress[];
  /** The record's addresses left out as shared mailboxes (ADR 0284). */
  shared: number;
}

/**
 * The most stored spellings of one inbox read to count its records. An inbox spelled this many
 * ways is counted as shared without reading on (a dump that tags one address per person).
 */
const SHARED_SPELLINGS_READ = 500;

/**
 * Of these addresses, those whose inbox is in more records than a person's own would be. Counted
 * by inbox, as the search and the scan find it (ADR 0200): a mailbox written with +tags, or at
 * Gmail with dots, in the records reads every link sent to each spelling (ADR 0287).
 */
async function sharedMailboxes(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const shared = new Set<string>();
  const key = sql.raw(inboxKeyExpression(db.getExecutor().adapter instanceof SqliteAdapter));
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const keys = inboxLookupKeys(email);
    if (keys.length === 0) continue;
    // Through the inbox-key index; the key drops dots everywhere, so each spelling is then
    // asked whether it reaches the same inbox (a dot matters outside Gmail).
    const rows = await db
      .selectFrom('record_emails')
      .select(['record_id', 'email'])
      .distinct()
      .where(sql<boolean>`${key} in (${sql.join(keys)})`)
      .limit(SHARED_SPELLINGS_READ)
      .execute();
    const records = new Set(rows.filter((r) => classifyInboxMatch(email, r.email)).map((r) => r.record_id));
    if (records.size > OWNER_SHARED_ADDRESS_RECORDS || rows.length >= SHARED_SPELLINGS_READ) shared.add(email);
  }
  return shared;
}

/**
 * The record's addresses a verification link may go to, or undefined when there is no such
 * record (or none it may show). An address in many records is a shared mailbox (a company's HR
 * or info address): whoever reads it could prove to be each of those people and see their
 * verified reports, so it is left out and only counted (ADR 0284).
 */
export async function ownerAddresses(db: Db, cipher: FieldCipher, recordId: string): Promise<OwnerAddresses | undefined> {
  if (!(await publicRecordExists(db, recordId))) return undefined;
  const rows = await db.selectFrom('record_emails').select('email').where('record_id', '=', recordId).execute();
  const shared = await sharedMailboxes(
    db,
    rows.map((r) => r.email),
  );
  const seen = new Set<string>();
  const out: OwnerAddress[] = [];
  let sharedCount = 0;
  for (const { email } of rows) {
    const key = email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const shown = disclose('email', 'anonymous', email);
    if (!shown || shown.shown === 'exposed') continue;
    if (shared.has(key)) {
      sharedCount += 1;
      continue;
    }
    out.push({ id: cipher.fingerprint(`owner-address ${recordId} ${key}`), hint: shown.value, email: key });
  }
  // In the order of what a stranger sees, then of the opaque ids: sorted by the addresses
  // themselves, the list would tell how their hidden parts compare (ADR 0218).
  out.sort((a, b) => (a.hint === b.hint ? (a.id < b.id ? -1 : 1) : a.hint < b.hint ? -1 : 1));
  return { offered: out, shared: sharedCount };
}

/**
 * The address an owner session proved, as the record lists it (trimmed, lower-cased), or
 * undefined when the record is gone or no longer offers it (an address that has since become a
 * shared mailbox proves nothing, ADR 0284). The session keeps only a keyed hash of it.
 */
export async function provenAddress(
  db: Db,
  cipher: FieldCipher,
  session: { recordId: string; emailHash: string },
): Promise<string | undefined> {
  const addresses = (await ownerAddresses(db, cipher, session.recordId))?.offered ?? [];
  return addresses.find((a) => subjectHashOf(cipher, a.email) === session.emailHash)?.email;
}
