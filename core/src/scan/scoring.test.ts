import { describe, expect, it } from 'vitest';
import { ACTIONS, suggestedActions } from './actions.ts';
import { dataClassesFromHibp, describeDataClasses, type DataClass } from './data-classes.ts';
import { publicRisk } from '../records/public-risk.ts';
import type { RiskSubject } from '../records/risk.ts';
import { exposureSeverity, scoreExposures, type ScoredExposure } from './scoring.ts';

const exposure = (dataClasses: DataClass[], source = 'A', extra: Partial<ScoredExposure> = {}): ScoredExposure => ({
  severity: exposureSeverity(dataClasses),
  dataClasses,
  source,
  ...extra,
});

/** A stored record holding exactly these kinds, as the record pages read it. */
function recordHolding(classes: readonly DataClass[]): RiskSubject {
  const has = (c: DataClass) => classes.includes(c);
  return {
    ssn: has('ssn') ? '123-45-6789' : null,
    nationalId: has('governmentId') ? 'X1234567L' : null,
    dob: has('dob') ? '1980-02-03' : null,
    emails: has('email') ? ['jane@example.com'] : [],
    phones: has('phone') ? ['5551234567'] : [],
    city: has('address') ? 'Austin' : null,
  };
}

const WEIGHED: DataClass[] = ['ssn', 'governmentId', 'address', 'dob', 'phone', 'email'];
/** Every combination of the kinds a record's level weighs. */
const EVERY_COMBINATION = Array.from({ length: 2 ** WEIGHED.length }, (_, bits) => WEIGHED.filter((_c, i) => bits & (1 << i)));

describe('exposureSeverity', () => {
  it('gives a leak the level the record pages give a record holding the same kinds', () => {
    for (const kinds of EVERY_COMBINATION) {
      expect(exposureSeverity(kinds), kinds.join('+')).toBe(publicRisk(recordHolding(kinds)).level);
    }
  });
  it('rates an SSN with an email medium, as the Exposure Report does (50 of 90), never critical', () => {
    expect(exposureSeverity(['ssn', 'email'])).toBe('medium');
    expect(exposureSeverity(['ssn', 'address', 'email'])).toBe('high');
    expect(exposureSeverity(['email', 'name'])).toBe('low');
  });
});

describe('scoreExposures', () => {
  it('is none with nothing found', () => {
    expect(scoreExposures([])).toEqual({ score: 0, severity: 'none', sources: 0 });
  });
  it('gives a scan that found one record exactly that record’s level', () => {
    for (const kinds of EVERY_COMBINATION) {
      const record = publicRisk(recordHolding(kinds));
      const row = exposure(kinds, 'Acme HR leak', { severity: record.level });
      expect(scoreExposures([row]).severity, kinds.join('+')).toBe(record.level);
    }
  });
  it('scores the probe’s record (SSN and email) medium, with an address score of 50 from 1 source', () => {
    expect(scoreExposures([exposure(['ssn', 'email'])])).toEqual({ score: 50, severity: 'medium', sources: 1 });
  });
  it('rates several sources on what they hold together, never below the worst of them', () => {
    // SSN in one leak, address in another: 40 + 20 = 60 of 90 together, high; 55 + 5 address points.
    const together = scoreExposures([exposure(['ssn'], 'A'), exposure(['address'], 'B')]);
    expect(together).toEqual({ score: 65, severity: 'high', sources: 2 });
  });
  it('uses a record’s own risk factors when given, not its kinds', () => {
    // A record whose page scores only its email (say its birth date was a placeholder).
    const row = exposure(['dob', 'address', 'email'], 'A', { severity: 'low', riskFactors: ['email'] });
    expect(scoreExposures([row]).severity).toBe('low');
  });
  it('is critical only when two separate sources are each high', () => {
    const high = ['ssn', 'address', 'email'] as DataClass[];
    expect(scoreExposures([exposure(high, 'A'), exposure(high, 'A')]).severity).toBe('high');
    expect(scoreExposures([exposure(high, 'A'), exposure(high, 'B')]).severity).toBe('critical');
  });
  it('counts extra sources up to 15 points', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F'].map((s) => exposure(['email'], s));
    expect(scoreExposures(many)).toEqual({ score: 10 + 15, severity: 'low', sources: 6 });
  });
  it('adds points for many people at a domain and caps at 100', () => {
    expect(scoreExposures([exposure(['email'])], { domainPeople: 150 }).score).toBe(20);
    const everything = exposure(['ssn', 'card', 'password', 'dob', 'address', 'phone', 'email']);
    expect(scoreExposures([everything], { domainPeople: 5000 })).toEqual({ score: 100, severity: 'high', sources: 1 });
  });
  it('counts a card in the address score without raising the level; a password raises it as on a record (ADR 0306)', () => {
    expect(scoreExposures([exposure(['card', 'email'])])).toEqual({ score: 35, severity: 'low', sources: 1 });
    expect(scoreExposures([exposure(['card', 'password', 'email'])])).toEqual({ score: 55, severity: 'medium', sources: 1 });
  });
  it('ignores exposures that are not counted (fabricated breaches)', () => {
    expect(scoreExposures([exposure(['ssn'], 'Fake', { counted: false })])).toEqual({ score: 0, severity: 'none', sources: 0 });
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
