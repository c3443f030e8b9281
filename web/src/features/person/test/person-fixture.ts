import { personViewSchema, type PersonView } from '@breachwatch/core/schemas/records-api';

export function personFixture(overrides: Partial<PersonView> = {}): PersonView {
  return personViewSchema.parse({
    id: 'p1',
    name: 'Jane Q Public',
    identity: {
      ssn: '***-**-1234',
      dob: '**/**/1984',
      age: 41,
      driverLicense: 'D1*****34567',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    },
    contact: { emails: ['jan...ic@example.com'], phones: ['1 (217) ***-*555'] },
    addresses: [{ street: '*** Oak Street', city: 'Springfield', state: 'IL', zip: '62704', county: 'Sangamon', country: 'US' }],
    work: {
      workEmail: 'j...e@acme.example',
      workArea: 'Nursing at Acme Health',
      employer: 'Acme Health',
      jobTitle: 'Nurse',
      department: null,
    },
    narrative: 'These details most likely come from an HR export of a former employer.',
    leakSources: [
      {
        name: 'Acme HR export',
        credibility: 'medium',
        reason: null,
        category: 'HR system',
        dateFound: '2025-03-14',
        neutralizedUrl: 'hxxps://leaks[.]example/acme',
      },
    ],
    risk: { score: 90, level: 'high', factors: ['Social Security number', 'Address', 'Date of birth', 'Phone', 'Email'] },
    exposureDetected: true,
    dataClasses: ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'employment'],
    ...overrides,
  });
}
