import type { Kysely } from 'kysely';
import { tokens as tokensBefore } from './20261129T0000-other-script-search-keys.ts';
import { extraWords as extraWordsBefore, streetKey as streetKeyBefore } from './20261129T1000-search-spellings.ts';
import { rekeyRecords, type ExtraWords, type Tokens } from './rekey-records.ts';

// The search tokenizer now reads the invisible format characters that pasted text carries
// inside words as nothing (ADR 0208): "Ba\u200Bker" was keyed as "ba ker" and found by neither
// "Baker" nor its prefix. Every format character (Unicode Cf) but the zero-width non-joiner,
// which Persian writes between the parts of a name, is taken out before the tokenizer of
// 20261129T0000 runs. This builds again the keys of the records holding one; no other record's
// keys change. The rule is copied here as it stands today (core tokenize.ts): migrations never
// import application code.

const INVISIBLE_IN_WORDS = /(?!\u200c)\p{Cf}/gu;
const HAS_INVISIBLE = /(?!\u200c)\p{Cf}/u;

const visibleOnly = (text: string): string => text.replace(INVISIBLE_IN_WORDS, '');

export const tokens: Tokens = (text) => tokensBefore(text ? visibleOnly(text) : text);

const holdsInvisible = (text: string | null | undefined): boolean => !!text && HAS_INVISIBLE.test(text);

// The other spellings of 20261129T1000, read from the name and place without the invisible
// characters, as the tokenizer now reads them.
export const extraWords: ExtraWords = (r) =>
  extraWordsBefore({ full_name: visibleOnly(r.full_name), state: r.state && visibleOnly(r.state), zip: r.zip && visibleOnly(r.zip) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokens, holdsInvisible, streetKeyBefore, extraWords);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await rekeyRecords(db, tokensBefore, holdsInvisible, streetKeyBefore, extraWordsBefore);
}
