// The first things to do, for the pages that show a short list before the full recovery plan:
// the Exposure Report's "What to Do Now" and the person page's recommended actions. They are
// the plan's own first steps, in its words and order, so a page never advises a step the plan
// leaves out (a credit freeze when only a city leaked) or leaves out one it puts first (the
// IRS PIN when a Social Security number leaked).

import type { DataClass } from '../scan/data-classes.ts';
import type { PlanRegion } from './plan-region.ts';
import { buildRecoveryPlan } from './recovery-plan.ts';
import { RECOVERY_SOURCES } from './recovery-sources.ts';

/** How many steps the short lists show before "contact us" (spec §2: five steps in all). */
export const FIRST_STEPS_COUNT = 4;

// Keeping a contact log helps with every step, but is not a first step on its own; the
// dispute letter is only for an account already opened, which the FTC report step names first.
const NOT_A_FIRST_STEP = new Set(['contact-log', 'dispute-account']);

/** "Freeze your credit at … . A freeze stops lenders …", most urgent first. */
export function firstSteps(dataClasses: readonly DataClass[], region: PlanRegion = 'us', count: number = FIRST_STEPS_COUNT): string[] {
  // The plan for where the reader lives (ADR 0303): never an IRS PIN for someone in Berlin.
  const plan = buildRecoveryPlan({ dataClasses, sources: [], reference: null, region });
  return plan.sections
    .flatMap((section) => section.steps)
    .filter((step) => !NOT_A_FIRST_STEP.has(step.id))
    .slice(0, count)
    .map((step) => `${step.title}. ${step.why}`);
}

/** The Exposure Report's last step: where to turn, and the promise that keeps people safe from impostors. */
export const CONTACT_US_STEP = 'Contact us if anything looks wrong: we never ask for passwords or one-time codes.';

/** The Exposure Report's "What to Do Now": the first steps for what leaked, then how to reach us. */
export function reportNextSteps(dataClasses: readonly DataClass[], region: PlanRegion = 'us'): string[] {
  return [...firstSteps(dataClasses, region), CONTACT_US_STEP];
}

/** The Exposure Report's reference links: the same official pages the recovery plan cites. */
export const REPORT_REFERENCE_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Report and recover from identity theft (FTC)', url: RECOVERY_SOURCES.identityTheftGov.url },
  { label: 'Free credit reports', url: RECOVERY_SOURCES.annualCreditReport.url },
  { label: 'Credit freezes and fraud alerts (FTC)', url: RECOVERY_SOURCES.ftcFreezeAndAlerts.url },
];

/** The reference links for where the reader lives: all three are US services, so none outside it. */
export function reportReferenceLinks(region: PlanRegion = 'us'): { label: string; url: string }[] {
  return region === 'us' ? [...REPORT_REFERENCE_LINKS] : [];
}
