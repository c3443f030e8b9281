// PostgreSQL's search column (ADR 0140): one unweighted tsvector, `search_terms`, whose lexemes
// carry their key group as a one-letter tag: "nsmith" is "smith" in the name, "csmith" in the
// contact keys, "psmith" in the place. A query names the groups it searches by the tags it asks
// for ("nsmith:* | psmith:*"), so GIN answers it from its entries alone: a tsquery with weight
// labels (the former layout) made GIN recheck every row it returned against the heap.
// Keys are words of letters or digits (core's tokenizer), so a tag never makes two words collide.

import type { SearchColumn, SearchKeys } from './search-keys.ts';

export const PG_GROUP_TAG: Record<SearchColumn, string> = { name: 'n', contact: 'c', place: 'p' };

/**
 * PostgreSQL refuses a lexeme of 2,048 bytes or more in array_to_tsvector (to_tsvector skipped
 * such words silently); a tagged word that long is dropped, as to_tsvector did.
 */
const MAX_LEXEME_BYTES = 2047;

/** Whether the word, tagged, is a lexeme PostgreSQL takes: counted in UTF-8 bytes (ADR 0181). */
const fitsLexeme = (word: string): boolean => word.length * 3 < MAX_LEXEME_BYTES || Buffer.byteLength(word) < MAX_LEXEME_BYTES;

/** A record's tagged words, space-separated: what `PG_SEARCH_TERMS_SQL` turns into the column. */
export function pgSearchTerms(keys: SearchKeys): string {
  const out: string[] = [];
  for (const column of ['name', 'contact', 'place'] as const) {
    const words = keys[column];
    if (!words) continue;
    const tag = PG_GROUP_TAG[column];
    for (const word of words.split(' ')) if (word && fitsLexeme(word)) out.push(tag + word);
  }
  return out.join(' ');
}

/**
 * The column's value from pgSearchTerms' text (an SQL expression around `text`): no parser and
 * no positions, duplicates merged. An empty text gives an empty vector.
 */
export const pgSearchTermsSql = (text: string): string => `array_to_tsvector(string_to_array(${text}, ' '))`;

/** The GIN index on `search_terms` (bulk-load.ts merges its pending list at the end of an import). */
export const PG_SEARCH_TERMS_INDEX = 'breach_records_search_terms_idx';
