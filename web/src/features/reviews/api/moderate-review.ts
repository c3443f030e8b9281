import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminReviewsKey } from './get-admin-reviews';

export type ModerationAction = 'approve' | 'hide';

/** Approve (publish) or hide one review; the list and the badge refresh afterwards. */
export async function moderateReview({ id, action }: { id: string; action: ModerationAction }): Promise<void> {
  await apiRequest(`/api/admin/reviews/${encodeURIComponent(id)}/${action}`, { method: 'POST', timeoutMs: 20_000 });
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moderateReview, onSettled: () => client.invalidateQueries({ queryKey: adminReviewsKey }) });
}
