import type { Kysely } from 'kysely';
import { tokens } from './20261129T1200-invisible-characters-in-words.ts';
import { extraWords } from './20261129T1400-ordinal-street-names.ts';
import { placeShaped } from './20261129T1900-withheld-place-words.ts';
import { streetKey } from './20261201T0100-street-first-keys.ts';
import { rekeyRecordIds, type NameSplit } from './rekey-records.ts';

// An email address or phone number inside a name (a sign-up list's user name in its Name column)
// is shown to the public only as its field is (ADR 0246), but its words were keyed as name words,
// which the public search reads as prefixes: "quin", "quint", ... beside the rest of the name
// spelled out the address the card hides behind its hint. They are now contact words, which only
// the admin search reads (ADR 0265). This builds again the keys of the records whose name holds
// such a value; no other record's keys change. The patterns are copied as they stand today (core
// disclosure/contacts-in-name.ts contactsInName): migrations never import application code.

const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;
const PHONE_IN_TEXT = /\+?\p{Nd}(?:[ ().-]*\p{Nd}){6,}/gu;

export const contactsInName: NameSplit = (value) => {
  const contacts: string[] = [];
  const take = (found: string) => {
    contacts.push(found);
    return ' ';
  };
  return { rest: value.replace(EMAIL_IN_TEXT, take).replace(PHONE_IN_TEXT, take), contacts };
};

const PAGE = 5000;

/** The ids of the records whose name holds an email address or a phone number, read once in pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
async function recordsWithContactsInNames(db: Kysely<any>): Promise<string[]> {
  const ids: string[] = [];
  for (let after = 0; ; ) {
    const page = (await db
      .selectFrom('breach_records')
      .select(['seq', 'id', 'full_name'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute()) as { seq: number | string; id: string; full_name: string | null }[];
    if (page.length === 0) return ids;
    after = Number(page[page.length - 1]!.seq);
    for (const r of page) if (r.full_name && contactsInName(r.full_name).contacts.length > 0) ids.push(r.id);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithContactsInNames(db), streetKey, extraWords, placeShaped, contactsInName);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecordIds(db, tokens, await recordsWithContactsInNames(db), streetKey, extraWords, placeShaped);
}
