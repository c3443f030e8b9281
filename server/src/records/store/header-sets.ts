// The original row of an imported record, stored without repeating its header names (ADR 0145).
// A record's encrypted secret keeps the row's values in column order and the keyed hash of its
// header set; the header names are stored once per batch and set of headers, encrypted too.
// Records stored before keep `allFields` (header -> value) in their secret and read as before.

import type { ResolvedHeaders } from '@breachwatch/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import type { RecordSecret } from './record-codec.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The header names of rows, as their original row is keyed (core's column keys: trimmed, repeats made unique). */
export interface HeaderSet {
  /** keyed hash of `keys` (8 characters): names the set in each record's secret, reveals nothing without the key */
  hash: string;
  keys: readonly string[];
}

const HASH_CHARS = 8;

export function headerSetOf(resolved: ResolvedHeaders, cipher: FieldCipher): HeaderSet {
  const keys = resolved.mapping.map((m) => m.key);
  return { hash: cipher.fingerprint(JSON.stringify(keys)).slice(0, HASH_CHARS), keys };
}

/**
 * The row's values in the set's column order ('' where allFields has none), trailing empty
 * ones left out. `allFieldsOf` turns them back into exactly the object they came from.
 */
export function rowValues(set: HeaderSet, allFields: Readonly<Record<string, string>>): string[] {
  const values: string[] = [];
  let last = -1;
  for (let i = 0; i < set.keys.length; i++) {
    const key = set.keys[i]!;
    // hasOwn: a header such as "constructor" must not read Object.prototype's.
    const v = Object.hasOwn(allFields, key) ? allFields[key]! : '';
    values.push(v);
    if (v !== '') last = i;
  }
  values.length = last + 1;
  return values;
}

/** The original row, header -> value, from a secret of either form; `keys` is the set its hash names. */
export function allFieldsOf(secret: RecordSecret, keys: readonly string[] | undefined): Record<string, string> {
  if (!secret.values) return secret.allFields ?? {};
  // A plain object on purpose, built in column order like core's mapRow builds allFields.
  const out: Record<string, string> = {};
  secret.values.forEach((v, i) => {
    // A set that cannot be found (never expected) still shows every value, by column number.
    if (v !== '') out[keys?.[i] ?? `Column ${i + 1}`] = v;
  });
  return out;
}

/** Stores the set for the batch unless it already is; inside the transaction that writes its records. */
export async function saveHeaderSet(db: Db, cipher: FieldCipher, batchId: string, set: HeaderSet): Promise<void> {
  await db
    .insertInto('import_header_sets')
    .values({ batch_id: batchId, hash: set.hash, headers: cipher.encryptJson(set.keys) })
    .onConflict((oc) => oc.columns(['batch_id', 'hash']).doNothing())
    .execute();
}

export async function loadHeaderSet(db: Db, cipher: FieldCipher, batchId: string, hash: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('import_header_sets')
    .select('headers')
    .where('batch_id', '=', batchId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row ? cipher.decryptJson<string[]>(row.headers) : undefined;
}
