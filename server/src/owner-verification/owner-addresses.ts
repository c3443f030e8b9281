// The addresses a visitor may send a link to: the record's own emails, each named by an opaque
// id (a keyed hash, so it says nothing about the address) and shown as the policy's hint.

import { disclose } from '@breachwatch/core/disclosure/policy';
import { OWNER_SHARED_ADDRESS_RECORDS } from '@breachwatch/core/schemas/owner';
import type { Kysely, Transaction } from 'kysely';
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

/** Of these addresses, those in more records than a person's own address would be in. */
async function sharedMailboxes(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('record_emails')
    .select('email')
    .where('email', 'in', emails)
    .groupBy('email')
    .having((eb) => eb.fn.count('record_id').distinct(), '>', OWNER_SHARED_ADDRESS_RECORDS)
    .execute();
  return new Set(rows.map((r) => r.email.trim().toLowerCase()));
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
