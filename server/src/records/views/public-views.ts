// Masked views for the public routes (decisions.md §1). Every value here passes through a core
// masking rule or is a non-identifying fact (city, birth year, counts); the route response
// schemas are the second fence.

import {
  ageInWholeYears,
  BENEFIT_FIELDS,
  inferWorkEmail,
  isRiskLevel,
  maskDriverLicense,
  maskEmail,
  maskPhone,
  maskSsn,
  maskStreet,
  personRiskScore,
  summarizeWorkArea,
  sortDataClasses,
  type BenefitField,
  type DataClass,
  type RiskLevel,
} from '@breachwatch/core';
import type { ExposureReport, PersonView, PublicSearchResult } from '@breachwatch/core/schemas/records-api';
import {
  leakSourcesOf,
  publicLeakSource,
  riskSubject,
  type BatchRow,
  type CardRow,
  type DecodedRecord,
  type RecordSecret,
} from '../store/index.ts';
import { exposureNarrative, financialNotes, misuseFor, NEXT_STEPS, REFERENCE_LINKS } from './report-text.ts';

/**
 * What a result card is built from: the card's plain columns, the decrypted secret and the
 * employment and benefit groups. A full DecodedRecord is one; the SQLite search loads only this.
 */
export interface SearchCardSource {
  row: Omit<CardRow, 'seq' | 'secret' | 'employment' | 'benefits'>;
  secret: RecordSecret;
  employment: DecodedRecord['employment'];
  benefits: DecodedRecord['benefits'];
}

const defined = <T>(v: T | undefined | null): v is T => v !== undefined && v !== null;
const maskedEmails = (d: SearchCardSource) => d.row.emails.map((e) => maskEmail(e)).filter(defined);
const maskedPhones = (d: SearchCardSource) => d.row.phones.map((p) => maskPhone(p.phone)).filter(defined);
const riskLevel = (v: string): RiskLevel => (isRiskLevel(v) ? v : 'medium');

function maskedDob(d: DecodedRecord): string | null {
  return d.row.birth_year ? `**/**/${d.row.birth_year}` : null;
}

function age(d: SearchCardSource, today: Date): number | null {
  return ageInWholeYears(d.secret.dob, today) ?? null;
}

/** Short masked identifiers (employee ids, external ids): the last 2 characters stay. */
function maskId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.length <= 2 ? '*'.repeat(value.length) : '*'.repeat(Math.min(value.length - 2, 6)) + value.slice(-2);
}

/** The kinds of data a record holds, in core's data-class vocabulary (most serious first). */
export function recordDataClasses(d: SearchCardSource): DataClass[] {
  const r = d.row;
  const out: DataClass[] = [];
  if (r.ssn_last4 || d.secret.ssn) out.push('ssn');
  if (d.secret.dob) out.push('dob');
  if (d.secret.driverLicense) out.push('driverLicense');
  if (r.emails.length) out.push('email');
  if (r.phones.length) out.push('phone');
  if (r.street || r.city || r.zip) out.push('address');
  if (d.secret.card) out.push('card');
  if (Object.keys(d.employment).length) out.push('employment');
  if (Object.keys(d.benefits).length) out.push('benefits');
  return sortDataClasses(out);
}

const EXPOSED_FIELD_LABELS: Partial<Record<DataClass, string>> = {
  ssn: 'SSN',
  dob: 'Date of birth',
  driverLicense: "Driver's license",
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  card: 'Card',
  employment: 'Employment',
  benefits: 'Benefits',
};
const EXPOSED_FIELD_ORDER: DataClass[] = ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'card', 'employment', 'benefits'];

/** Field groups present, as the result card lists them. */
export function exposedFields(d: SearchCardSource): string[] {
  const present = new Set(recordDataClasses(d));
  return EXPOSED_FIELD_ORDER.filter((c) => present.has(c)).map((c) => EXPOSED_FIELD_LABELS[c]!);
}

function maskedAddress(d: DecodedRecord) {
  const r = d.row;
  return {
    street: maskStreet(r.street) ?? null,
    city: r.city,
    state: r.state,
    zip: r.zip,
    county: r.county,
    country: r.country,
  };
}

export function toSearchResult(d: SearchCardSource, today: Date): PublicSearchResult {
  const r = d.row;
  return {
    id: r.id,
    name: r.full_name,
    birthYear: r.birth_year ?? null,
    age: age(d, today),
    city: r.city,
    state: r.state,
    zip: r.zip,
    riskLevel: riskLevel(r.risk_level),
    preview: {
      emails: maskedEmails(d),
      phones: maskedPhones(d),
      ssn: maskSsn(r.ssn_last4) ?? null,
      hasDob: Boolean(d.secret.dob),
      exposedFields: exposedFields(d),
      dataClasses: recordDataClasses(d),
    },
  };
}

export function toPersonView(d: DecodedRecord, batch: BatchRow | undefined, today: Date): PersonView {
  const r = d.row;
  const risk = personRiskScore(riskSubject(d));
  const address = maskedAddress(d);
  const hasAddress = Boolean(r.street || r.city || r.state || r.zip || r.county || r.country);
  const leakSources = leakSourcesOf(d, batch).map(publicLeakSource);
  return {
    id: r.id,
    name: r.full_name,
    identity: {
      ssn: maskSsn(r.ssn_last4) ?? null,
      dob: maskedDob(d),
      age: age(d, today),
      driverLicense: maskDriverLicense(d.secret.driverLicense) ?? null,
      city: r.city,
      state: r.state,
      zip: r.zip,
    },
    contact: { emails: maskedEmails(d), phones: maskedPhones(d) },
    addresses: hasAddress ? [address] : [],
    work: {
      workEmail: maskEmail(inferWorkEmail(r.emails)) ?? null,
      workArea: summarizeWorkArea(d.employment) ?? null,
      employer: d.employment.employer ?? null,
      jobTitle: d.employment.jobTitle ?? null,
      department: d.employment.department ?? null,
    },
    narrative: exposureNarrative(
      d,
      exposedFields(d),
      leakSources.map((s) => s.name),
    ),
    leakSources,
    risk: { score: risk.score, level: risk.level, factors: risk.factors.map((f) => f.label) },
    exposureDetected: r.emails.length > 0 || r.phones.length > 0 || hasAddress,
    dataClasses: recordDataClasses(d),
  };
}

export function toExposureReport(d: DecodedRecord, batch: BatchRow | undefined, today: Date): ExposureReport {
  const r = d.row;
  const fields = exposedFields(d);
  const leakSources = leakSourcesOf(d, batch).map(publicLeakSource);
  const cardDigits = (d.secret.card ?? '').replace(/\D+/g, '');
  const employment = { ...d.employment };
  if (employment.employeeId) employment.employeeId = maskId(employment.employeeId);
  const benefits: Partial<Record<BenefitField, string>> = {};
  for (const f of BENEFIT_FIELDS) if (d.benefits[f]) benefits[f] = d.benefits[f];
  return {
    id: r.id,
    name: r.full_name,
    overall: riskLevel(r.risk_level),
    summary: exposureNarrative(
      d,
      fields,
      leakSources.map((s) => s.name),
    ),
    identity: {
      ssn: maskSsn(r.ssn_last4) ?? null,
      dob: maskedDob(d),
      age: age(d, today),
      driverLicense: maskDriverLicense(d.secret.driverLicense) ?? null,
      eid: maskId(d.secret.eid) ?? null,
    },
    contact: { emails: maskedEmails(d), phones: maskedPhones(d) },
    address: maskedAddress(d),
    employment,
    benefits,
    financial: {
      card: cardDigits.length >= 4 ? `**** ${cardDigits.slice(-4)}` : d.secret.card ? '****' : null,
      salaryExposed: Boolean(d.employment.salary),
      payrollDeductionExposed: Boolean(d.benefits.payrollDeduction),
      notes: financialNotes(d),
    },
    leakSources,
    referenceLinks: REFERENCE_LINKS,
    misuse: misuseFor(d, fields),
    nextSteps: NEXT_STEPS,
    dateAdded: r.date_added,
    dataClasses: recordDataClasses(d),
  };
}
