import { REVIEWS_PAGE_SIZE } from '@breachwatch/core/schemas/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { publicReviewSchema } from './review-schemas';

const reviewsPageSchema = z.object({ reviews: z.array(publicReviewSchema), total: z.number(), offset: z.number() });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export async function getReviews(offset: number, limit = REVIEWS_PAGE_SIZE): Promise<ReviewsPage> {
  return reviewsPageSchema.parse(await apiGet<unknown>(`/api/reviews?limit=${limit}&offset=${offset}`, { timeoutMs: 15_000 }));
}

/** Approved reviews, six per page; "Load more reviews" fetches the next six. */
export function useReviews() {
  return useInfiniteQuery({
    queryKey: ['reviews', 'public'],
    queryFn: ({ pageParam }) => getReviews(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.reviews.length < last.total && last.reviews.length > 0 ? last.offset + last.reviews.length : undefined,
  });
}
