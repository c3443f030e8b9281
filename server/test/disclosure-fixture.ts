// One record with every field group, and what each audience must see of each field: the
// values a test walks the disclosure policy with (records-public and disclosure tests).
// The masked forms are written out by hand, not computed by the code under test.

import type { RecordField } from '@breachwatch/core';

export const FULL_SOURCE = {
  name: 'Northwind HR export',
  url: 'https://paste.example/raw/nw-hr.csv',
  credibility: 'high',
  category: 'HR system',
  reason: 'Posted on a forum with the raw file',
  dateFound: '2025-03-14',
} as const;

export const FULL_ROW: Record<string, string> = {
  'Employee ID': 'NW-10001',
  'First Name': 'Maria',
  'Last Name': 'Delgado',
  'Work Email': 'maria.delgado@northwind-health.example',
  'Personal Email': 'mdelgado84@example.net',
  'Cell Phone': '(217) 555-0142',
  'Home Phone': '217-555-0187',
  SSN: '912-34-5678',
  DOB: '1984-03-15',
  DriverLicense: 'D41259876543',
  // A Spanish foreigner's number (NIE), under its Spanish name (ADR 0302).
  NIE: 'X1234567L',
  EID: 'EID-77881',
  Contact: 'Luis Delgado 217-555-0199',
  Card: '4000 0012 3456 7899',
  // A password, a security answer and bank details (ADR 0306).
  Password: 'Tulip$Harbor1984',
  "Mother's Maiden Name": 'Quiroga',
  'Bank Account Number': '4401928374',
  'Routing Number': '071000013',
  Address1: '1420 Oak Street',
  Address2: 'Apt 4B',
  City: 'Springfield',
  State: 'IL',
  Zip: '62704',
  County: 'Sangamon',
  Country: 'US',
  Employer: 'Northwind Health',
  Location: 'Springfield Campus',
  JobTitle: 'Registered Nurse',
  Department: 'ICU',
  DateOfHire: '2015-06-01',
  EmployeeStatus: 'Terminated',
  EmployeeStatusDate: '2023-01-31',
  EmploymentTerminationDate: '2023-01-30',
  Salary: '81250',
  Type: 'Full-time',
  PlanName: 'Northwind PPO Gold',
  Carrier: 'Acme Mutual',
  PlanEffectiveDate: '2016-01-01',
  EffectiveDate: '2016-01-02',
  OriginalEffectiveDate: '2015-07-01',
  BenefitTerminationDate: '2023-02-28',
  ContributionAmount: '150.55',
  CoverageAmount: '50123',
  Premium: '412.77',
  ReserveCharge: '3.21',
  AdminFee: '7.49',
  PayrollDeduction: '212.40',
  PCP: 'Dr. Ruth Ames',
  Sources: 'https://dump.example/files/nw.zip',
};

export interface FieldExpectation {
  /** The stored value(s) as a view shows them when its cell is "value". */
  values: string[];
  /** What a masked cell shows, per audience, written out by hand. */
  masked?: { anonymous?: string[]; owner?: string[] };
  /** Parts of the value that must never appear where the cell is not "value". */
  secrets: string[];
}

export const FIELD_EXPECTATIONS: Partial<Record<RecordField, FieldExpectation>> = {
  fullName: { values: ['Maria Delgado'], secrets: [] },
  birthYear: { values: ['1984'], secrets: [] },
  dob: { values: ['1984-03-15'], masked: { owner: ['03/15/1984'] }, secrets: ['1984-03', '03/15', '19840315'] },
  ssn: { values: ['912-34-5678'], masked: { owner: ['***-**-5678'] }, secrets: ['912-34', '912345678', '5678'] },
  driverLicense: { values: ['D41259876543'], masked: { owner: ['*******76543'] }, secrets: ['D4125', '76543', '9876'] },
  nationalId: { values: ['X1234567L'], masked: { owner: ['******7L'] }, secrets: ['X1234567L', 'X123', '234567'] },
  eid: { values: ['EID-77881'], masked: { owner: ['******81'] }, secrets: ['77881'] },
  externalId: { values: ['NW-10001'], masked: { owner: ['******01'] }, secrets: ['NW-10001', '10001'] },
  email: {
    values: ['maria.delgado@northwind-health.example', 'mdelgado84@example.net'],
    masked: { anonymous: ['m***@n***.example', 'm***@e***.net'], owner: ['mar...do@northwind-health.example', 'mde...84@example.net'] },
    secrets: ['maria.delgado', 'mdelgado', 'northwind-health', 'example.net', 'mar...do', 'mde...84'],
  },
  phone: {
    values: ['(217) 555-0142', '217-555-0187'],
    masked: { owner: ['(217) ***-*142', '(217) ***-*187'] },
    secrets: ['555-0142', '5550142', '0142', '0187', '(217)', '217-555'],
  },
  otherContact: { values: ['Luis Delgado 217-555-0199'], secrets: ['Luis', '0199'] },
  street: { values: ['1420 Oak Street'], secrets: ['1420', 'Oak'] },
  address2: { values: ['Apt 4B'], secrets: ['Apt 4B'] },
  city: { values: ['Springfield'], secrets: [] },
  state: { values: ['IL'], secrets: [] },
  zip: { values: ['62704'], secrets: [] },
  county: { values: ['Sangamon'], secrets: [] },
  country: { values: ['US'], secrets: [] },
  workEmail: {
    values: ['maria.delgado@northwind-health.example'],
    masked: { anonymous: ['m***@n***.example'], owner: ['mar...do@northwind-health.example'] },
    secrets: ['maria.delgado'],
  },
  workArea: { values: ['Registered Nurse, ICU at Northwind Health (Springfield Campus)'], secrets: ['Springfield Campus'] },
  'employment.employer': { values: ['Northwind Health'], secrets: ['Northwind Health'] },
  'employment.location': { values: ['Springfield Campus'], secrets: ['Campus'] },
  'employment.jobTitle': { values: ['Registered Nurse'], secrets: ['Registered Nurse'] },
  'employment.department': { values: ['ICU'], secrets: ['ICU'] },
  'employment.employeeId': { values: ['NW-10001'], masked: { owner: ['******01'] }, secrets: ['NW-10001'] },
  'employment.dateOfHire': { values: ['2015-06-01'], secrets: ['2015-06'] },
  'employment.employeeStatus': { values: ['Terminated'], secrets: ['Terminated', 'Former employer'] },
  'employment.employeeStatusDate': { values: ['2023-01-31'], secrets: ['2023-01-31'] },
  'employment.employmentTerminationDate': { values: ['2023-01-30'], secrets: ['2023-01-30'] },
  'employment.salary': { values: ['81250'], secrets: ['81250', '81,250'] },
  'employment.type': { values: ['Full-time'], secrets: ['Full-time'] },
  'benefits.planName': { values: ['Northwind PPO Gold'], secrets: ['PPO'] },
  'benefits.carrier': { values: ['Acme Mutual'], secrets: ['Acme Mutual'] },
  'benefits.planEffectiveDate': { values: ['2016-01-01'], secrets: ['2016-01-01'] },
  'benefits.effectiveDate': { values: ['2016-01-02'], secrets: ['2016-01-02'] },
  'benefits.originalEffectiveDate': { values: ['2015-07-01'], secrets: ['2015-07-01'] },
  'benefits.benefitTerminationDate': { values: ['2023-02-28'], secrets: ['2023-02-28'] },
  'benefits.contributionAmount': { values: ['150.55'], secrets: ['150.55'] },
  'benefits.coverageAmount': { values: ['50123'], secrets: ['50123'] },
  'benefits.premium': { values: ['412.77'], secrets: ['412.77'] },
  'benefits.reserveCharge': { values: ['3.21'], secrets: ['3.21'] },
  'benefits.adminFee': { values: ['7.49'], secrets: ['7.49'] },
  'benefits.payrollDeduction': { values: ['212.40'], secrets: ['212.40'] },
  'benefits.pcp': { values: ['Dr. Ruth Ames'], secrets: ['Ruth'] },
  card: { values: ['4000 0012 3456 7899'], masked: { owner: ['**** 7899'] }, secrets: ['4000 0012', '7899', '4000001234567899'] },
  // Shown to nobody, the admin's views neither (ADR 0306): no cell is "value".
  password: { values: [], secrets: ['Tulip', 'Harbor', '1984$', 'Tulip$Harbor1984'] },
  securityAnswer: { values: [], secrets: ['Quiroga'] },
  bankAccount: { values: ['4401928374'], masked: { owner: ['******74'] }, secrets: ['4401928374', '44019', '8374'] },
  bankRouting: { values: ['071000013'], masked: { owner: ['******13'] }, secrets: ['071000013', '0710', '0013'] },
  sourceName: { values: ['Northwind HR export', 'hxxps://dump[.]example'], secrets: [] },
  sourceDate: { values: ['2025-03-14'], secrets: [] },
  // The batch's source, and the row's own (credibility unknown: medium).
  sourceCredibility: { values: ['high', 'medium'], secrets: [] },
  sourceCategory: { values: ['HR system'], secrets: [] },
  sourceReason: { values: ['Posted on a forum with the raw file'], secrets: ['Posted on a forum'] },
  sourceUrl: {
    values: ['https://paste.example/raw/nw-hr.csv', 'https://dump.example/files/nw.zip'],
    masked: {
      anonymous: ['hxxps://paste[.]example', 'hxxps://dump[.]example'],
      owner: ['hxxps://paste[.]example', 'hxxps://dump[.]example'],
    },
    secrets: ['/raw/', 'nw-hr', '/files/', 'nw.zip'],
  },
};

/** Never anywhere in an owner's view either: the whole SSN, licence, national ID and card number, a password. */
export const OWNER_SECRETS = [
  '912-34-5678',
  '912345678',
  'D41259876543',
  'X1234567L',
  '4000 0012 3456 7899',
  '4000001234567899',
  'Luis',
  // A password and a security answer, not even masked (ADR 0306); the whole bank account.
  'Tulip',
  'Quiroga',
  '4401928374',
];
