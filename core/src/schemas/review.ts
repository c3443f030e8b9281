// Review form (spec §3, §5). Ratings come from a <select>, so numeric strings are accepted.

import { z } from 'zod';
import { DEFAULT_REVIEW_RATING, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { HIDDEN_FORMATTING_MESSAGE, hasVisibleText, readsAsWritten } from './visible-text.ts';

export const REVIEW_NAME_MAX = 80;
export const REVIEW_MESSAGE_MAX = 2000;

const m = MESSAGES.review;

export const reviewSchema = z.object({
  // min(1) documents the field in the API description; hasVisibleText is the rule that matters.
  name: z
    .string({ error: m.name })
    .trim()
    .min(1, m.name)
    .refine(hasVisibleText, m.name)
    .max(REVIEW_NAME_MAX, m.nameTooLong)
    .refine(readsAsWritten, HIDDEN_FORMATTING_MESSAGE),
  rating: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: m.rating }).int(m.rating).min(REVIEW_RATING_MIN, m.rating).max(REVIEW_RATING_MAX, m.rating),
    )
    .default(DEFAULT_REVIEW_RATING),
  message: z
    .string({ error: m.message })
    .trim()
    .min(1, m.message)
    .refine(hasVisibleText, m.message)
    .max(REVIEW_MESSAGE_MAX, m.messageTooLong)
    .refine(readsAsWritten, HIDDEN_FORMATTING_MESSAGE),
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
