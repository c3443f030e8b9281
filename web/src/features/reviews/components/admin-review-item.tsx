import { Check, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import type { AdminReview } from '../api/review-schemas';
import type { ModerationAction } from '../api/moderate-review';
import { formatReviewDate } from './review-card';
import { StarRating } from './star-rating';

const statusStyles: Record<AdminReview['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  hidden: 'bg-slate-200 text-slate-800',
};

export interface AdminReviewItemProps {
  review: AdminReview;
  busy: boolean;
  onAction(action: ModerationAction | 'delete'): void;
}

/** One review in the moderation list, with its status and the actions that apply. */
export function AdminReviewItem({ review, busy, onAction }: AdminReviewItemProps) {
  const [confirming, setConfirming] = useState(false);
  // Approve, Hide, Delete and Keep each remove themselves: focus moves to the next action.
  const ref = useFocusFallback<HTMLLIElement>();
  return (
    <li
      ref={ref}
      tabIndex={-1}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm focus:outline-2 focus:outline-indigo-700"
      aria-label={`Review by ${review.name}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 font-semibold text-slate-900">{review.name}</span>
        <StarRating rating={review.rating} />
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold uppercase', statusStyles[review.status])}>{review.status}</span>
        {review.sample && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Sample</span>}
        <span className="text-sm text-slate-600">
          <time dateTime={review.createdAt}>{formatReviewDate(review.date)}</time>
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm font-semibold text-slate-900">Delete this review? This cannot be undone.</span>
            <Button size="sm" className="bg-red-700 hover:bg-red-800" pending={busy} onClick={() => onAction('delete')}>
              Yes, delete
            </Button>
            <Button size="sm" variant="secondary" data-autofocus onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <>
            {review.status !== 'approved' && (
              <Button size="sm" pending={busy} onClick={() => onAction('approve')}>
                <Check className="size-4" aria-hidden="true" />
                Approve
              </Button>
            )}
            {review.status !== 'hidden' && (
              <Button size="sm" variant="secondary" pending={busy} onClick={() => onAction('hide')}>
                <EyeOff className="size-4" aria-hidden="true" />
                Hide
              </Button>
            )}
            <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" pending={busy} onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
