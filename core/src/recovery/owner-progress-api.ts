// The verified owner's recovery progress on the server (/api/owner/recovery-progress): kept with
// the verification (the record and the verified address's hash), so it follows the owner to
// another device once they verify again. The session decides the record; no request names it.

import { z } from 'zod';
import { STEP_STATUSES, stepStatusesSchema } from './recovery-progress.ts';
import { OUTSIDE_US_STEPS } from './outside-us-steps.ts';
import { RECOVERY_STEPS } from './recovery-steps.ts';

/** Every step id a plan can show: the server stores no other. */
export const RECOVERY_STEP_IDS = [...Object.values(RECOVERY_STEPS), ...Object.values(OUTSIDE_US_STEPS)].map((s) => s.id) as [
  string,
  ...string[],
];
export const knownStepIdSchema = z.enum(RECOVERY_STEP_IDS, { error: 'Unknown step.' });

/** GET, PATCH and DELETE /api/owner/recovery-progress */
export const ownerProgressResponseSchema = z.object({
  ok: z.literal(true),
  recordId: z.string(),
  steps: stepStatusesSchema,
  /** ISO timestamp of the last change; null before the first. */
  updatedAt: z.string().nullable(),
  /** When the verification (and with it this view of the progress) ends. */
  expiresAt: z.string(),
});
export type OwnerProgress = z.infer<typeof ownerProgressResponseSchema>;

/** PATCH: the steps to change; null takes a mark off. */
export const ownerProgressPatchSchema = z.object({
  steps: z
    .partialRecord(knownStepIdSchema, z.enum(STEP_STATUSES).nullable())
    .refine((steps) => Object.keys(steps).length > 0, 'Say which step to change.'),
});
export type OwnerProgressPatch = z.infer<typeof ownerProgressPatchSchema>;
