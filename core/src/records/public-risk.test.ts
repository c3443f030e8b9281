import { describe, expect, it } from 'vitest';
import { explainRisk, publicRisk } from './public-risk.ts';

describe('publicRisk', () => {
  it('is the person-detail score and says what raised it', () => {
    const r = publicRisk({ ssn: '912-34-5678', dob: '1984-03-15', city: 'Springfield', emails: ['a@b.example'] });
    expect(r).toMatchObject({ level: 'high', score: 80 });
    expect(r.reason).toBe(
      'High risk because the leaked record includes your Social Security number, address or hometown, date of birth and email address: together these are enough to open accounts or pass identity checks in your name.',
    );
  });
  it('explains a record with nothing that counts', () => {
    expect(publicRisk({}).level).toBe('low');
    expect(publicRisk({}).reason).toMatch(/^Low risk: /);
    expect(explainRisk('medium', ['ssn'])).toMatch(
      /^Medium risk because the leaked record includes your Social Security number: it can be used/,
    );
  });
  it('says contact details alone make scams convincing, not that they open accounts (the plan asks for no freeze)', () => {
    const r = publicRisk({ city: 'Springfield', emails: ['a@b.example'], phones: ['+12175550100'] });
    expect(r.level).toBe('medium');
    expect(r.reason).toBe(
      'Medium risk because the leaked record includes your address or hometown, phone number and email address: these make scam calls, texts and emails aimed at you more convincing.',
    );
    // With a date of birth beside an address, the plan does ask for a freeze, and the sentence says why.
    expect(publicRisk({ dob: '1984-03-15', city: 'Springfield' }).reason).toMatch(/can be used to open accounts/);
  });
});
