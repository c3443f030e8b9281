import { exposureReportSchema, type ExposureReport } from '@breachwatch/core/schemas/records-api';

export function reportFixture(overrides: Partial<ExposureReport> = {}): ExposureReport {
  return exposureReportSchema.parse({
    id: 'r1',
    name: 'Jane Q Public',
    overall: 'medium',
    summary: 'Your email address and phone number appear in an HR export.',
    identity: { ssn: null, dob: '**/**/1984', age: 41, driverLicense: null, eid: null },
    contact: { emails: ['jan...ic@example.com'], phones: ['1 (217) ***-*555'] },
    address: { street: '*** Oak Street', city: 'Springfield', state: 'IL', zip: '62704', county: null, country: null },
    employment: { employer: 'Acme Health', jobTitle: '' },
    benefits: {},
    financial: { card: null, salaryExposed: false, payrollDeductionExposed: false, notes: [] },
    leakSources: [
      {
        name: 'Acme HR export',
        credibility: 'high',
        reason: 'Posted on a breach forum',
        category: null,
        dateFound: '2025-03-14',
        neutralizedUrl: 'hxxps://leaks[.]example/acme',
      },
    ],
    referenceLinks: [
      { label: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov/' },
      { label: 'Bad link', url: 'javascript:alert(1)' },
    ],
    misuse: ['Phishing emails that quote your employer.'],
    nextSteps: ['Freeze your credit.'],
    dateAdded: '2025-04-01T10:00:00.000Z',
    dataClasses: ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'employment', 'benefits'],
    ...overrides,
  });
}
