// Suggested actions, tailored to what leaked (issue 4). Written for frightened, non-technical
// people: one concrete step each, most urgent first. The product never asks for passwords.

import { CREDIT_BUREAUS } from '../recovery/credit-bureaus.ts';
import { RECOVERY_SOURCES } from '../recovery/recovery-sources.ts';
import type { DataClass } from './data-classes.ts';

export const ACTIONS = {
  creditFreeze: 'Freeze your credit at Equifax, Experian and TransUnion. It is free and stops new accounts being opened in your name.',
  irsPin: 'Get an IRS Identity Protection PIN (IP PIN) so nobody else can file a tax return with your SSN.',
  ftcReport: 'If you see any misuse, report it at identitytheft.gov (FTC) to get a personal recovery plan.',
  cardIssuer: 'Call your card issuer: ask for a replacement card and check recent statements for charges you do not recognise.',
  bank: 'Tell your bank the account details leaked and turn on alerts for every withdrawal.',
  governmentId: 'Contact the agency that issued your ID (for a passport, the State Department) and ask about a replacement.',
  dmv: 'Contact your state DMV: ask whether your driver license number can be flagged or replaced.',
  password: 'Change the password of every leaked account and anywhere you reused it, and turn on two-step sign-in.',
  carrierPin: 'Ask your mobile carrier for a port-out PIN or SIM lock, so nobody can move your number to their phone.',
  phishing: 'Expect phishing: do not click links in unexpected emails or texts, and call companies back on a number you know.',
  passwordManager: 'Use a password manager with a unique password for each site. We will never ask you for a password or code.',
  dob: 'Be wary of calls that "verify" your date of birth: it is used to pass identity checks.',
  address: 'Watch your mail for cards, loans or change-of-address notices you did not ask for.',
  benefits: 'Check statements from your insurer or benefits plan for care or claims you never received.',
  // The recovery plan's payroll-guard step, in one line.
  employment:
    'Protect your pay from “change my bank details” scams: ask payroll to confirm any change of your bank account with you in person or by phone.',
  staff: 'Tell the affected staff their details leaked and what to watch for; a short, plain note works best.',
  mfa: 'Enforce multi-factor sign-in on company email and systems, and reset passwords that may be reused.',
  noExposure: 'Nothing found in our records. Keep using unique passwords and two-step sign-in, and scan again after new breaches.',
  // A domain with fewer people than the scan gives figures for (ADR 0229): "nothing found" would not be true of it.
  nothingToShow: 'Nothing we can show you here. Keep using unique passwords and two-step sign-in, and scan again after new breaches.',
  help: 'Want a person to walk you through these steps? Contact us; help is free to start.',
} as const;

/**
 * `domain`: the scan found people at a domain or the domain's own breaches. `figuresWithheld`:
 * a scanned domain had too few people for figures (ADR 0229), so an empty result is not "nothing found".
 */
export function suggestedActions(classes: ReadonlySet<DataClass>, options: { domain?: boolean; figuresWithheld?: boolean } = {}): string[] {
  if (classes.size === 0) return [options.figuresWithheld ? ACTIONS.nothingToShow : ACTIONS.noExposure];
  const out: string[] = [];
  const has = (c: DataClass) => classes.has(c);
  if (has('ssn')) out.push(ACTIONS.creditFreeze, ACTIONS.irsPin, ACTIONS.ftcReport);
  if (has('card')) out.push(ACTIONS.cardIssuer);
  if (has('financial')) out.push(ACTIONS.bank);
  if (has('driverLicense')) out.push(ACTIONS.dmv);
  if (has('governmentId')) out.push(ACTIONS.governmentId);
  if (options.domain) out.push(ACTIONS.staff, ACTIONS.mfa);
  if (has('password')) out.push(ACTIONS.password);
  if (has('phone')) out.push(ACTIONS.carrierPin);
  if (has('email')) out.push(ACTIONS.phishing, ACTIONS.passwordManager);
  if (has('dob') && !has('ssn')) out.push(ACTIONS.dob);
  if (has('address') && !has('ssn')) out.push(ACTIONS.address);
  if (has('benefits')) out.push(ACTIONS.benefits);
  if (has('employment')) out.push(ACTIONS.employment);
  // A credit freeze is the strongest single step whenever identity details leaked together.
  if (!has('ssn') && has('dob') && (has('address') || has('phone'))) out.unshift(ACTIONS.creditFreeze);
  out.push(ACTIONS.help);
  return [...new Set(out)];
}

export interface ActionLink {
  label: string;
  /** A site path ("/contact") or an https address. */
  href: string;
}

/** Where each action is done: the pages that show the step link to them (issue 13 §4). */
export const ACTION_LINKS: Partial<Record<keyof typeof ACTIONS, ActionLink[]>> = {
  // The same official pages as the recovery plan (docs/recovery-plan-sources.md), from one list.
  creditFreeze: Object.values(CREDIT_BUREAUS).map((b) => ({ label: b.name, href: b.freezeUrl })),
  irsPin: [{ label: 'IRS Identity Protection PIN', href: RECOVERY_SOURCES.irsIpPin.url }],
  ftcReport: [{ label: 'IdentityTheft.gov', href: RECOVERY_SOURCES.identityTheftGov.url }],
  help: [{ label: 'Contact us', href: '/contact' }],
};

/** The links for an action's text, if it has any. */
export function actionLinks(action: string): ActionLink[] {
  const key = (Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).find((k) => ACTIONS[k] === action);
  return key ? (ACTION_LINKS[key] ?? []) : [];
}
