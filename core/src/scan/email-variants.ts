// Addresses that reach the same inbox (spec issue 4): a plus-alias (name+tag@host) reaches
// name@host at almost every provider, and Gmail ignores dots in the local part. Matches found
// this way are found like the address itself, never shown as it, and never told apart from it
// (ADR 0218: which spelling a record holds would confirm a guess of its tag).

import { domainAsciiForm, domainUnicodeForm, sameEmailAddress } from '../schemas/formats.ts';

/** Beside every email scan that found a record of ours: the rule, never which spelling a record holds. */
export const SAME_INBOX_SCAN_NOTE =
  'Records found for your address include any that hold it with a +tag, or with dots in a Gmail address: those reach the same inbox.';

/** Gmail's two spellings of the same mailbox domain. */
const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'] as const;

export type InboxMatch = 'exact' | 'same-inbox';

function split(email: string): { local: string; domain: string } | undefined {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return undefined;
  return { local: value.slice(0, at), domain: value.slice(at + 1) };
}

const withoutTag = (local: string): string => {
  const plus = local.indexOf('+');
  return plus === -1 ? local : local.slice(0, plus);
};

export const isGmailDomain = (domain: string): boolean => (GMAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());

/**
 * The lookup key the database indexes: local part before any "+", with every dot removed,
 * then "@" and the domain ("J.Doe+shop@Example.com" -> "jdoe@example.com"). Dots are removed
 * for every domain so one index serves all; classifyInboxMatch() then drops the non-Gmail
 * candidates whose dots differ.
 */
export function inboxLookupKey(email: string): string | undefined {
  const parts = split(email);
  if (!parts) return undefined;
  return `${withoutTag(parts.local).replaceAll('.', '')}@${parts.domain}`;
}

/**
 * Every key to look up for an address: both Gmail spellings for a Gmail address, and both
 * spellings of an internationalised domain ("пример.рф" and "xn--e1afmkfd.xn--p1ai"), since a
 * dump keeps whichever its source had (ADR 0183).
 */
export function inboxLookupKeys(email: string): string[] {
  const parts = split(email);
  if (!parts) return [];
  const base = withoutTag(parts.local).replaceAll('.', '');
  const domains = isGmailDomain(parts.domain) ? [...GMAIL_DOMAINS] : domainSpellings(parts.domain);
  return domains.map((d) => `${base}@${d}`);
}

/** A domain as typed, in ASCII and in its own script: one entry for an ASCII-only domain. */
export function domainSpellings(domain: string): string[] {
  const ascii = asciiDomain(domain);
  return [...new Set([domain, ascii, domainUnicodeForm(ascii)])];
}

/**
 * An address as typed, and with its domain spelled the other way when it has two spellings
 * ("ivan@пример.рф" and "ivan@xn--e1afmkfd.xn--p1ai"): stored addresses keep the dump's spelling,
 * so an exact lookup asks for each.
 */
export function emailSpellings(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  const local = email.slice(0, at);
  return domainSpellings(email.slice(at + 1)).map((domain) => `${local}@${domain}`);
}

/** The ASCII spelling of a lower-cased domain; one that has none is kept as it is. */
function asciiDomain(domain: string): string {
  return isAscii(domain) ? domain : (domainAsciiForm(domain) ?? domain);
}

// eslint-disable-next-line no-control-regex
const isAscii = (value: string): boolean => /^[\x00-\x7f]*$/.test(value);

/**
 * The one inbox an address reaches: lower-cased, the domain in ASCII, any "+tag" dropped, and at
 * Gmail dots removed and googlemail.com read as gmail.com. Breach alerts match subscriptions on its keyed hash.
 */
export function inboxIdentity(email: string): string | undefined {
  const parts = split(email);
  if (!parts) return undefined;
  const gmail = isGmailDomain(parts.domain);
  const base = withoutTag(parts.local);
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : asciiDomain(parts.domain)}`;
}

/**
 * How a stored address relates to the one scanned: the same address (case-insensitive), a
 * variant that most likely reaches the same inbox, or unrelated (undefined).
 */
export function classifyInboxMatch(scanned: string, stored: string): InboxMatch | undefined {
  const a = scanned.trim().toLowerCase();
  const b = stored.trim().toLowerCase();
  if (a === '' || b === '') return undefined;
  if (sameEmailAddress(a, b)) return 'exact';
  const ia = inboxIdentity(a);
  return ia !== undefined && ia === inboxIdentity(b) ? 'same-inbox' : undefined;
}
