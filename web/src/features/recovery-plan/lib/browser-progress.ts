import { useCallback, useState } from 'react';
import { z } from 'zod';
import { stepStatusesSchema, withStepStatus, type StepStatus, type StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import { useBrowserValue, writeBrowserValue } from './browser-store';

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

export function useBrowserProgress(planKey: string): PlanProgress {
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
  const clear = useCallback(() => setSaveFailed(!writeBrowserValue(key, null)), [key]);
  return { steps: stored.steps, setStatus, clear, saveError: saveFailed ? BROWSER_NOT_SAVING : null };
}
