// The record codec: what a stored row's encrypted and JSON columns hold, and the stored row ->
// typed values, shared by the public (masked) and admin (full) views.

import { defangUrl, leakSourceName, type BenefitField, type EmploymentField, type RiskSubject } from '@breachwatch/core';
import type { Selectable } from 'kysely';
import type { ImportBatchesTable } from '../../db/schema.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import type { RecordWithContacts } from './records.repository.ts';

/** The encrypted group (decisions.md §2): one AES-GCM operation per record, the main per-row cost. */
export interface RecordSecret {
  ssn?: string;
  dob?: string;
  driverLicense?: string;
  /** Another country's identity number, or a passport number (ADR 0302). */
  nationalId?: string;
  card?: string;
  /** A password or its hash, a security answer, bank details (ADR 0306): never shown, never logged. */
  password?: string;
  securityAnswer?: string;
  bankAccount?: string;
  bankRouting?: string;
  eid?: string;
  contact?: string;
  /** The original row, header -> value ("all fields"), for admins: records stored before ADR 0145. */
  allFields?: Record<string, string>;
  /** Since ADR 0145, the original row is its values in column order (header-sets.ts)... */
  values?: string[];
  /** ...and the hash of its header set, stored once per batch (import_header_sets). */
  columns?: string;
}

export type BatchRow = Selectable<ImportBatchesTable>;

export interface DecodedRecord {
  row: RecordWithContacts;
  secret: RecordSecret;
  employment: Partial<Record<EmploymentField, string>>;
  benefits: Partial<Record<BenefitField, string>>;
  sources: string[];
}

/** A stored JSON object or array; {} when missing, damaged or not an object. */
export function parseObject<T extends object>(text: string | null): T {
  if (!text) return {} as T;
  try {
    const value: unknown = JSON.parse(text);
    return (value && typeof value === 'object' ? value : {}) as T;
  } catch {
    return {} as T;
  }
}

export function decodeRecord(row: RecordWithContacts, cipher: FieldCipher): DecodedRecord {
  return {
    row,
    secret: cipher.decryptJson<RecordSecret>(row.secret),
    employment: parseObject(row.employment),
    benefits: parseObject(row.benefits),
    sources: row.sources ? parseObject<string[]>(row.sources) : [],
  };
}

/** The shape the core risk rules read. */
export function riskSubject(d: DecodedRecord): RiskSubject {
  const r = d.row;
  return {
    ssn: d.secret.ssn ?? null,
    nationalId: d.secret.nationalId ?? null,
    password: d.secret.password ?? null,
    securityAnswer: d.secret.securityAnswer ?? null,
    bankAccount: d.secret.bankAccount ?? null,
    bankRouting: d.secret.bankRouting ?? null,
    dob: d.secret.dob ?? null,
    emails: r.emails,
    phones: r.phones.map((p) => p.phone),
    street: r.street,
    city: r.city,
    state: r.state,
    zip: r.zip,
    employeeStatus: r.employee_status,
  };
}

export interface LeakSourceFull {
  name: string;
  url: string | null;
  credibility: 'high' | 'medium' | 'low';
  reason: string | null;
  category: string | null;
  dateFound: string | null;
  neutralizedUrl: string | null;
}

const credibilityOf = (v: string): LeakSourceFull['credibility'] => (v === 'high' || v === 'low' ? v : 'medium');

/**
 * The batch's leak source (it applies to every record of the batch), then the source names the
 * row itself listed. A name that is itself a link is named by its host only, defanged: its
 * path may be the dump itself (the whole link stays in `url`, for admins); so is every link
 * inside a name (leakSourceName).
 */
export function leakSourcesOf(d: DecodedRecord, batch: BatchRow | undefined): LeakSourceFull[] {
  const out: LeakSourceFull[] = [];
  const seen = new Set<string>();
  if (batch?.source_name) {
    seen.add(batch.source_name.toLowerCase());
    out.push({
      name: batch.source_name,
      url: batch.source_url,
      credibility: credibilityOf(batch.credibility),
      reason: batch.reason,
      category: batch.category,
      dateFound: batch.date_found,
      neutralizedUrl: batch.source_url ? defangUrl(batch.source_url) : null,
    });
  }
  for (const name of d.sources) {
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const isLink = /^[a-z][a-z0-9+.-]*:\/\//i.test(name);
    out.push({
      name: leakSourceName(name),
      url: isLink ? name : null,
      credibility: 'medium',
      reason: null,
      category: null,
      dateFound: null,
      neutralizedUrl: isLink ? defangUrl(name) : null,
    });
  }
  return out;
}
