import { publicSearchResponseSchema, type PublicSearchResult } from '@breachwatch/core/schemas/records-api';

// Results exactly as the contract describes them (parsed, so a contract change breaks here first).

export function searchResult(overrides: Partial<PublicSearchResult> = {}): PublicSearchResult {
  return {
    id: 'r1',
    name: 'Jane Q Public',
    birthYear: 1984,
    age: 41,
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    riskLevel: 'high',
    preview: {
      emails: ['jan...ic@example.com'],
      phones: ['1 (217) ***-*555'],
      ssn: '***-**-1234',
      hasDob: true,
      exposedFields: ['SSN', 'Date of birth', 'Email', 'Phone'],
      dataClasses: ['ssn', 'dob', 'phone', 'email'],
    },
    ...overrides,
  };
}

export function searchResponse(q: string, results: PublicSearchResult[], total = results.length) {
  return publicSearchResponseSchema.parse({ ok: true, query: q, total, limit: 50, results });
}
