import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { RECOVERY_STEP_IDS } from '@breachwatch/core/recovery/owner-progress-api';
import type { StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import { ApiError } from '../../../lib/api-client';
import { useAtTime, useOnTabReturn } from '../../../lib/use-session-expiry';
import { getOwnerSession, ownerSessionQueryKey, useOwnerSession } from '../api/get-owner-session';
import { ownerPlanReportQueryKey } from '../api/get-plan-report';
import { ownerProgressQueryKey, useOwnerProgressMutation, useOwnerProgressQuery } from '../api/owner-progress';
import { useBrowserProgress, type PlanProgress } from './browser-progress';
import { useBrowserValue } from '../../../lib/browser-store';
import { recordPlanKey } from '../../../lib/plan-key';

// A record's progress: on the server with the verification while this browser holds a verified
// owner session for the record; otherwise in this browser. When the verification lapses (its
// end time passes, the server answers 401, or the tab comes back to a session ended elsewhere)
// neither the server's progress nor the owner's view of the record is shown.

export type ProgressMode =
  | { kind: 'loading' }
  | { kind: 'browser'; lapsed: boolean }
  | { kind: 'owner'; expiresAt: string; browserMarks: StepStatuses; addBrowserMarks: () => void };

// That this browser saw progress saved with a verification of this plan's record, and nothing
// more: no step, no address (ADR 0294). A page opened after the verification ended (the person
// coming back another day) then says the progress is hidden until they verify again, instead of
// a bare "0 of 18" beside a note that progress is never sent to us, which read as marks lost.
const savedWithVerificationKey = (planKey: string) => `bw.recovery.v1.saved-with-verification.${planKey}`;
const savedWithVerificationSchema = z.literal(true);

const SAVE_FAILED = 'Your change could not be saved. Check your connection and try again.';
const known = new Set(RECOVERY_STEP_IDS);

export function useRecordProgress(recordId: string): { progress: PlanProgress; mode: ProgressMode } {
  const client = useQueryClient();
  const browser = useBrowserProgress(recordPlanKey(recordId));
  const [savedWithVerification, setSavedWithVerification] = useBrowserValue(
    savedWithVerificationKey(recordPlanKey(recordId)),
    savedWithVerificationSchema,
    false,
  );
  const session = useOwnerSession();
  const owner = session.data?.recordId === recordId ? session.data : null;
  const [lapsed, setLapsed] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const lapse = useCallback(() => {
    setLapsed(true);
    client.setQueryData(ownerSessionQueryKey, null);
    client.removeQueries({ queryKey: ownerProgressQueryKey(recordId) });
    client.removeQueries({ queryKey: ownerPlanReportQueryKey(recordId) });
  }, [client, recordId]);

  // The verification ends at a known time: stop showing the server's progress then.
  useAtTime(owner?.expiresAt, lapse);

  // Signed out or verified for another record in another tab: a timer cannot know, so the tab
  // coming back asks (as the owner's report page does). Offline, the stated end time still holds.
  const checking = useRef(false);
  const expiresAt = owner?.expiresAt;
  useOnTabReturn(() => {
    if (!expiresAt || checking.current) return;
    if (Date.parse(expiresAt) <= Date.now()) return lapse();
    checking.current = true;
    getOwnerSession()
      .then(
        (now) => {
          if (now?.recordId === recordId) client.setQueryData(ownerSessionQueryKey, now);
          else lapse();
        },
        () => undefined,
      )
      .finally(() => {
        checking.current = false;
      });
  }, Boolean(expiresAt));

  const remote = useOwnerProgressQuery(recordId, Boolean(owner));
  useEffect(() => {
    if (remote.error instanceof ApiError && remote.error.status === 401) lapse();
  }, [remote.error, lapse]);
  const { keep } = browser;
  const mutation = useOwnerProgressMutation(recordId, (error, change) => {
    if (error instanceof ApiError && error.status === 401) {
      // The session ended elsewhere: the page now says marks are kept in this browser, so the
      // mark just made must be among them, not lost with the refused request. (Clearing the
      // saved progress asks nothing of the browser's own marks.)
      if (change !== 'clear') keep(change.steps);
      lapse();
    } else setSaveError(SAVE_FAILED);
  });
  const { mutate } = mutation;

  const savedCount = owner && remote.data ? Object.keys(remote.data.steps).length : null;
  useEffect(() => {
    if (savedCount === null) return;
    const want = savedCount > 0;
    if (want !== savedWithVerification) setSavedWithVerification(want ? true : null);
  }, [savedCount, savedWithVerification, setSavedWithVerification]);

  if (session.isPending || (owner && remote.isPending)) return { progress: browser, mode: { kind: 'loading' } };
  if (!owner || !remote.data) {
    // Clearing this device's progress also forgets that a verification saved some, so a shared
    // computer keeps no trace of the plan.
    const clear = () => {
      setSavedWithVerification(null);
      browser.clear();
    };
    return { progress: { ...browser, clear }, mode: { kind: 'browser', lapsed: lapsed || savedWithVerification } };
  }

  // Marks made in this browser (before verifying) that the saved progress does not have yet.
  const saved = remote.data.steps;
  const browserMarks = Object.fromEntries(Object.entries(browser.steps).filter(([id]) => known.has(id) && !(id in saved)));
  return {
    progress: {
      steps: saved,
      setStatus: (stepId, status) => {
        setSaveError(null);
        mutate({ steps: { [stepId]: status } });
      },
      clear: () => {
        setSaveError(null);
        mutate('clear');
      },
      saveError,
    },
    mode: {
      kind: 'owner',
      expiresAt: remote.data.expiresAt,
      browserMarks,
      addBrowserMarks: () => mutate({ steps: browserMarks }),
    },
  };
}
