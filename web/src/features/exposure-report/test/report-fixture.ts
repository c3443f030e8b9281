import { exposureReportSchema, type ExposureReport } from '@breachwatch/core/schemas/record-views';

// An Exposure Report as the server sends it to a stranger (parsed against the policy's schema).

export function reportFixture(overrides: Partial<ExposureReport> = {}): ExposureReport {
  return exposureReportSchema.parse({
    id: 'r1',
    audience: 'anonymous',
    name: 'Jane Q Public',
    overall: 'medium',
    risk: {
      level: 'medium',
      score: 40,
      factors: ['Home address', 'Phone number', 'Email address'],
      reason:
        'Medium risk because the leaked record includes your address or hometown, phone number and email address: these can be used to open accounts or make scams aimed at you more convincing.',
    },
    summary: 'Your email address and phone number appear in an HR export.',
    sections: [
      {
        section: 'identity',
        title: 'Identity',
        facts: [
          { field: 'fullName', label: 'Name', shown: 'value', value: 'Jane Q Public' },
          { field: 'birthYear', label: 'Birth year', shown: 'value', value: '1984' },
          { field: 'dob', label: 'Date of birth', shown: 'exposed', value: null },
        ],
      },
      {
        section: 'contact',
        title: 'Contact',
        facts: [
          { field: 'email', label: 'Email address', shown: 'masked', value: 'j***@e***.com' },
          { field: 'phone', label: 'Phone number', shown: 'exposed', value: null },
        ],
      },
      {
        section: 'address',
        title: 'Address',
        facts: [
          { field: 'street', label: 'Street address', shown: 'exposed', value: null },
          { field: 'city', label: 'City', shown: 'value', value: 'Springfield' },
        ],
      },
      {
        section: 'employment',
        title: 'Employment',
        facts: [{ field: 'employment.employer', label: 'Employer', shown: 'exposed', value: null }],
      },
    ],
    leakSources: [
      {
        name: 'Acme HR export',
        credibility: 'high',
        reason: null,
        category: 'HR system',
        dateFound: '2025-03-14',
        neutralizedUrl: 'hxxps://leaks[.]example',
      },
    ],
    referenceLinks: [
      { label: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov/' },
      { label: 'Bad link', url: 'javascript:alert(1)' },
    ],
    financialNotes: [],
    misuse: ['Phishing emails that quote your employer.'],
    nextSteps: ['Freeze your credit.'],
    dateAdded: '2025-04-01T10:00:00.000Z',
    planRegion: null,
    dataClasses: ['email', 'phone', 'address', 'employment'],
    ...overrides,
  });
}
