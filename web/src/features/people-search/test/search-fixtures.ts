import { publicSearchResponseSchema, type PublicSearchResult } from '@breachwatch/core/schemas/record-views';

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
    risk: {
      level: 'high',
      score: 70,
      factors: ['Social Security number', 'Home address', 'Date of birth'],
      reason:
        'High risk because the leaked record includes your Social Security number, address or hometown and date of birth: together these are enough to open accounts or pass identity checks in your name.',
    },
    dataClasses: ['ssn', 'dob', 'phone', 'email'],
    ...overrides,
  };
}

export const riskOf = (level: 'high' | 'medium' | 'low') => ({ ...searchResult().risk, level });

export function searchResponse(
  q: string,
  results: PublicSearchResult[],
  total = results.length,
  notes: string[] = [],
  totalCapped?: boolean,
) {
  return publicSearchResponseSchema.parse({
    ok: true,
    query: q,
    total,
    limit: 50,
    results,
    notes,
    ...(totalCapped ? { totalCapped } : {}),
  });
}
