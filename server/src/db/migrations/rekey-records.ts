import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// Builds the search keys again (and on PostgreSQL the tagged search terms, whose update trigger
// keeps the name-word bounds) and the exact street keys of the records a tokenizer change reads
// differently, from their stored columns, emails and phones; no other record's keys change. The
// migrations that change the tokenizer pass their own copy of it. The key and street rules are
// copied here as they stood when these migrations were written (2026-11-28): migrations never
// import application code, which may change later; a later change to these rules needs a copy
// of its own.

/** A tokenizer as a migration's day had it. */
export type Tokens = (text: string | null | undefined) => string[];
/** Whether a stored value tokenizes differently now than before: only such records change. */
export type TokensChange = (text: string | null | undefined) => boolean;

const NO_NAME = '(no name)';
const CHUNK = 2000;
/** PostgreSQL refuses a lexeme of 2,048 bytes or more (search-terms migration). */
const MAX_LEXEME_BYTES = 2047;

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  trail: 'trl',
  alley: 'aly',
  plaza: 'plz',
  center: 'ctr',
  crossing: 'xing',
  expressway: 'expy',
  freeway: 'fwy',
  heights: 'hts',
  route: 'rte',
  mount: 'mt',
  fort: 'ft',
  point: 'pt',
  saint: 'st',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt',
  'apartment',
  'unit',
  'suite',
  'ste',
  'fl',
  'floor',
  'rm',
  'room',
  'bldg',
  'building',
  'lot',
  'spc',
  'space',
  'trlr',
]);
const isDigits = (t: string) => /^[0-9]+$/.test(t);

/** A street word as a street key spells it ("street" is "st"), only the table's own words. */
export const abbreviateStreetWord = (word: string): string => (Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word]! : word);

/** The exact street key of a street line, as a migration's day built it. */
export type StreetKeyOf = (tokens: Tokens, street: string | null) => string | null;

export function streetKey(tokens: Tokens, street: string | null): string | null {
  const all = tokens(street);
  const unit = all.findIndex((t, i) => i > 0 && UNIT_WORDS.has(t));
  const words = unit === -1 ? all : all.slice(0, unit);
  if (words.length < 2 || !isDigits(words[0]!) || words.slice(1).every(isDigits)) return null;
  return words.map((t) => (Object.hasOwn(ABBREVIATIONS, t) ? ABBREVIATIONS[t]! : t)).join(' ');
}

interface RecordRow {
  seq: number;
  id: string;
  full_name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
}

/**
 * Words a record's name and place keys hold beside their own tokens, as a migration's day
 * built them (records/search/search-keys.ts, from 2026-11-29: core search-spellings.ts).
 */
export type ExtraWords = (r: { full_name: string; state: string | null; zip: string | null }) => { name: string[]; place: string[] };
const NO_EXTRA_WORDS: ExtraWords = () => ({ name: [], place: [] });

/**
 * Whether a stored place value is keyed as a place, as a migration's day decided it; before
 * 20261129T1900 every one was. One that is not is keyed as a contact word, after the street.
 */
export type PlaceShaped = (field: 'city' | 'state' | 'zip' | 'county', value: string) => boolean;
const EVERY_PLACE: PlaceShaped = () => true;

/**
 * A name as a migration's day keyed it: the part keyed as name words, and the values inside it
 * keyed as contact words (before 20261201T0230, the whole name was name words).
 */
export type NameSplit = (fullName: string) => { rest: string; contacts: string[] };
const WHOLE_NAME: NameSplit = (fullName) => ({ rest: fullName, contacts: [] });

/**
 * The part of a stored ZIP code keyed as a place word, as a migration's day read it; before
 * 20261201T0720 the whole code was. When it is less than the code, the code as stored is keyed
 * as a contact word too, after the street.
 */
export type ZipArea = (zip: string) => string;
const WHOLE_CODE: ZipArea = (zip) => zip.trim();

/** The name, contact and place keys, as records/search/search-keys.ts builds them. */
function keysOf(
  tokens: Tokens,
  r: RecordRow,
  emails: string[],
  phoneDigits: string[],
  extraWords: ExtraWords,
  placeShaped: PlaceShaped,
  nameSplit: NameSplit,
  zipArea: ZipArea,
): [string, string, string] {
  const area = (field: string, value: string | null) => (field === 'zip' && value ? zipArea(value) : value);
  const precise = (field: string, value: string | null) => field === 'zip' && !!value && zipArea(value) !== value.trim();
  const shaped = (field: 'city' | 'state' | 'zip' | 'county', value: string | null) => !value || placeShaped(field, value);
  const places = [
    ['city', r.city],
    ['state', r.state],
    ['zip', r.zip],
    ['county', r.county],
  ] as const;
  const noName = !r.full_name || r.full_name.trim() === '' || r.full_name === NO_NAME;
  const split = noName ? { rest: '', contacts: [] } : nameSplit(r.full_name);
  const extra = extraWords({
    ...r,
    full_name: noName ? r.full_name : split.rest,
    state: shaped('state', r.state) ? r.state : null,
    zip: shaped('zip', r.zip) ? r.zip : null,
  });
  const name = noName ? [] : [...tokens(split.rest), ...extra.name];
  const contact: string[] = [];
  for (const email of emails) {
    const at = email.lastIndexOf('@');
    contact.push(...tokens(at > 0 ? email.slice(0, at) : email));
  }
  for (const d of phoneDigits) {
    if (d.length < 3) continue;
    contact.push(d);
    if (d.length >= 10) contact.push(d.slice(-7));
  }
  for (const value of split.contacts) contact.push(...tokens(value));
  contact.push(...tokens(r.street));
  for (const [field, value] of places) if (!shaped(field, value) || precise(field, value)) contact.push(...tokens(value));
  const place = [...places.flatMap(([field, value]) => (shaped(field, value) ? tokens(area(field, value)) : [])), ...extra.place];
  return [name.join(' '), contact.join(' '), place.join(' ')];
}

/** PostgreSQL's tagged search terms of the keys (records/search/pg-search-terms.ts). */
function searchTerms([name, contact, place]: [string, string, string]): string {
  const out: string[] = [];
  for (const [tag, words] of [
    ['n', name],
    ['c', contact],
    ['p', place],
  ] as const) {
    for (const word of words.split(' ')) if (word && Buffer.byteLength(word) < MAX_LEXEME_BYTES) out.push(tag + word);
  }
  return out.join(' ');
}

function groupBy(rows: { record_id: string; value: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const list = out.get(row.record_id);
    if (list) list.push(row.value);
    else out.set(row.record_id, [row.value]);
  }
  return out;
}

/** Writes the keys of `changed` again, from their columns, these emails and their stored phone digits. */
async function rekeyPage(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
  db: Kysely<any>,
  tokens: Tokens,
  changed: RecordRow[],
  emails: Map<string, string[]>,
  streetKeyOf: StreetKeyOf,
  extraWords: ExtraWords,
  placeShaped: PlaceShaped,
  nameSplit: NameSplit = WHOLE_NAME,
  zipArea: ZipArea = WHOLE_CODE,
): Promise<void> {
  const phones = groupBy(
    await db
      .selectFrom('record_phones')
      .select(['record_id', 'digits as value'])
      .where(
        'record_id',
        'in',
        changed.map((r) => r.id),
      )
      .execute(),
  );
  const rows = changed.map((r) => ({
    seq: Number(r.seq),
    keys: keysOf(tokens, r, emails.get(r.id) ?? [], phones.get(r.id) ?? [], extraWords, placeShaped, nameSplit, zipArea),
    street: streetKeyOf(tokens, r.street),
  }));
  if (isSqlite(db)) {
    await sql`delete from record_search where rowid in (${sql.join(rows.map((r) => r.seq))})`.execute(db);
    await sql`insert into record_search (rowid, name, contact, place)
      values ${sql.join(rows.map(({ seq, keys: [name, contact, place] }) => sql`(${seq}, ${name}, ${contact}, ${place})`))}`.execute(db);
    for (const { seq, street } of rows) await sql`update breach_records set street_key = ${street} where seq = ${seq}`.execute(db);
  } else {
    const values = sql.join(rows.map(({ seq, keys, street }) => sql`(${seq}::bigint, ${searchTerms(keys)}::text, ${street}::text)`));
    await sql`update breach_records as b set street_key = k.street_key,
        search_terms = array_to_tsvector(string_to_array(k.terms, ' '))
      from (values ${values}) as k (seq, terms, street_key) where b.seq = k.seq`.execute(db);
  }
}

const RECORD_COLUMNS = ['seq', 'id', 'full_name', 'street', 'city', 'state', 'zip', 'county'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function emailsOf(db: Kysely<any>, ids: string[]): Promise<Map<string, string[]>> {
  return groupBy(await db.selectFrom('record_emails').select(['record_id', 'email as value']).where('record_id', 'in', ids).execute());
}

/** Reads every record once, in pages of CHUNK, and builds again the keys of those `changes` picks. */
export async function rekeyRecords(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
  db: Kysely<any>,
  tokens: Tokens,
  changes: TokensChange,
  streetKeyOf: StreetKeyOf = streetKey,
  extraWords: ExtraWords = NO_EXTRA_WORDS,
  placeShaped: PlaceShaped = EVERY_PLACE,
  nameSplit: NameSplit = WHOLE_NAME,
): Promise<void> {
  for (let after = 0; ; ) {
    const page = (await db
      .selectFrom('breach_records')
      .select([...RECORD_COLUMNS])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(CHUNK)
      .execute()) as RecordRow[];
    if (page.length === 0) return;
    after = Number(page[page.length - 1]!.seq);
    const emails = await emailsOf(
      db,
      page.map((r) => r.id),
    );
    const changed = page.filter(
      (r) => [r.full_name, r.street, r.city, r.state, r.zip, r.county].some(changes) || (emails.get(r.id) ?? []).some(changes),
    );
    if (changed.length > 0) await rekeyPage(db, tokens, changed, emails, streetKeyOf, extraWords, placeShaped, nameSplit);
  }
}

/** Builds again the keys of the records with these ids (their phones' digits changed, say). */
export async function rekeyRecordIds(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
  db: Kysely<any>,
  tokens: Tokens,
  ids: readonly string[],
  streetKeyOf: StreetKeyOf = streetKey,
  extraWords: ExtraWords = NO_EXTRA_WORDS,
  placeShaped: PlaceShaped = EVERY_PLACE,
  nameSplit: NameSplit = WHOLE_NAME,
  zipArea: ZipArea = WHOLE_CODE,
): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const page = (await db
      .selectFrom('breach_records')
      .select([...RECORD_COLUMNS])
      .where('id', 'in', chunk)
      .execute()) as RecordRow[];
    if (page.length > 0)
      await rekeyPage(db, tokens, page, await emailsOf(db, chunk), streetKeyOf, extraWords, placeShaped, nameSplit, zipArea);
  }
}
