// Masks stronger than the spec's, for the cells of the disclosure policy that need them
// (policy.ts). Each returns undefined rather than a value it cannot mask safely.

import { isFreeMailDomain } from '../records/work-email.ts';
import { domainUnicodeForm } from '../schemas/formats.ts';

/**
 * An email address as a stranger may see it: enough for its owner to recognise it in a list,
 * too little to narrow a guess. The first character of the local part, then the domain: whole
 * for free-mail providers (millions share them), else its first character and its last label.
 * "maria.delgado@northwind-health.example" -> "m***@n***.example"; "jo@gmail.com" -> "j***@gmail.com";
 * "olga@xn--e1afmkfd.xn--p1ai" -> "o***@п***.рф".
 * The length of the address never shows.
 */
export function maskEmailHint(email: string | null | undefined): string | undefined {
  const value = (email ?? '').trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return undefined;
  const local = firstCharacter(value.slice(0, at));
  const domain = value.slice(at + 1);
  if (isFreeMailDomain(domain)) return `${local}***@${domain}`;
  // A domain stored in ASCII ("xn--e1afmkfd.xn--p1ai") is shown in its owner's script ("п***.рф").
  const shown = domainUnicodeForm(domain);
  const lastDot = shown.lastIndexOf('.');
  const tld = lastDot > 0 ? shown.slice(lastDot) : '';
  return `${local}***@${firstCharacter(shown)}***${tld}`;
}

/** The first character, whole: a letter outside the Basic Multilingual Plane is two UTF-16 units. */
function firstCharacter(value: string): string {
  return String.fromCodePoint(value.codePointAt(0)!);
}

/** As core's `isScientificNumber` reads one (not imported: the public pages' bundle would carry the import's aliases). */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?e\+?\d+$/i;

/**
 * A payment card as its owner may see it: the last four digits only ("**** 7899"). A number a
 * spreadsheet wrote in scientific notation ("4.11111E+15") lost its last digits: its own "last
 * four" would name digits of no card, so none show.
 */
export function maskCard(card: string | null | undefined): string | undefined {
  const raw = (card ?? '').trim();
  if (raw === '') return undefined;
  if (SCIENTIFIC.test(raw)) return '****';
  const digits = raw.replace(/\D+/g, '');
  return digits.length >= 8 ? `**** ${digits.slice(-4)}` : '****';
}

/** An identifier (employee number, external id): the last 2 characters, at most 6 stars before them. */
export function maskIdentifier(value: string | null | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  if (v.length <= 4) return '*'.repeat(v.length);
  return '*'.repeat(Math.min(v.length - 2, 6)) + v.slice(-2);
}

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * A leak source's address reduced to its host, defanged so it cannot be clicked or re-fanged
 * into a link to the dump: "https://paste.example/raw/abc?x" -> "hxxps://paste[.]example".
 * Credentials and ports are dropped; the path, query and fragment never show.
 */
export function defangHost(url: string | null | undefined): string | undefined {
  const value = (url ?? '').trim();
  if (value === '') return undefined;
  const m = SCHEME_RE.exec(value);
  const scheme = m ? m[1]!.toLowerCase() : '';
  let rest = m ? value.slice(m[0].length) : value;
  const end = rest.search(/[/?#\\]/);
  if (end !== -1) rest = rest.slice(0, end);
  const at = rest.lastIndexOf('@');
  if (at !== -1) rest = rest.slice(at + 1);
  const host = rest
    .replace(/:\d*$/, '')
    .replace(/\[\.\]/g, '.')
    .toLowerCase();
  if (host === '') return undefined;
  const fanged = scheme === 'http' ? 'hxxp' : scheme === 'https' ? 'hxxps' : scheme;
  return `${fanged ? `${fanged}://` : ''}${host.replaceAll('.', '[.]')}`;
}

/**
 * A link inside a leak-source name as a mail client or chat app would make it clickable: one
 * with a scheme, one starting "www.", or a host followed by a path ("paste.example/raw/abc").
 * Not preceded by a letter, digit, "@", "." or "-", so an address's domain is not one.
 */
const LINK_IN_NAME = /(?<![\p{L}\p{N}@.-])(?:[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d+)?[/?#\\]\S*)/giu;
/** Punctuation a sentence puts after a link: not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"”’»]+$/u;

/**
 * A leak-source name a dump's own rows gave, as it may be shown or mailed to anyone: each link
 * in it reduced to its defanged host, and a name that is only a link named by that host. The
 * name is the dump's text, not ours: "Acme dump at https://paste.example/raw/abc" would
 * otherwise put the path of the stolen data itself, or a phishing page, in the Exposure Report,
 * the scan and the breach alert mail, where a mail client makes it a link.
 */
export function leakSourceName(name: string): string {
  const value = name.trim();
  if (SCHEME_RE.test(value) && !/\s/.test(value)) return defangHost(value) ?? 'Linked source';
  return value.replace(LINK_IN_NAME, (link) => {
    const trailing = TRAILING_PUNCTUATION.exec(link)?.[0] ?? '';
    const bare = link.slice(0, link.length - trailing.length);
    return `${defangHost(bare) ?? 'a link'}${trailing}`;
  });
}
