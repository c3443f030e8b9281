import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_PLAN_REGION, planRegionSchema, type PlanRegion } from '@breachwatch/core/recovery/plan-region';

// Where the reader said they live, for one recovery plan (ADR 0303): kept in this browser only,
// beside the plan's progress, for the anonymous visitor and the verified owner alike (the
// owner's server-side progress has no place for it). The recovery plan writes it; the Exposure
// Report and the person page read it, so their first steps follow the same choice.

const CHANGE_EVENT = 'bw-plan-region';

/** `planKey` is the recovery plan's own key: `record:<id>` or `breach:<what defines it>`. */
export const planRegionKey = (planKey: string) => `bw.recovery.v1.region.${planKey}`;
export const recordRegionKey = (recordId: string) => planRegionKey(`record:${recordId}`);

/** Choices this browser would not store (private windows can block storage): this page only. */
const memory = new Map<string, PlanRegion | null>();

function readChoice(key: string): PlanRegion | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    const parsed = planRegionSchema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export interface PlanRegionChoice {
  region: PlanRegion;
  /** The reader chose it (on this device); false while the default holds. */
  chosen: boolean;
  /** The record's own default, when it has one (the plan says why it opened there). */
  recordDefault: PlanRegion | null;
  /** Stores the choice; null forgets it. False when this browser would not keep it. */
  choose: (region: PlanRegion | null) => boolean;
}

/** The reader's choice for a plan, else the record's region, else the US. */
export function usePlanRegionChoice(key: string, recordDefault: PlanRegion | null | undefined): PlanRegionChoice {
  const stored = useSyncExternalStore(
    subscribe,
    () => readChoice(key),
    () => null,
  );
  const choose = useCallback(
    (region: PlanRegion | null) => {
      let kept: boolean;
      try {
        if (region === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(region));
        kept = true;
      } catch {
        kept = false;
      }
      if (kept) memory.delete(key);
      else memory.set(key, region);
      window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
      return kept;
    },
    [key],
  );
  return { region: stored ?? recordDefault ?? DEFAULT_PLAN_REGION, chosen: stored !== null, recordDefault: recordDefault ?? null, choose };
}
