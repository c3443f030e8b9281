// The addresses a visitor may send a link to: the record's own emails, each named by an opaque
// id (a keyed hash, so it says nothing about the address) and shown as the policy's hint.

import { disclose } from '@breachwatch/core/disclosure/policy';
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

/** The record's addresses, or undefined when there is no such record (or none it may show). */
export async function ownerAddresses(db: Db, cipher: FieldCipher, recordId: string): Promise<OwnerAddress[] | undefined> {
  if (!(await publicRecordExists(db, recordId))) return undefined;
  const rows = await db.selectFrom('record_emails').select('email').where('record_id', '=', recordId).execute();
  const seen = new Set<string>();
  const out: OwnerAddress[] = [];
  for (const { email } of rows) {
    const key = email.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const shown = disclose('email', 'anonymous', email);
    if (!shown || shown.shown === 'exposed') continue;
    out.push({ id: cipher.fingerprint(`owner-address ${recordId} ${key}`), hint: shown.value, email: key });
  }
  // In the order of what a stranger sees, then of the opaque ids: sorted by the addresses
  // themselves, the list would tell how their hidden parts compare (ADR 0218).
  return out.sort((a, b) => (a.hint === b.hint ? (a.id < b.id ? -1 : 1) : a.hint < b.hint ? -1 : 1));
}
