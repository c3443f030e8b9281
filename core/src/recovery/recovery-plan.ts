// A recovery plan for one exposure: from the kinds of data that leaked (core's data classes) to
// concrete steps, one section per kind, most urgent first. Pure: the same input always gives
// the same plan, so the browser, the server and the tests agree on which steps exist.

import { DATA_CLASS_LABELS, sortDataClasses, type DataClass } from '../scan/data-classes.ts';
import { OUTSIDE_US_STEPS, outsideUs } from './outside-us-steps.ts';
import { DEFAULT_PLAN_REGION, type PlanRegion } from './plan-region.ts';
import { RECOVERY_STEPS, type LetterKind, type RecoveryStep } from './recovery-steps.ts';

/** The leak source a plan is about, as the public report or a scan names it. */
export interface PlanSource {
  name: string;
  /** YYYY-MM-DD, when known. */
  dateFound: string | null;
}

export interface RecoveryPlanInput {
  dataClasses: readonly DataClass[];
  sources: readonly PlanSource[];
  /** Our report's reference, for a plan built from one of our records. */
  reference: string | null;
  /** Where the organisation that leaked the data is known (an HR dump's employer, a benefits carrier). */
  employer?: string | null;
  benefitsProvider?: string | null;
  /** Where the reader lives (ADR 0303): outside the US the plan has no US-only step. */
  region?: PlanRegion;
}

export const RECOVERY_SECTION_IDS = [
  'identity',
  'card',
  'financial',
  'password',
  'email',
  'phone',
  'driverLicense',
  'governmentId',
  'benefits',
  'employment',
  'dob',
  'address',
  'complaint',
  'misuse',
  'records',
] as const;
export type RecoverySectionId = (typeof RECOVERY_SECTION_IDS)[number];

export interface RecoverySection {
  id: RecoverySectionId;
  title: string;
  /** Why this section is in the plan, naming what leaked. */
  reason: string;
  steps: RecoveryStep[];
}

export interface RecoveryPlan {
  /** Where the reader lives, as the plan was built for. */
  region: PlanRegion;
  /** What leaked, most serious first. */
  dataClasses: DataClass[];
  sections: RecoverySection[];
  /** Every step once, in the order shown. */
  stepIds: string[];
  /** The letters this plan offers, in the order of the steps that use them. */
  letters: LetterKind[];
  evidence: BreachEvidence;
}

/** What a letter cites as evidence of the breach. */
export interface BreachEvidence {
  sources: PlanSource[];
  /** "Social Security number, date of birth and email address" */
  kindsOfData: string;
  reference: string | null;
  employer: string | null;
  benefitsProvider: string | null;
}

// How each kind of data is named in running text (letters, section reasons).
const IN_A_SENTENCE: Record<DataClass, string> = {
  ssn: 'Social Security number',
  card: 'payment card number',
  financial: 'bank or financial account details',
  governmentId: 'government ID number',
  driverLicense: 'driver’s license number',
  password: 'password',
  dob: 'date of birth',
  address: 'home address',
  phone: 'phone number',
  email: 'email address',
  benefits: 'health and benefits details',
  employment: 'employment and HR details',
  name: 'name',
  other: 'other personal details',
};

export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "your Social Security number, date of birth and email address" */
export function describeKindsOfData(classes: readonly DataClass[]): string {
  const sorted = sortDataClasses(classes);
  return sorted.length === 0 ? 'personal details' : listInWords(sorted.map((c) => IN_A_SENTENCE[c]));
}

const s = RECOVERY_STEPS;
const abroad = OUTSIDE_US_STEPS;

type Has = (c: DataClass) => boolean;
interface SectionRule {
  id: RecoverySectionId;
  title: string;
  /** The title outside the US, where it differs (the steps' own words there). */
  titleOutsideUs?: string;
  applies: (has: Has, region: PlanRegion) => boolean;
  reason: (has: Has, region: PlanRegion) => string;
  /** Outside the US, every step goes through outsideUs() after this. */
  steps: (has: Has, region: PlanRegion) => RecoveryStep[];
}
const inUs = (region: PlanRegion) => region === 'us';

// Stopping new accounts comes first whenever a criminal has enough to open one: an SSN, or a
// date of birth together with an address or phone (the same rule as the scan's actions).
const identityExposed = (has: (c: DataClass) => boolean) => has('ssn') || (has('dob') && (has('address') || has('phone')));

const SECTION_RULES: SectionRule[] = [
  {
    id: 'identity',
    title: 'Stop anyone opening accounts in your name',
    applies: identityExposed,
    reason: (has, region) =>
      has('ssn')
        ? inUs(region)
          ? 'Your Social Security number leaked. These steps are the most important ones: do them first.'
          : 'Your US Social Security number leaked. If you also file US taxes or have US bank accounts or credit, choose “In the United States” above to see the US steps too.'
        : 'Your date of birth leaked together with your address or phone, which can be enough to open an account in your name.',
    steps: (has, region) =>
      inUs(region) ? [s.creditFreeze, s.fraudAlert, ...(has('ssn') ? [s.irsIpPin] : []), s.creditReports] : [abroad.creditAgencyFile],
  },
  {
    id: 'card',
    title: 'Your payment card',
    applies: (has) => has('card'),
    reason: () => 'A payment card number leaked.',
    steps: () => [s.cardReplace, s.cardCharges],
  },
  {
    id: 'financial',
    title: 'Your bank and financial accounts',
    applies: (has) => has('financial'),
    reason: () => 'Bank or financial account details leaked.',
    steps: (_has, region) => [s.bankAccount, inUs(region) ? s.creditReports : abroad.creditAgencyFile],
  },
  {
    id: 'password',
    title: 'Your passwords',
    applies: (has) => has('password'),
    reason: () => 'A password (or a password hint or security answer) leaked.',
    steps: () => [s.changePasswords, s.twoStep],
  },
  {
    id: 'email',
    title: 'Your email address',
    applies: (has) => has('email'),
    reason: () => 'Your email address leaked, so expect scam emails that look real.',
    steps: () => [s.secureEmail, s.phishing],
  },
  {
    id: 'phone',
    title: 'Your phone number',
    applies: (has) => has('phone'),
    reason: () => 'Your phone number leaked.',
    steps: () => [s.carrierPin],
  },
  {
    id: 'driverLicense',
    title: 'Your driver’s license',
    // Outside the US, the words of the step it shows there (abroad.drivingLicenceAgency).
    titleOutsideUs: 'Your driving licence',
    applies: (has) => has('driverLicense'),
    reason: (_has, region) => (inUs(region) ? 'Your driver’s license number leaked.' : 'Your driving licence number leaked.'),
    steps: (_has, region) => [inUs(region) ? s.dmv : abroad.drivingLicenceAgency],
  },
  {
    id: 'governmentId',
    title: 'Your passport or other ID',
    applies: (has) => has('governmentId'),
    reason: () => 'A government ID number leaked.',
    steps: () => [s.governmentId],
  },
  {
    id: 'benefits',
    title: 'Your health and benefits details',
    applies: (has) => has('benefits'),
    reason: () => 'Health-plan or benefits details leaked, which can be used for medical identity theft.',
    // The accounting of disclosures is a right under HIPAA, a US law.
    steps: (_has, region) =>
      inUs(region) ? [s.benefitsProvider, s.accountingOfDisclosures, s.reviewBenefits] : [s.benefitsProvider, s.reviewBenefits],
  },
  {
    id: 'employment',
    title: 'Your job and HR records',
    applies: (has) => has('employment'),
    reason: () => 'Employment details leaked, most likely from an HR or payroll system.',
    steps: () => [s.employerHr, s.payrollGuard],
  },
  {
    id: 'dob',
    title: 'Your date of birth',
    applies: (has) => has('dob'),
    reason: () => 'Your date of birth leaked. Companies often use it to check who is calling.',
    steps: () => [s.accountPasswords],
  },
  {
    id: 'address',
    title: 'Your home address',
    applies: (has) => has('address'),
    reason: () => 'Your home address leaked.',
    steps: () => [s.watchMail],
  },
  {
    id: 'complaint',
    title: 'Complain about the leak',
    applies: (_has, region) => !inUs(region),
    reason: () => 'The organisation that leaked your data may have broken the data protection law of your country.',
    steps: () => [abroad.dataProtectionComplaint],
  },
  {
    id: 'misuse',
    title: 'If something already went wrong',
    applies: () => true,
    reason: () => 'Only if you see an account, a charge or a bill that is not yours. If not, choose Skip.',
    steps: (_has, region) => [inUs(region) ? s.ftcReport : abroad.policeReport, s.disputeAccount],
  },
  {
    id: 'records',
    title: 'Keep a record',
    applies: () => true,
    reason: (_has, region) =>
      inUs(region)
        ? 'The FTC advises writing down who you contacted, when, and what they said.'
        : 'Write down who you contacted, when, and what they said: it helps you follow up and prove what you did.',
    steps: () => [s.contactLog],
  },
];

export function buildRecoveryPlan(input: RecoveryPlanInput): RecoveryPlan {
  const dataClasses = sortDataClasses(input.dataClasses);
  const present = new Set(dataClasses);
  const has = (c: DataClass) => present.has(c);
  const region = input.region ?? DEFAULT_PLAN_REGION;
  const seen = new Set<string>();
  const sections: RecoverySection[] = [];
  for (const rule of SECTION_RULES) {
    if (!rule.applies(has, region)) continue;
    // A step shared by two kinds of data (credit reports) shows once, in its first section.
    const steps = rule
      .steps(has, region)
      .map((step) => (inUs(region) ? step : outsideUs(step)))
      .filter((step) => !seen.has(step.id));
    if (steps.length === 0) continue;
    for (const step of steps) seen.add(step.id);
    const title = inUs(region) ? rule.title : (rule.titleOutsideUs ?? rule.title);
    sections.push({ id: rule.id, title, reason: rule.reason(has, region), steps });
  }
  const stepList = sections.flatMap((sec) => sec.steps);
  // The fraud alert letter only where a step asks for one; the letter to whoever leaked the data
  // and the dispute letter always, since any breach can lead to either.
  const letters: LetterKind[] = stepList.some((step) => step.letter === 'fraudAlert') ? ['fraudAlert'] : [];
  letters.push('breachInquiry', 'dispute');
  return {
    region,
    dataClasses,
    sections,
    stepIds: stepList.map((step) => step.id),
    letters,
    evidence: {
      sources: input.sources.map((src) => ({ name: src.name, dateFound: src.dateFound })),
      kindsOfData: describeKindsOfData(dataClasses),
      reference: input.reference,
      employer: input.employer?.trim() || null,
      benefitsProvider: input.benefitsProvider?.trim() || null,
    },
  };
}

/** The plan's data classes as the site labels them ("SSN, Date of birth"). */
export function planDataClassLabels(plan: RecoveryPlan): string[] {
  return plan.dataClasses.map((c) => DATA_CLASS_LABELS[c]);
}
