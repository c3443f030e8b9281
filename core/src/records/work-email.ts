// "Work Information" on the person page: an address at an employer's domain tells the person
// which employer's breach probably exposed them, so free-mail addresses are excluded.

import type { EmploymentField } from './types.ts';

/**
 * Provider brands of the free-mail families named in spec §5, with the other domains the same
 * providers hand out (googlemail, ymail, live/msn, me/mac, protonmail, zohomail, ya.ru).
 */
export const FREE_MAIL_BRANDS: ReadonlySet<string> = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'ymail',
  'rocketmail',
  'outlook',
  'hotmail',
  'live',
  'msn',
  'icloud',
  'me',
  'mac',
  'aol',
  'aim',
  'proton',
  'protonmail',
  'pm',
  'yandex',
  'ya',
  'zoho',
  'zohomail',
]);

/** Second-level labels of country suffixes such as co.uk, com.br, ne.jp. */
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ne', 'or']);

/**
 * True when the domain is a free-mail provider's: brand.tld or brand.co.xx style (gmail.com,
 * yahoo.co.uk, proton.me, hotmail.com.br). Subdomains of a company (me.acme.com) are not matched.
 */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length === 2) return FREE_MAIL_BRANDS.has(labels[0]!);
  if (labels.length === 3) {
    return FREE_MAIL_BRANDS.has(labels[0]!) && COUNTRY_SECOND_LEVEL.has(labels[1]!) && labels[2]!.length === 2;
  }
  return false;
}

/** The first email whose domain is not free mail, or undefined. */
export function inferWorkEmail(emails: readonly (string | null | undefined)[]): string | undefined {
  for (const raw of emails) {
    const email = (raw ?? '').trim();
    const at = email.lastIndexOf('@');
    if (at <= 0 || at === email.length - 1) continue;
    if (!isFreeMailDomain(email.slice(at + 1))) return email;
  }
  return undefined;
}

/**
 * One-line summary of where the person works: "Nurse, ICU at Acme Health (Boston)".
 * Undefined when the record has no employment detail.
 */
export function summarizeWorkArea(employment: Partial<Record<EmploymentField, string | null | undefined>>): string | undefined {
  const t = (v: string | null | undefined): string => (v ?? '').trim();
  const role = [t(employment.jobTitle), t(employment.department)].filter(Boolean).join(', ');
  const employer = t(employment.employer);
  const location = t(employment.location);
  let out = role && employer ? `${role} at ${employer}` : role || employer;
  if (location) out = out ? `${out} (${location})` : location;
  return out || undefined;
}

export interface WorkInfo {
  workEmail?: string;
  workArea?: string;
}

export function inferWorkInfo(record: {
  emails: readonly string[];
  employment: Partial<Record<EmploymentField, string | null | undefined>>;
}): WorkInfo {
  const info: WorkInfo = {};
  const workEmail = inferWorkEmail(record.emails);
  if (workEmail) info.workEmail = workEmail;
  const workArea = summarizeWorkArea(record.employment);
  if (workArea) info.workArea = workArea;
  return info;
}
