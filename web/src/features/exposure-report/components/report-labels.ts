import type { BenefitField, EmploymentField } from '@breachwatch/core/records/types';

// Plain-language labels for the employment and benefit columns of spec §3.

export const EMPLOYMENT_LABELS: Record<EmploymentField, string> = {
  employer: 'Employer',
  location: 'Location',
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

export const BENEFIT_LABELS: Record<BenefitField, string> = {
  planName: 'Plan name',
  carrier: 'Carrier',
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
  pcp: 'Primary care provider (PCP)',
};
