import { describe, expect, it } from 'vitest';
import {
  discloseCardFacts,
  discloseLeakSources,
  discloseSections,
  groupFieldsToldOf,
  recordDataClasses,
  recordNarrative,
  type DisclosureSource,
} from './views.ts';

const source: DisclosureSource = {
  id: 'r1',
  fullName: 'Maria Delgado',
  birthYear: 1984,
  dob: '1984-03-15',
  ssn: '912-34-5678',
  driverLicense: 'D41259876543',
  eid: 'EID-77881',
  externalId: 'NW-10001',
  otherContact: 'Luis Delgado 217-555-0199',
  card: '4000 0012 3456 7899',
  emails: ['maria.delgado@northwind-health.example', 'mdelgado84@example.net'],
  phones: ['(217) 555-0142', '217-555-0187'],
  address: {
    street: '1420 Oak Street',
    address2: 'Apt 4B',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    county: 'Sangamon',
    country: 'US',
  },
  employment: {
    employer: 'Northwind Health',
    jobTitle: 'Registered Nurse',
    salary: '81250',
    employeeId: 'NW-10001',
    dateOfHire: '2015-06-01',
  },
  benefits: { planName: 'Northwind PPO Gold', carrier: 'Acme Mutual', pcp: 'Dr. Ruth Ames', payrollDeduction: '212.40' },
  leakSources: [
    {
      name: 'Northwind HR export',
      url: 'https://paste.example/raw/nw-hr.csv',
      credibility: 'high',
      reason: 'Posted on a forum',
      category: 'HR system',
      dateFound: '2025-03-14',
    },
  ],
  dateAdded: '2025-03-20T00:00:00.000Z',
};

const RAW = [
  '912-34-5678',
  '5678',
  '1984-03-15',
  '03/15',
  'D41259876543',
  '76543',
  '77881',
  '10001',
  'Luis',
  '7899',
  'maria.delgado',
  'mdelgado84',
  'northwind-health.example',
  '0142',
  '0187',
  '1420',
  'Oak',
  'Apt 4B',
  'Northwind Health',
  'Registered Nurse',
  '81250',
  'PPO',
  'Acme Mutual',
  'Ruth',
  '212.40',
  '/raw/',
  'Posted on a forum',
];

describe('discloseSections', () => {
  it('gives a stranger no value or part of a value that helps impersonate the person', () => {
    const today = new Date('2026-11-26T12:00:00Z');
    const text = JSON.stringify([
      discloseSections(source, 'anonymous', today),
      discloseLeakSources(source, 'anonymous'),
      recordNarrative(source, 'anonymous'),
    ]);
    for (const raw of RAW) expect(text, raw).not.toContain(raw);
    for (const shown of [
      'Maria Delgado',
      '1984',
      'Springfield',
      'IL',
      '62704',
      'Northwind HR export',
      'HR system',
      'hxxps://paste[.]example',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('names each hidden kind once, however many values it has', () => {
    const facts = discloseSections(source, 'anonymous').flatMap((s) => s.facts);
    expect(facts.filter((f) => f.field === 'phone')).toEqual([{ field: 'phone', label: 'Phone number', shown: 'exposed', value: null }]);
    expect(facts.filter((f) => f.field === 'email').map((f) => f.value)).toEqual(['m***@n***.example', 'm***@e***.net']);
  });

  it("shows the owner the spec's masks and their own address, work and benefits", () => {
    const facts = Object.fromEntries(
      discloseSections(source, 'owner')
        .flatMap((s) => s.facts)
        .map((f) => [f.field, f.value]),
    );
    expect(facts).toMatchObject({
      ssn: '***-**-5678',
      dob: '03/15/1984',
      driverLicense: '*******76543',
      card: '**** 7899',
      street: '1420 Oak Street',
      'employment.employer': 'Northwind Health',
      'employment.salary': '81250',
      'employment.employeeId': '******01',
      'benefits.pcp': 'Dr. Ruth Ames',
      otherContact: null,
    });
    expect(JSON.stringify(discloseSections(source, 'owner'))).not.toContain('912-34');
  });
});

describe('recordDataClasses and recordNarrative', () => {
  it('lists the kinds most serious first', () => {
    expect(recordDataClasses(source)).toEqual([
      'ssn',
      'card',
      'driverLicense',
      'dob',
      'address',
      'phone',
      'email',
      'benefits',
      'employment',
    ]);
  });
  it('names the employer to the owner only', () => {
    expect(recordNarrative(source, 'owner')).toContain('connected to Northwind Health');
    expect(recordNarrative(source, 'anonymous')).not.toContain('Northwind Health');
  });
});

describe('what a stranger can tell of a job', () => {
  it('shows the same of an employee who left as of one who stayed: no end dates, not even as kinds', () => {
    const active: DisclosureSource = { ...source, employment: { ...source.employment, employeeStatus: 'Active' } };
    const left: DisclosureSource = {
      ...source,
      employment: { ...source.employment, employeeStatus: 'Terminated', employmentTerminationDate: '2024-05-31' },
      benefits: { ...source.benefits, benefitTerminationDate: '2024-06-30' },
    };
    for (const audience of ['anonymous'] as const) {
      expect(discloseSections(left, audience)).toEqual(discloseSections(active, audience));
      expect(recordDataClasses(left)).toEqual(recordDataClasses(active));
    }
    // The owner still sees when their job and cover ended.
    const owner = discloseSections(left, 'owner').flatMap((s) => s.facts);
    expect(owner.find((f) => f.field === 'employment.employmentTerminationDate')?.value).toBe('2024-05-31');
  });
});

describe('a job or cover that holds only its end date', () => {
  const onlyEnded: DisclosureSource = {
    ...source,
    employment: { employmentTerminationDate: '2024-05-31' },
    benefits: { benefitTerminationDate: '2024-06-30' },
  };
  const none: DisclosureSource = { ...source, employment: {}, benefits: {} };

  it('is not named to a stranger, as a kind or in the summary', () => {
    expect(recordDataClasses(onlyEnded)).toEqual(recordDataClasses(none));
    expect(recordNarrative(onlyEnded, 'anonymous')).toBe(recordNarrative(none, 'anonymous'));
  });

  it('is named to its verified owner, who sees the dates', () => {
    expect(recordDataClasses(onlyEnded, 'owner')).toEqual(expect.arrayContaining(['employment', 'benefits']));
    expect(recordNarrative(onlyEnded, 'owner')).toContain('employment and benefits details');
  });

  it("leaves the end dates out of a stranger's fields of the group, the list the domain scan counts by (ADR 0270)", () => {
    expect(groupFieldsToldOf('employment')).toContain('employer');
    expect(groupFieldsToldOf('employment')).not.toContain('employmentTerminationDate');
    expect(groupFieldsToldOf('benefits')).toContain('planName');
    expect(groupFieldsToldOf('benefits')).not.toContain('benefitTerminationDate');
    expect(groupFieldsToldOf('employment', 'owner')).toContain('employmentTerminationDate');
  });
});

describe('discloseCardFacts', () => {
  const today = new Date('2026-11-28T12:00:00Z');
  const variants: DisclosureSource[] = [
    source,
    { ...source, dob: null, birthYear: null, address: { street: '9 Elm Road' } },
    { ...source, dob: '2011-12-01', birthYear: 2011, address: { city: 'Laredo', state: 'TX', zip: '78040-1234' } },
    { ...source, dob: 'not a date', address: { city: '', state: null, zip: '627' } },
  ];

  it('gives each card fact exactly as the full sections show it, for every audience', () => {
    for (const variant of variants) {
      for (const audience of ['anonymous', 'owner'] as const) {
        const facts = discloseSections(variant, audience, today).flatMap((sec) => sec.facts);
        const fromSections = (field: string) => facts.find((f) => f.field === field && f.shown !== 'exposed')?.value ?? null;
        expect(discloseCardFacts(variant, audience, today)).toEqual({
          birthYear: fromSections('birthYear'),
          age: fromSections('age'),
          city: fromSections('city'),
          state: fromSections('state'),
          zip: fromSections('zip'),
        });
      }
    }
  });

  it('gives an age that says nothing of the birthday beyond the year a stranger sees', () => {
    // Two people born in the same year, one whose birthday has passed: a stranger who sees the
    // same year must see the same age, or a daily look tells the birthday.
    const day = (dob: string, on: Date) => discloseCardFacts({ ...source, dob, birthYear: 1990 }, 'anonymous', on).age;
    const on = new Date(2026, 10, 29);
    expect(day('1990-11-29', on)).toBe(day('1990-11-30', on));
    expect(day('1990-01-01', on)).toBe(day('1990-12-31', on));
    expect(day('1990-11-30', on)).toBe('36');
    // Nor does it move on the birthday itself.
    expect(day('1990-11-30', new Date(2026, 10, 30))).toBe(day('1990-11-30', on));
    const label = discloseSections(source, 'anonymous', on)
      .flatMap((s) => s.facts)
      .find((f) => f.field === 'age')?.label;
    expect(label).toBe('Age this year');
  });

  it('shows a stranger no more of the address than the city, state and ZIP the policy allows', () => {
    const facts = discloseCardFacts(source, 'anonymous', today);
    expect(facts.city).toBe('Springfield');
    expect(JSON.stringify(facts)).not.toContain('1420');
    expect(JSON.stringify(facts)).not.toContain('03-15');
  });
});
