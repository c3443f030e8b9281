// How the exposure scan scores risk. Pure, so the FAQ can explain exactly this and tests can
// pin it. The weights of the person-detail score (spec §9: SSN 40, address 20, DOB 10,
// phone 10, email 10) are reused; classes the spec does not weigh get weights in between.

import { RISK_WEIGHTS, scoreRiskFactors, type RiskFactorKey, type RiskScore } from '../records/risk.ts';
import type { DataClass } from './data-classes.ts';

/**
 * A row's level, in the words of the record pages (low, medium, high) and "info" for a breach
 * shown but not counted. No row is "critical": that word is kept for a whole scan (ADR 0307).
 */
export const EXPOSURE_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
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

/** The person-detail factors (records/risk.ts) among leaked kinds: another country's ID is the national ID. */
export function riskFactorsOfClasses(classes: Iterable<DataClass>): RiskFactorKey[] {
  const set = new Set(classes);
  const keys: RiskFactorKey[] = [];
  if (set.has('ssn')) keys.push('ssn');
  if (set.has('governmentId')) keys.push('nationalId');
  if (set.has('financial')) keys.push('financial');
  if (set.has('password')) keys.push('password');
  if (set.has('address')) keys.push('address');
  if (set.has('dob')) keys.push('dob');
  if (set.has('phone')) keys.push('phone');
  if (set.has('email')) keys.push('email');
  return keys;
}

/** The person-detail score of a set of factors, as a record's public risk is scored. */
export function riskOfFactors(keys: Iterable<RiskFactorKey>): RiskScore {
  const set = new Set(keys);
  return scoreRiskFactors({
    ssn: set.has('ssn'),
    nationalId: set.has('nationalId'),
    financial: set.has('financial'),
    password: set.has('password'),
    address: set.has('address'),
    dob: set.has('dob'),
    phone: set.has('phone'),
    email: set.has('email'),
  });
}

/**
 * What one leak of these kinds means, by the rule every record page uses (decisions §3, ADR
 * 0307): the person-detail score (SSN or national ID 40, bank details, a password and the
 * address 20, date of birth, phone, email 10; high at 60, medium at 30; ADR 0306). A row for one
 * of our records carries the record's own public level instead, which this equals for the same
 * kinds; a card or licence is not weighed by that rule, here as on the record's page: the address
 * score and the actions count it.
 */
export function exposureSeverity(classes: readonly DataClass[]): ExposureSeverity {
  return riskOfFactors(riskFactorsOfClasses(classes)).level;
}

export interface ScoredExposure {
  severity: ExposureSeverity;
  dataClasses: readonly DataClass[];
  /**
   * The person-detail factors the row's level was scored from: a record's own public risk
   * factors; from its kinds when not given.
   */
  riskFactors?: readonly RiskFactorKey[];
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

/** Separate sources rated high that make a whole scan critical. */
export const CRITICAL_HIGH_SOURCES = 2;

export interface ScanScore {
  /** The address score, 0-100: how much was found across every source (not a level). */
  score: number;
  severity: SummarySeverity;
  /** Distinct counted sources the score adds up. */
  sources: number;
}

/**
 * A whole scan (ADR 0307). The level: none when nothing counted; critical when two or more
 * separate sources are each rated high; otherwise the person-detail level of everything found
 * together, so one record alone gives exactly its own level and more sources never lower it.
 * The address score: the weights of every distinct kind leaked, plus 5 for each source beyond
 * the first (at most 15), plus up to 15 for the number of people at a scanned domain; capped at
 * 100, and at least 1 when anything counted. It measures how much is out there; it sets no level.
 */
export function scoreExposures(exposures: readonly ScoredExposure[], options: { domainPeople?: number } = {}): ScanScore {
  const counted = exposures.filter((e) => e.counted !== false);
  if (counted.length === 0) return { score: 0, severity: 'none', sources: 0 };
  const classes = new Set<DataClass>();
  const sources = new Set<string>();
  const highSources = new Set<string>();
  const factors = new Set<RiskFactorKey>();
  for (const e of counted) {
    e.dataClasses.forEach((c) => classes.add(c));
    (e.riskFactors ?? riskFactorsOfClasses(e.dataClasses)).forEach((k) => factors.add(k));
    sources.add(e.source);
    if (e.severity === 'high') highSources.add(e.source);
  }
  let sum = 0;
  for (const c of classes) sum += DATA_CLASS_WEIGHTS[c];
  sum += Math.min(EXTRA_SOURCE_MAX, (sources.size - 1) * EXTRA_SOURCE_POINTS);
  sum += peoplePoints(options.domainPeople ?? 0);
  const severity: SummarySeverity = highSources.size >= CRITICAL_HIGH_SOURCES ? 'critical' : riskOfFactors(factors).level;
  return { score: Math.min(100, Math.max(sum, 1)), severity, sources: sources.size };
}

/** How a scan's level is set, beside the level (ADR 0307): the same words as the record pages. */
export const SCAN_LEVEL_RULE =
  "The risk level uses the same low, medium and high as each record's Exposure Report: if we found one record, it is that record's own level; if we found more, it is rated on everything they hold together. Critical is used only for a whole scan: it means two or more separate leaks each hold enough to open accounts or pass identity checks in your name.";

/** The address score's caption: what it adds up ("across 3 sources"). */
export function addressScoreCaption(sources: number): string {
  if (sources === 0) return 'Nothing found to add up';
  return sources === 1 ? 'Adds up what we found in 1 source' : `Adds up what we found across ${sources} sources`;
}

/** The scale beside a scan's address score, in one paragraph (issue 13 §4, ADR 0307). */
export const SCAN_SCORE_SCALE =
  "How the address score works: each kind of data found adds points once (Social Security number 40; driver's license, payment card or ID 25; password, bank details or address 20; date of birth, phone, email or health details 10 each; employment 5), each extra source adds 5 (up to 15), and a domain with many exposed people adds up to 15, to at most 100. It shows how much about you is out there; it does not set the risk level, so a card or license adds points here without raising a record's level.";

/**
 * Beside a clean result ("none"), as the people search says beside "No matches found.": finding
 * nothing is not a clean bill of health, and a frightened visitor must not read it as one.
 */
export const SCAN_NONE_CAVEAT =
  'This does not mean your information is safe: many leaks are never made public, and we only know the records and breaches we have found.';

/** What each level means for the person, in one sentence, as the record pages explain a level. */
export const SEVERITY_MEANING: Record<SummarySeverity, string> = {
  none: 'Nothing was found in our records or the breach catalog.',
  low: 'Low: the details found are not enough to open accounts or pass identity checks in your name, but expect spam and scam messages, and change any password that leaked.',
  medium:
    'Medium: the details found make scams aimed at you more convincing, and a Social Security number or date of birth among them can help open accounts.',
  high: 'High: together the details found are enough to open accounts or pass identity checks in your name.',
  critical:
    'Critical: two or more separate leaks each hold enough to open accounts or pass identity checks in your name. Take the first steps below today.',
};
