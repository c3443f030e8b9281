import { DEFAULT_PLAN_REGION, planRegionSchema, type PlanRegion } from '@breachwatch/core/recovery/plan-region';
import { useBrowserValue } from './browser-store';
import { recordPlanKey } from './plan-key';

// Where the reader said they live, for one recovery plan (ADR 0303): kept in this browser only,
// beside the plan's progress, for the anonymous visitor and the verified owner alike (the
// owner's server-side progress has no place for it). The recovery plan writes it; the Exposure
// Report and the person page read it, so their first steps follow the same choice.

/** `planKey` is the recovery plan's own key (plan-key.ts): `record:<id>` or `breach:<what defines it>`. */
export const planRegionKey = (planKey: string) => `bw.recovery.v1.region.${planKey}`;
export const recordRegionKey = (recordId: string) => planRegionKey(recordPlanKey(recordId));

export interface PlanRegionChoice {
  region: PlanRegion;
  /** The reader chose it (on this device); false while the default holds. */
  chosen: boolean;
  /** The record's own default, when it has one (the plan says why it opened there). */
  recordDefault: PlanRegion | null;
  /** Stores the choice; null forgets it. False when this browser would not keep it. */
  choose: (region: PlanRegion | null) => boolean;
}

const storedRegionSchema = planRegionSchema.nullable();

/** The reader's choice for a plan, else the record's region, else the US. */
export function usePlanRegionChoice(key: string, recordDefault: PlanRegion | null | undefined): PlanRegionChoice {
  const [stored, choose] = useBrowserValue<PlanRegion | null>(key, storedRegionSchema, null);
  return { region: stored ?? recordDefault ?? DEFAULT_PLAN_REGION, chosen: stored !== null, recordDefault: recordDefault ?? null, choose };
}
