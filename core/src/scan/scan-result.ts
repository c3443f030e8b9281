// The POST /api/scan response (spec §3 "Exposure scan result" plus what the tab needs). The
// server validates its replies against it and the web app reads them with it. Every value in
// it is masked or aggregated: no stored email, SSN or date of birth is ever returned whole.

import { z } from 'zod';
import { DATA_CLASSES } from './data-classes.ts';
import { EXPOSURE_SEVERITIES, SUMMARY_SEVERITIES } from './scoring.ts';

/** The credit the Have I Been Pwned licence (CC BY 4.0) asks for wherever its data is shown. */
export const HIBP_CREDIT = 'Breach data from haveibeenpwned.com';
export const HIBP_CREDIT_URL = 'https://haveibeenpwned.com';

/** A count given as a range: at least `atLeast`, fewer than `fewerThan`, or without it a lower bound (core countBand). */
export const countBandSchema = z.object({ atLeast: z.number().int(), fewerThan: z.number().int().optional() });

export const exposureKindSchema = z.enum(['record', 'domain', 'catalog', 'upstream']);

export const scanExposureSchema = z.object({
  id: z.string(),
  severity: z.enum(EXPOSURE_SEVERITIES),
  /** What leaked, e.g. "SSN, Date of birth, Email" */
  type: z.string(),
  source: z.string(),
  /** YYYY-MM-DD */
  firstSeen: z.string().optional(),
  /** YYYY-MM-DD */
  lastSeen: z.string().optional(),
  snippet: z.string(),
  kind: exposureKindSchema,
  dataClasses: z.array(z.enum(DATA_CLASSES)),
  /** For a domain exposure: the band of people at the domain across all our sources (ADR 0236). */
  people: countBandSchema.optional(),
});
export type ScanExposureView = z.infer<typeof scanExposureSchema>;

export const catalogBreachSchema = z.object({
  name: z.string(),
  title: z.string(),
  domain: z.string(),
  /** YYYY-MM-DD */
  breachDate: z.string().nullable(),
  /** YYYY-MM-DD */
  addedDate: z.string().nullable(),
  accounts: z.number(),
  dataClasses: z.array(z.string()),
  isVerified: z.boolean(),
  isFabricated: z.boolean(),
  isSensitive: z.boolean(),
  isSpamList: z.boolean(),
  isMalware: z.boolean(),
  isRetired: z.boolean(),
});
export type CatalogBreach = z.infer<typeof catalogBreachSchema>;

export const scanSummarySchema = z.object({
  /** The address score: how much was found across every source (ADR 0307); it sets no level. */
  score: z.number().int().min(0).max(100),
  /** The scan's level: one record's own level, or all found rated together; critical for two high sources. */
  severity: z.enum(SUMMARY_SEVERITIES),
  /** Distinct counted sources the address score adds up. */
  sources: z.number().int().min(0),
  actions: z.array(z.string()),
});

export const scanSuccessSchema = z.object({
  ok: z.literal(true),
  /** ISO timestamp */
  scannedAt: z.string(),
  summary: scanSummarySchema,
  exposures: z.array(scanExposureSchema),
  /** More exposures existed than the response lists. */
  truncated: z.boolean(),
  /** The scanned domain's own public breaches, from the breach catalog. */
  catalog: z.object({ breaches: z.array(catalogBreachSchema) }).optional(),
  /**
   * The band of people found at the scanned domain across all sources, when there are enough to
   * say (ADR 0229), as a range, never a count (ADR 0236).
   */
  domainPeople: countBandSchema.optional(),
  /**
   * A scanned domain whose figures are not given: fewer people than this are at it in our
   * records, perhaps none (ADR 0229). Never set together with domainPeople.
   */
  domainFewerThan: z.number().int().optional(),
  /** Things the person should know about this result (e.g. an upstream check that failed). */
  notes: z.array(z.string()),
  /** Attribution for third-party data in this result. */
  credits: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type ScanSuccess = z.infer<typeof scanSuccessSchema>;

export const scanFailureSchema = z.object({ ok: z.literal(false), error: z.string() });
