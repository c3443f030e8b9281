import { DEFAULT_REVIEW_RATING } from '@breachwatch/core/schemas/constants';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { REVIEW_MESSAGE_MAX, REVIEW_NAME_MAX, reviewSchema } from '@breachwatch/core/schemas/review';
import { fieldErrors } from '@breachwatch/core/schemas/common';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitReview } from '../api/submit-review';

export interface ReviewFormProps {
  onSubmitted(): void;
  onCancel(): void;
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-700 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-700 aria-invalid:border-red-600';
const ratings = [5, 4, 3, 2, 1];

/** "Leave a Review": name, rating (5 down to 1, default 5) and the review text. */
export function ReviewForm({ onSubmitted, onCancel }: ReviewFormProps) {
  const [name, setName] = useState('');
  const [rating, setRating] = useState(String(DEFAULT_REVIEW_RATING));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitReview();

  // The form opens on "Leave a Review", which it replaces: start in its first field.
  useEffect(() => {
    document.getElementById('review-name')?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSchema.safeParse({ name, rating, message });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Take keyboard and screen-reader users to the first field that needs fixing.
      const first = ['name', 'message'].find((f) => found[f]);
      if (first) document.getElementById(`review-${first}`)?.focus();
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, { onSuccess: onSubmitted });
  };

  // A rate limit or a server-side field message is worth showing under the general one.
  const detail =
    submit.error instanceof ApiError && (submit.error.status === 400 || submit.error.status === 429) ? submit.error.message : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="review-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="review-form-title" className="text-xl font-bold text-slate-900">
        Leave a Review
      </h2>
      <p className="mt-1 text-sm text-slate-700">Reviews appear on this page after a quick check by our team.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          id="review-name"
          label="Name"
          name="name"
          value={name}
          maxLength={REVIEW_NAME_MAX}
          autoComplete="given-name"
          onChange={setName}
          error={errors.name}
        />
        <div>
          <label htmlFor="review-rating" className="block text-sm font-medium text-slate-800">
            Rating
          </label>
          <select id="review-rating" className={field} value={rating} onChange={(e) => setRating(e.target.value)}>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {`${r} star${r === 1 ? '' : 's'}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        <TextField
          id="review-message"
          label="Review"
          name="message"
          value={message}
          maxLength={REVIEW_MESSAGE_MAX}
          countLimit={REVIEW_MESSAGE_MAX}
          multiline
          rows={5}
          onChange={setMessage}
          error={errors.message}
        />
      </div>
      <div aria-live="polite">
        {submit.isError && (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">{MESSAGES.review.failed}</p>
            {detail && detail !== MESSAGES.review.failed && <p className="mt-0.5 text-sm">{detail}</p>}
          </div>
        )}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" pending={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit'}
        </Button>
        <Button variant="secondary" onClick={onCancel} pending={submit.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
