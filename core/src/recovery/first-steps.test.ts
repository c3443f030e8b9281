import { describe, expect, it } from 'vitest';
import { firstSteps } from './first-steps.ts';

// The short lists on the person page and the Exposure Report: what a visitor reads first must
// fit what leaked, and match the recovery plan the same page links to.
describe('firstSteps', () => {
  it('asks for a credit freeze, a fraud alert and an IRS PIN first when an SSN leaked', () => {
    const steps = firstSteps(['ssn', 'dob', 'email', 'phone', 'address']);
    expect(steps[0]).toMatch(/^Freeze your credit at Equifax, Experian and TransUnion\. .*free/);
    expect(steps.some((s) => s.startsWith('Place a free fraud alert.'))).toBe(true);
    expect(steps.some((s) => s.startsWith('Get an IRS Identity Protection PIN.'))).toBe(true);
    expect(steps).toHaveLength(4);
  });

  it('never asks for a credit freeze when only a town and an email leaked', () => {
    const steps = firstSteps(['email', 'address']);
    expect(steps.join(' ')).not.toMatch(/freeze/i);
    expect(steps[0]).toMatch(/^Lock down your email account\./);
    expect(steps).toContain(
      'Watch your mail for things you did not ask for. Cards, loans or change-of-address notices you did not ask for, or bills that stop arriving, are early signs of identity theft.',
    );
  });

  it('asks for a carrier PIN only when a phone number leaked', () => {
    expect(firstSteps(['email', 'phone', 'address']).join(' ')).toMatch(/Ask your mobile carrier for a PIN/);
    expect(firstSteps(['email', 'address']).join(' ')).not.toMatch(/carrier/);
  });

  it('points to IdentityTheft.gov when little more than a name leaked', () => {
    expect(firstSteps(['name'])).toEqual([
      'If someone has used your identity: report it at IdentityTheft.gov. The FTC’s Identity Theft Report proves the theft to companies and gives you rights, such as a seven-year fraud alert and removing fraudulent debts from your reports.',
    ]);
  });
});
