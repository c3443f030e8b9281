import { REVIEW_RATING_MAX } from '@breachwatch/core/schemas/constants';
import { Star } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** Filled and empty stars, read out as "Rated 4 out of 5 stars". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{`Rated ${rating} out of ${REVIEW_RATING_MAX} stars`}</span>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300')}
        />
      ))}
    </span>
  );
}
