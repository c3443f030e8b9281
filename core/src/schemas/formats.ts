// The email and domain shapes of spec §5, shared by the scan and contact forms and the server.
// Deliberately plain: they catch typos, they do not try to be RFC 5322 (see the validator.js
// comparison in formats.test.ts for every case where we decide differently).

import punycode from 'punycode/punycode.js';

/** Maximum length of one domain label (spec §9). */
export const DOMAIN_LABEL_MAX = 63;
export const DOMAIN_MAX = 253;
export const EMAIL_MAX = 254;
/** RFC 5321 limit on the local part, in bytes of UTF-8. */
export const EMAIL_LOCAL_MAX_BYTES = 64;

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// The final part is letters; its punycode (xn--) form is the ASCII spelling of a letters-only
// internationalised TLD, so it is accepted too.
const TLD_RE = /^(?:[a-z]{2,}|xn--[a-z0-9-]*[a-z0-9])$/i;

/**
 * Dot-separated labels of ASCII letters, digits and hyphens, each 1-63 chars, not starting or
 * ending with a hyphen, ending in a part of 2+ letters: "example.com", "mail.example.co.uk".
 */
export function isDomainName(value: string): boolean {
  if (value.length === 0 || value.length > DOMAIN_MAX) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > DOMAIN_LABEL_MAX || !LABEL_RE.test(label)) return false;
  }
  return TLD_RE.test(labels[labels.length - 1]!);
}

// Unquoted local part: letters and digits of any script (people type accented names) plus the
// RFC 5322 atext symbols; dots only between characters.
const LOCAL_RE = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;

function utf8Length(value: string): number {
  let n = 0;
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * name@host.tld with no spaces, one "@", and a host that passes isDomainName (so its last part
 * has 2+ letters).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  if (utf8Length(local) > EMAIL_LOCAL_MAX_BYTES || !LOCAL_RE.test(local)) return false;
  return isDomainName(value.slice(at + 1));
}

// A domain as people type it in their own script: letters, marks and digits of any script,
// hyphens, and the dots IDNA reads as dots (ideographic and full-width ones too).
const UNICODE_DOMAIN_RE = /^[\p{L}\p{M}\p{N}\-.\u3002\uff0e\uff61]+$/u;

/**
 * A domain in ASCII, as mail servers, DNS and most dumps spell it: "пример.рф" ->
 * "xn--e1afmkfd.xn--p1ai" (IDNA with UTS 46 mapping, through the URL parser every runtime has).
 * A domain already in ASCII is returned as it is; undefined when neither spelling is a domain
 * name (isDomainName).
 */
export function domainAsciiForm(value: string): string | undefined {
  // Longer than any domain in either spelling: refused before the URL parser reads it all.
  if (value.length > DOMAIN_MAX) return undefined;
  if (isDomainName(value)) return value;
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(value) || !UNICODE_DOMAIN_RE.test(value)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${value}/`).hostname;
  } catch {
    return undefined;
  }
  return isDomainName(host) ? host : undefined;
}

/**
 * The address with its domain in ASCII (domainAsciiForm): "ivan@пример.рф" ->
 * "ivan@xn--e1afmkfd.xn--p1ai". An address already in ASCII is returned as it is; undefined
 * when neither spelling is an address. The local part is never changed.
 */
export function emailAsciiForm(value: string): string | undefined {
  if (value.length > EMAIL_MAX) return undefined;
  if (isEmailAddress(value)) return value;
  const at = value.lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = domainAsciiForm(value.slice(at + 1));
  if (domain === undefined) return undefined;
  const ascii = `${value.slice(0, at)}@${domain}`;
  return isEmailAddress(ascii) ? ascii : undefined;
}

/**
 * Equal, or one address with its domain spelled in its own script on one side and in ASCII on
 * the other ("olga@пример.рф", "olga@xn--e1afmkfd.xn--p1ai"). Compare lower-cased values.
 */
export function sameEmailAddress(a: string, b: string): boolean {
  if (a === b) return true;
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(a + b)) return false;
  const ascii = emailAsciiForm(a);
  return ascii !== undefined && emailAsciiForm(b) === ascii;
}

/** An address with its domain in ASCII or in its own script (ADR 0183): what the forms accept. */
export const isInternationalEmailAddress = (value: string): boolean => emailAsciiForm(value) !== undefined;

/** A domain in ASCII or in its own script (ADR 0183). */
export const isInternationalDomainName = (value: string): boolean => domainAsciiForm(value) !== undefined;

/**
 * A domain as its owner writes it: each ASCII-spelled label ("xn--...") decoded to its own
 * script, "xn--e1afmkfd.xn--p1ai" -> "пример.рф". For display only. A label is decoded only when
 * the result spells back to the same ASCII form, so a malformed or non-IDNA "xn--" label (or one
 * that decodes to characters a domain cannot hold) is shown as stored.
 */
export function domainUnicodeForm(ascii: string): string {
  const value = ascii.toLowerCase();
  if (!value.includes('xn--')) return ascii;
  const labels = value.split('.').map((label) => {
    if (!label.startsWith('xn--')) return label;
    try {
      const decoded = punycode.decode(label.slice(4));
      return decoded !== '' && domainAsciiForm(`${decoded}.example`) === `${label}.example` ? decoded : label;
    } catch {
      return label;
    }
  });
  return labels.join('.');
}
