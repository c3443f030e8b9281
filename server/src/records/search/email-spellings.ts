// A complete email address may be stored with its domain in Unicode ("ivan@пример.рф") or in
// ASCII ("ivan@xn--e1afmkfd.xn--p1ai"), as the dump had it. The public search asks its exact
// lookup for both spellings (records.service.ts); core's recordMatchesPlan then holds each record
// to the address typed.

import { domainToASCII, domainToUnicode } from 'node:url';

/** The address as typed, and with its domain spelled the other way when it has one. */
export function emailSpellings(email: string): string[] {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (at <= 0 || (!/[^\x00-\x7f]/.test(domain) && !domain.includes('xn--'))) return [email];
  const local = email.slice(0, at);
  const out = new Set([email]);
  for (const spelled of [domainToASCII(domain), domainToUnicode(domain)]) if (spelled) out.add(`${local}@${spelled}`);
  return [...out];
}
