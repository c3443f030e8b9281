import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ApiError } from '../../../lib/api-client';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useDeleteReview } from '../api/delete-review';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useModerateReview, type ModerationAction } from '../api/moderate-review';
import type { AdminReview, ReviewStatus } from '../api/review-schemas';
import { AdminReviewItem } from './admin-review-item';

const filters: Array<{ value: ReviewStatus | undefined; label: string }> = [
  { value: undefined, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
];

const failureText = (action: ModerationAction | 'delete', error: unknown) => {
  const verb = action === 'approve' ? 'Approve' : action === 'hide' ? 'Hide' : 'Delete';
  return error instanceof ApiError ? `${verb} failed (${error.status})` : `${verb} failed: could not reach the server`;
};

/** The console's Reviews tab: every review with its status; approve, hide or delete. */
export function AdminReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus | undefined>('pending');
  const reviews = useAdminReviews(status);
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // A review that leaves the list (approved under "Pending", deleted) takes its focused button
  // with it: focus goes to the notice that says what happened.
  const sectionRef = useFocusFallback<HTMLElement>();

  const act = async (review: AdminReview, action: ModerationAction | 'delete') => {
    setNotice(null);
    try {
      if (action === 'delete') await remove.mutateAsync(review.id);
      else await moderate.mutateAsync({ id: review.id, action });
      const done = action === 'approve' ? 'approved and now public' : action === 'hide' ? 'hidden from the public page' : 'deleted';
      setNotice({ tone: 'info', text: `Review by ${review.name} ${done}.` });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(action, error) });
    }
  };

  const counts = reviews.data?.counts;
  const busyId = moderate.isPending ? moderate.variables?.id : remove.isPending ? remove.variables : undefined;

  return (
    <section ref={sectionRef} aria-labelledby="admin-reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-reviews-title" className="text-2xl font-bold text-slate-900">
          Reviews
        </h1>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()} pending={reviews.isFetching}>
          <RefreshCw className={cn('size-4', reviews.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {filters.map((f) => {
          const count = f.value && counts ? ` (${counts[f.value]})` : '';
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={status === f.value}
              onClick={() => setStatus(f.value)}
              className={cn(
                'min-h-9 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
                status === f.value
                  ? 'border-indigo-700 bg-indigo-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {f.label}
              {count}
            </button>
          );
        })}
      </div>

      <div aria-live="polite" tabIndex={-1} data-autofocus className="focus:outline-none">
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg border p-3 text-sm',
              notice.tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900',
            )}
          >
            {notice.text}
          </p>
        )}
      </div>

      {reviews.isPending && (
        <p role="status" className="text-slate-700">
          Loading reviews…
        </p>
      )}
      {reviews.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">
            {reviews.error instanceof ApiError ? `Failed to load reviews (${reviews.error.status})` : 'Failed to load reviews'}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {reviews.isSuccess && reviews.data.reviews.length === 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          {status === 'pending' ? 'No reviews are waiting for moderation.' : 'No reviews here.'}
        </p>
      )}
      {reviews.isSuccess && reviews.data.reviews.length > 0 && (
        <ul className="space-y-3">
          {reviews.data.reviews.map((review) => (
            <AdminReviewItem key={review.id} review={review} busy={busyId === review.id} onAction={(action) => void act(review, action)} />
          ))}
        </ul>
      )}
    </section>
  );
}
