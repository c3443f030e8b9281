// Search keys: the same tokenizer builds the index and reads the query, so both databases see
// identical tokens (lowercase ASCII letters and digits; accents folded; everything else splits).
// A record has three key groups: name, contact (email parts and phone digits) and place
// (street, city, state, zip, county).

import { isNoName, type NormalizedRecord } from '@breachwatch/core';

export interface SearchKeys {
  name: string;
  contact: string;
  place: string;
}

// Letters and digits are separate tokens ("osinski1" -> "osinski", "1"): generated email
// addresses append numbers to names, and as whole tokens those made millions of distinct terms
// that every name prefix query had to expand over.
const WORD = /[a-z]+|[0-9]+/g;
const DIGITS = /^[0-9]+$/;
const COMBINING = /[\u0300-\u036f]/g;

export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  let lower = text.toLowerCase();
  // Only pay for Unicode folding when the text has non-ASCII characters ("José" -> "jose").
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(lower)) lower = lower.normalize('NFKD').replace(COMBINING, '');
  return lower.match(WORD) ?? [];
}

/** National digits of a phone: a leading US "1" of an 11-digit number is dropped. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The part of an address before its last "@" (all of it when there is none). */
export function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** The record values the search keys are built from (at import, and again to rank a search's matches). */
export type SearchKeySource = Pick<NormalizedRecord, 'fullName' | 'emails' | 'phones'> & {
  address: Pick<NormalizedRecord['address'], 'street' | 'city' | 'state' | 'zip' | 'county'>;
};

export type SearchColumn = keyof SearchKeys;
export const SEARCH_COLUMNS: readonly SearchColumn[] = ['name', 'contact', 'place'];

/** The words of one key group of a record, as the index holds them. */
export function keyWords(rec: SearchKeySource, column: SearchColumn): string[] {
  if (column === 'name') return isNoName(rec.fullName) ? [] : tokenize(rec.fullName);
  const out: string[] = [];
  if (column === 'place') {
    const a = rec.address;
    for (const value of [a.street, a.city, a.state, a.zip, a.county]) for (const word of tokenize(value)) out.push(word);
    return out;
  }
  // Only the local part: a domain is searched as "@domain" (record_emails), and as words the
  // company names in work domains ("smith-llc") matched every person of that surname.
  for (const email of rec.emails) for (const word of tokenize(emailLocalPart(email))) out.push(word);
  for (const phone of rec.phones) {
    const d = phoneDigits(phone);
    if (d.length < 3) continue;
    out.push(d);
    // The local seven digits, so "555-1234" finds "(617) 555-1234".
    if (d.length >= 10) out.push(d.slice(-7));
  }
  return out;
}

export function buildSearchKeys(rec: SearchKeySource): SearchKeys {
  return { name: keyWords(rec, 'name').join(' '), contact: keyWords(rec, 'contact').join(' '), place: keyWords(rec, 'place').join(' ') };
}

export type SearchKind = 'text' | 'email' | 'number';

export interface SearchPlan {
  kind: SearchKind;
  /** email searches: a lowercase prefix of the address, or of the domain when `domainOnly` */
  emailPrefix?: string;
  domainOnly?: boolean;
  /** Every token must match (as a prefix); `columns` limits where. */
  tokens: string[];
  columns: readonly SearchColumn[] | null;
}

const MAX_QUERY_TOKENS = 8;
const PHONE_LIKE = /^[\d\s().+\-/]+$/;

/**
 * What a query asks for: an email (anything with "@": matched in the contact keys), a number
 * (digits and phone punctuation only: a phone in any formatting, or a zip), or text (names and
 * places, tokens in any order, each a prefix). Undefined when nothing searchable remains.
 */
export function planSearch(query: string): SearchPlan | undefined {
  const q = query.trim();
  if (q.includes('@')) {
    // Emails are matched as prefixes of the stored addresses (record_emails), not through the
    // token index: "com" and "example" occur in nearly every record and would be slow there.
    const value = q
      .toLowerCase()
      .replace(/^mailto:/, '')
      .replace(/\s+/g, '');
    const domainOnly = value.startsWith('@');
    const emailPrefix = domainOnly ? value.slice(1) : value;
    if (emailPrefix.length < 2) return undefined;
    return { kind: 'email', tokens: [], columns: ['contact'], emailPrefix, domainOnly };
  }
  if (PHONE_LIKE.test(q)) {
    const digits = phoneDigits(q);
    if (digits.length >= 3) return { kind: 'number', tokens: [digits], columns: ['contact', 'place'] };
  }
  const tokens = tokenize(q).slice(0, MAX_QUERY_TOKENS);
  return tokens.length ? { kind: 'text', tokens, columns: null } : undefined;
}

/**
 * Whether a token matches as a prefix too. In text queries a number is a whole token (a
 * street or house number, the digits of an address): as a prefix, "5" would expand over every
 * phone, zip and number in the index. Phone and zip queries (kind "number") are prefixes.
 */
export function matchesPrefix(plan: SearchPlan, token: string): boolean {
  return plan.kind !== 'text' || !DIGITS.test(token);
}

/**
 * How much a hit in each key group counts when ranking: bm25's column weights on SQLite and the
 * JavaScript ranking (search-rank.ts). PostgreSQL's ts_rank has its own weights for labels A > B > C.
 */
export const COLUMN_WEIGHTS = { name: 10, contact: 4, place: 2 } as const;

function ftsExpression(plan: SearchPlan, phrase: (token: string) => string): string {
  const body = plan.tokens.map((t) => (matchesPrefix(plan, t) ? phrase(t) : `"${t}"`)).join(' AND ');
  return plan.columns ? `{${plan.columns.join(' ')}} : (${body})` : body;
}

/** FTS5 MATCH expression for finding and counting the matches: each token as a prefix phrase. */
export function toFtsMatch(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `"${t}"*`);
}

/**
 * FTS5 MATCH expression for ranking with bm25: the same matches, but a whole word also matches
 * the exact phrase, so whole-word hits rank above prefix-only hits. bm25 then scans every
 * phrase's list a second time (for its rarity), which is why small result sets are ranked in
 * JavaScript instead (search-rank.ts).
 */
export function toFtsQuery(plan: SearchPlan): string {
  return ftsExpression(plan, (t) => `("${t}" OR "${t}"*)`);
}

const PG_WEIGHT = { name: 'A', contact: 'B', place: 'C' } as const;

/** to_tsquery text: tokens are [a-z0-9] only, so they need no quoting. */
export function toTsQuery(plan: SearchPlan): string {
  const labels = plan.columns ? plan.columns.map((c) => PG_WEIGHT[c]).join('') : '';
  const suffix = labels ? `:${labels}` : '';
  return plan.tokens.map((t) => (matchesPrefix(plan, t) ? `(${t}${suffix} | ${t}:*${labels})` : `${t}${suffix}`)).join(' & ');
}
