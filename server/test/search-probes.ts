// What a visitor and an admin find for a query, through the real read path: the migration tests
// check a migrated database by these answers rather than by its columns.

import { planPublicSearch } from '@breachwatch/core';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { FieldCipher } from '../src/lib/field-cipher.ts';
import { publicSearch } from '../src/records/http/index.ts';
import { createRecordSearch, planSearch } from '../src/records/search/index.ts';

/** The names on the public search's result cards, in the order shown. */
export async function publicNames(database: DatabaseHandle, cipher: FieldCipher, q: string): Promise<string[]> {
  const search = createRecordSearch(database);
  try {
    const planned = planPublicSearch(q);
    if (!planned.ok) return [];
    return (await publicSearch({ db: database.db, cipher, search }, planned.plan)).results.map((r) => r.name);
  } finally {
    await search.close();
  }
}

/** What the admin search answers: how many records match, and the first ten (seqs), best first. */
async function adminSearch(database: DatabaseHandle, q: string): Promise<{ total: number; seqs: number[] }> {
  const search = createRecordSearch(database);
  try {
    return await search.rankedSeqs(planSearch(q)!, { limit: 10 });
  } finally {
    await search.close();
  }
}

/** How many records the admin search finds. */
export const adminFinds = async (database: DatabaseHandle, q: string): Promise<number> => (await adminSearch(database, q)).total;

/** The records (seqs) the admin search finds, best first. */
export const adminFindsSeqs = async (database: DatabaseHandle, q: string): Promise<number[]> => (await adminSearch(database, q)).seqs;

/** A record's stored addresses, each with its domain ("jo@x.example x.example"), by the record's name. */
export async function storedEmailsOf(database: DatabaseHandle, name: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('record_emails')
    .innerJoin('breach_records', 'breach_records.id', 'record_emails.record_id')
    .select(['record_emails.email', 'record_emails.domain'])
    .where('breach_records.full_name', '=', name)
    .orderBy('record_emails.email')
    .execute();
  return rows.map((r) => `${r.email} ${r.domain}`);
}
