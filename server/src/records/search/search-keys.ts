// Search keys: the same tokenizer (core's) builds the index and reads the query, so both
// databases see identical tokens. A record has three key groups:
//   name     its name words: searched by everyone, as prefixes. An email address or phone
//            number inside the name is a contact value, and its words contact words.
//   contact  what reaches or locates the person exactly: email local parts, phone digits and the
//            street's words. Only the admin search reads it: the public search matches complete
//            emails, phones and streets through their own exact keys (decisions.md §1), so a
//            part of one never narrows a public result.
//   place    city, state, ZIP code and county: what a result card shows anyway, so the public
//            search may narrow a name by it. A value not shaped like its field is withheld
//            from the card (core disclosure/value-shapes.ts), so its words are contact words. Of a
//            postcode the card shows only the area part (core postal-codes.ts): that part is
//            the place word, the code as stored a contact word (ADR 0308).

import {
  contactsInName,
  isNoName,
  joinWords,
  nameSpellingWords,
  phoneDigits,
  placeSpellingWords,
  postalCodeArea,
  shapedLikeItsField,
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
  // An email address or phone number inside the name (a sign-up list's user name) is shown only
  // as its field is (ADR 0246): its words are contact words, which only the admin search reads,
  // so a guessed word or prefix of it beside the name confirms nothing (ADR 0265).
  const nameParts = () => (isNoName(rec.fullName) ? undefined : contactsInName(rec.fullName));
  if (column === 'name') {
    const name = nameParts();
    return name ? [...tokenize(name.rest), ...nameSpellingWords(name.rest)] : [];
  }
  const out: string[] = [];
  const a = rec.address;
  if (column === 'place') {
    for (const [field, value] of placeValues(a))
      if (shaped(field, value)) for (const word of tokenize(shownPlace(field, value))) out.push(word);
    for (const word of placeSpellingWords(shapedOrNull('state', a.state), shapedOrNull('zip', a.zip))) out.push(word);
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
  for (const value of nameParts()?.contacts ?? []) for (const word of tokenize(value)) out.push(word);
  for (const word of tokenize(a.street)) out.push(word);
  // A place value the card withholds (a street in the City column, an SSN in the ZIP column):
  // keyed where only the admin searches, so "name + a guess" cannot confirm it (ADR 0230).
  // A postcode's precise part ("SW1A 1AA", "62701-1234"): the card shows a stranger its area
  // only, so "name + a guessed letter" beside the name cannot confirm the rest (ADR 0308). The
  // admin search still finds the code as stored.
  for (const [field, value] of placeValues(a))
    if (!shaped(field, value) || shownPlace(field, value) !== value?.trim()) for (const word of tokenize(value)) out.push(word);
  return out;
}

type PlaceField = 'city' | 'state' | 'zip' | 'county';
const placeValues = (a: SearchKeySource['address']): Array<[PlaceField, string | null | undefined]> => [
  ['city', a.city],
  ['state', a.state],
  ['zip', a.zip],
  ['county', a.county],
];
const shaped = (field: PlaceField, value: string | null | undefined): boolean => !value || shapedLikeItsField(field, value);
/** What a stranger's card shows of a place value: a postcode's area part, any other as stored. */
const shownPlace = (field: PlaceField, value: string | null | undefined): string | null | undefined =>
  field === 'zip' && value ? postalCodeArea(value) : value;
const shapedOrNull = (field: PlaceField, value: string | null | undefined): string | null | undefined =>
  shaped(field, value) ? value : null;

export function buildSearchKeys(rec: SearchKeySource): SearchKeys {
  return { name: joinWords(keyWords(rec, 'name')), contact: joinWords(keyWords(rec, 'contact')), place: joinWords(keyWords(rec, 'place')) };
}

/**
 * How much a hit in each key group counts when ranking: bm25's column weights on SQLite and the
 * JavaScript ranking (search-rank.ts), and PostgreSQL's ranking of many matches (postgres-search.ts).
 */
export const COLUMN_WEIGHTS = { name: 10, contact: 4, place: 2 } as const;
