import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords } from './20261129T1400-ordinal-street-names.ts';
import { streetKey } from './20261129T1600-street-unit-numbers.ts';
import { rekeyRecordIds, type PlaceShaped } from './rekey-records.ts';

// A place value not shaped like its field (a street typed into the City column, an SSN shifted
// into the ZIP column) is shown to the public only as its kind (ADR 0224), but its words were
// still keyed as place words, so "name + a guessed street" confirmed it. They are now keyed as
// contact words, which only the admin search reads (ADR 0230). This builds again the keys of
// the records holding such a value; no other record's keys change. The shapes are copied here
// as they stand today (core disclosure/value-shapes.ts VALUE_SHAPES): migrations never import
// application code.

const DIGIT_OR_AT = /[\p{Nd}@]/u;
const isPlaceName = (value: string): boolean => !DIGIT_OR_AT.test(value);
const POSTAL_CODE = /^[\p{L}\p{Nd}](?:[ -]?[\p{L}\p{Nd}])+$/u;
const POSTAL_CODE_MAX = 10;
const LONG_DIGIT_RUN = /\p{Nd}{9}/u;
const isPostalCode = (value: string): boolean => value.length <= POSTAL_CODE_MAX && POSTAL_CODE.test(value) && !LONG_DIGIT_RUN.test(value);

export const placeShaped: PlaceShaped = (field, value) => {
  const trimmed = value.trim();
  return field === 'zip' ? isPostalCode(trimmed) : isPlaceName(trimmed);
};

const PAGE = 5000;

interface PlaceRow {
  seq: number | string;
  id: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
}

const holdsWithheldPlace = (r: PlaceRow): boolean =>
  (['city', 'state', 'zip', 'county'] as const).some((field) => {
    const value = r[field];
    return Boolean(value && value.trim() !== '' && !placeShaped(field, value));
  });

/** The ids of the records holding a place value not shaped like its field, read once in pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function recordsWithWithheldPlaces(db: Kysely<any>): Promise<string[]> {
  const ids: string[] = [];
  for (let after = 0; ; ) {
    const page = (await db
      .selectFrom('breach_records')
      .select(['seq', 'id', 'city', 'state', 'zip', 'county'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute()) as PlaceRow[];
    if (page.length === 0) return ids;
    after = Number(page[page.length - 1]!.seq);
    for (const r of page) if (holdsWithheldPlace(r)) ids.push(r.id);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithWithheldPlaces(db), streetKey, extraWords, placeShaped);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithWithheldPlaces(db), streetKey, extraWords);
}
