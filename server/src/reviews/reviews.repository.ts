import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ReviewsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ReviewRow = Selectable<ReviewsTable>;
export type ReviewStatus = ReviewsTable['status'];

export async function insertReviews(
  db: Db,
  rows: Array<Omit<ReviewRow, 'verified' | 'sample'> & { verified?: number; sample?: number }>,
): Promise<void> {
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
}

/** Approved reviews, newest approval first. */
export async function listApproved(db: Db, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reviews')
      .selectAll()
      .where('status', '=', 'approved')
      .orderBy('approved_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countWhere(db, 'approved'),
  ]);
  return { rows, total };
}

export async function listAll(db: Db, options: { status?: ReviewStatus; limit: number; offset: number }) {
  let q = db.selectFrom('reviews').selectAll();
  if (options.status) q = q.where('status', '=', options.status);
  const [rows, total, counts] = await Promise.all([
    q.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).offset(options.offset).execute(),
    countWhere(db, options.status),
    db
      .selectFrom('reviews')
      .select(['status', sql<number>`count(*)`.as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const byStatus = { pending: 0, approved: 0, hidden: 0 };
  for (const c of counts) if (c.status in byStatus) byStatus[c.status] = Number(c.n);
  return { rows, total, counts: byStatus };
}

async function countWhere(db: Db, status: ReviewStatus | undefined): Promise<number> {
  let q = db.selectFrom('reviews').select(sql<number>`count(*)`.as('n'));
  if (status) q = q.where('status', '=', status);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setStatus(db: Db, id: string, status: ReviewStatus, approvedAt: string | null): Promise<void> {
  await db.updateTable('reviews').set({ status, approved_at: approvedAt }).where('id', '=', id).execute();
}

export async function deleteReview(db: Db, id: string): Promise<number> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countReviews(db: Db): Promise<number> {
  return countWhere(db, undefined);
}
