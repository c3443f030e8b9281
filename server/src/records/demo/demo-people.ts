// Stable demo people named in the README, so a newcomer has something to search for. Every
// value is fictional: SSNs start with 9 (never issued as SSNs), phones use the 555-01xx
// range reserved for fiction, and every domain is under the reserved .example suffix.

export const DEMO_COMPANY_DOMAIN = 'northwind-health.example';

export interface DemoSource {
  name: string;
  url: string;
  dateFound: string;
  credibility: 'high' | 'medium' | 'low';
  category: string;
  reason: string;
}

export const DEMO_SOURCES: DemoSource[] = [
  {
    name: 'Northwind Health HR export',
    url: 'https://leaks.example/northwind-health/hr-2025.csv',
    dateFound: '2025-03-14',
    credibility: 'high',
    category: 'HR system',
    reason: 'Employee roster with payroll and benefits columns posted on a leak forum.',
  },
  {
    name: 'Benefits portal dump',
    url: 'https://paste.example/benefits-portal',
    dateFound: '2025-06-02',
    credibility: 'medium',
    category: 'Benefits administration',
    reason: 'Enrolment records scraped from a misconfigured benefits portal.',
  },
  {
    name: 'Riverside Clinic patient list',
    url: 'https://leaks.example/riverside-clinic/patients',
    dateFound: '2025-08-19',
    credibility: 'medium',
    category: 'Healthcare',
    reason: 'Patient demographics exported from a clinic scheduling system.',
  },
  {
    name: 'Combo list paste',
    url: 'https://paste.example/combo-2025-10',
    dateFound: '2025-10-05',
    credibility: 'low',
    category: 'Credential dump',
    reason: 'Aggregated contact details of unknown origin.',
  },
  {
    name: 'Payroll vendor breach',
    url: 'https://news.example/payroll-vendor-incident',
    dateFound: '2025-11-10',
    credibility: 'high',
    category: 'Payroll',
    reason: 'A payroll processor disclosed unauthorised access to client files.',
  },
];

/** Header -> value rows in the HR export's columns; they go through the normal import mapping. */
export const DEMO_PEOPLE: Record<string, string>[] = [
  {
    EmployeeID: 'NW-10001',
    FirstName: 'Maria',
    MiddleName: 'Elena',
    LastName: 'Delgado',
    WorkEmail: `maria.delgado@${DEMO_COMPANY_DOMAIN}`,
    PersonalEmail: 'mdelgado84@example.net',
    CellPhone: '(217) 555-0142',
    HomePhone: '217-555-0187',
    SSN: '912-34-5678',
    DOB: '1984-03-15',
    Address1: '1420 Oak Street',
    City: 'Springfield',
    State: 'IL',
    Zip: '62704',
    County: 'Sangamon',
    Country: 'US',
    DriverLicense: 'D41259876543',
    Employer: 'Northwind Health',
    JobTitle: 'Registered Nurse',
    Department: 'ICU',
    DateOfHire: '2012-06-01',
    EmployeeStatus: 'Active',
    Salary: '78500',
    PlanName: 'Northwind PPO Gold',
    Carrier: 'Bluepoint Health',
    PlanEffectiveDate: '2024-01-01',
    PayrollDeduction: '212.40',
    PCP: 'Dr. Alan Brooks',
  },
  {
    EmployeeID: 'NW-10002',
    FirstName: 'James',
    LastName: 'Whitaker',
    Suffix: 'Jr.',
    WorkEmail: `james.whitaker@${DEMO_COMPANY_DOMAIN}`,
    PersonalEmail: 'jwhit@example.org',
    CellPhone: '+1 312 555 0123',
    SSN: '923-45-6789',
    DOB: '03/22/1971',
    Address1: '88 Lakeview Drive',
    City: 'Chicago',
    State: 'IL',
    Zip: '60614',
    County: 'Cook',
    Country: 'US',
    Employer: 'Northwind Health',
    JobTitle: 'Billing Manager',
    Department: 'Finance',
    DateOfHire: '2005-09-12',
    EmployeeStatus: 'Terminated',
    EmploymentTerminationDate: '2024-11-30',
    Salary: '91000',
  },
  {
    EmployeeID: 'NW-10003',
    FirstName: 'Priya',
    LastName: 'Raman',
    WorkEmail: `priya.raman@${DEMO_COMPANY_DOMAIN}`,
    CellPhone: '608.555.0119',
    DOB: '19920708',
    Address1: '5 Maple Court',
    City: 'Madison',
    State: 'WI',
    Zip: '53703',
    County: 'Dane',
    Country: 'US',
    Employer: 'Northwind Health',
    JobTitle: 'Data Analyst',
    Department: 'IT',
    DateOfHire: '2019-02-18',
    EmployeeStatus: 'Active',
    PlanName: 'Northwind HMO Silver',
    Carrier: 'Bluepoint Health',
    PlanEffectiveDate: '2023-01-01',
    CoverageAmount: '50000',
  },
  {
    FirstName: 'Samuel',
    LastName: 'Okafor',
    PersonalEmail: 'sam.okafor@example.com',
    CellPhone: '(404) 555-0176',
    City: 'Atlanta',
    State: 'GA',
    Zip: '30303',
  },
];
