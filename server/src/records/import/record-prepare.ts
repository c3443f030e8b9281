// NormalizedRecord (core mapping) -> the values stored for it: sensitive values encrypted, the
// separate search/display values, child emails and phones, search keys and the dedupe
// fingerprint. Runs once per imported row, so it avoids per-row syscalls and re-parsing.

import { randomBytes } from 'node:crypto';
import {
  birthYear,
  isNoName,
  mapRow,
  ROW_SKIP_REASONS,
  rowSkipOf,
  streetKey,
  uploadRiskLevel,
  type NormalizedRecord,
  type ResolvedHeaders,
} from '@breachwatch/core';
import { alertKeysOf } from '../../alerts/alert-key.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { buildSearchKeys, emailDomain, phoneDigits, type SearchKeys } from '../search/index.ts';
import { rowValues, storedSecretClasses, type HeaderSet, type RecordSecret } from '../store/index.ts';

/** breach_records columns written by an import, in the order of PreparedRecord.values. */
export const RECORD_COLUMNS = [
  'id',
  'batch_id',
  'external_id',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'full_name',
  'ssn_last4',
  'birth_year',
  'secret',
  'street',
  'address2',
  'city',
  'state',
  'zip',
  'county',
  'country',
  'employer',
  'employee_status',
  'employment',
  'benefits',
  'sources',
  'risk_level',
  'date_added',
  'fingerprint',
  'street_key',
  'secret_classes',
  'has_phone',
] as const;

/** The columns of RECORD_COLUMNS whose values are numbers (the rest are text or null). */
export const NUMERIC_RECORD_COLUMNS: ReadonlySet<(typeof RECORD_COLUMNS)[number]> = new Set(['birth_year', 'has_phone']);

export interface PreparedRecord {
  id: string;
  fingerprint: string;
  values: (string | number | null)[];
  emails: { email: string; domain: string }[];
  phones: { phone: string; digits: string }[];
  keys: SearchKeys;
  /** keyed hashes of the addresses' inbox identities: what breach alerts match on (alerts/alert-key.ts) */
  alertKeys: string[];
}

let idPool = Buffer.alloc(0);
let idOffset = 0;
const ID_BYTES = 16;
/** Milliseconds in base 36, 9 characters: fixed width until the year 5188. */
const TIME_WIDTH = 9;
let prefixOf = '';
let timePrefix = '';

/**
 * A record id (ADR 0133, amended by ADR 0220): the time its import batch began, in fixed-width base
 * 36, then 128 random bits in base64url (31 characters). The random part is what makes ids
 * unguessable. The prefix is the import's, not the row's: ids of one import sort at random
 * among themselves, so a stranger who sees several cannot tell which came first in the dump
 * (a dump sorted by salary, birth date or SSN would give that order away), while each import's
 * ids still sort after the last one's, so the unique index on `id` takes an import's inserts in
 * its own range at the right edge. Digits and lower-case letters sort the same way in every
 * collation, so this holds on PostgreSQL's text collations too.
 */
export function newRecordId(batchStartedAt: string): string {
  if (batchStartedAt !== prefixOf) {
    const ms = Date.parse(batchStartedAt);
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('A batch start time is an ISO date');
    prefixOf = batchStartedAt;
    timePrefix = ms.toString(36).padStart(TIME_WIDTH, '0');
  }
  if (idOffset + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 4096);
    idOffset = 0;
  }
  const id = timePrefix + idPool.subarray(idOffset, idOffset + ID_BYTES).toString('base64url');
  idOffset += ID_BYTES;
  return id;
}

const lower = (v: string | undefined): string => (v ?? '').toLowerCase();
const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);
const jsonOrNull = (o: object): string | null => (Object.keys(o).length ? JSON.stringify(o) : null);

/** The identity a duplicate shares: who the person is and where they are, not incidental columns. */
function identityOf(rec: NormalizedRecord, phoneKeys: string[]): string {
  return JSON.stringify([
    lower(rec.fullName),
    rec.dob ?? '',
    (rec.ssn ?? '').replace(/\D+/g, ''),
    [...rec.emails].sort(),
    [...phoneKeys].sort(),
    lower(rec.address.street),
    lower(rec.address.city),
    lower(rec.address.zip),
    lower(rec.externalId),
    lower(rec.driverLicense),
    lower(rec.employment.employer),
    // Another country's identity number (ADR 0302), only when the row has one: records without
    // one keep the identity they had before, and two people whose rows hold only a name and such
    // a number are not one record.
    ...(rec.nationalId ? [rec.nationalId.replace(/[\s.-]+/g, '').toLowerCase()] : []),
    // A birth year without a date of birth (ADR 0323), likewise only when the row has one: two
    // people of one name and town born in different years are not one record.
    ...(rec.birthYear !== undefined ? [`born ${rec.birthYear}`] : []),
  ]);
}

export const SKIP_NO_PERSON_DATA = 'No name, contact, identity or address values.';

/**
 * Why a row is not stored as a person, as the import report words it, or null: a repeated
 * header row or a totals line (core rowSkipOf), or no person data at all. Every import path
 * decides with this.
 */
export function skipReasonOf(resolved: ResolvedHeaders, values: readonly string[], rec: NormalizedRecord): string | null {
  const skip = rowSkipOf(resolved, values, rec);
  if (skip) return ROW_SKIP_REASONS[skip];
  return hasPersonData(rec) ? null : SKIP_NO_PERSON_DATA;
}

/** Whether the row carries anything about a person; rows that do not are skipped. */
export function hasPersonData(rec: NormalizedRecord): boolean {
  return Boolean(
    rec.firstName ||
      rec.lastName ||
      rec.middleName ||
      !isNoName(rec.fullName) ||
      rec.emails.length ||
      rec.phones.length ||
      rec.ssn ||
      rec.nationalId ||
      rec.dob ||
      rec.driverLicense ||
      rec.card ||
      rec.address.street ||
      rec.externalId,
  );
}

/**
 * `withAlertKeys` false leaves `alertKeys` empty: an import started while no alert subscription
 * exists skips the two HMACs per address (ADR 0120, amended by 0132). With `columns` (the
 * header set of the row, saved for the batch by the writer: saveHeaderSet) the secret keeps
 * the original row's values only (ADR 0145); without, its header -> value object as before.
 * `batchStartedAt` (the batch's own start when it is filled over several requests) prefixes the
 * record's id (ADR 0220).
 */
export function prepareRecord(
  rec: NormalizedRecord,
  batchId: string,
  nowIso: string,
  cipher: FieldCipher,
  withAlertKeys = true,
  columns?: HeaderSet,
  batchStartedAt = nowIso,
): PreparedRecord {
  const secret: RecordSecret = {};
  if (rec.ssn) secret.ssn = rec.ssn;
  if (rec.dob) secret.dob = rec.dob;
  if (rec.driverLicense) secret.driverLicense = rec.driverLicense;
  // Encrypted only, as the SSN (ADR 0302): no plain column, no search key, no last digits.
  if (rec.nationalId) secret.nationalId = rec.nationalId;
  if (rec.card) secret.card = rec.card;
  // Encrypted only (ADR 0306): no plain column, no search key, no last digits, no identity key.
  if (rec.password) secret.password = rec.password;
  if (rec.securityAnswer) secret.securityAnswer = rec.securityAnswer;
  if (rec.bankAccount) secret.bankAccount = rec.bankAccount;
  if (rec.bankRouting) secret.bankRouting = rec.bankRouting;
  if (rec.eid) secret.eid = rec.eid;
  if (rec.contact) secret.contact = rec.contact;
  if (columns) {
    secret.columns = columns.hash;
    secret.values = rowValues(columns, rec.allFields);
  } else secret.allFields = rec.allFields;
  const ssnDigits = (rec.ssn ?? '').replace(/\D+/g, '');
  const phones = rec.phones.map((phone) => ({ phone, digits: phoneDigits(phone) })).filter((p) => p.digits.length >= 3);
  const emails = rec.emails.map((email) => ({ email, domain: emailDomain(email) }));
  const id = newRecordId(batchStartedAt);
  const fingerprint = cipher.fingerprint(
    identityOf(
      rec,
      phones.map((p) => p.digits),
    ),
  );
  const a = rec.address;
  const values = [
    id,
    batchId,
    orNull(rec.externalId),
    orNull(rec.firstName),
    orNull(rec.middleName),
    orNull(rec.lastName),
    orNull(rec.suffix),
    rec.fullName,
    ssnDigits.length >= 4 ? ssnDigits.slice(-4) : null,
    birthYear(rec.dob) ?? rec.birthYear ?? null,
    cipher.encryptJson(secret),
    orNull(a.street),
    orNull(a.address2),
    orNull(a.city),
    orNull(a.state),
    orNull(a.zip),
    orNull(a.county),
    orNull(a.country),
    orNull(rec.employment.employer),
    orNull(rec.employment.employeeStatus),
    jsonOrNull(rec.employment),
    jsonOrNull(rec.benefits),
    rec.sources.length ? JSON.stringify(rec.sources) : null,
    // Always the upload rule of spec §4, computed from what the row actually holds.
    uploadRiskLevel(rec),
    rec.dateAdded ? `${rec.dateAdded}T00:00:00.000Z` : nowIso,
    fingerprint,
    streetKey(a.street) ?? null,
    // Which kinds the secret holds, in the clear, for the scans to count (ADR 0191).
    storedSecretClasses(secret),
    // Whether it has a phone (ADR 0319): a domain scan counts its people's phones from this.
    phones.length > 0 ? 1 : 0,
  ];
  return {
    id,
    fingerprint,
    values,
    emails,
    phones,
    keys: buildSearchKeys(rec),
    alertKeys: withAlertKeys ? alertKeysOf(cipher, rec.emails) : [],
  };
}

/**
 * A batch of raw file rows prepared; rows without any person data, repeated header rows and
 * totals lines (core rowSkipOf) are counted, not stored.
 */
export function prepareRows(
  resolved: ResolvedHeaders,
  rows: readonly string[][],
  batchId: string,
  nowIso: string,
  cipher: FieldCipher,
  withAlertKeys: boolean,
  columns: HeaderSet,
): { prepared: PreparedRecord[]; skipped: number } {
  const prepared: PreparedRecord[] = [];
  let skipped = 0;
  for (const values of rows) {
    const rec = mapRow(resolved, values);
    if (skipReasonOf(resolved, values, rec) === null) prepared.push(prepareRecord(rec, batchId, nowIso, cipher, withAlertKeys, columns));
    else skipped++;
  }
  return { prepared, skipped };
}
