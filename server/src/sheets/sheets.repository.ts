import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../lib/time.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The settings row holding the default sheet link (spec §3 "Default sheet URL setting"). */
export const SHEET_URL_SETTING = 'sheets.default_url';

export async function getSheetUrl(db: Db): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SHEET_URL_SETTING).executeTakeFirst();
  return row?.value ?? null;
}

export async function saveSheetUrl(db: Db, url: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('settings')
    .values({ key: SHEET_URL_SETTING, value: url, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: url, updated_at: now }))
    .execute();
}

/** Returns whether a link was stored. */
export async function deleteSheetUrl(db: Db): Promise<boolean> {
  const result = await db.deleteFrom('settings').where('key', '=', SHEET_URL_SETTING).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
