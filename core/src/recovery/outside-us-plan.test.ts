import { describe, expect, it } from 'vitest';
import { DATA_CLASSES, type DataClass } from '../scan/data-classes.ts';
import { firstSteps, reportNextSteps, reportReferenceLinks } from './first-steps.ts';
import { RECOVERY_STEP_IDS, ownerProgressPatchSchema } from './owner-progress-api.ts';
import { OUTSIDE_US_STEPS } from './outside-us-steps.ts';
import { buildRecoveryPlan, type RecoveryPlan } from './recovery-plan.ts';
import { stepIdSchema } from './recovery-progress.ts';
import { RECOVERY_SOURCES } from './recovery-sources.ts';
import { RECOVERY_STEPS } from './recovery-steps.ts';

// Someone in Berlin must not be told to freeze their credit at Equifax or get an IRS PIN: the
// plan outside the US (ADR 0303) has no step only a US resident can take.

const MIXES: DataClass[][] = [
  [...DATA_CLASSES],
  ['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address', 'employment', 'benefits'],
  ['dob', 'email', 'phone', 'address'],
  ['email', 'phone', 'address', 'card'],
  ['name', 'financial'],
  ['governmentId', 'address'],
];
const abroad = (dataClasses: DataClass[]) => buildRecoveryPlan({ dataClasses, sources: [], reference: null, region: 'outsideUs' });
const stepsOf = (p: RecoveryPlan) => p.sections.flatMap((s) => s.steps);

const US_ONLY_STEPS = ['credit-freeze', 'fraud-alert', 'irs-ip-pin', 'credit-reports', 'dmv', 'accounting-of-disclosures', 'ftc-report'];
// Words that name a US agency, law, service or term; a step's text outside the US uses none.
const US_WORDS =
  /\b(IRS|Equifax|Experian|TransUnion|AnnualCreditReport|IdentityTheft\.gov|FTC|FCC|DMV|HIPAA|USA\.gov|Social Security|carrier|certified mail|Explanation of Benefits|1-8\d\d)\b/;
// General advice that holds anywhere (spotting scams, two-step sign-in) may keep its link.
const LINKS_KEPT = new Set<string>([RECOVERY_SOURCES.cisaMfa.url, RECOVERY_SOURCES.ftcPhishing.url]);

describe('the recovery plan outside the US', () => {
  it.each(MIXES)('has no US-only step, US term or US agency link (%s…)', (...classes) => {
    const p = abroad(classes);
    expect(p.region).toBe('outsideUs');
    for (const step of stepsOf(p)) {
      expect(US_ONLY_STEPS, step.id).not.toContain(step.id);
      for (const text of [step.title, step.why, ...step.how]) expect(text, step.id).not.toMatch(US_WORDS);
      for (const l of step.links) expect(LINKS_KEPT.has(l.url), `${step.id}: ${l.url}`).toBe(true);
    }
    for (const section of p.sections) if (!classes.includes('ssn')) expect(section.reason, section.id).not.toMatch(US_WORDS);
  });

  it('asks the credit reference agencies, the police and the data protection authority instead', () => {
    const p = abroad(['ssn', 'dob', 'driverLicense', 'email', 'phone', 'address']);
    const ids = stepsOf(p).map((s) => s.id);
    expect(p.sections[0]!.steps.map((s) => s.id)).toEqual(['credit-agency-file']);
    expect(ids).toEqual(
      expect.arrayContaining(['driving-licence-agency', 'police-report', 'data-protection-complaint', 'dispute-account']),
    );
    expect(ids.indexOf('police-report')).toBeLessThan(ids.indexOf('dispute-account'));
    // Each step once, even where two kinds of data ask for it.
    expect(new Set(ids).size).toBe(ids.length);
    expect(abroad(['name', 'financial']).sections.flatMap((s) => s.steps.map((x) => x.id))).toContain('credit-agency-file');
  });

  it('names the licence section in the words of its step there, not the US "driver’s license"', () => {
    const section = abroad(['driverLicense']).sections.find((sec) => sec.id === 'driverLicense')!;
    expect(section.steps.map((step) => step.id)).toEqual(['driving-licence-agency']);
    for (const text of [section.title, section.reason]) {
      expect(text).toMatch(/driving licence/);
      expect(text).not.toMatch(/driver’s license/);
    }
    const us = buildRecoveryPlan({ dataClasses: ['driverLicense'], sources: [], reference: null });
    const usSection = us.sections.find((sec) => sec.id === 'driverLicense')!;
    for (const text of [usSection.title, usSection.reason]) expect(text).toMatch(/driver’s license/);
  });

  it('tells someone whose US Social Security number leaked where the US steps are', () => {
    expect(abroad(['ssn']).sections[0]!.reason).toMatch(/choose “In the United States”/);
  });

  it('offers no fraud alert letter, which only the US bureaus take', () => {
    for (const classes of MIXES) expect(abroad(classes).letters).toEqual(['breachInquiry', 'dispute']);
    expect(buildRecoveryPlan({ dataClasses: ['ssn'], sources: [], reference: null }).letters).toContain('fraudAlert');
  });

  it('keeps the US plan as it was when no region is given', () => {
    const us = buildRecoveryPlan({ dataClasses: ['ssn', 'dob'], sources: [], reference: null });
    expect(us.region).toBe('us');
    expect(us.sections[0]!.steps.map((s) => s.id)).toEqual(['credit-freeze', 'fraud-alert', 'irs-ip-pin', 'credit-reports']);
    expect(us.sections.map((s) => s.id)).not.toContain('complaint');
  });

  it('gives its new steps ids of their own, which the saved progress accepts', () => {
    const usIds = new Set<string>(Object.values(RECOVERY_STEPS).map((s) => s.id));
    for (const step of Object.values(OUTSIDE_US_STEPS)) {
      expect(usIds.has(step.id), step.id).toBe(false);
      expect(stepIdSchema.safeParse(step.id).success).toBe(true);
      expect(RECOVERY_STEP_IDS).toContain(step.id);
      expect(ownerProgressPatchSchema.safeParse({ steps: { [step.id]: 'done' } }).success).toBe(true);
    }
  });
});

describe('first steps outside the US', () => {
  it('never advise an IRS PIN or a US credit freeze to someone abroad', () => {
    const steps = firstSteps(['ssn', 'dob', 'email', 'phone', 'address'], 'outsideUs');
    expect(steps[0]).toMatch(/^Ask your country’s credit reference agencies for your file\./);
    for (const s of steps) expect(s).not.toMatch(US_WORDS);
    expect(steps).toHaveLength(4);
  });

  it('are the same steps, with the same words, as the plan outside the US', () => {
    const classes: DataClass[] = ['dob', 'email', 'phone', 'address', 'card'];
    const planTitles = stepsOf(abroad(classes)).map((s) => s.title);
    for (const s of firstSteps(classes, 'outsideUs'))
      expect(
        planTitles.some((t) => s.startsWith(`${t}.`)),
        s,
      ).toBe(true);
    expect(reportNextSteps(classes, 'outsideUs').at(-1)).toMatch(/^Contact us/);
  });

  it('show no US reference links on the report', () => {
    expect(reportReferenceLinks('outsideUs')).toEqual([]);
    expect(reportReferenceLinks('us').map((l) => l.url)).toContain(RECOVERY_SOURCES.annualCreditReport.url);
  });
});
