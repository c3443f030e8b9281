// The public and owner record views (GET /api/search, /api/people/:id, /api/leaks/:id,
// /api/owner/report). Each schema is built from the disclosure policy: a fact for a field the
// audience may not see, a value where only the kind may show, or a source reason a stranger
// may not read fails validation. The server validates every response against these on the
// way out, so a view that bypassed the policy would answer 500, not leak.

import { z } from 'zod';
import { RECORD_FIELDS, RECORD_SECTIONS } from '../disclosure/fields.ts';
import { DISCLOSURE_POLICY, valueMayBeWithheld, type Audience } from '../disclosure/policy.ts';
import { CREDIBILITY_LEVELS, RISK_LEVELS } from '../records/types.ts';
import { DATA_CLASSES } from '../scan/data-classes.ts';
import { planRegionSchema } from '../recovery/plan-region.ts';

/** Where the record says its person lives, for the recovery steps (disclosure/plan-region.ts, ADR 0303). */
const recordPlanRegionSchema = planRegionSchema.nullable();

export const riskLevelSchema = z.enum(RISK_LEVELS);
export const credibilitySchema = z.enum(CREDIBILITY_LEVELS);
/** The kinds of data a record holds (core's data-class vocabulary), most serious first. */
export const dataClassListSchema = z.array(z.enum(DATA_CLASSES));

/** The one public risk level of a record (records/public-risk.ts). */
export const publicRiskSchema = z.object({
  level: riskLevelSchema,
  score: z.number().int(),
  factors: z.array(z.string()),
  reason: z.string(),
});

const SHOWN_FOR = { value: 'value', specMask: 'masked', strongerMask: 'masked', exposed: 'exposed' } as const;

export function recordFactSchema(audience: Audience) {
  return z
    .object({
      field: z.enum(RECORD_FIELDS),
      label: z.string(),
      shown: z.enum(['value', 'masked', 'exposed']),
      value: z.string().nullable(),
    })
    .superRefine((fact, ctx) => {
      const cell = DISCLOSURE_POLICY[fact.field][audience];
      // A masked cell whose mask refused the value is shown as its kind: never more. So is a
      // value not shaped like its field (VALUE_SHAPES).
      const value = valueMayBeWithheld(fact.field, audience) ? ['value', 'exposed'] : ['value'];
      const allowed = cell === 'nothing' ? [] : cell === 'value' ? value : cell === 'exposed' ? ['exposed'] : ['masked', 'exposed'];
      if (!allowed.includes(fact.shown)) {
        ctx.addIssue({
          code: 'custom',
          message: `${fact.field} may not be shown as ${fact.shown} to ${audience} (${SHOWN_FOR[cell as keyof typeof SHOWN_FOR] ?? 'nothing'})`,
        });
      }
      if ((fact.shown === 'exposed') !== (fact.value === null)) {
        ctx.addIssue({ code: 'custom', message: `${fact.field}: an exposed fact has no value, any other has one` });
      }
    });
}

export function recordSectionSchema(audience: Audience) {
  return z.object({ section: z.enum(RECORD_SECTIONS), title: z.string(), facts: z.array(recordFactSchema(audience)) });
}

/** A leak source; its reason and address appear only where the policy lets this audience see them. */
export function leakSourceViewSchema(audience: Audience) {
  const may = (field: 'sourceReason' | 'sourceUrl') => DISCLOSURE_POLICY[field][audience] !== 'nothing';
  return z.object({
    name: z.string(),
    credibility: credibilitySchema,
    category: z.string().nullable(),
    reason: may('sourceReason') ? z.string().nullable() : z.null(),
    /** YYYY-MM-DD */
    dateFound: z.string().nullable(),
    /** The host only, defanged (hxxps://paste[.]example). */
    neutralizedUrl: may('sourceUrl') ? z.string().nullable() : z.null(),
  });
}

// ---- GET /api/search?q= -------------------------------------------------------------

/** A result card: enough to recognise yourself, and which kinds of data leaked. */
export const publicSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  /** The age reached this year, from the birth year alone (never the day: ADR 0218). */
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  risk: publicRiskSchema,
  dataClasses: dataClassListSchema,
});
export type PublicSearchResult = z.infer<typeof publicSearchResultSchema>;

export const publicSearchResponseSchema = z.object({
  ok: z.literal(true),
  query: z.string(),
  total: z.number().int(),
  /** True when more than `total` match: the count stopped at PUBLIC_MATCH_CAP (ADR 0130). */
  totalCapped: z.boolean().optional(),
  /** The result page is capped; total tells how many matched in all. */
  limit: z.number().int(),
  results: z.array(publicSearchResultSchema),
  /** How the query was read, when part of it could not be used (search-plan.ts). */
  notes: z.array(z.string()),
});
export type PublicSearchResponse = z.infer<typeof publicSearchResponseSchema>;

// ---- GET /api/people/:id ------------------------------------------------------------

export const personViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(recordSectionSchema('anonymous')),
  narrative: z.string(),
  leakSources: z.array(leakSourceViewSchema('anonymous')),
  risk: publicRiskSchema,
  exposureDetected: z.boolean(),
  dataClasses: dataClassListSchema,
  planRegion: recordPlanRegionSchema,
});
export type PersonView = z.infer<typeof personViewSchema>;
export const personResponseSchema = z.object({ ok: z.literal(true), person: personViewSchema });

// ---- GET /api/leaks/:id (Exposure Report) and GET /api/owner/report ------------------

export function exposureReportSchemaFor<A extends 'anonymous' | 'owner'>(audience: A) {
  return z.object({
    id: z.string(),
    audience: z.literal(audience),
    name: z.string(),
    /** The record's one public level (records/public-risk.ts), not a constant. */
    overall: riskLevelSchema,
    risk: publicRiskSchema,
    summary: z.string(),
    sections: z.array(recordSectionSchema(audience)),
    leakSources: z.array(leakSourceViewSchema(audience)),
    referenceLinks: z.array(z.object({ label: z.string(), url: z.string() })),
    /** What to do about leaked money details (card, salary, payroll), in words. */
    financialNotes: z.array(z.string()),
    misuse: z.array(z.string()),
    nextSteps: z.array(z.string()),
    /** ISO timestamp */
    dateAdded: z.string(),
    dataClasses: dataClassListSchema,
    planRegion: recordPlanRegionSchema,
  });
}

export const exposureReportSchema = exposureReportSchemaFor('anonymous');
export type ExposureReport = z.infer<typeof exposureReportSchema>;
export const exposureReportResponseSchema = z.object({ ok: z.literal(true), report: exposureReportSchema });

export const ownerReportSchema = exposureReportSchemaFor('owner');
export type OwnerReport = z.infer<typeof ownerReportSchema>;
export const ownerReportResponseSchema = z.object({
  ok: z.literal(true),
  report: ownerReportSchema,
  /** When the verified session ends (ISO timestamp). */
  expiresAt: z.string(),
});

export type RecordFactView = z.infer<ReturnType<typeof recordFactSchema>>;
export type RecordSectionView = z.infer<ReturnType<typeof recordSectionSchema>>;
export type LeakSourceView = z.infer<ReturnType<typeof leakSourceViewSchema>>;
