// The exposure scan benchmark's synthetic records (scan-bench.ts): deterministic, written
// straight into the tables (no import) so a 10,000,000-record database builds in minutes, with
// every record's secret encrypted as the import stores it.

import { newRecordId } from '../src/records/import/record-prepare.ts';
import { storedSecretClasses } from '../src/records/store/index.ts';
import type { FieldCipher } from '../src/lib/field-cipher.ts';
import { prng } from './generate-csv.ts';

export const BIG_DOMAIN = 'bigcorp.example';
export const SOURCES = ['HR export', 'Benefits portal', 'Clinic list', 'Combo list', 'Payroll vendor'];
/**
 * About this many people at each company domain, whatever the number of records: a larger dump
 * holds more companies, not larger ones (2,000 domains at 1,000,000 records, as before). The
 * 10,000-person domain is measured on its own.
 */
const PEOPLE_PER_COMPANY = 150;

export const bigDomainPeople = (records: number) => Math.min(10_000, Math.floor(records / 10));
/** A domain shared by about a third of the records (three in ten have a second address there, one in fifteen their first): far past the limit. */
export const SHARED_DOMAIN = 'example.net';
export const sharedDomainPeople = (records: number) => Math.round(records * (0.3 + 0.7 * 0.2 * (1 / 3)));
export const companyDomains = (records: number) => Math.max(1, Math.round((records * 0.3) / PEOPLE_PER_COMPANY));

/** The record's columns, in the order both builders write them. */
export const SCAN_RECORD_COLUMNS = [
  'id',
  'batch_id',
  'full_name',
  'ssn_last4',
  'birth_year',
  'secret',
  'city',
  'state',
  'zip',
  'employment',
  'benefits',
  'risk_level',
  'date_added',
  'fingerprint',
  'secret_classes',
  'has_phone',
] as const;

export interface ScanBenchRecord {
  values: (string | number | null)[];
  emails: { email: string; domain: string }[];
  phones: { phone: string; digits: string }[];
}

function emailFor(i: number, records: number, r: () => number): string {
  if (i < bigDomainPeople(records)) return `staff${i}@${BIG_DOMAIN}`;
  const u = r();
  if (u < 0.3) return r() < 0.2 ? `first.last${i}+shop@gmail.com` : `firstlast${i}@gmail.com`;
  if (u < 0.5) return `user${i}@yahoo.com`;
  if (u < 0.7) return `person${i}@example.${['com', 'net', 'org'][i % 3]}`;
  return `emp${i}@company${Math.floor(r() * companyDomains(records))}.example`;
}

/** The records, one at a time: record `i` is the same on every run and on both databases. */
export function* scanBenchRecords(records: number, cipher: FieldCipher, now: string): Generator<ScanBenchRecord> {
  const r = prng(20261125);
  for (let i = 0; i < records; i++) {
    const ssn = r() < 0.4 ? String(1000 + Math.floor(r() * 9000)) : null;
    const dob = r() < 0.6 ? `19${50 + Math.floor(r() * 50)}-01-01` : undefined;
    const fields = {
      ...(ssn ? { ssn: `900-00-${ssn}` } : {}),
      ...(dob ? { dob } : {}),
      ...(r() < 0.05 ? { card: '4000000000000000' } : {}),
    };
    const email = emailFor(i, records, r);
    const emails = [{ email, domain: email.slice(email.indexOf('@') + 1) }];
    if (r() < 0.3) emails.push({ email: `alt${i}@example.net`, domain: 'example.net' });
    const phones = r() < 0.5 ? [{ phone: '(217) 555-0100', digits: `217555${String(i % 10000).padStart(4, '0')}` }] : [];
    const values = [
      // A real record id (random, in one import's range), so lookups by id reach random pages as they do.
      newRecordId(now),
      `b${i % SOURCES.length}`,
      `Person ${i}`,
      ssn,
      dob ? Number(dob.slice(0, 4)) : null,
      cipher.encryptJson(fields),
      'Springfield',
      'IL',
      '62704',
      r() < 0.3 ? '{"employer":"X"}' : null,
      r() < 0.2 ? '{"planName":"PPO"}' : null,
      ssn ? 'high' : 'medium',
      now,
      `fp${i}`,
      // as the import stores them (ADR 0191)
      storedSecretClasses(fields),
      // and whether it has a phone (ADR 0319)
      phones.length > 0 ? 1 : 0,
    ];
    yield { values, emails, phones };
  }
}

/** What the benchmark scans: stored addresses, Gmail dot and plus variants, unknown addresses; company domains. */
export function scanQueries(records: number): { emails: string[]; domains: string[] } {
  const r = prng(7);
  const big = bigDomainPeople(records);
  const pick = () => Math.floor(big + r() * (records - big));
  const emails = Array.from({ length: 400 }, (_, i) => {
    const n = pick();
    return [`firstlast${n}@gmail.com`, `first.last${n}@gmail.com`, `user${n}@yahoo.com`, `nobody${n}@example.com`][i % 4]!;
  });
  const domains = Array.from({ length: 400 }, () => `company${Math.floor(r() * companyDomains(records))}.example`);
  return { emails, domains };
}
