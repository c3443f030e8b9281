// How resolveHeaders compiles a column for mapRow: its targets as small integers, and the slots of
// the address, employment and benefit fields in one array; and the resolved headers' shape.

import type { DateOrder, YearFirstOrder } from './dob.ts';
import type { FieldTarget } from './field-target.ts';
import { ADDRESS_FIELDS, BENEFIT_FIELDS, EMPLOYMENT_FIELDS } from './types.ts';

// Column operations are small integers so mapRow dispatches with a dense switch; address,
// employment and benefit fields are slots of one array, turned into objects once per row.
export const OP_EXTERNAL_ID = 0;
export const OP_FIRST_NAME = 1;
export const OP_MIDDLE_NAME = 2;
export const OP_LAST_NAME = 3;
export const OP_SUFFIX = 4;
export const OP_NAME = 5;
export const OP_EMAILS = 6;
export const OP_PHONES = 7;
export const OP_SSN = 8;
export const OP_DOB = 9;
export const OP_DRIVER_LICENSE = 10;
export const OP_EID = 11;
export const OP_CONTACT = 12;
export const OP_CARD = 13;
export const OP_RISK_LEVEL = 14;
export const OP_DATE_ADDED = 15;
export const OP_SOURCES = 16;
export const OP_NATIONAL_ID = 17;
export const OP_SSN_LAST4 = 18;
export const OP_PASSWORD = 19;
export const OP_SECURITY_ANSWER = 20;
export const OP_BANK_ACCOUNT = 21;
export const OP_BANK_ROUTING = 22;
export const OP_BIRTH_YEAR = 23;
/** Read through the phone column beside it (`areaCodeColumn`), not on its own. */
export const OP_PHONE_AREA_CODE = 24;
/** ops >= OP_GROUP are OP_GROUP + a slot of GROUP_SLOTS */
export const OP_GROUP = 32;

export const SIMPLE_OPS: Record<string, number> = {
  externalId: OP_EXTERNAL_ID,
  firstName: OP_FIRST_NAME,
  middleName: OP_MIDDLE_NAME,
  lastName: OP_LAST_NAME,
  suffix: OP_SUFFIX,
  name: OP_NAME,
  emails: OP_EMAILS,
  phones: OP_PHONES,
  ssn: OP_SSN,
  dob: OP_DOB,
  driverLicense: OP_DRIVER_LICENSE,
  eid: OP_EID,
  contact: OP_CONTACT,
  card: OP_CARD,
  riskLevel: OP_RISK_LEVEL,
  dateAdded: OP_DATE_ADDED,
  sources: OP_SOURCES,
  nationalId: OP_NATIONAL_ID,
  ssnLast4: OP_SSN_LAST4,
  password: OP_PASSWORD,
  securityAnswer: OP_SECURITY_ANSWER,
  bankAccount: OP_BANK_ACCOUNT,
  bankRouting: OP_BANK_ROUTING,
  birthYear: OP_BIRTH_YEAR,
  phoneAreaCode: OP_PHONE_AREA_CODE,
};

/** The address fields, and the parts joined to the street before it is stored (ADR 0249). */
export const ADDRESS_PARTS = [
  ...ADDRESS_FIELDS,
  'houseNumber',
  'streetSuffix',
  'zipPlus4',
  'streetPreDirection',
  'streetPostDirection',
  'unitType',
] as const;
export const GROUP_SLOTS: readonly string[] = [
  ...ADDRESS_PARTS.map((f) => `address.${f}`),
  ...EMPLOYMENT_FIELDS.map((f) => `employment.${f}`),
  ...BENEFIT_FIELDS.map((f) => `benefits.${f}`),
];
export const EMPLOYMENT_START = ADDRESS_PARTS.length;
export const STREET_SLOT = ADDRESS_PARTS.indexOf('street');
export const HOUSE_NUMBER_SLOT = ADDRESS_PARTS.indexOf('houseNumber');
export const STREET_SUFFIX_SLOT = ADDRESS_PARTS.indexOf('streetSuffix');
export const ZIP_PLUS4_SLOT = ADDRESS_PARTS.indexOf('zipPlus4');
export const PRE_DIRECTION_SLOT = ADDRESS_PARTS.indexOf('streetPreDirection');
export const POST_DIRECTION_SLOT = ADDRESS_PARTS.indexOf('streetPostDirection');
export const UNIT_TYPE_SLOT = ADDRESS_PARTS.indexOf('unitType');
export const ADDRESS2_SLOT = ADDRESS_PARTS.indexOf('address2');
export const BENEFITS_START = EMPLOYMENT_START + EMPLOYMENT_FIELDS.length;
export const COUNTRY_SLOT = ADDRESS_FIELDS.indexOf('country');
/** The ZIP code's slot. */
export const ZIP_SLOT = ADDRESS_FIELDS.indexOf('zip');

export function toOp(target: FieldTarget): number {
  const simple = SIMPLE_OPS[target];
  if (simple !== undefined) return simple;
  return OP_GROUP + GROUP_SLOTS.indexOf(target);
}

export interface ColumnMapping {
  index: number;
  /** The header as given (trimmed), used as the allFields key; made unique for repeated headers. */
  key: string;
  targets: readonly FieldTarget[];
  /** Precompiled targets, see OP_* */
  ops: readonly number[];
  /**
   * A date column whose header names a year-day-month format ("DOB (YYYY-DD-MM)", "dob_yyyyddmm"):
   * its year-first dates are read so (ADR 0273). Absent for every other column.
   */
  yearFirstOrder?: YearFirstOrder;
  /**
   * A date column whose every date cell of the whole input is a spreadsheet day number ("31107"):
   * its numbers are read as dates (ADR 0274). Set only by `withSpreadsheetDays`, for the columns
   * the reader's findings named (the console sends them with its rows); absent otherwise.
   */
  spreadsheetDays?: true;
  /**
   * In a file with more than one set of address columns (billing and shipping, Mailing and
   * Other): the rank of this column's set, 0 the set read first (ADR 0216). Absent otherwise.
   */
  addressSet?: number;
  /**
   * A phone column beside an area code's column (Florida's voter roll: "Daytime Area Code",
   * "Daytime Phone Number"): that column's index, whose code a seven-digit phone is given (ADR
   * 0325). Absent otherwise.
   */
  areaCodeColumn?: number;
  /** A column headed "ST" read as the state (ADR 0322), as the console or --state-column says. Absent otherwise. */
  readAsState?: true;
}

export interface ResolvedHeaders {
  headers: readonly string[];
  /** One entry per column, recognised or not (unrecognised columns still go to allFields). */
  mapping: readonly ColumnMapping[];
  /** Headers that fill at least one record field, as given. */
  recognized: string[];
  /** Headers kept only in allFields, as given. */
  ignored: string[];
  /** Reference date for DOB plausibility, fixed once per file. */
  today: Date;
  /**
   * How the file's slashed dates are read: day first when more of its recognised headers are
   * words of the day-first languages (French, German, …) than English ones (ADR 0171).
   */
  dateOrder: DateOrder;
  /**
   * What set `dateOrder` when not the column names' language: a column's name ("DOB
   * (DD/MM/YYYY)", ADR 0263), the file's own dates (ADR 0317), or the command line's --date-order.
   */
  dateOrderSource?: 'column-name' | 'values' | 'told';
  /**
   * The file's sets of address columns by rank, when it has more than one (ADR 0216): '' for the
   * unprefixed columns, else "residence", "mailing", "billing", …
   */
  addressSetNames?: string[];
  /** Whether a house number, a street type or a ZIP+4 column is joined to its address (ADR 0249). */
  joinsParts?: true;
}
