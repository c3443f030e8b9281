// Plain-language text of the person page and Exposure Report. Written for a frightened,
// non-technical reader: what was found, how it is misused, what to do. It never repeats a
// value; it names kinds of data only. (The summary itself is core's recordNarrative.)

import { disclose, isTerminatedStatus, type Audience, type DataClass, type DisclosureSource } from '@breachwatch/core';

/**
 * How each kind of leaked data tends to be misused. The note about a former employer appears
 * only to an audience that may see the employee status (the disclosure policy decides).
 */
export function misuseFor(s: DisclosureSource, classes: readonly DataClass[], audience: Audience): string[] {
  const has = (c: DataClass) => classes.includes(c);
  const out: string[] = [];
  if (has('ssn')) out.push('Opening credit cards, loans or phone contracts in your name, or filing a tax return to claim your refund.');
  if (has('ssn') || has('dob')) out.push('Passing identity checks with banks and phone companies by answering "security" questions.');
  if (has('driverLicense')) out.push("Fake IDs and rental or account fraud that ask for a driver's license number.");
  if (has('governmentId'))
    out.push(
      'Opening accounts or signing contracts in your name, and passing identity checks that ask for your national ID or passport number.',
    );
  // ADR 0306: a password or security answer opens accounts, bank details move money.
  if (has('password'))
    out.push('Signing in to your accounts with the leaked password or security answer, on this site and anywhere you used the same one.');
  if (has('financial'))
    out.push(
      'Debiting your bank account or writing checks on it with the leaked account and routing numbers, and bank-impersonation calls that quote them.',
    );
  if (has('email')) out.push('Targeted phishing emails that quote your real details to look trustworthy.');
  if (has('phone')) out.push("Scam calls and texts, and attempts to move your phone number to a criminal's SIM card.");
  if (has('address')) out.push('Mail fraud, change-of-address requests and doorstep scams.');
  if (has('benefits')) out.push('Medical identity theft: claims or prescriptions billed to your health plan.');
  if (has('employment')) out.push('Payroll diversion and fake HR emails that ask you to "confirm" your bank details.');
  if (has('card')) out.push('Card-not-present purchases with the exposed card.');
  const status = disclose('employment.employeeStatus', audience, s.employment.employeeStatus);
  if (status?.shown === 'value' && isTerminatedStatus(status.value))
    out.push('Former employers rarely watch old records, so misuse can go unnoticed for a long time.');
  return out;
}

/** Which money-related kinds leaked, in words (never their values). */
export function financialNotes(s: DisclosureSource): string[] {
  const notes: string[] = [];
  if (s.card) notes.push('A payment card number was exposed: ask your bank to replace the card.');
  if (s.employment.salary) notes.push('Salary details were exposed; they make payroll and loan scams more convincing.');
  if (s.benefits.payrollDeduction) notes.push('Payroll deduction details were exposed.');
  return notes;
}
