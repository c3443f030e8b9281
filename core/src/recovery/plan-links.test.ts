import { describe, expect, it } from 'vitest';
import {
  parseBreachPlanParams,
  recoveryPlanPathForBreach,
  recoveryPlanPathForExposure,
  recoveryPlanPathForRecord,
  recoveryPlanPathForScan,
} from './plan-links.ts';

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

  it('links each scan row to its plan, and the whole scan to one plan', () => {
    const record = {
      id: 'Ab3',
      kind: 'record',
      dataClasses: ['ssn', 'email'],
      source: 'HR export',
      firstSeen: '2025-03-14',
      severity: 'medium',
    } as const;
    const breach = {
      id: 'catalog:LinkedIn',
      kind: 'catalog',
      dataClasses: ['email', 'password'],
      source: 'LinkedIn (public breach)',
      firstSeen: '2012-05-05',
      severity: 'high',
    } as const;
    const fake = {
      id: 'catalog:Fake',
      kind: 'catalog',
      dataClasses: ['card'],
      source: 'Fake',
      firstSeen: undefined,
      severity: 'info',
    } as const;
    expect(recoveryPlanPathForExposure(record)).toBe('/recovery-plan/Ab3');
    expect(parse(recoveryPlanPathForExposure(breach))).toEqual({
      dataClasses: ['password', 'email'],
      source: 'LinkedIn (public breach)',
      dateFound: '2012-05-05',
    });
    expect(recoveryPlanPathForScan([record, fake])).toBe('/recovery-plan/Ab3');
    expect(parse(recoveryPlanPathForScan([record, breach, fake])!)).toEqual({
      dataClasses: ['ssn', 'password', 'email'],
      source: null,
      dateFound: null,
    });
    expect(recoveryPlanPathForScan([fake])).toBeNull();
  });
});
