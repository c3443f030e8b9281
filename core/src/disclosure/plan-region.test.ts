import { describe, expect, it } from 'vitest';
import { disclosePlanRegion, recordPlanRegion } from './plan-region.ts';

const rec = (country: string | null, phones: string[]) => ({ address: { country }, phones });

// Whether a record's plan opens outside the US (ADR 0303): from its country, else its phones.
describe('recordPlanRegion', () => {
  it('reads a record with only German phones as outside the US', () => {
    expect(recordPlanRegion(rec(null, ['+49 30 1234567', '0049 151 23456789']))).toBe('outsideUs');
  });

  it('reads the country first, in the ways dumps write the US', () => {
    expect(recordPlanRegion(rec('Germany', []))).toBe('outsideUs');
    expect(recordPlanRegion(rec('DE', ['+1 217 555 0142']))).toBe('outsideUs');
    for (const us of ['US', 'U.S.A.', 'United States', 'united states of america', 'Puerto Rico'])
      expect(recordPlanRegion(rec(us, ['+49 30 1234567'])), us).toBe('us');
  });

  it('does not say when a phone may be American or has no country code', () => {
    // +1 is shared by the US, Canada and the Caribbean; a national number names no country.
    expect(recordPlanRegion(rec(null, ['+49 30 1234567', '217-555-0142']))).toBeNull();
    expect(recordPlanRegion(rec(null, ['+1 416 555 0199']))).toBeNull();
    expect(recordPlanRegion(rec(null, ['030 1234567']))).toBeNull();
    expect(recordPlanRegion(rec(null, []))).toBeNull();
    expect(recordPlanRegion(rec('  ', ['  ']))).toBeNull();
  });

  it('reads the phones when the country column holds something else than a place', () => {
    expect(recordPlanRegion(rec('10115', ['+49 30 1234567']))).toBe('outsideUs');
    expect(recordPlanRegion(rec('10115', ['217-555-0142']))).toBeNull();
  });

  it('tells every audience the same one answer, never a value', () => {
    const berlin = rec(null, ['+49 30 1234567']);
    for (const audience of ['anonymous', 'owner', 'admin'] as const) expect(disclosePlanRegion(berlin, audience)).toBe('outsideUs');
  });
});
