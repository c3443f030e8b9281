import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { adminReviewSchema, type ReviewStatus } from './review-schemas';

const adminReviewsSchema = z.object({
  reviews: z.array(adminReviewSchema),
  total: z.number(),
  counts: z.object({ pending: z.number(), approved: z.number(), hidden: z.number() }),
});
export type AdminReviews = z.infer<typeof adminReviewsSchema>;

export const adminReviewsKey = ['admin', 'reviews'] as const;

export async function getAdminReviews(status: ReviewStatus | undefined, limit = 200): Promise<AdminReviews> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (status) query.set('status', status);
  return adminReviewsSchema.parse(await apiGet<unknown>(`/api/admin/reviews?${query.toString()}`, { timeoutMs: 20_000 }));
}

/** Every review with its status (optionally one status), for moderation. */
export function useAdminReviews(status: ReviewStatus | undefined) {
  return useQuery({ queryKey: [...adminReviewsKey, status ?? 'all'], queryFn: () => getAdminReviews(status) });
}
