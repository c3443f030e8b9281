// Search keys: the same tokenizer (core's) builds the index and reads the query, so both
// databases see identical tokens. A record has three key groups:
//   name     its name words: searched by everyone, as prefixes
//   contact  what reaches or locates the person exactly: email local parts, phone digits and the
//            street's words. Only the admin search reads it: the public search matches complete
//            emails, phones and streets through their own exact keys (decisions.md §1), so a
//            part of one never narrows a public result.
//   place    city, state, ZIP code and county: what a result card shows anyway, so the public
//            search may narrow a name by it.

import {
  isNoName,
  joinWords,
  nameSpellingWords,
  phoneDigits,
  placeSpellingWords,
  tokenize,
  type NormalizedRecord,
} from '@breachwatch/core';

export { phoneDigits, tokenize };

export interface SearchKeys {
  name: string;
  contact: string;
  place: string;
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
  // Each group also holds the other spellings of its name or place (core search-spellings.ts).
  if (column === 'name') return isNoName(rec.fullName) ? [] : [...tokenize(rec.fullName), ...nameSpellingWords(rec.fullName)];
  const out: string[] = [];
  const a = rec.address;
  if (column === 'place') {
    for (const value of [a.city, a.state, a.zip, a.county]) for (const word of tokenize(value)) out.push(word);
    for (const word of placeSpellingWords(a.state, a.zip)) out.push(word);
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
  for (const word of tokenize(a.street)) out.push(word);
  return out;
}

export function buildSearchKeys(rec: SearchKeySource): SearchKeys {
  return { name: joinWords(keyWords(rec, 'name')), contact: joinWords(keyWords(rec, 'contact')), place: joinWords(keyWords(rec, 'place')) };
}

/**
 * How much a hit in each key group counts when ranking: bm25's column weights on SQLite and the
 * JavaScript ranking (search-rank.ts), and PostgreSQL's ranking of many matches (postgres-search.ts).
 */
export const COLUMN_WEIGHTS = { name: 10, contact: 4, place: 2 } as const;
