import type { ReviewInput } from '@breachwatch/core/schemas/review';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const submitResponse = z.object({ id: z.string(), status: z.literal('pending') });

/** Sends a review; it waits for moderation and is not shown until an admin approves it. */
export async function submitReview(input: ReviewInput) {
  return submitResponse.parse(await apiPost<unknown>('/api/reviews', input, { timeoutMs: 20_000 }));
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}
