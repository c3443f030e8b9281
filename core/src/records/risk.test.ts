import { describe, it, expect } from 'vitest';
import {
  RISK_HIGH_THRESHOLD,
  RISK_MEDIUM_THRESHOLD,
  RISK_WEIGHTS,
  adminListFallbackRiskLevel,
  detailModalRiskLevel,
  levelForScore,
  personRiskScore,
  uploadRiskLevel,
} from './risk.ts';

const SSN = { ssn: '123-45-6789' };
const DOB = { dob: '1985-04-12' };
const EMAIL = { emails: ['a@example.com'] };
const PHONE = { phones: ['555-123-4567'] };

describe('uploadRiskLevel (spec §4 "Upload")', () => {
  it('high if SSN is present', () => {
    expect(uploadRiskLevel(SSN)).toBe('high');
  });
  it('high for DOB plus email plus phone', () => {
    expect(uploadRiskLevel({ ...DOB, ...EMAIL, ...PHONE })).toBe('high');
  });
  it('medium for DOB alone, or email plus phone', () => {
    expect(uploadRiskLevel(DOB)).toBe('medium');
    expect(uploadRiskLevel({ ...DOB, ...EMAIL })).toBe('medium');
    expect(uploadRiskLevel({ ...EMAIL, ...PHONE })).toBe('medium');
  });
  it('low otherwise', () => {
    expect(uploadRiskLevel(EMAIL)).toBe('low');
    expect(uploadRiskLevel(PHONE)).toBe('low');
    expect(uploadRiskLevel({})).toBe('low');
    expect(uploadRiskLevel({ ssn: '  ', emails: [''] })).toBe('low');
  });
  it('accepts the flat email/phone shape of list rows', () => {
    expect(uploadRiskLevel({ dob: '1985-04-12', email: 'a@b.co', phone: '5551234567' })).toBe('high');
  });
});

describe('adminListFallbackRiskLevel (spec §4 "Admin list fallback")', () => {
  it('SSN gives high', () => {
    expect(adminListFallbackRiskLevel(SSN)).toBe('high');
  });
  it('DOB, or email plus phone, gives medium (DOB+email+phone is not high here)', () => {
    expect(adminListFallbackRiskLevel(DOB)).toBe('medium');
    expect(adminListFallbackRiskLevel({ ...EMAIL, ...PHONE })).toBe('medium');
    expect(adminListFallbackRiskLevel({ ...DOB, ...EMAIL, ...PHONE })).toBe('medium');
  });
  it('else low', () => {
    expect(adminListFallbackRiskLevel(EMAIL)).toBe('low');
    expect(adminListFallbackRiskLevel({})).toBe('low');
  });
});

describe('detailModalRiskLevel (spec §4 "Detail modal")', () => {
  it('terminated employee status gives high', () => {
    expect(detailModalRiskLevel({ employment: { employeeStatus: 'Terminated' } })).toBe('high');
    expect(detailModalRiskLevel({ employeeStatus: 'TERMINATED - voluntary' })).toBe('high');
    expect(detailModalRiskLevel({ employeeStatus: 'Termed', ...EMAIL })).toBe('high');
  });
  it('email or phone gives medium; otherwise also medium', () => {
    expect(detailModalRiskLevel(EMAIL)).toBe('medium');
    expect(detailModalRiskLevel(PHONE)).toBe('medium');
    expect(detailModalRiskLevel({ employeeStatus: 'Active' })).toBe('medium');
    expect(detailModalRiskLevel({})).toBe('medium');
  });
});

describe('personRiskScore (spec §4 "Person detail risk score")', () => {
  it('exports the weights and thresholds of spec §9', () => {
    expect(RISK_WEIGHTS).toEqual({ ssn: 40, nationalId: 40, financial: 20, password: 20, address: 20, dob: 10, phone: 10, email: 10 });
    expect(RISK_HIGH_THRESHOLD).toBe(60);
    expect(RISK_MEDIUM_THRESHOLD).toBe(30);
  });
  it('sums the weights of the present factors', () => {
    const all = personRiskScore({ ...SSN, ...DOB, ...EMAIL, ...PHONE, address: { street: '1 Main St' } });
    expect(all.score).toBe(90);
    expect(all.level).toBe('high');
    expect(all.factors.map((f) => f.key)).toEqual(['ssn', 'address', 'dob', 'phone', 'email']);
  });
  it('high at 60 or more', () => {
    expect(personRiskScore({ ...SSN, address: { city: 'Austin' } })).toMatchObject({ score: 60, level: 'high' });
  });
  it('medium at 30 or more, below 60', () => {
    expect(personRiskScore({ ...SSN, ...EMAIL })).toMatchObject({ score: 50, level: 'medium' });
    expect(personRiskScore({ address: { zip: '78701' }, ...DOB })).toMatchObject({ score: 30, level: 'medium' });
  });
  it('low below 30', () => {
    expect(personRiskScore({ ...DOB, ...EMAIL })).toMatchObject({ score: 20, level: 'low' });
    expect(personRiskScore({})).toEqual({ score: 0, level: 'low', factors: [] });
  });
  it('counts the SSN only when it has digits', () => {
    expect(personRiskScore({ ssn: '***-**-****' }).score).toBe(0);
    expect(personRiskScore({ ssn: '***-**-6789' }).score).toBe(40);
  });
  it('reads flat address fields too', () => {
    expect(personRiskScore({ address1: '1 Main St' }).score).toBe(20);
    expect(personRiskScore({ address: '1 Main St' }).score).toBe(20);
  });
  it('maps boundary scores to levels', () => {
    expect(levelForScore(59)).toBe('medium');
    expect(levelForScore(60)).toBe('high');
    expect(levelForScore(29)).toBe('low');
    expect(levelForScore(30)).toBe('medium');
  });
});
