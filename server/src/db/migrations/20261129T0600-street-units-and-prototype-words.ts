import type { Kysely } from 'kysely';
import { tokens } from './20261129T0000-other-script-search-keys.ts';
import { rekeyRecords, streetKey as streetKeyBefore, type Tokens } from './rekey-records.ts';

// A street's exact key (ADR 0071) left out a unit named by a word ("Apt 4B", "Suite 200") but
// kept one written "#7": "5510 Marrowbone Road #7" had the key "5510 marrowbone rd 7", so the
// visitor who typed the street, with or without "#7", found nothing. And the abbreviation
// table was read as a plain object, so the street word "constructor" found Object.prototype's
// constructor and the key held its source text. The street key now ends at a "#" after the
// street's words, and only the table's own words are abbreviated; this builds again the keys
// of the records whose street reads differently. The rule is copied here as it stands today:
// migrations never import application code.

function streetKey(tokenize: Tokens, street: string | null): string | null {
  const hash = street ? street.indexOf('#') : -1;
  return streetKeyBefore(tokenize, hash > 0 ? street!.slice(0, hash) : street);
}

/** A street with a "#" after its start, or the word "constructor" (whatever key was stored for it). */
const readsDifferently = (street: string | null | undefined): boolean =>
  !!street && (street.indexOf('#') > 0 || /constructor/i.test(street));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, readsDifferently, streetKey);
}

export async function down(): Promise<void> {
  // Nothing to undo: a key without the unit is what the code before made of "Apt 7".
}
