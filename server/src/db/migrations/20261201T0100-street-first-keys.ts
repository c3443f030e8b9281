import type { Kysely } from 'kysely';
import { streetKey as streetKeyBefore } from './20261130T0400-house-number-parts.ts';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords, streetOrdinals } from './20261129T1400-ordinal-street-names.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { abbreviateStreetWord, rekeyRecords } from './rekey-records.ts';
import { streetFirstTokens } from './street-first-rule.ts';

// A street written number last ("Hauptstraße 12", "Via Roma 10", "Kerkstraat 3A", "ul.
// Marszałkowska 1/3", "Calle Mayor 5, 2º") is now keyed as its number-first form (ADR 0256). A
// record stored before has no street key for it, so its owner cannot find it by the address. This
// builds again the street keys of the records whose key changes; no other record's keys change.
// The rule is copied as it stands today (core street-first.ts, in street-first-rule.ts):
// migrations never import application code.

const isDigits = (t: string) => /^[0-9]+$/.test(t);

/**
 * The street key of 20261130T0400, with a street that does not start with its number read number
 * last first. Its number-first tokens are keyed as core's `streetKeyOfTokens` keys them (ordinals,
 * abbreviations), without the unit cuts of the number-first path: "Rue Ste Catherine 12" keeps
 * "ste", which a unit word cut would read as a suite.
 */
export function streetKey(tokenize: typeof tokens, street: string | null): string | null {
  const hash = street ? street.indexOf('#') : -1;
  const text = hash > 0 ? street!.slice(0, hash) : street;
  const words = tokenize(text);
  // A post office box ("PO Box 12") never reads as a street's name, so its key stays as before.
  const first = text && words.length > 0 && !isDigits(words[0]!) ? streetFirstTokens(tokenize, text) : undefined;
  return first ? streetOrdinals(first).map(abbreviateStreetWord).join(' ') : streetKeyBefore(tokenize, street);
}

/** A value with a number that does not start with one, keyed differently now: only such records change. */
const keyChanges = (text: string | null | undefined): boolean => {
  if (!text || !/[0-9]/.test(text) || isDigits(tokens(text)[0] ?? '')) return false;
  return streetKey(tokens, text) !== streetKeyBefore(tokens, text);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKey, extraWords, placeShaped);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, keyChanges, streetKeyBefore, extraWords, placeShaped);
}
