// How the exposure scan scores risk. Pure, so the FAQ can explain exactly this and tests can
// pin it. The weights of the person-detail score (spec §9: SSN 40, address 20, DOB 10,
// phone 10, email 10) are reused; classes the spec does not weigh get weights in between.

import { RISK_WEIGHTS } from '../records/risk.ts';
import type { DataClass } from './data-classes.ts';

export const EXPOSURE_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type ExposureSeverity = (typeof EXPOSURE_SEVERITIES)[number];

export const SUMMARY_SEVERITIES = ['none', 'low', 'medium', 'high', 'critical'] as const;
export type SummarySeverity = (typeof SUMMARY_SEVERITIES)[number];

export const DATA_CLASS_WEIGHTS: Record<DataClass, number> = {
  ssn: RISK_WEIGHTS.ssn,
  card: 25,
  financial: 20,
  governmentId: 25,
  driverLicense: 25,
  password: 20,
  address: RISK_WEIGHTS.address,
  dob: RISK_WEIGHTS.dob,
  phone: RISK_WEIGHTS.phone,
  email: RISK_WEIGHTS.email,
  benefits: 10,
  employment: 5,
  name: 0,
  other: 0,
};

/** The least score an exposure of each severity implies, so one SSN leak alone is critical. */
export const SEVERITY_FLOOR: Record<ExposureSeverity, number> = { critical: 75, high: 50, medium: 25, low: 10, info: 0 };

/** Score bands: 0 none, 1-24 low, 25-49 medium, 50-74 high, 75-100 critical. */
export function severityForScore(score: number): SummarySeverity {
  if (score <= 0) return 'none';
  if (score < 25) return 'low';
  if (score < 50) return 'medium';
  if (score < 75) return 'high';
  return 'critical';
}

/**
 * What one exposure means: SSN is critical; card, bank, ID, licence or password is high, as is
 * a date of birth together with a way to reach the person; DOB, phone, address, benefits or
 * employment alone is medium; an email or name alone is low.
 */
export function exposureSeverity(classes: readonly DataClass[]): ExposureSeverity {
  const has = (c: DataClass) => classes.includes(c);
  if (has('ssn')) return 'critical';
  if (has('card') || has('financial') || has('governmentId') || has('driverLicense') || has('password')) return 'high';
  if (has('dob') && (has('phone') || has('address') || has('email'))) return 'high';
  if (has('dob') || has('phone') || has('address') || has('benefits') || has('employment')) return 'medium';
  return 'low';
}

export interface ScoredExposure {
  severity: ExposureSeverity;
  dataClasses: readonly DataClass[];
  /** Where it came from; distinct sources widen the exposure. */
  source: string;
  /** People behind a domain exposure (1 for a single record). */
  people?: number;
  /** Fabricated breaches are shown but never counted. */
  counted?: boolean;
}

export const EXTRA_SOURCE_POINTS = 5;
export const EXTRA_SOURCE_MAX = 15;

/** A domain with many exposed people is a bigger target for phishing and fraud. */
export function peoplePoints(people: number): number {
  if (people >= 1000) return 15;
  if (people >= 100) return 10;
  if (people >= 10) return 5;
  return 0;
}

/**
 * Score 0-100: the weights of every distinct data class leaked, plus 5 for each source beyond
 * the first (at most 15), plus up to 15 for the number of people at a scanned domain; never
 * less than the floor of the worst exposure; capped at 100.
 */
export function scoreExposures(
  exposures: readonly ScoredExposure[],
  options: { domainPeople?: number } = {},
): { score: number; severity: SummarySeverity } {
  const counted = exposures.filter((e) => e.counted !== false);
  if (counted.length === 0) return { score: 0, severity: 'none' };
  const classes = new Set<DataClass>();
  const sources = new Set<string>();
  let floor = 0;
  for (const e of counted) {
    e.dataClasses.forEach((c) => classes.add(c));
    sources.add(e.source);
    floor = Math.max(floor, SEVERITY_FLOOR[e.severity]);
  }
  let sum = 0;
  for (const c of classes) sum += DATA_CLASS_WEIGHTS[c];
  sum += Math.min(EXTRA_SOURCE_MAX, (sources.size - 1) * EXTRA_SOURCE_POINTS);
  sum += peoplePoints(options.domainPeople ?? 0);
  const score = Math.min(100, Math.max(floor, sum, 1));
  return { score, severity: severityForScore(score) };
}

/** The scale beside a scan's score, in one paragraph (issue 13 §4). */
export const SCAN_SCORE_SCALE =
  "How the score works: each kind of data found adds points (Social Security number 40; driver's license, payment card or ID 25; password, bank details or address 20; date of birth, phone, email or health details 10 each; employment 5), each extra source adds 5 (up to 15), a domain with many exposed people adds up to 15, and the score never falls below the level of the most serious finding. 1-24 is low, 25-49 medium, 50-74 high, 75-100 critical. It adds up every source we checked for this address, so it can be higher than the risk level of one record's Exposure Report, which scores that record alone.";

/**
 * Beside a clean result ("none"), as the people search says beside "No matches found.": finding
 * nothing is not a clean bill of health, and a frightened visitor must not read it as one.
 */
export const SCAN_NONE_CAVEAT =
  'This does not mean your information is safe: many leaks are never made public, and we only know the records and breaches we have found.';

/** What each level means for the person, in one sentence. */
export const SEVERITY_MEANING: Record<SummarySeverity, string> = {
  none: 'Nothing was found in our records or the breach catalog.',
  low: 'Low: little more than an email address or a name leaked. Expect spam and phishing.',
  medium: 'Medium: contact or personal details leaked, enough to make scams aimed at you convincing.',
  high: 'High: details that help open accounts or pass identity checks leaked, such as a card, a license or a date of birth with contact details.',
  critical: 'Critical: a Social Security number, or enough to pass for you, leaked. Take the first steps below today.',
};
