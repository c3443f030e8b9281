// Where the person reading a recovery plan lives, as far as the plan cares: in the United States,
// where its freeze, fraud alert, IRS, FTC and DMV steps apply, or anywhere else, where they do not
// and general steps take their place (ADR 0303). The reader chooses; a record that lists an
// address or phones outside the US makes "outside" the default (disclosure/plan-region.ts).

import { z } from 'zod';

export const PLAN_REGIONS = ['us', 'outsideUs'] as const;
export type PlanRegion = (typeof PLAN_REGIONS)[number];
export const planRegionSchema = z.enum(PLAN_REGIONS);

/** A plan with no record, or a record that says nothing about where the person lives. */
export const DEFAULT_PLAN_REGION: PlanRegion = 'us';

/** The one line that says why the plan opened outside the US (never which field, nor its value). */
export const OUTSIDE_US_DEFAULT_REASON = 'Your record lists an address or phone outside the US, so we chose this for you.';
