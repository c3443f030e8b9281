import type { Kysely } from 'kysely';
import { tokens } from './20261129T0000-other-script-search-keys.ts';
import { rekeyRecords, streetKey as streetKeyBefore, type ExtraWords } from './rekey-records.ts';

// A record's name and place keys now also hold the other ways a visitor types them (ADR 0196):
// a name split by an apostrophe joined ("O'Brien" is also "obrien"), a German umlaut spelled out
// ("Müller" is also "mueller"), a US state written out as its code ("Maine" is also "me"), and a
// ZIP code a spreadsheet cut short as its five digits ("2134" is also "02134"); and a post office
// box has a street key ("PO Box 123", "P.O. Box 123" and "Box 123" are "po box 123"). This builds
// again the keys of the records with such a value; no other record's keys change. The rules are copied
// here as they stand today (core search-spellings.ts and us-states.ts): migrations never import
// application code.

const APOSTROPHE_IN_WORD = /(?<=\p{L})['’ʼ`´](?=\p{L})/gu;
const GERMAN_UMLAUT = /[äöüÄÖÜ]/g;
const UMLAUT_SPELLED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
// eslint-disable-next-line no-control-regex
const MAY_HAVE_SPELLINGS = /['’ʼ`´]|[^\x00-\x7f]/;
const SHORT_ZIP = /^\d{3,4}(?:-\d{4})?$/;
const STATE_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    alabama: 'al',
    alaska: 'ak',
    arizona: 'az',
    arkansas: 'ar',
    california: 'ca',
    colorado: 'co',
    connecticut: 'ct',
    delaware: 'de',
    'district of columbia': 'dc',
    florida: 'fl',
    georgia: 'ga',
    hawaii: 'hi',
    idaho: 'id',
    illinois: 'il',
    indiana: 'in',
    iowa: 'ia',
    kansas: 'ks',
    kentucky: 'ky',
    louisiana: 'la',
    maine: 'me',
    maryland: 'md',
    massachusetts: 'ma',
    michigan: 'mi',
    minnesota: 'mn',
    mississippi: 'ms',
    missouri: 'mo',
    montana: 'mt',
    nebraska: 'ne',
    nevada: 'nv',
    'new hampshire': 'nh',
    'new jersey': 'nj',
    'new mexico': 'nm',
    'new york': 'ny',
    'north carolina': 'nc',
    'north dakota': 'nd',
    ohio: 'oh',
    oklahoma: 'ok',
    oregon: 'or',
    pennsylvania: 'pa',
    'rhode island': 'ri',
    'south carolina': 'sc',
    'south dakota': 'sd',
    tennessee: 'tn',
    texas: 'tx',
    utah: 'ut',
    vermont: 'vt',
    virginia: 'va',
    washington: 'wa',
    'west virginia': 'wv',
    wisconsin: 'wi',
    wyoming: 'wy',
  }),
);

function nameWords(name: string | null): string[] {
  if (!name || !MAY_HAVE_SPELLINGS.test(name)) return [];
  const composed = name.normalize('NFC');
  const own = new Set(tokens(composed));
  const extra = new Set<string>();
  for (const text of [composed.replace(APOSTROPHE_IN_WORD, ''), composed.replace(GERMAN_UMLAUT, (c) => UMLAUT_SPELLED[c]!)]) {
    if (text === composed) continue;
    for (const word of tokens(text)) if (!own.has(word)) extra.add(word);
  }
  return [...extra];
}

function placeWords(state: string | null, zip: string | null): string[] {
  const out: string[] = [];
  if (state && state.length > 2) {
    const code = STATE_CODES.get(tokens(state).join(' '));
    if (code) out.push(code);
  }
  if (zip && SHORT_ZIP.test(zip.trim())) out.push(zip.trim().split('-')[0]!.padStart(5, '0'));
  return out;
}

export const extraWords: ExtraWords = (r) => ({
  name: r.full_name === '(no name)' ? [] : nameWords(r.full_name),
  place: placeWords(r.state, r.zip),
});

const PO_BOX_WORDS: readonly (readonly string[])[] = [
  ['po', 'box'],
  ['p', 'o', 'box'],
  ['post', 'office', 'box'],
  ['pob'],
  ['pobox'],
  ['box'],
];

/** A post office box's key ("PO Box 123", "P.O. Box 123", "Box 123" are "po box 123"), or undefined. */
function poBoxKey(words: readonly string[]): string | undefined {
  for (const box of PO_BOX_WORDS) {
    const number = words[box.length];
    if (number !== undefined && /^[0-9]+$/.test(number) && box.every((w, i) => words[i] === w)) return `po box ${number}`;
  }
  return undefined;
}

/** A value any of the rules above gives words or a new street key for (rebuilt, unchanged, if not). */
const readsDifferently = (text: string | null | undefined): boolean =>
  !!text && (nameWords(text).length > 0 || placeWords(text, text).length > 0 || poBoxKey(tokens(text)) !== undefined);

/** The street key: a post office box's, else as 20261129T0600 left it (it ends at a "#"). */
export function streetKey(tokenize: typeof tokens, street: string | null): string | null {
  const hash = street ? street.indexOf('#') : -1;
  const box = poBoxKey(tokenize(hash > 0 ? street!.slice(0, hash) : street));
  return box ?? streetKeyBefore(tokenize, hash > 0 ? street!.slice(0, hash) : street);
}

/** The street key before: no key for a post office box. */
function streetKeyWithoutBoxes(tokenize: typeof tokens, street: string | null): string | null {
  const hash = street ? street.indexOf('#') : -1;
  return streetKeyBefore(tokenize, hash > 0 ? street!.slice(0, hash) : street);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, readsDifferently, streetKey, extraWords);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, readsDifferently, streetKeyWithoutBoxes);
}
