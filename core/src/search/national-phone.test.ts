import { describe, expect, it } from 'vitest';
import { MAX_PHONE_KEYS } from './national-phone.ts';
import { planPublicSearch, SEARCH_HELP, type PublicSearchPlan } from './public-search-plan.ts';
import { completeValueLookup, completeValueLookups, recordMatchesPlan, type PlanMatchRecord } from './plan-match.ts';
import { phoneDigits } from './tokenize.ts';

function plan(q: string): PublicSearchPlan {
  const result = planPublicSearch(q);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
}

/** A record holding one phone, stored as the import stores it. */
const holding = (phone: string): PlanMatchRecord => ({
  nameWords: ['greta', 'hoffmann'],
  areaWords: ['berlin'],
  zip: null,
  streetKey: null,
  emails: [],
  phoneDigits: [phoneDigits(phone)],
});
const finds = (q: string, stored: string) => recordMatchesPlan(plan(q), holding(stored));

describe('a phone number written as its country writes it at home (ADR 0304)', () => {
  it('reads a valid national number as complete, with its country code among its spellings', () => {
    const cases: [string, string][] = [
      ['030 1234567', '49301234567'],
      ['020 7946 0958', '442079460958'],
      ['01 23 45 67 89', '33123456789'],
      ['612 34 56 78', '34612345678'],
      ['06 12345678', '31612345678'],
      ['030 123 45 67', '49301234567'],
      ['06 1234 5678', '390612345678'],
    ];
    for (const [q, international] of cases) {
      const p = plan(q);
      expect(p.phone, q).toBe(q.replace(/\D/g, ''));
      expect(p.phoneKeys, q).toContain(international);
      expect(p.phoneKeys!.length, q).toBeLessThanOrEqual(MAX_PHONE_KEYS);
      expect(p.notes, q).toEqual([]);
    }
  });

  it('finds a number stored internationally by its national spelling, and the other way round', () => {
    for (const stored of ['+49 30 1234567', '0049 30 1234567', '030 1234567', '030/1234567']) {
      for (const q of ['030 1234567', '+49 30 1234567', '0049 30 1234567', 'Greta +49 (0)30 1234567'])
        expect(finds(q, stored), `${q} / ${stored}`).toBe(true);
    }
    expect(finds('612 34 56 78', '+34 612 34 56 78')).toBe(true);
    expect(finds('+34 612 34 56 78', '612345678')).toBe(true);
    expect(finds('06 12345678', '+31 6 12345678')).toBe(true);
    expect(finds('+44 20 7946 0958', '020 7946 0958')).toBe(true);
    // Another number is another number, in every spelling.
    expect(finds('030 1234568', '+49 30 1234567')).toBe(false);
    expect(finds('+49 30 1234568', '030 1234567')).toBe(false);
  });

  it('keeps a number no country completes as a partial one that narrows nothing', () => {
    for (const q of ['Greta 555-0142', 'Greta 5550142']) {
      const p = plan(q);
      expect(p.phone, q).toBeUndefined();
      expect(p.notes.join(' '), q).toMatch(/left out: type the complete phone number/);
      // The partial number does not narrow: Greta is found whatever her phone.
      expect(recordMatchesPlan(p, holding('+49 30 1234567')), q).toBe(true);
    }
  });

  it('still refuses a number too short to be a complete number anywhere', () => {
    for (const q of ['030 1234', '12345', '0301 23']) expect(planPublicSearch(q), q).toEqual({ ok: false, message: SEARCH_HELP });
  });

  it('reads a ZIP code or a year beside a house number as a street, not as a phone', () => {
    for (const q of ['Maria 62704 1420 Oak Street', 'Maria 02134 1420 Oak Street', 'Maria 2024 1420 Oak Street']) {
      const p = plan(q);
      expect(p.phone, q).toBeUndefined();
      expect(p.streets.map((s) => s.key).join(' | '), q).toMatch(/1420 oak st/);
    }
  });

  it('asks the lookup budget one question for one typed number, whatever its spellings', () => {
    expect(completeValueLookups(plan('030 1234567'))).toHaveLength(1);
    // The same number typed with other spacing is the same question; another number another.
    expect(completeValueLookup(plan('030 1234567'))).toBe(completeValueLookup(plan('030-123 4567')));
    expect(completeValueLookup(plan('030 1234567'))).not.toBe(completeValueLookup(plan('030 1234568')));
  });
});
