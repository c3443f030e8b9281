import { describe, expect, it } from 'vitest';
import { parseBreachPlanParams, recoveryPlanPathForBreach, recoveryPlanPathForRecord } from './plan-links.ts';

const parse = (path: string) => parseBreachPlanParams(new URL(path, 'https://site.example').searchParams);

describe('recovery plan links', () => {
  it('links a record by its id, encoded', () => {
    expect(recoveryPlanPathForRecord('a/b c')).toBe('/recovery-plan/a%2Fb%20c');
  });

  it('round-trips a breach: kinds of data, public name and date', () => {
    const path = recoveryPlanPathForBreach({ dataClasses: ['password', 'email'], source: 'LinkedIn', dateFound: '2012-05-05' });
    expect(path).toBe('/recovery-plan?classes=password%2Cemail&source=LinkedIn&found=2012-05-05');
    expect(parse(path)).toEqual({ dataClasses: ['password', 'email'], source: 'LinkedIn', dateFound: '2012-05-05' });
  });

  it('drops what it cannot vouch for instead of showing it', () => {
    expect(parse('/recovery-plan?classes=ssn,bogus,,email,ssn&source=<script>alert(1)</script>&found=2025-02-30')).toEqual({
      dataClasses: ['ssn', 'email'],
      source: null,
      dateFound: null,
    });
    expect(parse(`/recovery-plan?source=${'A'.repeat(121)}`).source).toBeNull();
    expect(parse('/recovery-plan?source=Call%20us%3F%20http%3A%2F%2Fevil').source).toBeNull();
    expect(parse('/recovery-plan?source=  Café   Olé (2024) ').source).toBe('Café Olé (2024)');
  });
});
