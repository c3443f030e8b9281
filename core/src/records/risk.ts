// The four risk rules of spec §4, kept in one module (decisions.md §3). Each is named for the
// screen that uses it; they intentionally differ, because the spec's screens differ.

import type { RecordAddress, RiskLevel } from './types.ts';

/** Whatever shape a caller holds: a NormalizedRecord, an admin list row or a stored record. */
export interface RiskSubject {
  ssn?: string | null;
  /** A national identity number of another country, or a passport number (ADR 0302). */
  nationalId?: string | null;
  /** A password or its hash, and a security answer (ADR 0306). */
  password?: string | null;
  securityAnswer?: string | null;
  /** A bank account number and its routing number or sort code (ADR 0306). */
  bankAccount?: string | null;
  bankRouting?: string | null;
  dob?: string | null;
  email?: string | null;
  emails?: readonly string[] | null;
  phone?: string | null;
  phones?: readonly string[] | null;
  address?: RecordAddress | string | null;
  street?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  employeeStatus?: string | null;
  employment?: { employeeStatus?: string | null } | null;
}

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';

function hasAny(single: string | null | undefined, list: readonly string[] | null | undefined): boolean {
  return filled(single) || (!!list && list.some((v) => filled(v)));
}

export const hasSsn = (s: RiskSubject): boolean => filled(s.ssn);
/** Person-detail scoring counts the SSN only when it carries digits (a masked "***" does not). */
export const hasSsnDigits = (s: RiskSubject): boolean => /\d/.test(s.ssn ?? '');
/**
 * A national identity number (ADR 0302) counts as the SSN does: in the countries whose dumps
 * carry one, it is the number that opens accounts and files tax returns there. Only with digits,
 * as the SSN (every such number has some: "12345678Z", "X1234567L").
 */
export const hasNationalId = (s: RiskSubject): boolean => /\d/.test(s.nationalId ?? '');
/** The SSN, or another country's identity number: the number a person's identity is opened with. */
const hasIdentityNumber = (s: RiskSubject): boolean => hasSsn(s) || hasNationalId(s);
export const hasDob = (s: RiskSubject): boolean => filled(s.dob);
/** A password, its hash or a security answer (ADR 0306): the data class 'password'. */
export const hasPassword = (s: RiskSubject): boolean => filled(s.password) || filled(s.securityAnswer);
/** A bank account or its routing number (ADR 0306): the data class 'financial'. */
export const hasBankDetails = (s: RiskSubject): boolean => filled(s.bankAccount) || filled(s.bankRouting);
export const hasEmail = (s: RiskSubject): boolean => hasAny(s.email, s.emails);
export const hasPhone = (s: RiskSubject): boolean => hasAny(s.phone, s.phones);

/** Street, city, state or zip: any of them places the person (same test as the detail banner). */
export function hasAddress(s: RiskSubject): boolean {
  const a = s.address;
  if (typeof a === 'string') {
    if (filled(a)) return true;
  } else if (a && (filled(a.street) || filled(a.city) || filled(a.state) || filled(a.zip))) {
    return true;
  }
  return filled(s.street) || filled(s.address1) || filled(s.city) || filled(s.state) || filled(s.zip);
}

/**
 * Upload (import) rule: high if SSN (or another country's identity number, ADR 0302), or DOB +
 * email + phone; medium if DOB, or email + phone, or a password or bank details (ADR 0306); else
 * low.
 */
export function uploadRiskLevel(s: RiskSubject): RiskLevel {
  const dob = hasDob(s);
  const emailAndPhone = hasEmail(s) && hasPhone(s);
  if (hasIdentityNumber(s) || (dob && emailAndPhone)) return 'high';
  if (dob || emailAndPhone || hasPassword(s) || hasBankDetails(s)) return 'medium';
  return 'low';
}

/** Admin list fallback (record without a stored level): SSN (or a national ID) high; DOB, email + phone, a password or bank details medium; else low. */
export function adminListFallbackRiskLevel(s: RiskSubject): RiskLevel {
  if (hasIdentityNumber(s)) return 'high';
  if (hasDob(s) || (hasEmail(s) && hasPhone(s)) || hasPassword(s) || hasBankDetails(s)) return 'medium';
  return 'low';
}

export function isTerminatedStatus(status: string | null | undefined): boolean {
  const v = (status ?? '').trim().toLowerCase();
  return v.includes('terminat') || v === 'term' || v === 'termed';
}

/**
 * Admin detail modal: terminated employee status gives high; email or phone gives medium;
 * otherwise also medium. The spec's modal never shows low; both branches are kept so the rule
 * reads like the spec.
 */
export function detailModalRiskLevel(s: RiskSubject): RiskLevel {
  if (isTerminatedStatus(s.employeeStatus ?? s.employment?.employeeStatus)) return 'high';
  if (hasEmail(s) || hasPhone(s)) return 'medium';
  return 'medium';
}

/**
 * A national ID (ADR 0302) weighs what the SSN weighs, and counts only when the record has no SSN
 * digits: a person is opened with one identity number, so it adds to the maximum only once.
 */
/**
 * Bank details and a password (or a security answer) weigh 20 each (ADR 0306), what the email
 * scan gives their classes: the score's maximum is 130, the thresholds stay.
 */
export const RISK_WEIGHTS = { ssn: 40, nationalId: 40, financial: 20, password: 20, address: 20, dob: 10, phone: 10, email: 10 } as const;
export type RiskFactorKey = keyof typeof RISK_WEIGHTS;
export const RISK_HIGH_THRESHOLD = 60;
export const RISK_MEDIUM_THRESHOLD = 30;

export const RISK_FACTOR_LABELS: Record<RiskFactorKey, string> = {
  ssn: 'Social Security number',
  nationalId: 'National ID or passport number',
  financial: 'Bank account details',
  password: 'Password or security answer',
  address: 'Home address',
  dob: 'Date of birth',
  phone: 'Phone number',
  email: 'Email address',
};

export interface RiskFactor {
  key: RiskFactorKey;
  label: string;
  weight: number;
}

export interface RiskScore {
  score: number;
  level: RiskLevel;
  factors: RiskFactor[];
}

export function levelForScore(score: number): RiskLevel {
  if (score >= RISK_HIGH_THRESHOLD) return 'high';
  if (score >= RISK_MEDIUM_THRESHOLD) return 'medium';
  return 'low';
}

/**
 * Person detail score: SSN digits 40 (or, without them, a national ID 40: ADR 0302), address 20,
 * bank details 20, a password or security answer 20 (ADR 0306), DOB 10, phone 10, email 10
 * (max 130).
 */
export function personRiskScore(s: RiskSubject): RiskScore {
  const ssn = hasSsnDigits(s);
  return scoreRiskFactors({
    ssn,
    nationalId: !ssn && hasNationalId(s),
    financial: hasBankDetails(s),
    password: hasPassword(s),
    address: hasAddress(s),
    dob: hasDob(s),
    phone: hasPhone(s),
    email: hasEmail(s),
  });
}

/**
 * The person-detail score of the factors present: the one sum behind a record's public level and
 * behind the exposure scan's levels (ADR 0307), so the same kinds never get two levels. A national
 * ID counts only without the SSN (one identity number; maximum 130, ADR 0306).
 */
export function scoreRiskFactors(present: Readonly<Record<RiskFactorKey, boolean>>): RiskScore {
  const counts = (key: RiskFactorKey) => present[key] && (key !== 'nationalId' || !present.ssn);
  const factors: RiskFactor[] = [];
  let score = 0;
  for (const key of Object.keys(RISK_WEIGHTS) as RiskFactorKey[]) {
    if (!counts(key)) continue;
    score += RISK_WEIGHTS[key];
    factors.push({ key, label: RISK_FACTOR_LABELS[key], weight: RISK_WEIGHTS[key] });
  }
  return { score, level: levelForScore(score), factors };
}

export function isRiskLevel(value: unknown): value is RiskLevel {
  return value === 'high' || value === 'medium' || value === 'low';
}
