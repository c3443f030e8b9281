// Every stored field of a breach record that a view can show, named once, with the section it
// belongs to, the kind of data it is (core's data-class vocabulary) and a plain-language label.
// The disclosure policy (policy.ts) decides, per field and audience, what a view may show.

import { ADDRESS_FIELDS, BENEFIT_FIELDS, EMPLOYMENT_FIELDS, type BenefitField, type EmploymentField } from '../records/types.ts';
import type { DataClass } from '../scan/data-classes.ts';

export const RECORD_SECTIONS = [
  'identity',
  'contact',
  'address',
  'work',
  'employment',
  'benefits',
  'financial',
  'source',
  'record',
] as const;
export type RecordSection = (typeof RECORD_SECTIONS)[number];

export const SECTION_TITLES: Record<RecordSection, string> = {
  identity: 'Identity',
  contact: 'Contact',
  address: 'Address',
  work: 'Work information',
  employment: 'Employment',
  benefits: 'Benefits & coverage',
  financial: 'Financial',
  source: 'Where it was found',
  record: 'This record',
};

const employmentKey = <F extends EmploymentField>(f: F) => `employment.${f}` as const;
const benefitKey = <F extends BenefitField>(f: F) => `benefits.${f}` as const;

export const RECORD_FIELDS = [
  'fullName',
  'birthYear',
  'age',
  'dob',
  'ssn',
  'driverLicense',
  'nationalId',
  'password',
  'securityAnswer',
  'eid',
  'externalId',
  'email',
  'phone',
  'otherContact',
  ...ADDRESS_FIELDS,
  'workEmail',
  'workArea',
  ...EMPLOYMENT_FIELDS.map(employmentKey),
  ...BENEFIT_FIELDS.map(benefitKey),
  'card',
  'bankAccount',
  'bankRouting',
  'sourceName',
  'sourceDate',
  'sourceCredibility',
  'sourceCategory',
  'sourceReason',
  'sourceUrl',
  'riskLevel',
  'dateAdded',
  'originalRow',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

export interface FieldInfo {
  section: RecordSection;
  label: string;
  /** The kind of data; null for facts about the record or its source rather than the person. */
  dataClass: DataClass | null;
}

const EMPLOYMENT_LABELS: Record<EmploymentField, string> = {
  employer: 'Employer',
  location: 'Work location',
  jobTitle: 'Job title',
  department: 'Department',
  employeeId: 'Employee ID',
  dateOfHire: 'Date of hire',
  employeeStatus: 'Employee status',
  employeeStatusDate: 'Status date',
  employmentTerminationDate: 'Employment end date',
  salary: 'Salary',
  type: 'Employment type',
};

const BENEFIT_LABELS: Record<BenefitField, string> = {
  planName: 'Health or benefit plan',
  carrier: 'Insurance carrier',
  planEffectiveDate: 'Plan effective date',
  effectiveDate: 'Effective date',
  originalEffectiveDate: 'Original effective date',
  benefitTerminationDate: 'Benefit end date',
  contributionAmount: 'Contribution amount',
  coverageAmount: 'Coverage amount',
  premium: 'Premium',
  reserveCharge: 'Reserve charge',
  adminFee: 'Admin fee',
  payrollDeduction: 'Payroll deduction',
  pcp: 'Primary care doctor',
};

const info = (section: RecordSection, label: string, dataClass: DataClass | null): FieldInfo => ({ section, label, dataClass });

export const FIELD_INFO: Record<RecordField, FieldInfo> = {
  fullName: info('identity', 'Name', 'name'),
  birthYear: info('identity', 'Birth year', null),
  age: info('identity', 'Age this year', null),
  dob: info('identity', 'Date of birth', 'dob'),
  ssn: info('identity', 'Social Security number', 'ssn'),
  driverLicense: info('identity', "Driver's license", 'driverLicense'),
  // Another country's identity number, or a passport number (ADR 0302).
  nationalId: info('identity', 'National ID or passport number', 'governmentId'),
  // The secrets a person signs in or proves who they are with (ADR 0306): one kind, 'password'.
  password: info('identity', 'Password', 'password'),
  securityAnswer: info('identity', 'Security answer or password hint', 'password'),
  eid: info('identity', 'External ID (EID)', 'governmentId'),
  externalId: info('identity', 'Employee or patient number', 'other'),
  email: info('contact', 'Email address', 'email'),
  phone: info('contact', 'Phone number', 'phone'),
  otherContact: info('contact', 'Other contact details', 'other'),
  street: info('address', 'Street address', 'address'),
  address2: info('address', 'Apartment or unit', 'address'),
  city: info('address', 'City', null),
  state: info('address', 'State', null),
  zip: info('address', 'ZIP code', null),
  county: info('address', 'County', null),
  country: info('address', 'Country', null),
  workEmail: info('work', 'Work email', 'email'),
  workArea: info('work', 'Work area', 'employment'),
  ...(Object.fromEntries(
    EMPLOYMENT_FIELDS.map((f) => [employmentKey(f), info('employment', EMPLOYMENT_LABELS[f], 'employment')]),
  ) as Record<`employment.${EmploymentField}`, FieldInfo>),
  ...(Object.fromEntries(BENEFIT_FIELDS.map((f) => [benefitKey(f), info('benefits', BENEFIT_LABELS[f], 'benefits')])) as Record<
    `benefits.${BenefitField}`,
    FieldInfo
  >),
  card: info('financial', 'Payment card', 'card'),
  // A bank account's number and its bank's routing number or sort code (ADR 0306).
  bankAccount: info('financial', 'Bank account number', 'financial'),
  bankRouting: info('financial', 'Bank routing number or sort code', 'financial'),
  sourceName: info('source', 'Source', null),
  sourceDate: info('source', 'Date found', null),
  sourceCredibility: info('source', 'Credibility', null),
  sourceCategory: info('source', 'Category', null),
  sourceReason: info('source', 'Why we think so', null),
  sourceUrl: info('source', 'Where it was seen', null),
  riskLevel: info('record', 'Risk level', null),
  dateAdded: info('record', 'Added to our records', null),
  originalRow: info('record', 'Original row of the leak file', null),
};

export const employmentField = employmentKey;
export const benefitField = benefitKey;
