import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminReviewsKey } from './get-admin-reviews';

export async function deleteReview(id: string): Promise<void> {
  await apiRequest(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', timeoutMs: 20_000 });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteReview, onSettled: () => client.invalidateQueries({ queryKey: adminReviewsKey }) });
}
