import { describe, expect, it } from 'vitest';
import { ACTIONS, suggestedActions } from './actions.ts';
import { dataClassesFromHibp, describeDataClasses, type DataClass } from './data-classes.ts';
import { exposureSeverity, scoreExposures, severityForScore, type ScoredExposure } from './scoring.ts';

const exposure = (dataClasses: DataClass[], source = 'A', extra: Partial<ScoredExposure> = {}): ScoredExposure => ({
  severity: exposureSeverity(dataClasses),
  dataClasses,
  source,
  ...extra,
});

describe('exposureSeverity', () => {
  it('rates what leaked', () => {
    expect(exposureSeverity(['ssn', 'email'])).toBe('critical');
    expect(exposureSeverity(['card', 'email'])).toBe('high');
    expect(exposureSeverity(['driverLicense'])).toBe('high');
    expect(exposureSeverity(['password', 'email'])).toBe('high');
    expect(exposureSeverity(['dob', 'email'])).toBe('high');
    expect(exposureSeverity(['dob'])).toBe('medium');
    expect(exposureSeverity(['phone', 'email'])).toBe('medium');
    expect(exposureSeverity(['email', 'name'])).toBe('low');
  });
});

describe('scoreExposures', () => {
  it('is none with nothing found', () => {
    expect(scoreExposures([])).toEqual({ score: 0, severity: 'none' });
  });
  it('adds the weights of distinct classes once', () => {
    // email 10 + phone 10 = 20, the floor of a medium exposure is 25
    expect(scoreExposures([exposure(['email', 'phone'])])).toEqual({ score: 25, severity: 'medium' });
    // email 10 + address 20 + phone 10 + dob 10 = 50 (high)
    expect(scoreExposures([exposure(['email', 'address']), exposure(['phone', 'dob', 'email'])]).score).toBe(50);
  });
  it('makes any SSN exposure critical', () => {
    expect(scoreExposures([exposure(['ssn'])])).toEqual({ score: 75, severity: 'critical' });
  });
  it('counts extra sources up to 15 points', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F'].map((s) => exposure(['email'], s));
    expect(scoreExposures(many).score).toBe(10 + 15);
  });
  it('adds points for many people at a domain and caps at 100', () => {
    expect(scoreExposures([exposure(['email'])], { domainPeople: 150 }).score).toBe(20);
    const everything = exposure(['ssn', 'card', 'password', 'dob', 'address', 'phone', 'email']);
    expect(scoreExposures([everything], { domainPeople: 5000 })).toEqual({ score: 100, severity: 'critical' });
  });
  it('ignores exposures that are not counted (fabricated breaches)', () => {
    expect(scoreExposures([exposure(['ssn'], 'Fake', { counted: false })])).toEqual({ score: 0, severity: 'none' });
  });
  it('maps scores to bands', () => {
    expect([0, 1, 24, 25, 49, 50, 74, 75, 100].map(severityForScore)).toEqual([
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
      'critical',
    ]);
  });
});

describe('data classes', () => {
  it('maps Have I Been Pwned names, keeping unknown ones as other', () => {
    expect(dataClassesFromHibp(['Email addresses', 'Passwords', "Driver's licenses", 'Genders', 'Social security numbers'])).toEqual([
      'ssn',
      'driverLicense',
      'password',
      'email',
      'other',
    ]);
    expect(dataClassesFromHibp(['constructor', '__proto__', 'toString'])).toEqual(['other']);
    expect(describeDataClasses(['ssn', 'dob'])).toBe('SSN, Date of birth');
  });
});

describe('suggestedActions', () => {
  it('tells an SSN victim to freeze credit, get an IRS IP PIN and report to the FTC', () => {
    const actions = suggestedActions(new Set<DataClass>(['ssn', 'email']));
    expect(actions.slice(0, 3)).toEqual([ACTIONS.creditFreeze, ACTIONS.irsPin, ACTIONS.ftcReport]);
    expect(actions).toContain(ACTIONS.phishing);
    expect(actions).toContain(ACTIONS.passwordManager);
  });
  it('tailors to phone, licence and card', () => {
    const actions = suggestedActions(new Set<DataClass>(['phone', 'driverLicense', 'card']));
    expect(actions).toEqual(expect.arrayContaining([ACTIONS.carrierPin, ACTIONS.dmv, ACTIONS.cardIssuer]));
    expect(actions).not.toContain(ACTIONS.irsPin);
  });
  it('asks a company to notify staff and enforce MFA', () => {
    expect(suggestedActions(new Set<DataClass>(['email']), { domain: true })).toEqual(expect.arrayContaining([ACTIONS.staff, ACTIONS.mfa]));
  });
  it('tells someone whose HR records leaked how to protect their pay, as the recovery plan does', () => {
    const actions = suggestedActions(new Set<DataClass>(['employment']));
    expect(actions[0]).toBe(
      'Protect your pay from “change my bank details” scams: ask payroll to confirm any change of your bank account with you in person or by phone.',
    );
    expect(actions.at(-1)).toBe(ACTIONS.help);
  });
  it('says so when nothing was found', () => {
    expect(suggestedActions(new Set())).toEqual([ACTIONS.noExposure]);
  });
});
