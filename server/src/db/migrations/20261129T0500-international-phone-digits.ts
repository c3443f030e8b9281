import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';
import { tokens } from './20261129T0000-other-script-search-keys.ts';
import { rekeyRecordIds } from './rekey-records.ts';

// A phone's digits are now one spelling for every way a number is written (ADR 0188): "00971
// 50 123 4567" is "+971 50 123 4567", "+44 (0)20 7946 0958" is "+44 20 7946 0958", and
// "555-123-4567 x12" is "555-123-4567", and "555-702-2222 / 555-702-3333" is two numbers. Before,
// their digits kept the "00", the "0" and the extension, or ran the two numbers together, so a
// search for the number in its other spelling, without its extension, or for one of the two,
// missed the record. This builds again the stored digits of the phones written so (one row for
// each number of a " / " cell), and the search keys of their records; no other record changes. The rule is copied here as it stands today:
// migrations never import application code, which may change later.

const EXTENSION = /\s*(?<![a-z])(?:ext\.?|extension|x|#)\s*\d{1,6}\s*$/i;
const TRUNK_ZERO = /\(\s*0\s*\)/;
const CHUNK = 2000;

function phoneDigits(phone: string): string {
  let text = phone.trim();
  if (/[#a-z]/i.test(text)) text = text.replace(EXTENSION, '');
  const plus = text.startsWith('+');
  if ((plus || text.startsWith('00')) && text.includes('(')) text = text.replace(TRUNK_ZERO, '');
  let digits = text.replace(/\D+/g, '');
  if (!plus && digits.startsWith('00') && digits.length >= 10) digits = digits.slice(2);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

interface PhoneRow {
  record_id: string;
  phone: string;
  digits: string;
}

/** One row for each number of a " / " cell, in the original row's partition on PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function splitPhone(db: Kysely<any>, row: PhoneRow, parts: string[]): Promise<void> {
  const others = (await db
    .selectFrom('record_phones')
    .select('digits')
    .where('record_id', '=', row.record_id)
    .where('phone', '<>', row.phone)
    .execute()) as {
    digits: string;
  }[];
  const seen = new Set(others.map((o) => o.digits));
  const part = isSqlite(db) ? sql`` : sql`, part`;
  for (const phone of parts) {
    const digits = phoneDigits(phone);
    if (digits.length < 3 || seen.has(digits)) continue;
    seen.add(digits);
    await sql`insert into record_phones (record_id, phone, digits${part})
      select record_id, ${phone}, ${digits}${part} from record_phones where record_id = ${row.record_id} and phone = ${row.phone}
      limit 1`.execute(db);
  }
  await db.deleteFrom('record_phones').where('record_id', '=', row.record_id).where('phone', '=', row.phone).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  const changedRecords = new Set<string>();
  // Every phone, a page at a time in record order along the record_id index: a filter on the
  // phone's text would make each page a scan of the rest of the table. The rule decides.
  for (let after = ''; ; ) {
    const page = (await db
      .selectFrom('record_phones')
      .select(['record_id', 'phone', 'digits'])
      .where('record_id', '>', after)
      .orderBy('record_id')
      .limit(CHUNK)
      .execute()) as PhoneRow[];
    if (page.length === 0) break;
    // A record's phones may straddle pages: the next page starts after this page's last record,
    // so that record's rest is read now.
    const last = page[page.length - 1]!.record_id;
    const rest = (await db
      .selectFrom('record_phones')
      .select(['record_id', 'phone', 'digits'])
      .where('record_id', '=', last)
      .execute()) as PhoneRow[];
    after = last;
    for (const row of [...page.filter((r) => r.record_id !== last), ...rest]) {
      const parts = row.phone.split(/\s\/\s/).map((part) => part.trim());
      if (parts.length > 1) {
        await splitPhone(db, row, parts);
        changedRecords.add(row.record_id);
        continue;
      }
      const digits = phoneDigits(row.phone);
      if (digits === row.digits) continue;
      await db.updateTable('record_phones').set({ digits }).where('record_id', '=', row.record_id).where('phone', '=', row.phone).execute();
      changedRecords.add(row.record_id);
    }
  }
  await rekeyRecordIds(db, tokens, [...changedRecords]);
}

export async function down(): Promise<void> {
  // Nothing to undo: the digits and keys now hold the number as the code before would have
  // searched it when typed in its usual spelling; the code before reads them as any digits.
}
