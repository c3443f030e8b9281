// A person's progress through a plan: which steps they marked done or skipped. The same shape
// is kept in the browser for an anonymous visitor and on the server for a verified owner.

import { z } from 'zod';
import type { RecoveryPlan } from './recovery-plan.ts';

export const STEP_STATUSES = ['done', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Step ids are short kebab-case words (recovery-steps.ts); anything else is not ours. */
export const stepIdSchema = z.string().regex(/^[a-z0-9-]{1,48}$/, 'Unknown step.');

export const MAX_PROGRESS_STEPS = 64;

export const stepStatusesSchema = z
  .record(stepIdSchema, z.enum(STEP_STATUSES))
  .refine((steps) => Object.keys(steps).length <= MAX_PROGRESS_STEPS, 'Too many steps.');
export type StepStatuses = z.infer<typeof stepStatusesSchema>;

export interface ProgressSummary {
  total: number;
  done: number;
  skipped: number;
  /** Done or skipped. */
  handled: number;
  /** 0-100, whole numbers. */
  percent: number;
}

/** Counts only the steps this plan has: a status for a step the plan no longer shows is ignored. */
export function summarizeProgress(plan: Pick<RecoveryPlan, 'stepIds'>, steps: StepStatuses): ProgressSummary {
  let done = 0;
  let skipped = 0;
  for (const id of plan.stepIds) {
    if (steps[id] === 'done') done++;
    else if (steps[id] === 'skipped') skipped++;
  }
  const total = plan.stepIds.length;
  const handled = done + skipped;
  return { total, done, skipped, handled, percent: total === 0 ? 0 : Math.round((handled / total) * 100) };
}

/** Sets or clears one step's status, returning a new object. */
export function withStepStatus(steps: StepStatuses, id: string, status: StepStatus | null): StepStatuses {
  const next = { ...steps };
  if (status) next[id] = status;
  else delete next[id];
  return next;
}
