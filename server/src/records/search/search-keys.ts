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

/**
 * How much a hit in each key group counts when ranking: bm25's column weights on SQLite and the
 * JavaScript ranking (search-rank.ts). PostgreSQL's ts_rank has its own weights for labels A > B > C.
 */
export const COLUMN_WEIGHTS = { name: 10, contact: 4, place: 2 } as const;
