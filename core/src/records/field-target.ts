// What an imported column can fill (FieldTarget), how a header is compared (normalizeHeader),
// and how the alias lists of field-aliases-*.ts are written down: in the order written, each
// header with the language whose date order it speaks for (ADR 0171).

import type { AddressField, BenefitField, EmploymentField } from './types.ts';

export type FieldTarget =
  | 'externalId'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  /** a single-column full name */
  | 'name'
  | 'emails'
  | 'phones'
  /** A phone's area code in a column of its own, beside the phone's: joined to it (ADR 0325). */
  | 'phoneAreaCode'
  | 'ssn'
  | 'dob'
  /** A birth year on its own ("Birth Year", "YOB"): the record's birth year when it has no date of birth (ADR 0323). */
  | 'birthYear'
  | 'driverLicense'
  /** A national identity number of a country other than the US, or a passport number (ADR 0302). */
  | 'nationalId'
  /** The last four digits of an SSN, in a column of their own: the SSN when the row has no whole one (ADR 0306). */
  | 'ssnLast4'
  /** A password or its hash, a security answer, a bank account or routing number (ADR 0306). */
  | 'password'
  | 'securityAnswer'
  | 'bankAccount'
  | 'bankRouting'
  | 'eid'
  | 'contact'
  | 'card'
  | 'riskLevel'
  | 'dateAdded'
  | 'sources'
  | `address.${AddressField}`
  /** A house number, or a street's type, in a column of its own: joined to the street (ADR 0249). */
  | 'address.houseNumber'
  | 'address.streetSuffix'
  /** A street's direction before or after its name ("N" Main St, Main St "NW"), and a unit's type ("APT" 4): joined too (ADR 0327). */
  | 'address.streetPreDirection'
  | 'address.streetPostDirection'
  | 'address.unitType'
  /** A "Zip+4" column: the ZIP code when no ZIP column of its set has one, if it is whole (ADR 0249). */
  | 'address.zipPlus4'
  | `employment.${EmploymentField}`
  | `benefits.${BenefitField}`;

/**
 * Lowercase, fold accents and keep only letters and digits, of any script: "Date of Birth" ->
 * "dateofbirth", "Prénom" -> "prenom", "Straße" -> "strasse", "Дата рождения" ->
 * "датарождения". Without the folding an accented letter was dropped ("Téléphone" ->
 * "tlphone") and the column went unrecognised; without the other scripts every Cyrillic or
 * Chinese header was "", one and the same name (ADR 0186).
 */
export function normalizeHeader(header: string): string {
  const lower = header.toLowerCase();
  // Printable-ASCII headers (nearly all) skip the Unicode work.
  if (!/[^ -~]/.test(lower)) return lower.replace(/[^a-z0-9]/g, '');
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .normalize('NFC');
}

/**
 * Whose date order a header speaks for: an English export's (month first), a day-first
 * language's (French, German, …), or none (the year-first languages, and headers of countries
 * that write dates either way or of none in particular).
 */
export type AliasLanguage = 'english' | 'dayFirst' | 'none';

export interface AliasEntry {
  target: FieldTarget;
  headers: readonly string[];
  language: AliasLanguage;
}

/** A list of aliases and the functions that add to it, in the order they are called. */
export function aliasList() {
  const entries: AliasEntry[] = [];
  const adder =
    (language: AliasLanguage) =>
    (target: FieldTarget, ...headers: string[]): void => {
      entries.push({ target, headers, language });
    };
  return {
    entries,
    alias: adder('english'),
    dayFirstAlias: adder('dayFirst'),
    /** Languages whose dates put the year first (Chinese, Japanese, Korean): no say in the day-month order. */
    yearFirstAlias: adder('none'),
    /** Headers of countries that write dates either way, or of none in particular: no say either. */
    neutralAlias: adder('none'),
  };
}
