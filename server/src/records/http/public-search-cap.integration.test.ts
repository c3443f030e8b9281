import { PUBLIC_MATCH_CAP, TOO_MANY_MATCHES_NOTE } from '@breachwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteRecordsViaApi, importRowsViaApi, KNOWN_ROW } from '../../../test/records-test-helpers.ts';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/test-context.ts';
import { forgetTermStats } from '../search/index.ts';

// ADR 0130: a public search counts its matches only up to PUBLIC_MATCH_CAP. Past it the answer
// says "more than 1,000", lists no one and asks for more of the name. Below it, a search with
// many matches shows its best page from a bounded candidate set: whole-word matches ("Smith")
// before prefix-only ones ("Smithson"). The disclosure rules are the same as for any other
// answer: masked cards, and every record shown counts against the client's hour.

let ctx: TestContext;
let token: string;
const PREFIX_ONLY = PUBLIC_MATCH_CAP + 20;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const fillers = Array.from({ length: PREFIX_ONLY }, (_, i) => ({
    'First Name': `Pat${String.fromCharCode(97 + (i % 26))}`,
    'Last Name': 'Smithson',
    // a record of its own (no dedupe); emails are not among the public search's words
    Email: `filler${i}@example.org`,
    City: i % 2 ? 'Elsewhere' : 'Springfield',
  }));
  const smiths: Record<string, string>[] = [
    { 'First Name': 'Jane', 'Last Name': 'Smith', City: 'Springfield', State: 'IL', Zip: '62704' },
    { 'First Name': 'Jon', 'Last Name': 'Smith', City: 'Elsewhere' },
    { 'First Name': 'Ann', 'Last Name': 'Smithsonite', City: 'Elsewhere' },
  ];
  const res = await importRowsViaApi(ctx, token, [...fillers, ...smiths, KNOWN_ROW]);
  expect(res.json()).toMatchObject({ ok: true, imported: PREFIX_ONLY + 4 });
}, 120_000);
afterAll(async () => ctx.close());

const search = async (q: string, ip = '203.0.113.7') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: ip })).json();

it('counts a common name only up to the cap, lists no one, and asks for more of the name', async () => {
  const body = await search('smith');
  expect(body).toMatchObject({ ok: true, total: PUBLIC_MATCH_CAP, totalCapped: true, results: [] });
  expect(body.notes).toContain(TOO_MANY_MATCHES_NOTE);
});

it('counts exactly, without the note, once the query is narrow enough', async () => {
  const body = await search('smith springfield', '203.0.113.8');
  expect(body).toMatchObject({ total: PREFIX_ONLY / 2 + 1, totalCapped: false });
  expect(body.notes).not.toContain(TOO_MANY_MATCHES_NOTE);
  expect(body.results).toHaveLength(body.limit);
  // The whole-word surname comes first, though 510 "Smithson" records there match too.
  expect(body.results[0].name).toBe('Jane Smith');

  const one = await search('jane smith', '203.0.113.8');
  expect(one).toMatchObject({ total: 1, totalCapped: false, notes: [] });
});

it('matches a word over 1,000 records hold whole as itself, a partial word as a prefix', async () => {
  // PostgreSQL knows its common words from the table's statistics (ADR 0141): an import through
  // the console leaves the analysing to autovacuum, so the test does it, as a big file import does.
  if (testDatabaseKind === 'postgres') {
    await sql`analyze breach_records`.execute(ctx.database.db);
    forgetTermStats(ctx.database.db);
  }
  // "smithson" is common here (1,020 records): its prefix would read all their lists, and add
  // few, so it is itself ("Smithsonite" is not found by it), on both databases.
  expect(await search('ann smithson', '203.0.113.11')).toMatchObject({ total: 0 });
  // "smithso" is no one's word: a prefix, as typed.
  const partial = await search('ann smithso', '203.0.113.11');
  expect(partial).toMatchObject({ total: 1 });
  expect(partial.results[0].name).toBe('Ann Smithsonite');
  // "smith" is rare here (3 records): still a prefix, so the Smithsons count too.
  expect(await search('smith', '203.0.113.11')).toMatchObject({ totalCapped: true });
});

it('keeps the public rules past the cap: a place word alone lists no one, cards stay masked', async () => {
  // "springfield" is the city of ~510 records, but the public search needs a name word.
  const place = await search('springfield', '203.0.113.9');
  expect(place).toMatchObject({ total: 0, totalCapped: false, results: [] });

  const body = await search('smith springfield', '203.0.113.10');
  const text = JSON.stringify(body.results);
  expect(text).not.toContain('912-34-5678');
  for (const r of body.results) expect(Object.keys(r).sort()).toEqual(Object.keys(body.results[0]).sort());
});

it('counts the shown records against the client hour as any other answer does', async () => {
  const ip = '198.51.100.20';
  const first = await search('smith springfield', ip);
  expect(first.results).toHaveLength(25);
  const access = await ctx.app.inject({ method: 'GET', url: '/api/search?q=smith%20springfield', remoteAddress: ip });
  expect(access.statusCode).toBe(200);
  // The same page again: the same records, counted once.
  expect(
    access
      .json()
      .results.map((r: { id: string }) => r.id)
      .sort(),
  ).toEqual(first.results.map((r: { id: string }) => r.id).sort());
});

const deleteSmithsons = async (count: number) => {
  const gone = await ctx.database.db.selectFrom('breach_records').select('id').where('last_name', '=', 'Smithson').limit(count).execute();
  const res = await deleteRecordsViaApi(
    ctx,
    token,
    gone.map((r) => r.id),
  );
  expect(res.json()).toMatchObject({ ok: true, deleted: count });
  // PostgreSQL's common words come from its statistics (ADR 0141): analysed as an import would.
  if (testDatabaseKind === 'postgres') {
    await sql`analyze breach_records`.execute(ctx.database.db);
    forgetTermStats(ctx.database.db);
  }
};

it('counts again after deletions, and matches a word that became rare as a prefix again', async () => {
  // "smithson" is common (1,020 records), "pat" a short prefix of every filler's first name:
  // past the cap. What the search learnt (this word is common, this search is past the cap:
  // ADR 0174, 0175) holds while records are only added, and must be forgotten on a deletion.
  expect(await search('smithson pat', '203.0.113.12')).toMatchObject({ total: PUBLIC_MATCH_CAP, totalCapped: true });
  expect(await search('ann smithson', '203.0.113.12')).toMatchObject({ total: 0 });

  // 1,000 Smithsons remain: the word is still common, and the same search now counts them all.
  await deleteSmithsons(20);
  const counted = await search('smithson pat', '203.0.113.13');
  expect(counted).toMatchObject({ total: PUBLIC_MATCH_CAP, totalCapped: false });
  expect(counted.results).toHaveLength(counted.limit);

  // 999: rare again, so a prefix, and "Smithsonite" matches it.
  await deleteSmithsons(1);
  const after = await search('ann smithson', '203.0.113.14');
  expect(after).toMatchObject({ total: 1 });
  expect(after.results[0].name).toBe('Ann Smithsonite');
});
