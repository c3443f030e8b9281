import { describe, expect, it } from 'vitest';
import { DOMAIN_COUNTED_CLASSES, DOMAIN_MIN_PEOPLE, discloseDomain, type DomainSourceCounts } from './domain-disclosure.ts';

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
      people: 10,
      classes: [{ dataClass: 'ssn', people: 10 }],
      dataClasses: ['ssn', 'email'],
    });
  });
});
