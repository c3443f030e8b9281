import { formatDateUs } from '@breachwatch/core/records/masking';
import { REVIEW_TRUNCATE_AT } from '@breachwatch/core/schemas/constants';
import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { PublicReview } from '../api/review-schemas';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { StarRating } from './star-rating';

export function truncateReview(message: string): string {
  return message.length > REVIEW_TRUNCATE_AT ? `${message.slice(0, REVIEW_TRUNCATE_AT).trimEnd()}…` : message;
}

/** mm/dd/yyyy, as every other date on the site. */
export function formatReviewDate(date: string): string {
  return formatDateUs(date) ?? date;
}

/** One review; long messages are cut at 260 characters with Read more / Show less. */
export function ReviewCard({ review, focusOnMount = false }: { review: PublicReview; focusOnMount?: boolean }) {
  const ref = useFocusOnMount<HTMLLIElement>(focusOnMount);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = review.message.length > REVIEW_TRUNCATE_AT;
  return (
    <li
      ref={ref}
      tabIndex={focusOnMount ? -1 : undefined}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 wrap-anywhere shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{review.name}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
          </p>
        </div>
        <StarRating rating={review.rating} className="shrink-0" />
      </div>
      <p id={textId} className="mt-3 whitespace-pre-line text-slate-700">
        {expanded || !long ? review.message : truncateReview(review.message)}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 self-start rounded text-sm font-semibold text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      {(review.verified || review.sample) && (
        <div className="mt-auto flex flex-wrap gap-2 pt-3 text-xs font-semibold">
          {review.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </span>
          )}
          {review.sample && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Sample review</span>}
        </div>
      )}
    </li>
  );
}
