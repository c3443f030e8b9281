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

/**
 * Whole domains of other large free-mail and internet-provider mail services, each used by
 * millions: outside spec §5's families, but never an employer's. Exact domains rather than
 * brands, because their brand words ("mail", "web", "free", "orange") also begin company domains,
 * whose hint must keep hiding all but the first letter.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  // United States internet providers
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'optonline.net',
  'juno.com',
  // United Kingdom, Canada, Australia
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'talktalk.net',
  'ntlworld.com',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'bigpond.com',
  'optusnet.com.au',
  // Europe
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'ziggo.nl',
  'kpnmail.nl',
  'skynet.be',
  'telenet.be',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'seznam.cz',
  'email.cz',
  'centrum.cz',
  'abv.bg',
  // Russia, Ukraine
  'mail.ru',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'ukr.net',
  'i.ua',
  // Asia, Latin America
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'nate.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'rediffmail.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  // independent services
  'mail.com',
]);

/**
 * Personal mail services too small for their whole domain to hide a person among millions: never
 * an employer's, but their hint keeps only the domain's first letter (ADR 0187).
 */
export const SMALL_PERSONAL_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'posteo.de',
  'mailbox.org',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hushmail.com',
]);

/** Second-level labels of country suffixes such as co.uk, com.br, ne.jp. */
const COUNTRY_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ne', 'or']);

/**
 * True when the domain is a free-mail provider's: brand.tld or brand.co.xx style (gmail.com,
 * yahoo.co.uk, proton.me, hotmail.com.br), or one of FREE_MAIL_DOMAINS (mail.ru, comcast.net).
 * Subdomains of a company (me.acme.com) are not matched.
 */
export function isFreeMailDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, '');
  if (FREE_MAIL_DOMAINS.has(name)) return true;
  const labels = name.split('.');
  if (labels.length === 2) return FREE_MAIL_BRANDS.has(labels[0]!);
  if (labels.length === 3) {
    return FREE_MAIL_BRANDS.has(labels[0]!) && COUNTRY_SECOND_LEVEL.has(labels[1]!) && labels[2]!.length === 2;
  }
  return false;
}

/** Free mail, or a smaller personal mail service: an address there is never a work address. */
export function isPersonalMailDomain(domain: string): boolean {
  return isFreeMailDomain(domain) || SMALL_PERSONAL_MAIL_DOMAINS.has(domain.trim().toLowerCase().replace(/\.$/, ''));
}

/** The first email whose domain is not personal mail, or undefined. */
export function inferWorkEmail(emails: readonly (string | null | undefined)[]): string | undefined {
  for (const raw of emails) {
    const email = (raw ?? '').trim();
    const at = email.lastIndexOf('@');
    if (at <= 0 || at === email.length - 1) continue;
    if (!isPersonalMailDomain(email.slice(at + 1))) return email;
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
