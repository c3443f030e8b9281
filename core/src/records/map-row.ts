// mapRow runs once per imported row (a million times in the import benchmark): all header work
// happens once in resolveHeaders, and mapRow only walks precompiled column operations.

import { assembleName } from './name.ts';
import { normalizeDate, normalizeDob } from './dob.ts';
import { readBirthYear } from './birth-year.ts';
import { normalizeSpreadsheetDate, normalizeSpreadsheetDob } from './spreadsheet-days.ts';
import { isRiskLevel } from './risk.ts';
import { splitSources } from './sources.ts';
import { ADDRESS_FIELDS, BENEFIT_FIELDS, EMPLOYMENT_FIELDS, type NormalizedRecord, type RiskLevel } from './types.ts';
import {
  addEmails,
  addPhones,
  isNullToken,
  isZeroPlaceholder,
  lastFourDigits,
  unwrapExcelText,
  withoutDecimalZero,
  withAreaCode,
  withoutTextApostrophe,
  ZIP_DECIMAL,
} from './cell-values.ts';
import { chooseAddress, joinAddressParts } from './address-parts.ts';
import { splitOneLineAddress } from './one-line-address.ts';
import {
  ADDRESS_PARTS,
  BENEFITS_START,
  EMPLOYMENT_START,
  GROUP_SLOTS,
  OP_BANK_ACCOUNT,
  OP_BANK_ROUTING,
  OP_BIRTH_YEAR,
  OP_CARD,
  OP_CONTACT,
  OP_DATE_ADDED,
  OP_DOB,
  OP_DRIVER_LICENSE,
  OP_EID,
  OP_EMAILS,
  OP_EXTERNAL_ID,
  OP_FIRST_NAME,
  OP_GROUP,
  OP_LAST_NAME,
  OP_MIDDLE_NAME,
  OP_NAME,
  OP_NATIONAL_ID,
  OP_PASSWORD,
  OP_PHONE_AREA_CODE,
  OP_PHONES,
  OP_RISK_LEVEL,
  OP_SECURITY_ANSWER,
  OP_SOURCES,
  OP_SSN,
  OP_SSN_LAST4,
  OP_SUFFIX,
  ZIP_SLOT,
  type ResolvedHeaders,
} from './column-ops.ts';
import { resolveHeaders } from './resolve-headers.ts';

function groupObject(values: readonly (string | undefined)[], from: number, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const v = values[from + i];
    if (v !== undefined) out[names[i]!] = v;
  }
  return out;
}

function isResolved(m: ResolvedHeaders | readonly string[]): m is ResolvedHeaders {
  return !Array.isArray(m);
}

/**
 * One row -> NormalizedRecord. Values are trimmed and taken out of Excel's `="…"`, empty values
 * and placeholders ("N/A") are dropped, emails lowercased and de-duplicated, phones de-duplicated by their digits, the DOB
 * normalised to YYYY-MM-DD (dropped if unreadable); the first non-empty value wins for single
 * fields, and an address is taken whole from one set of address columns (ADR 0216). allFields keeps every non-empty cell (trimmed) under its header. Pass the result of
 * resolveHeaders: passing raw headers re-resolves them on every call.
 */
export function mapRow(
  headersOrMapping: ResolvedHeaders | readonly string[],
  values: ArrayLike<string | null | undefined>,
): NormalizedRecord {
  const resolved = isResolved(headersOrMapping) ? headersOrMapping : resolveHeaders(headersOrMapping);
  const mapping = resolved.mapping;
  // A plain object on purpose: zod's z.record() and structured clones expect Object.prototype.
  const allFields: Record<string, string> = {};
  const emails: string[] = [];
  const phones: string[] = [];
  const phoneKeys: string[] = [];
  let sources: string[] = [];
  let groups: (string | undefined)[] | undefined;
  /** Per set of address columns, by rank, when the file has several (ADR 0216). */
  let addressSets: (string | undefined)[][] | undefined;
  let externalId: string | undefined;
  let firstName: string | undefined;
  let middleName: string | undefined;
  let lastName: string | undefined;
  let suffix: string | undefined;
  let fullName: string | undefined;
  let ssn: string | undefined;
  let dob: string | undefined;
  let birthYear: number | undefined;
  let driverLicense: string | undefined;
  let nationalId: string | undefined;
  let ssnLast4: string | undefined;
  let password: string | undefined;
  let securityAnswer: string | undefined;
  let bankAccount: string | undefined;
  let bankRouting: string | undefined;
  let eid: string | undefined;
  let contact: string | undefined;
  let card: string | undefined;
  let riskLevel: RiskLevel | undefined;
  let dateAdded: string | undefined;

  for (let c = 0; c < mapping.length; c++) {
    const col = mapping[c]!;
    const raw = values[col.index];
    if (raw == null) continue;
    let v = typeof raw === 'string' ? raw.trim() : String(raw).trim();
    if (v === '') continue;
    // The original row keeps the cell as written; the fields take its value.
    allFields[col.key] = v;
    const ops = col.ops;
    if (ops.length === 0) continue;
    if (v.charCodeAt(0) === 61) v = unwrapExcelText(v);
    else if (v.charCodeAt(0) === 39) v = withoutTextApostrophe(v);
    if (v === '' || isNullToken(v)) continue;
    for (let o = 0; o < ops.length; o++) {
      const op = ops[o]!;
      switch (op) {
        case OP_EXTERNAL_ID:
          externalId ??= v;
          break;
        case OP_FIRST_NAME:
          firstName ??= v;
          break;
        case OP_MIDDLE_NAME:
          middleName ??= v;
          break;
        case OP_LAST_NAME:
          lastName ??= v;
          break;
        case OP_SUFFIX:
          suffix ??= v;
          break;
        case OP_NAME:
          fullName ??= v;
          break;
        case OP_EMAILS:
          addEmails(emails, v);
          break;
        case OP_PHONES:
          addPhones(phones, phoneKeys, col.areaCodeColumn === undefined ? v : withAreaCode(v, values[col.areaCodeColumn]));
          break;
        case OP_PHONE_AREA_CODE:
          // Read through its phone's column (withAreaCode); the original row keeps it as written.
          break;
        case OP_SSN:
          if (!isZeroPlaceholder(v)) ssn ??= v;
          break;
        case OP_DOB:
          // A spreadsheet's day number only in a column the whole input showed to hold them (ADR 0274).
          dob ??=
            normalizeDob(v, resolved.today, resolved.dateOrder, col.yearFirstOrder) ??
            (col.spreadsheetDays ? normalizeSpreadsheetDob(v, resolved.today) : undefined);
          // A year alone is the birth year, not a date (ADR 0323).
          if (dob === undefined) birthYear ??= readBirthYear(v, resolved.today);
          break;
        case OP_BIRTH_YEAR:
          birthYear ??= readBirthYear(v, resolved.today);
          break;
        case OP_DRIVER_LICENSE:
          driverLicense ??= v;
          break;
        case OP_NATIONAL_ID:
          // A form's zeros ("000000000") are no one's number, as for the SSN (ADR 0248).
          if (!isZeroPlaceholder(v)) nationalId ??= v;
          break;
        case OP_SSN_LAST4:
          // Only the last four digits, whatever the column holds: a whole SSN in an "SSN last 4"
          // column is not taken whole from it (ADR 0306).
          if (!isZeroPlaceholder(v)) ssnLast4 ??= lastFourDigits(v);
          break;
        case OP_PASSWORD:
          password ??= v;
          break;
        case OP_SECURITY_ANSWER:
          securityAnswer ??= v;
          break;
        case OP_BANK_ACCOUNT:
          if (!isZeroPlaceholder(v)) bankAccount ??= v;
          break;
        case OP_BANK_ROUTING:
          if (!isZeroPlaceholder(v)) bankRouting ??= v;
          break;
        case OP_EID:
          eid ??= v;
          break;
        case OP_CONTACT:
          contact ??= v;
          break;
        case OP_CARD:
          card ??= v;
          break;
        case OP_RISK_LEVEL:
          if (riskLevel === undefined) {
            const l = v.toLowerCase();
            if (isRiskLevel(l)) riskLevel = l;
          }
          break;
        case OP_DATE_ADDED:
          dateAdded ??=
            normalizeDate(v, resolved.today, resolved.dateOrder, col.yearFirstOrder) ??
            (col.spreadsheetDays ? normalizeSpreadsheetDate(v, resolved.today) : undefined);
          break;
        case OP_SOURCES:
          sources = sources.length === 0 ? splitSources(v) : splitSources([sources, v]);
          break;
        default: {
          const slot = op - OP_GROUP;
          const value = slot === ZIP_SLOT ? withoutDecimalZero(v, ZIP_DECIMAL) : v;
          if (slot < EMPLOYMENT_START && col.addressSet !== undefined) {
            addressSets ??= [];
            (addressSets[col.addressSet] ??= new Array<string | undefined>(ADDRESS_PARTS.length))[slot] ??= value;
            break;
          }
          groups ??= new Array<string | undefined>(GROUP_SLOTS.length);
          groups[slot] ??= value;
        }
      }
    }
  }
  if (addressSets) {
    const address = chooseAddress(addressSets);
    if (address) {
      groups ??= new Array<string | undefined>(GROUP_SLOTS.length);
      for (let i = 0; i < ADDRESS_PARTS.length; i++) groups[i] = address[i];
    }
  }
  if (resolved.joinsParts && groups) joinAddressParts(groups);
  // A whole "12 Elm St, Somerville, MA 02143" in the street's column (ADR 0324).
  if (groups) splitOneLineAddress(groups);

  const rec: NormalizedRecord = {
    fullName: assembleName({ firstName, middleName, lastName, suffix, fullName }),
    emails,
    phones,
    address: groups ? groupObject(groups, 0, ADDRESS_FIELDS) : {},
    employment: groups ? groupObject(groups, EMPLOYMENT_START, EMPLOYMENT_FIELDS) : {},
    benefits: groups ? groupObject(groups, BENEFITS_START, BENEFIT_FIELDS) : {},
    sources,
    allFields,
  };
  // Optional fields are added only when present, so spreading a record never writes undefined.
  if (externalId !== undefined) rec.externalId = externalId;
  if (firstName !== undefined) rec.firstName = firstName;
  if (middleName !== undefined) rec.middleName = middleName;
  if (lastName !== undefined) rec.lastName = lastName;
  if (suffix !== undefined) rec.suffix = suffix;
  // A whole SSN wins over its last four; the four alone are the SSN as far as it is known, and
  // every mask and risk rule reads only its last four digits (ADR 0306).
  if (ssn !== undefined) rec.ssn = ssn;
  else if (ssnLast4 !== undefined) rec.ssn = ssnLast4;
  if (dob !== undefined) rec.dob = dob;
  else if (birthYear !== undefined) rec.birthYear = birthYear;
  if (driverLicense !== undefined) rec.driverLicense = driverLicense;
  if (nationalId !== undefined) rec.nationalId = nationalId;
  if (eid !== undefined) rec.eid = eid;
  if (contact !== undefined) rec.contact = contact;
  if (card !== undefined) rec.card = card;
  if (password !== undefined) rec.password = password;
  if (securityAnswer !== undefined) rec.securityAnswer = securityAnswer;
  if (bankAccount !== undefined) rec.bankAccount = bankAccount;
  if (bankRouting !== undefined) rec.bankRouting = bankRouting;
  if (riskLevel !== undefined) rec.riskLevel = riskLevel;
  if (dateAdded !== undefined) rec.dateAdded = dateAdded;
  return rec;
}
