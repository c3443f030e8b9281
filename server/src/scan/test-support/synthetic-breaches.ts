// A small breach list in Have I Been Pwned's API v3 shape (GET /breaches), written for the
// project's own tests so they run from a clone alone. Made-up breaches except where a name
// must match the shipped seed catalog (Adobe, LinkedIn), so the sync's upsert path replaces
// an existing entry. Between them the entries take every path of the sync: each flag set and
// unset, optional fields missing or null, a breach with no domain, and entries that do not
// fit the schema and are skipped instead of failing the list.

const base = {
  Description: '<p>Synthetic test entry; ignored by the catalog.</p>',
  LogoPath: 'https://example.test/logo.png',
  IsVerified: true,
  IsFabricated: false,
  IsSensitive: false,
  IsRetired: false,
  IsSpamList: false,
  IsMalware: false,
  IsSubscriptionFree: false,
  IsStealerLog: false,
};

/** Readable entries: these are what a sync stores. */
export const SYNTHETIC_BREACHES = [
  {
    ...base,
    Name: 'Adobe',
    Title: 'Adobe',
    Domain: 'adobe.com',
    BreachDate: '2013-10-04',
    AddedDate: '2013-12-04T00:00:00Z',
    ModifiedDate: '2022-05-15T23:52:49Z',
    PwnCount: 152445165,
    DataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
  },
  {
    ...base,
    Name: 'LinkedIn',
    Title: 'LinkedIn',
    Domain: 'LinkedIn.com',
    BreachDate: '2012-05-05',
    AddedDate: '2016-05-21T21:35:40Z',
    PwnCount: 164611595,
    DataClasses: ['Email addresses', 'Passwords'],
  },
  {
    ...base,
    Name: 'ExampleHealthPortal',
    Title: 'Example Health Portal',
    Domain: 'health-portal.example',
    BreachDate: '2024-02-10',
    AddedDate: '2024-03-01T08:00:00Z',
    PwnCount: 48210,
    DataClasses: ['Dates of birth', 'Email addresses', 'Names', 'Physical addresses', 'Social security numbers'],
    IsSensitive: true,
  },
  {
    ...base,
    Name: 'ExampleForumFake',
    Title: 'Example Forum (fabricated)',
    Domain: 'forum.example',
    BreachDate: '2019-06-01',
    AddedDate: '2019-07-01T00:00:00Z',
    PwnCount: 1200,
    DataClasses: ['Email addresses', 'Usernames'],
    IsVerified: false,
    IsFabricated: true,
  },
  {
    ...base,
    Name: 'ExampleMailerList',
    Title: 'Example Mailer List',
    Domain: '',
    BreachDate: '2017-01-01',
    AddedDate: '2017-03-08T00:00:00Z',
    PwnCount: 3500000,
    DataClasses: ['Email addresses', 'IP addresses', 'Names'],
    IsSpamList: true,
  },
  {
    ...base,
    Name: 'ExampleStealerLogs',
    Title: 'Example Stealer Logs',
    Domain: null,
    BreachDate: '2023-09-12',
    AddedDate: '2023-10-02T00:00:00Z',
    PwnCount: 21000,
    DataClasses: ['Email addresses', 'Passwords', 'Website URLs'],
    IsMalware: true,
  },
  {
    ...base,
    Name: 'ExampleKidsToys',
    Title: 'Example Kids Toys',
    Domain: 'toys.example',
    BreachDate: '2015-11-13',
    AddedDate: '2015-11-25T00:00:00Z',
    PwnCount: 4833678,
    DataClasses: ['Dates of birth', 'Email addresses', 'Genders'],
    IsRetired: true,
  },
  {
    // Only what the schema requires: the title falls back to the name, no dates, no count.
    Name: 'ExampleMinimal',
  },
  {
    ...base,
    Name: 'ExampleUnverifiedCombo',
    Title: 'Example Combo List',
    Domain: 'combo.example',
    BreachDate: null,
    AddedDate: '2020-01-05T00:00:00Z',
    PwnCount: 90000,
    DataClasses: ['Email addresses', 'Passwords'],
    IsVerified: false,
  },
] as const;

/** Entries that do not fit the schema; a sync counts them as skipped and keeps the rest. */
export const UNREADABLE_BREACHES = [
  { ...base, Title: 'No name at all', Domain: 'no-name.example', PwnCount: 10, DataClasses: ['Email addresses'] },
  { ...base, Name: 'NegativeCount', Title: 'Negative count', Domain: 'negative.example', PwnCount: -5, DataClasses: [] },
  'not an object',
];

/** The list GET /breaches answers with: readable and unreadable entries interleaved. */
export const SYNTHETIC_BREACH_LIST: unknown[] = [
  ...SYNTHETIC_BREACHES.slice(0, 3),
  UNREADABLE_BREACHES[0],
  ...SYNTHETIC_BREACHES.slice(3, 6),
  UNREADABLE_BREACHES[1],
  ...SYNTHETIC_BREACHES.slice(6),
  UNREADABLE_BREACHES[2],
];
