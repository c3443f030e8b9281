import { describe, expect, it } from 'vitest';
import {
  bandText,
  countBand,
  DOMAIN_COUNTED_CLASSES,
  DOMAIN_MIN_PEOPLE,
  discloseDomain,
  type DomainSourceCounts,
} from './domain-disclosure.ts';
import { peoplePoints } from './scoring.ts';

const none = Object.fromEntries(DOMAIN_COUNTED_CLASSES.map((c) => [c, 0])) as DomainSourceCounts['with'];
const source = (people: number, with_: Partial<DomainSourceCounts['with']> = {}): DomainSourceCounts => ({
  people,
  with: { ...none, ...with_ },
});

describe('discloseDomain (ADR 0229)', () => {
  it('gives one answer for none and for fewer than the minimum', () => {
    const few = { shown: false, fewerThan: DOMAIN_MIN_PEOPLE };
    expect(discloseDomain([])).toEqual(few);
    expect(discloseDomain([source(1, { ssn: 1 })])).toEqual(few);
    expect(discloseDomain([source(4), source(5, { card: 5 })])).toEqual(few);
  });

  it('adds up the sources, and lists only the kinds at least the minimum share', () => {
    expect(discloseDomain([source(6, { ssn: 6, card: 1 }), source(4, { ssn: 4, phone: 9 })])).toEqual({
      shown: true,
      people: { atLeast: 10, fewerThan: 25 },
      classes: [{ dataClass: 'ssn', people: { atLeast: 10, fewerThan: 25 } }],
      dataClasses: ['ssn', 'email'],
    });
  });

  it('gives only lower bounds for a domain counted up to the limit (ADR 0318)', () => {
    const counted = discloseDomain([source(6_000, { ssn: 3_000, card: 9 }), source(4_001, { ssn: 1, phone: 120 })], 'up-to-limit');
    expect(counted).toEqual({
      shown: true,
      people: { atLeast: 10_000 },
      classes: [
        { dataClass: 'ssn', people: { atLeast: 2_500 } },
        { dataClass: 'phone', people: { atLeast: 100 } },
      ],
      dataClasses: ['ssn', 'phone', 'email'],
    });
    expect(counted.shown && bandText(counted.people)).toBe('10,000 or more');
    // Below the minimum a counted domain says no more than any other would.
    expect(discloseDomain([source(9)], 'up-to-limit')).toEqual({ shown: false, fewerThan: DOMAIN_MIN_PEOPLE });
  });
});

describe('countBand (ADR 0236)', () => {
  it('gives ranges of 1, 2.5 and 5 times each power of ten, never the count', () => {
    const bands = [10, 24, 25, 49, 50, 99, 100, 249, 250, 999, 1000, 2499, 12_345, 3_000_000].map((n) => bandText(countBand(n)));
    expect(bands).toEqual([
      '10 to 24',
      '10 to 24',
      '25 to 49',
      '25 to 49',
      '50 to 99',
      '50 to 99',
      '100 to 249',
      '100 to 249',
      '250 to 499',
      '500 to 999',
      '1,000 to 2,499',
      '1,000 to 2,499',
      '10,000 to 24,999',
      '2,500,000 to 4,999,999',
    ]);
  });

  it('holds every count from the minimum up, in a band the scoring scores as the count', () => {
    const wrong: number[] = [];
    for (let n = DOMAIN_MIN_PEOPLE; n < 30_000; n++) {
      const band = countBand(n);
      if (!(band.atLeast <= n && n < band.fewerThan) || peoplePoints(band.atLeast) !== peoplePoints(n)) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it('has no band below the minimum', () => {
    expect(() => countBand(DOMAIN_MIN_PEOPLE - 1)).toThrow(RangeError);
  });
});
