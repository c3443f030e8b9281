import { describe, expect, it } from 'vitest';
import { toSearchResult, type SearchCardSource } from './public-views.ts';

// A record imported before ADR 0257 holds the placeholder birth date 1900-01-01 (encrypted) and
// the birth year 1900; its public card must read it as no birth date.

const today = new Date(2026, 10, 30, 12);
const source = (dob: string, birthYear: number): SearchCardSource => ({
  row: {
    id: 'r1',
    full_name: 'Ida Placeholderton',
    birth_year: birthYear,
    ssn_last4: null,
    street: null,
    city: 'Springfield',
    state: 'IL',
    zip: null,
    county: null,
    risk_level: 'low',
    emails: ['ida@example.org'],
    phones: [],
  },
  secret: { dob },
  employment: {},
  benefits: {},
});

describe('a public card of a record stored with the placeholder birth date (ADR 0257)', () => {
  it('shows no age or birth year, lists no date of birth and counts none in the risk', () => {
    const card = toSearchResult(source('1900-01-01', 1900), today);
    expect(card).toMatchObject({ birthYear: null, age: null });
    expect(card.dataClasses).not.toContain('dob');
    expect(card.risk.factors).not.toContain('Date of birth');
    // A real birth date on the same record is shown as before.
    const real = toSearchResult(source('1900-01-02', 1900), today);
    expect(real).toMatchObject({ birthYear: 1900, age: 126 });
    expect(real.dataClasses).toContain('dob');
    expect(real.risk.factors).toContain('Date of birth');
  });
});
