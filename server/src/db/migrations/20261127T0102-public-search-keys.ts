import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// The public search matches only what a visitor typed in full (decisions.md §1). Street words
// move from the "place" key group (which the public search may narrow by) to the "contact"
// group (admin search only), and each record gets the exact key a complete street address is
// found by (street_key, indexed). The keys of records stored before are rebuilt from their
// stored columns. The tokenizer and street rules are copied here as they stand today:
// migrations never import application code, which may change later.

const WORD = /[a-z]+|[0-9]+/g;
const COMBINING = /[\u0300-\u036f]/g;
const NO_NAME = '(no name)';
const CHUNK = 2000;

function tokens(text: string | null | undefined): string[] {
  if (!text) return [];
  let lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(lower)) lower = lower.normalize('NFKD').replace(COMBINING, '');
  return lower.match(WORD) ?? [];
}

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
const UNIT_WORDS = new Set([
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

function streetKey(street: string | null): string | null {
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

function keysOf(r: RecordRow, emails: string[], phoneDigits: string[]): [string, string, string] {
  const name = !r.full_name || r.full_name.trim() === '' || r.full_name === NO_NAME ? '' : tokens(r.full_name).join(' ');
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
  contact.push(...tokens(r.street));
  const place = [r.city, r.state, r.zip, r.county].flatMap(tokens);
  return [name, contact.join(' '), place.join(' ')];
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema.alterTable('breach_records').addColumn('street_key', 'text').execute();
  await db.schema.createIndex('breach_records_street_key_idx').on('breach_records').column('street_key').execute();
  for (let after = 0; ; ) {
    const records = (await db
      .selectFrom('breach_records')
      .select(['seq', 'id', 'full_name', 'street', 'city', 'state', 'zip', 'county'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(CHUNK)
      .execute()) as RecordRow[];
    if (records.length === 0) return;
    after = Number(records[records.length - 1]!.seq);
    const ids = records.map((r) => r.id);
    const emails = groupBy(
      await db.selectFrom('record_emails').select(['record_id', 'email as value']).where('record_id', 'in', ids).execute(),
    );
    const phones = groupBy(
      await db.selectFrom('record_phones').select(['record_id', 'digits as value']).where('record_id', 'in', ids).execute(),
    );
    const rows = records.map(
      (r) => [Number(r.seq), ...keysOf(r, emails.get(r.id) ?? [], phones.get(r.id) ?? []), streetKey(r.street)] as const,
    );
    const values = sql.join(rows.map(([seq, name, contact, place, key]) => sql`(${seq}, ${name}, ${contact}, ${place}, ${key})`));
    if (sqlite) {
      await sql`delete from record_search where rowid in (${sql.join(rows.map((r) => r[0]))})`.execute(db);
      await sql`insert into record_search (rowid, name, contact, place) values ${sql.join(rows.map(([seq, name, contact, place]) => sql`(${seq}, ${name}, ${contact}, ${place})`))}`.execute(
        db,
      );
      await sql`update breach_records set street_key = k.column5 from (values ${values}) as k where breach_records.seq = k.column1`.execute(
        db,
      );
    } else {
      await sql`update breach_records as b set street_key = k.street_key, search_vector =
          setweight(to_tsvector('simple', k.name), 'A') || setweight(to_tsvector('simple', k.contact), 'B') || setweight(to_tsvector('simple', k.place), 'C')
        from (values ${values}) as k (seq, name, contact, place, street_key) where b.seq = k.seq::bigint`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('breach_records_street_key_idx').ifExists().execute();
  await db.schema.alterTable('breach_records').dropColumn('street_key').execute();
}
