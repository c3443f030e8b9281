// Review form (spec §3, §5). Ratings come from a <select>, so numeric strings are accepted.

import { z } from 'zod';
import { DEFAULT_REVIEW_RATING, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { typedText } from './visible-text.ts';

export const REVIEW_NAME_MAX = 80;
export const REVIEW_MESSAGE_MAX = 2000;

const m = MESSAGES.review;

export const reviewSchema = z.object({
  name: typedText(m.name, REVIEW_NAME_MAX, m.nameTooLong),
  rating: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: m.rating }).int(m.rating).min(REVIEW_RATING_MIN, m.rating).max(REVIEW_RATING_MAX, m.rating),
    )
    .default(DEFAULT_REVIEW_RATING),
  message: typedText(m.message, REVIEW_MESSAGE_MAX, m.messageTooLong),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewSubmission = z.output<typeof reviewSchema>;

/** Spec §3 "Review". */
export interface Review {
  id: string;
  name: string;
  rating: number;
  message: string;
  /** YYYY-MM-DD */
  date: string;
  verified: boolean;
}
