import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261201T0230-contact-values-in-names.ts';

// A sign-up list's Name column may hold the user name, an email address. The card shows it only
// as a hint (ADR 0246), but its words were name words, which the public search reads as
// prefixes: "quin", "quint", ... beside the rest of the name spelled the address out with no
// lookup budget spent (ADR 0265). New records are keyed without them; the migration keys
// records stored before again, on both databases. The admin search still finds them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const search = (q: string) => publicNamesViaApi(ctx, q);

it('keys an address or phone inside a name where only the admin search reads it', async () => {
  const headers = resolveHeaders(['Name', 'City', 'State']);
  const now = new Date().toISOString();
  const row = (name: string, city: string) => prepareRecord(mapRow(headers, [name, city, 'ID']), 'batch-1', now, ctx.app.cipher);
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Quintessa Vandermolen qzv.hidden@mailbox.example', 'Boise'),
        row('Ottilie Ramsbottom', 'Nampa'),
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
  const shown = 'Quintessa Vandermolen q***@m***.example';
  const guesses = ['Quintessa qzv', 'Quintessa Vandermolen qzv hidden', 'Vandermolen hidd', 'Quintessa mailbox', 'qzv.hidden Boise'];

  // As the import keys it now: found by the name, never by a word of the address.
  expect(await search('Quintessa Vandermolen Boise')).toEqual([shown]);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await adminSearch('qzv hidden')).toContain('Quintessa Vandermolen');

  // The keys the code before stored: each guess confirmed the address.
  await down(ctx.database.db);
  expect(await search('Quintessa qzv')).toEqual([shown]);

  await up(ctx.database.db);
  for (const q of guesses) expect(await search(q), q).toEqual([]);
  expect(await search('Quintessa Vandermolen')).toEqual([shown]);
  expect(await adminSearch('qzv hidden')).toContain('Quintessa Vandermolen');
  // A name without one keeps its keys.
  expect(await search('Ottilie Ramsbottom Nampa')).toEqual(['Ottilie Ramsbottom']);

  // Run again (a re-run after a crash): one card, still not confirmed.
  await up(ctx.database.db);
  expect(await search('Quintessa')).toEqual([shown]);
  expect(await search('Quintessa qzv')).toEqual([]);
});
