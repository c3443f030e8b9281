// The shapes every side agrees on for a breach record. The CSV field mapping produces a
// NormalizedRecord; the server stores it (encrypting the sensitive parts) and builds
// masked public views from it.

export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const CREDIBILITY_LEVELS = ['high', 'medium', 'low'] as const;
export type Credibility = (typeof CREDIBILITY_LEVELS)[number];

export interface LeakSource {
  name: string;
  url?: string;
  /** YYYY-MM-DD */
  dateFound?: string;
  credibility: Credibility;
  reason?: string;
  category?: string;
}

export const EMPLOYMENT_FIELDS = [
  'employer',
  'location',
  'jobTitle',
  'department',
  'employeeId',
  'dateOfHire',
  'employeeStatus',
  'employeeStatusDate',
  'employmentTerminationDate',
  'salary',
  'type',
] as const;
export type EmploymentField = (typeof EMPLOYMENT_FIELDS)[number];

export const BENEFIT_FIELDS = [
  'planName',
  'carrier',
  'planEffectiveDate',
  'effectiveDate',
  'originalEffectiveDate',
  'benefitTerminationDate',
  'contributionAmount',
  'coverageAmount',
  'premium',
  'reserveCharge',
  'adminFee',
  'payrollDeduction',
  'pcp',
] as const;
export type BenefitField = (typeof BENEFIT_FIELDS)[number];

/** A record's address fields, in the order the import reads and the views show them. */
export const ADDRESS_FIELDS = ['street', 'address2', 'city', 'state', 'zip', 'county', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type RecordAddress = { [F in AddressField]?: string };

/** One breach record as read from an import row, before storage. */
export interface NormalizedRecord {
  /** id / ID / EmployeeId / MRN from the source row */
  externalId?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  suffix?: string;
  /** Assembled display name; "(no name)" when the row has none. */
  fullName: string;
  emails: string[];
  phones: string[];
  ssn?: string;
  /** YYYY-MM-DD when it could be read, else absent */
  dob?: string;
  /**
   * The birth year, only when the row has no date of birth: from a birth-year column, or a
   * year alone in a date-of-birth column (ADR 0323).
   */
  birthYear?: number;
  driverLicense?: string;
  /** A national identity number of another country, or a passport number (ADR 0302); stored encrypted. */
  nationalId?: string;
  eid?: string;
  contact?: string;
  card?: string;
  /** A password or its hash (ADR 0306); stored encrypted, never shown to anyone. */
  password?: string;
  /** A security question's answer, or a mother's maiden name (ADR 0306); as the password. */
  securityAnswer?: string;
  /** A bank account number or IBAN (ADR 0306); stored encrypted. */
  bankAccount?: string;
  /** A bank routing number or sort code (ADR 0306); stored encrypted. */
  bankRouting?: string;
  address: RecordAddress;
  employment: Partial<Record<EmploymentField, string>>;
  benefits: Partial<Record<BenefitField, string>>;
  sources: string[];
  /** A level given by the source row, if valid */
  riskLevel?: RiskLevel;
  /** YYYY-MM-DD given by the source row, if any */
  dateAdded?: string;
  /** The original row, header -> value, shown to admins as "all fields" */
  allFields: Record<string, string>;
}
