import { describe, expect, it } from 'vitest';
import { buildRecoveryPlan, describeKindsOfData, type RecoveryPlan } from './recovery-plan.ts';
import { RECOVERY_SOURCES } from './recovery-sources.ts';
import { RECOVERY_STEPS } from './recovery-steps.ts';
import { stepIdSchema } from './recovery-progress.ts';
import type { DataClass } from '../scan/data-classes.ts';

// The kinds of data the demo people hold (server/src/records/demo-people.ts), plus the mixes a
// scan brings: a combo list with a card, and a public breach that lists passwords.
const MIXES: Record<string, DataClass[]> = {
  maria: ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'employment', 'benefits'],
  james: ['ssn', 'dob', 'email', 'phone', 'address', 'employment'],
  priya: ['dob', 'email', 'phone', 'address', 'employment', 'benefits'],
  samuel: ['email', 'phone', 'address'],
  comboCard: ['email', 'phone', 'address', 'card'],
  linkedin: ['email', 'password'],
  bankDump: ['name', 'financial'],
};

const plan = (classes: DataClass[]) =>
  buildRecoveryPlan({ dataClasses: classes, sources: [{ name: 'Northwind Health HR export', dateFound: '2025-03-14' }], reference: null });
const sectionIds = (p: RecoveryPlan) => p.sections.map((s) => s.id);

describe('buildRecoveryPlan', () => {
  it('puts the credit freeze, fraud alert and IRS PIN first when an SSN leaked', () => {
    const p = plan(MIXES.maria!);
    expect(p.sections[0]!.id).toBe('identity');
    expect(p.sections[0]!.steps.map((s) => s.id)).toEqual(['credit-freeze', 'fraud-alert', 'irs-ip-pin', 'credit-reports']);
    expect(p.sections[0]!.reason).toMatch(/Social Security number/);
    expect(sectionIds(p)).toEqual([
      'identity',
      'email',
      'phone',
      'driverLicense',
      'benefits',
      'employment',
      'dob',
      'address',
      'misuse',
      'records',
    ]);
    expect(p.stepIds).toEqual(
      expect.arrayContaining(['dmv', 'benefits-provider', 'accounting-of-disclosures', 'employer-hr', 'carrier-pin']),
    );
    expect(p.letters).toEqual(['fraudAlert', 'breachInquiry', 'dispute']);
  });

  it('asks for a freeze but no IRS PIN when a date of birth leaked with an address, not an SSN', () => {
    const p = plan(MIXES.priya!);
    expect(p.sections[0]!.id).toBe('identity');
    expect(p.sections[0]!.reason).toMatch(/date of birth/);
    expect(p.stepIds).toContain('credit-freeze');
    expect(p.stepIds).not.toContain('irs-ip-pin');
    expect(p.stepIds).not.toContain('dmv');
  });

  it('has no freeze or fraud alert letter when only contact details leaked', () => {
    const p = plan(MIXES.samuel!);
    expect(sectionIds(p)).toEqual(['email', 'phone', 'address', 'misuse', 'records']);
    expect(p.stepIds).not.toContain('credit-freeze');
    expect(p.letters).toEqual(['breachInquiry', 'dispute']);
  });

  it('covers cards, passwords and bank details with their own steps', () => {
    expect(
      plan(MIXES.comboCard!)
        .sections.find((s) => s.id === 'card')!
        .steps.map((s) => s.id),
    ).toEqual(['card-replace', 'card-charges']);
    expect(plan(MIXES.linkedin!).stepIds.slice(0, 2)).toEqual(['change-passwords', 'two-step']);
    const bank = plan(MIXES.bankDump!);
    expect(bank.stepIds).toEqual(['bank-account', 'credit-reports', 'ftc-report', 'dispute-account', 'contact-log']);
  });

  it('lists each step once even when two kinds of data call for it', () => {
    const p = plan(['ssn', 'financial', 'dob', 'address']);
    expect(p.stepIds.filter((id) => id === 'credit-reports')).toHaveLength(1);
    expect(new Set(p.stepIds).size).toBe(p.stepIds.length);
    // The financial section keeps its own step; the shared one stays in the first section.
    expect(p.sections.find((s) => s.id === 'financial')!.steps.map((s) => s.id)).toEqual(['bank-account']);
  });

  it('always ends with what to do about misuse and the contact log, even for a name alone', () => {
    const p = plan(['name']);
    expect(sectionIds(p)).toEqual(['misuse', 'records']);
    expect(p.evidence.kindsOfData).toBe('name');
  });

  it('cites the breach: sources, kinds of data in words, reference and a known employer', () => {
    const p = buildRecoveryPlan({
      dataClasses: ['email', 'ssn'],
      sources: [{ name: 'Payroll vendor breach', dateFound: '2025-11-10' }],
      reference: 'BreachWatch report abc',
      employer: '  Northwind Health ',
    });
    expect(p.evidence).toEqual({
      sources: [{ name: 'Payroll vendor breach', dateFound: '2025-11-10' }],
      kindsOfData: 'Social Security number and email address',
      reference: 'BreachWatch report abc',
      employer: 'Northwind Health',
      benefitsProvider: null,
    });
  });

  it('names the kinds of data in plain words, most serious first', () => {
    expect(describeKindsOfData(['email', 'dob', 'ssn'])).toBe('Social Security number, date of birth and email address');
    expect(describeKindsOfData([])).toBe('personal details');
  });
});

describe('the step catalog', () => {
  const steps = Object.values(RECOVERY_STEPS);

  it('gives every step a stable id, plain how-to lines and at least one source', () => {
    const ids = steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of steps) {
      expect(stepIdSchema.safeParse(step.id).success, step.id).toBe(true);
      expect(step.how.length, step.id).toBeGreaterThan(0);
      expect(step.sources.length, step.id).toBeGreaterThan(0);
      for (const src of step.sources) expect(RECOVERY_SOURCES[src], `${step.id} cites ${src}`).toBeDefined();
    }
  });

  it('links only to real https pages on official hosts', () => {
    const official =
      /(^|\.)(ftc\.gov|identitytheft\.gov|irs\.gov|equifax\.com|experian\.com|transunion\.com|annualcreditreport\.com|cisa\.gov|fcc\.gov|usa\.gov|hhs\.gov)$/;
    const urls = [...steps.flatMap((s) => s.links.map((l) => l.url)), ...Object.values(RECOVERY_SOURCES).map((s) => s.url)];
    for (const url of urls) {
      const parsed = new URL(url);
      expect(parsed.protocol, url).toBe('https:');
      expect(parsed.hostname, url).toMatch(official);
      expect(parsed.username + parsed.password, url).toBe('');
    }
  });

  it('shows the freeze link of each of the three bureaus', () => {
    const labels = RECOVERY_STEPS.creditFreeze.links.map((l) => l.label).join(' ');
    for (const name of ['Equifax', 'Experian', 'TransUnion']) expect(labels).toContain(name);
  });
});
