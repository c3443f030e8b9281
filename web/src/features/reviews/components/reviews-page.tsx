import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { REVIEW_SUCCESS_MS } from '@breachwatch/core/schemas/constants';
import { CheckCircle2, Info, MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { siteConfig } from '../../../lib/site-config';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/** /reviews: approved reviews six at a time, and the "Leave a Review" form. */
export function ReviewsPage() {
  const reviews = useReviews();
  const [formOpen, setFormOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  // Where focus goes when the control that had it goes away: back to "Leave a Review" when the
  // form closes, to the first newly loaded review after "Load more reviews".
  const leaveReviewRef = useRef<HTMLButtonElement>(null);
  const [firstNewReview, setFirstNewReview] = useState<string | null>(null);
  const closeForm = () => {
    setFormOpen(false);
    // The button comes back in this render; focus it once it is in the page.
    requestAnimationFrame(() => leaveReviewRef.current?.focus());
  };

  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(false), REVIEW_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);

  const items = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = reviews.data?.pages[0]?.total ?? 0;

  return (
    <>
      <title>{`Reviews | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Reviews"
        title="What people say"
        description="What people say about the help they got after a data breach. Every review is read by our team before it appears here."
      >
        {!formOpen && (
          <Button
            ref={leaveReviewRef}
            onClick={() => {
              setFormOpen(true);
              setThanks(false);
            }}
          >
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            Leave a Review
          </Button>
        )}
      </PageHeader>

      <Container className="space-y-8 py-12">
        <div aria-live="polite">
          {thanks && (
            <div role="status" className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <span className="font-semibold">{MESSAGES.review.thanks}</span> It will appear here once our team has approved it.
              </p>
            </div>
          )}
        </div>

        {formOpen && (
          <ReviewForm
            onCancel={closeForm}
            onSubmitted={() => {
              closeForm();
              setThanks(true);
            }}
          />
        )}

        <section aria-labelledby="reviews-list-title">
          <h2 id="reviews-list-title" className="sr-only">
            Reviews
          </h2>
          {reviews.isPending && (
            <p role="status" className="text-slate-700">
              Loading reviews…
            </p>
          )}
          {reviews.isError && items.length === 0 && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              <p className="font-semibold">Reviews could not be loaded.</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reviews.refetch()}>
                Try again
              </Button>
            </div>
          )}
          {reviews.isSuccess && items.length === 0 && (
            <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
              <p className="font-semibold text-slate-900">No reviews yet.</p>
              <p className="mt-1">
                Reviews appear here once people we have helped share how it went. If we helped you, you can be the first to leave one.
              </p>
              {!formOpen && (
                <Button variant="secondary" className="mt-4" onClick={() => setFormOpen(true)}>
                  <MessageSquarePlus className="size-4" aria-hidden="true" />
                  Leave a Review
                </Button>
              )}
            </div>
          )}
          {items.some((review) => review.sample) && (
            <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                This is a demonstration site. Reviews marked &ldquo;Sample review&rdquo; are examples written to show how this page looks;
                they are not from real people.
              </span>
            </p>
          )}
          {items.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((review) => (
                <ReviewCard key={review.id} review={review} focusOnMount={review.id === firstNewReview} />
              ))}
            </ul>
          )}
          {items.length > 0 && (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600">{`Showing ${items.length} of ${total} reviews`}</p>
              {reviews.hasNextPage && (
                <Button
                  variant="secondary"
                  pending={reviews.isFetchingNextPage}
                  onClick={() => {
                    const shown = items.length;
                    void reviews.fetchNextPage().then((result) => {
                      // The button stays while more remain; on the last page it goes, so focus
                      // moves to the first review that came in.
                      if (result.hasNextPage) return;
                      const next = result.data?.pages.flatMap((p) => p.reviews)[shown];
                      if (next) setFirstNewReview(next.id);
                    });
                  }}
                >
                  {reviews.isFetchingNextPage ? 'Loading…' : 'Load more reviews'}
                </Button>
              )}
              {reviews.isFetchNextPageError && (
                <p role="alert" className="text-sm text-red-700">
                  More reviews could not be loaded. Please try again.
                </p>
              )}
            </div>
          )}
        </section>
      </Container>
    </>
  );
}
