import { useQuery } from '@tanstack/react-query';
import { getAdminReviews, adminReviewsKey } from '../api/get-admin-reviews';

/** The count of reviews waiting for moderation, next to the console's Reviews tab. */
export function PendingReviewsBadge() {
  const pending = useQuery({
    queryKey: [...adminReviewsKey, 'badge'],
    queryFn: async () => (await getAdminReviews('pending', 1)).counts.pending,
    refetchInterval: 60_000,
  });
  if (!pending.data) return null;
  return (
    <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-slate-900">
      <span aria-hidden="true">{pending.data}</span>
      <span className="sr-only">{`${pending.data} pending`}</span>
    </span>
  );
}
