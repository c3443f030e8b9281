import { useCallback, useState } from 'react';
import { z } from 'zod';
import { stepStatusesSchema, withStepStatus, type StepStatus, type StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import { readBrowserValue, useBrowserValue, writeBrowserValue } from '../../../lib/browser-store';

// An anonymous visitor's progress: kept in this browser only, never sent to us. One entry per
// plan (a record, or a breach from a scan), so two plans on one device do not mix.

const progressSchema = z.object({ steps: stepStatusesSchema, updatedAt: z.string().max(40) });
type StoredProgress = z.infer<typeof progressSchema>;
const EMPTY: StoredProgress = { steps: {}, updatedAt: '' };

export const progressKey = (planKey: string) => `bw.recovery.v1.progress.${planKey}`;

export interface PlanProgress {
  steps: StepStatuses;
  setStatus: (stepId: string, status: StepStatus | null) => void;
  clear: () => void;
  /** Why the last change was not kept, for the person to read; null when it was. */
  saveError: string | null;
}

export const BROWSER_NOT_SAVING =
  'This browser is not saving your progress (private browsing can block it). Your marks will be lost when you close this page.';

export interface BrowserProgress extends PlanProgress {
  /** Adds several marks at once to what is stored now (a callback may hold an older `steps`). */
  keep: (steps: Partial<Record<string, StepStatus | null>>) => void;
}

export function useBrowserProgress(planKey: string): BrowserProgress {
  const key = progressKey(planKey);
  const [stored, write] = useBrowserValue(key, progressSchema, EMPTY);
  const [saveFailed, setSaveFailed] = useState(false);
  const setStatus = useCallback(
    (stepId: string, status: StepStatus | null) => {
      const ok = write({ steps: withStepStatus(stored.steps, stepId, status), updatedAt: new Date().toISOString() });
      setSaveFailed(!ok);
    },
    [stored.steps, write],
  );
  const keep = useCallback(
    (marks: Partial<Record<string, StepStatus | null>>) => {
      let steps = readBrowserValue(key, progressSchema, EMPTY).steps;
      for (const [stepId, status] of Object.entries(marks)) steps = withStepStatus(steps, stepId, status ?? null);
      setSaveFailed(!writeBrowserValue(key, { steps, updatedAt: new Date().toISOString() }));
    },
    [key],
  );
  const clear = useCallback(() => setSaveFailed(!writeBrowserValue(key, null)), [key]);
  return { steps: stored.steps, setStatus, clear, keep, saveError: saveFailed ? BROWSER_NOT_SAVING : null };
}
