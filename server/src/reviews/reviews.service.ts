import type { ReviewSubmission } from '@breachwatch/core';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import * as repo from './reviews.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function toPublicReview(r: repo.ReviewRow) {
  return {
    id: r.id,
    name: r.name,
    rating: Number(r.rating),
    message: r.message,
    date: r.created_at.slice(0, 10),
    verified: Number(r.verified) === 1,
    sample: Number(r.sample) === 1,
  };
}

export function toAdminReview(r: repo.ReviewRow) {
  return { ...toPublicReview(r), status: r.status, createdAt: r.created_at, approvedAt: r.approved_at };
}

export async function listPublicReviews(db: Db, limit: number, offset: number) {
  const { rows, total } = await repo.listApproved(db, limit, offset);
  return { reviews: rows.map(toPublicReview), total, limit, offset };
}

/** A new review waits for moderation; nothing is shown publicly until an admin approves it. */
export async function submitReview(db: Db, input: ReviewSubmission) {
  const id = newId();
  await repo.insertReviews(db, [
    { id, name: input.name, rating: input.rating, message: input.message, status: 'pending', created_at: nowIso(), approved_at: null },
  ]);
  return { id, status: 'pending' as const };
}

export async function listAdminReviews(db: Db, options: { status?: repo.ReviewStatus; limit: number; offset: number }) {
  const { rows, total, counts } = await repo.listAll(db, options);
  return { reviews: rows.map(toAdminReview), total, counts };
}

export async function moderateReview(
  trx: Transaction<Database>,
  id: string,
  status: 'approved' | 'hidden',
  actorEmail: string | undefined,
) {
  const review = await repo.findReview(trx, id);
  if (!review) throw notFound('Review not found.');
  // A fresh approval time puts a newly approved review at the top of the public list.
  const approvedAt = status === 'approved' ? (review.status === 'approved' ? review.approved_at : nowIso()) : review.approved_at;
  await repo.setStatus(trx, id, status, approvedAt);
  await recordAudit(trx, { actorEmail, action: 'reviews.moderate', target: id, details: { from: review.status, to: status } });
  return toAdminReview({ ...review, status, approved_at: approvedAt });
}

export async function removeReview(trx: Transaction<Database>, id: string, actorEmail: string | undefined) {
  const deleted = await repo.deleteReview(trx, id);
  if (deleted === 0) throw notFound('Review not found.');
  await recordAudit(trx, { actorEmail, action: 'reviews.delete', target: id });
}
