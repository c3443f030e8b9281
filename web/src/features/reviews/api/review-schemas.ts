import { z } from 'zod';

export const publicReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number(),
  message: z.string(),
  date: z.string(),
  verified: z.boolean(),
  sample: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'hidden']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const adminReviewSchema = publicReviewSchema.extend({
  status: reviewStatusSchema,
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
