import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DonationsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type DonationRow = Selectable<DonationsTable>;

export async function insertDonation(db: Db, row: Omit<DonationRow, 'capture_attempts'>): Promise<void> {
  await db.insertInto('donations').values(row).execute();
}

export async function findDonationByOrderId(db: Db, orderId: string): Promise<DonationRow | undefined> {
  return db.selectFrom('donations').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function updateDonationCapture(
  db: Db,
  id: string,
  changes: { status: string; capture_id?: string | null; captured_at?: string | null; capture_attempts?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('donations').set(changes).where('id', '=', id).execute();
}
