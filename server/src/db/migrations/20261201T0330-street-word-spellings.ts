import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords, streetOrdinals } from './20261129T1400-ordinal-street-names.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { streetKey as numberFirstStreetKey } from './20261130T0400-house-number-parts.ts';
import { streetKey as streetKeyBefore } from './20261201T0100-street-first-keys.ts';
import { contactsInName } from './20261201T0230-contact-values-in-names.ts';
import { abbreviateStreetWord, rekeyRecords } from './rekey-records.ts';
import { spellStreetShortForms, streetFirstTokens, streetWordKey } from './street-words-rule.ts';

// The written forms of a European street word now give one street key (ADR 0279): "Hauptstraße
// 12" and "Hauptstr. 12" are both "12 hauptstr", "Avenida", "Avda." and "Av." "ave", "C/ Mayor 5"
// is "Calle Mayor 5", and Poland's "ul." is left out of the key. A record stored before keeps the
// key of one written form, which a visitor typing another does not find. This builds again the
// street keys of the records whose key changes; no other record's keys change. The rules are
// copied as they stand today (street-words-rule.ts): migrations never import application code.

const isDigits = (t: string) => /^[0-9]+$/.test(t);

/** A key's words spelled as ADR 0279 spells them, or null when no street is left ("5 ul"). */
export function foldedStreetKey(key: string | null): string | null {
  if (key === null || key.startsWith('po box ')) return key;
  const words = key
    .split(' ')
    .map(streetWordKey)
    .filter((w) => w !== '');
  if (words.length < 2 || !isDigits(words[0]!) || words.slice(1).every(isDigits)) return null;
  return words.join(' ');
}

/**
 * The street key of 20261201T0100 with ADR 0279's street words: the short forms written with
 * punctuation spelled out first, a street written number last read with the new words, and every
 * word of the key spelled once. A street read number last is keyed as 20261201T0100 keys one
 * (ordinals, abbreviations); any other as 20261130T0400 did, as 20261201T0100 does.
 */
export function streetKey(tokenize: typeof tokens, stored: string | null): string | null {
  const street = stored ? spellStreetShortForms(stored) : stored;
  const hash = street ? street.indexOf('#') : -1;
  const text = hash > 0 ? street!.slice(0, hash) : street;
  const words = tokenize(text);
  const first = text && words.length > 0 && !isDigits(words[0]!) ? streetFirstTokens(tokenize, text) : undefined;
  return foldedStreetKey(first ? streetOrdinals(first).map(abbreviateStreetWord).join(' ') : numberFirstStreetKey(tokenize, street));
}

/** A value with a number, keyed differently now: only such records change. */
const keyChanges = (text: string | null | undefined): boolean =>
  Boolean(text && /[0-9]/.test(text) && streetKey(tokens, text) !== streetKeyBefore(tokens, text));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKey, extraWords, placeShaped, contactsInName);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKeyBefore, extraWords, placeShaped, contactsInName);
}
