import { mapRow, resolveHeaders } from '@breachwatch/core';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteRecordsViaApi, importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';
import { prepareRecord, writeRecords } from '../../records/import/index.ts';
import { forgetTermStats } from '../../records/search/index.ts';
import { compactNameWordCounts, nameWordBounds } from '../../records/store/index.ts';
import { down, up } from './20261128T0200-name-word-counts.ts';

// ADR 0176: on PostgreSQL a lower bound of the records holding each name word, kept by the
// statements that insert records and by a trigger on every deletion. A bound above the truth would make a search answer "more than
// 1,000 match" and list no one where it should list them: what is checked here is that it never
// exceeds the truth, and that it is exact where a statement adds a word to several records.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

/** At least how many records hold the word in their name, by the table's bound. */
const nameWordRecordsAtLeast = async (database: ReturnType<typeof db>, word: string) =>
  (await nameWordBounds(database)).get(`n${word}`) ?? 0;
const raw = () => db() as unknown as Kysely<unknown>;

/** How many records hold the word in their name, counted from the records themselves. */
const holding = async (word: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from breach_records
        where search_terms @@ ${`n${word}`}::tsquery`.execute(db())
    ).rows[0]!.n,
  );

/** Every word the table has parts of, with its bound and the truth. */
async function boundsAndTruth(): Promise<{ word: string; bound: number; truth: number }[]> {
  const { rows } = await sql<{ lexeme: string }>`select distinct lexeme from name_word_counts order by lexeme`.execute(db());
  const out = [];
  for (const { lexeme } of rows) {
    const word = lexeme.slice(1);
    out.push({ word, bound: await nameWordRecordsAtLeast(db(), word), truth: await holding(word) });
  }
  return out;
}

const parts = async (word: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from name_word_counts where lexeme = ${`n${word}`}`.execute(db())).rows[0]!.n);

const people = (last: string, firsts: string[]) => firsts.map((first) => ({ 'First Name': first, 'Last Name': last, City: 'Dayton' }));

const removeRecords = (ids: string[]) => deleteRecordsViaApi(ctx, token, ids);

const idsOf = async (last: string) =>
  (await db().selectFrom('breach_records').select('id').where('last_name', '=', last).orderBy('seq').execute()).map((r) => r.id);

it('leaves SQLite alone: FTS5 stops counting at the cap by itself', async () => {
  if (testDatabaseKind !== 'sqlite') return;
  await up(raw());
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'name_word_counts'`.execute(db());
  expect(rows[0]!.n).toBe(0);
});

it('never counts more records than hold a name word, through imports, deletions, updates and merges', async () => {
  if (testDatabaseKind !== 'postgres') return;
  // One import statement gives four records the surname: counted exactly.
  expect((await importRowsViaApi(ctx, token, people('Okafor', ['Ada', 'Bea', 'Cyd', 'Dee']))).json()).toMatchObject({ imported: 4 });
  // Two in one statement are below what a part is written for: the bound stays under the truth.
  expect((await importRowsViaApi(ctx, token, people('Lindqvist', ['Eva', 'Fay']))).json()).toMatchObject({ imported: 2 });
  expect((await importRowsViaApi(ctx, token, people('Okafor', ['Gus']))).json()).toMatchObject({ imported: 1 });
  expect(await nameWordRecordsAtLeast(db(), 'okafor')).toBe(4);
  expect(await holding('okafor')).toBe(5);
  expect(await nameWordRecordsAtLeast(db(), 'lindqvist')).toBe(0);
  expect(await nameWordRecordsAtLeast(db(), 'dayton')).toBe(0); // a city, not a name word

  // The file import's path (COPY through staging tables, then one statement moves the rows).
  const headers = resolveHeaders(['First Name', 'Last Name', 'City']);
  const now = new Date().toISOString();
  const copied = ['Hal', 'Ivy', 'Jon', 'Kim'].map((first) =>
    prepareRecord(mapRow(headers, [first, 'Nakamura', 'Dayton']), 'copy-batch', now, ctx.app.cipher),
  );
  const client = await ctx.database.pgPool!.connect();
  try {
    await client.query('begin');
    // The fourth is already stored (same fingerprint): skipped, and not counted.
    await writeRecords({ dialect: 'postgres', pgClient: client }, copied.slice(3));
    expect(await writeRecords({ dialect: 'postgres', pgClient: client }, copied)).toMatchObject({ inserted: 3, duplicates: 1 });
    await client.query('commit');
  } finally {
    client.release();
  }
  expect([await nameWordRecordsAtLeast(db(), 'nakamura'), await holding('nakamura')]).toEqual([3, 4]);

  // The migration on a database that holds records: gone on the way down, and exact again on the way up.
  await down(raw());
  expect((await sql<{ t: string | null }>`select to_regclass('name_word_counts')::text as t`.execute(db())).rows[0]!.t).toBeNull();
  await up(raw());
  expect(await nameWordRecordsAtLeast(db(), 'okafor')).toBe(5);
  expect(await nameWordRecordsAtLeast(db(), 'nakamura')).toBe(4);

  // A deletion takes away every name word of its records, in its own transaction.
  const okafors = await idsOf('Okafor');
  expect((await removeRecords(okafors.slice(0, 2))).json()).toMatchObject({ deleted: 2 });
  expect(await nameWordRecordsAtLeast(db(), 'okafor')).toBe(3);
  expect(await holding('okafor')).toBe(3);
  // Deleting a Lindqvist (never counted) leaves a negative part: the bound is still zero.
  expect((await removeRecords((await idsOf('Lindqvist')).slice(0, 1))).json()).toMatchObject({ deleted: 1 });
  expect(await nameWordRecordsAtLeast(db(), 'lindqvist')).toBe(0);

  // An update counts the difference; one that leaves the terms alone writes nothing.
  const before = Number((await sql<{ n: string }>`select count(*) as n from name_word_counts`.execute(db())).rows[0]!.n);
  await sql`update breach_records set city = city where last_name = 'Okafor'`.execute(db());
  expect(Number((await sql<{ n: string }>`select count(*) as n from name_word_counts`.execute(db())).rows[0]!.n)).toBe(before);
  await sql`update breach_records set search_terms = search_terms || 'nzuber'::tsvector where last_name = 'Okafor'`.execute(db());
  expect(await nameWordRecordsAtLeast(db(), 'zuber')).toBe(3);

  for (const { word, bound, truth } of await boundsAndTruth()) expect({ word, bound }).toEqual({ word, bound: Math.min(bound, truth) });

  // Merging: one part per word, the same sums; a word whose sum is not positive goes.
  expect(await parts('okafor')).toBeGreaterThan(1);
  expect(await compactNameWordCounts(db())).toBeGreaterThan(0);
  expect(await parts('okafor')).toBe(1);
  expect(await nameWordRecordsAtLeast(db(), 'okafor')).toBe(3);
  expect(await parts('lindqvist')).toBe(0);
  expect((await removeRecords(await idsOf('Okafor'))).json()).toMatchObject({ deleted: 3 });
  await compactNameWordCounts(db());
  expect([await parts('okafor'), await parts('zuber'), await holding('okafor')]).toEqual([0, 0, 0]);
  for (const { word, bound, truth } of await boundsAndTruth()) expect({ word, bound }).toEqual({ word, bound: Math.min(bound, truth) });
});

it('makes a name word that 1,000 records hold common before any ANALYZE has seen it', async () => {
  if (testDatabaseKind !== 'postgres') return;
  // 1,000 records of the surname, and one whose surname merely starts with it.
  const letter = (n: number) => String.fromCharCode(97 + (Math.floor(n) % 26));
  const firsts = Array.from({ length: 1000 }, (_, i) => `Given${letter(i)}${letter(i / 26)}${letter(i / 676)}`);
  expect((await importRowsViaApi(ctx, token, people('Quennell', firsts))).json()).toMatchObject({ imported: 1000 });
  expect((await importRowsViaApi(ctx, token, people('Quennellby', ['Lena']))).json()).toMatchObject({ imported: 1 });
  // Nothing analysed: the statistics list no common word; the bound knows this one (ADR 0177).
  forgetTermStats(db());
  const found = (await ctx.app.inject({ method: 'GET', url: '/api/search?q=Quennell', remoteAddress: '198.51.100.77' })).json();
  // Asked whole, the common surname has exactly 1,000 matches, listed; as a prefix it had 1,001.
  expect(found).toMatchObject({ total: 1000, totalCapped: false });
});
