import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261129T1900-withheld-place-words.ts';

// Records keyed before ADR 0230 held the words of a place value the card withholds (a street in
// the City column, nine digits in the ZIP column) as place words, so "name + a guessed street"
// confirmed it to a stranger. The migration keys them again, on both databases, as contact words
// the admin search still reads; records whose places are shaped like places keep their keys.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q);

it('keys withheld place words where only the admin search reads them; place words still narrow', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'City', 'State', 'Zip']);
  const now = new Date().toISOString();
  const row = (first: string, last: string, city: string, state: string, zip: string) =>
    prepareRecord(mapRow(headers, [first, last, city, state, zip]), 'batch-1', now, ctx.app.cipher);
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Wynn', 'Guessme', '77 Larch Lane', 'IL', '60601'),
        row('Pia', 'Placed', 'Peoria', 'IL', '61602'),
      ]),
    );
  const token = await ctx.signIn();
  const adminSearch = async (q: string): Promise<string> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  // The keys the code before stored.
  await down(ctx.database.db);
  expect(await search('Wynn Guessme Larch Lane')).toEqual(['Wynn Guessme']);

  await up(ctx.database.db);
  expect(await search('Wynn Guessme Larch Lane')).toEqual([]);
  expect(await search('Wynn Guessme 60601')).toEqual(['Wynn Guessme']);
  expect(await adminSearch('Larch Lane')).toContain('Wynn Guessme');
  // A record whose places are places: found by them as before.
  expect(await search('Pia Placed Peoria')).toEqual(['Pia Placed']);
  expect(await search('Pia Placed 61602')).toEqual(['Pia Placed']);

  // Run again (a re-run after a crash): one card, still not confirmed.
  await up(ctx.database.db);
  expect(await search('Wynn Guessme')).toEqual(['Wynn Guessme']);
  expect(await search('Wynn Guessme Larch Lane')).toEqual([]);
});
