// Plain-language text of the person page and Exposure Report. Written for a frightened,
// non-technical reader: what was found, where it probably came from, what to do. It never
// repeats a raw value; it names field groups only.

import { isTerminatedStatus } from '@breachwatch/core';
import type { DecodedRecord } from '../store/index.ts';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function exposureNarrative(d: DecodedRecord, fields: readonly string[], sourceNames: readonly string[]): string {
  const parts: string[] = [];
  const what = fields.length ? list(fields.map((f) => (f === 'SSN' ? 'Social Security number' : f.toLowerCase()))) : 'basic details';
  parts.push(`We found a record with your ${what}.`);
  const employer = d.employment.employer;
  if (employer && Object.keys(d.benefits).length) {
    parts.push(
      `It carries employment and benefits details, so it most likely came from an HR, payroll or benefits system connected to ${employer}.`,
    );
  } else if (employer) {
    parts.push(`It carries employment details, so it most likely came from an HR or payroll system connected to ${employer}.`);
  } else if (Object.keys(d.benefits).length) {
    parts.push('It carries benefits details, so it most likely came from a health-plan or benefits system.');
  }
  if (sourceNames.length) parts.push(`It was found in: ${list(sourceNames)}.`);
  return parts.join(' ');
}

export function misuseFor(d: DecodedRecord, fields: readonly string[]): string[] {
  const has = (f: string) => fields.includes(f);
  const out: string[] = [];
  if (has('SSN')) out.push('Opening credit cards, loans or phone contracts in your name, or filing a tax return to claim your refund.');
  if (has('SSN') || has('Date of birth'))
    out.push('Passing identity checks with banks and phone companies by answering "security" questions.');
  if (has('Email')) out.push('Targeted phishing emails that quote your real details to look trustworthy.');
  if (has('Phone')) out.push("Scam calls and texts, and attempts to move your phone number to a criminal's SIM card.");
  if (has('Address')) out.push('Mail fraud, change-of-address requests and doorstep scams.');
  if (has('Benefits')) out.push('Medical identity theft: claims or prescriptions billed to your health plan.');
  if (has('Employment')) out.push('Payroll diversion and fake HR emails that ask you to "confirm" your bank details.');
  if (has('Card')) out.push('Card-not-present purchases with the exposed card.');
  if (isTerminatedStatus(d.row.employee_status))
    out.push('Former employers rarely watch old records, so misuse can go unnoticed for a long time.');
  return out;
}

export function financialNotes(d: DecodedRecord): string[] {
  const notes: string[] = [];
  if (d.secret.card) notes.push('A payment card number was exposed: ask your bank to replace the card.');
  if (d.employment.salary) notes.push('Salary details were exposed; they make payroll and loan scams more convincing.');
  if (d.benefits.payrollDeduction) notes.push('Payroll deduction details were exposed.');
  return notes;
}

export const NEXT_STEPS: string[] = [
  'Freeze your credit with Equifax, Experian and TransUnion: it is free and stops new accounts being opened in your name.',
  'Change the passwords of your email and bank accounts, and turn on two-step verification.',
  'Ask your phone carrier for a port-out PIN so your number cannot be moved without you.',
  'Watch your bank, card and benefit statements for charges you do not recognise, and check your credit reports for 90 days.',
  'Contact us if anything looks wrong: we never ask for passwords or one-time codes.',
];

export const REFERENCE_LINKS: { label: string; url: string }[] = [
  { label: 'Report and recover from identity theft (FTC)', url: 'https://www.identitytheft.gov/' },
  { label: 'Free credit reports', url: 'https://www.annualcreditreport.com/' },
  { label: 'Credit freezes and fraud alerts (FTC)', url: 'https://consumer.ftc.gov/articles/what-know-about-credit-freezes-fraud-alerts' },
];
