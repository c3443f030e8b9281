import { personViewSchema, type PersonView } from '@breachwatch/core/schemas/record-views';

// A person view as the server sends it to a stranger (parsed, so a contract or policy change
// breaks here first).

export const anonymousSections: PersonView['sections'] = [
  {
    section: 'identity',
    title: 'Identity',
    facts: [
      { field: 'fullName', label: 'Name', shown: 'value', value: 'Jane Q Public' },
      { field: 'birthYear', label: 'Birth year', shown: 'value', value: '1984' },
      { field: 'age', label: 'Age this year', shown: 'value', value: '41' },
      { field: 'dob', label: 'Date of birth', shown: 'exposed', value: null },
      { field: 'ssn', label: 'Social Security number', shown: 'exposed', value: null },
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
      { field: 'state', label: 'State', shown: 'value', value: 'IL' },
      { field: 'zip', label: 'ZIP code', shown: 'value', value: '62704' },
    ],
  },
  {
    section: 'work',
    title: 'Work information',
    facts: [{ field: 'workArea', label: 'Work area', shown: 'exposed', value: null }],
  },
];

export function personFixture(overrides: Partial<PersonView> = {}): PersonView {
  return personViewSchema.parse({
    id: 'p1',
    name: 'Jane Q Public',
    sections: anonymousSections,
    narrative: 'These details most likely come from an HR export of a former employer.',
    leakSources: [
      {
        name: 'Acme HR export',
        credibility: 'medium',
        reason: null,
        category: 'HR system',
        dateFound: '2025-03-14',
        neutralizedUrl: 'hxxps://leaks[.]example',
      },
    ],
    risk: {
      score: 80,
      level: 'high',
      factors: ['Social Security number', 'Home address', 'Date of birth', 'Email address'],
      reason:
        'High risk because the leaked record includes your Social Security number, address or hometown, date of birth and email address: together these are enough to open accounts or pass identity checks in your name.',
    },
    exposureDetected: true,
    planRegion: null,
    dataClasses: ['ssn', 'dob', 'email', 'phone', 'address', 'employment'],
    ...overrides,
  });
}
