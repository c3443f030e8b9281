import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// The search tokenizer now splits letters from digits ("osinski1" -> "osinski 1"), and an
// email contributes only its local part (domains are searched as "@domain"). The keys
// of records stored before are rebuilt from their stored columns, emails and phones, so old
// and new records answer the same queries. The tokenizer and key rules are copied here as
// they stand today: migrations never import application code, which may change later.

const WORD = /[a-z]+|[0-9]+/g;
const COMBINING = /[\u0300-\u036f]/g;
const NO_NAME = '(no name)';
const CHUNK = 2000;

function words(text: string | null | undefined): string {
  if (!text) return '';
  let lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(lower)) lower = lower.normalize('NFKD').replace(COMBINING, '');
  return (lower.match(WORD) ?? []).join(' ');
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
  const name = !r.full_name || r.full_name.trim() === '' || r.full_name === NO_NAME ? '' : words(r.full_name);
  const contact: string[] = emails.map((email) => {
    const at = email.lastIndexOf('@');
    return words(at > 0 ? email.slice(0, at) : email);
  });
  for (const d of phoneDigits) {
    contact.push(d);
    if (d.length >= 10) contact.push(d.slice(-7));
  }
  const place = [r.street, r.city, r.state, r.zip, r.county].map(words).filter(Boolean).join(' ');
  return [name, contact.filter(Boolean).join(' '), place];
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
    const rows = records.map((r) => [Number(r.seq), ...keysOf(r, emails.get(r.id) ?? [], phones.get(r.id) ?? [])] as const);
    const values = sql.join(rows.map(([seq, name, contact, place]) => sql`(${seq}, ${name}, ${contact}, ${place})`));
    if (sqlite) {
      await sql`delete from record_search where rowid in (${sql.join(rows.map((r) => r[0]))})`.execute(db);
      await sql`insert into record_search (rowid, name, contact, place) values ${values}`.execute(db);
    } else {
      await sql`update breach_records as b set search_vector =
          setweight(to_tsvector('simple', k.name), 'A') || setweight(to_tsvector('simple', k.contact), 'B') || setweight(to_tsvector('simple', k.place), 'C')
        from (values ${values}) as k (seq, name, contact, place) where b.seq = k.seq::bigint`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: keys built by the new tokenizer still match what the old one matched.
}
