import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261130T0400-house-number-parts.ts';

// Streets keyed before ADR 0237 lost the second part of a house number written in two parts
// ("12-14 Oak St", "123-45 Main St", "123 1/2 Main St") as a unit number, which left no street
// name and so no key: the record could not be found by its address. The migration builds again
// the street keys of the records whose key changes, on both databases, and no other record's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const streetKeyOf = async (name: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('builds again the street keys of house numbers in two parts, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City']);
  const cipher = ctx.app.cipher;
  const now = new Date().toISOString();
  const row = (first: string, last: string, street: string, before?: string | null) => {
    const rec = prepareRecord(mapRow(headers, [first, last, street, 'Queens']), 'batch-1', now, cipher);
    // The key the code before stored: none, the street's name cut with the number's second part.
    if (before !== undefined) rec.values[RECORD_COLUMNS.indexOf('street_key')] = before;
    return rec;
  };
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Quinn', 'Hyphenby', '123-45 Main Street', null),
        row('Hal', 'Halfway', '123 1/2 Main St, Apt 2', null),
        row('Rae', 'Rangely', '12-14 Oak St', null),
        row('Ursula', 'Unitby', '1420 Oak St 12'),
        row('Olive', 'Oakes', '15 County Road 7'),
      ]),
    );
  let visitor = 0;
  const search = async (q: string): Promise<string[]> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
      remoteAddress: `203.0.113.${++visitor}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.map((r: { name: string }) => r.name);
  };
  const probe = async () => ({
    quinn: await search('Quinn Hyphenby 123-45 Main St'),
    hal: await search('Hal Halfway 123 1/2 Main Street'),
    rae: await search('Rae Rangely 12-14 Oak Street'),
  });
  expect(await probe()).toEqual({ quinn: [], hal: [], rae: [] });

  await up(ctx.database.db);
  expect(await probe()).toEqual({ quinn: ['Quinn Hyphenby'], hal: ['Hal Halfway'], rae: ['Rae Rangely'] });
  expect(await streetKeyOf('Quinn Hyphenby')).toBe('123 45 main st');
  expect(await streetKeyOf('Hal Halfway')).toBe('123 1 2 main st');
  expect(await streetKeyOf('Rae Rangely')).toBe('12 14 oak st');
  expect(await streetKeyOf('Ursula Unitby')).toBe('1420 oak st');
  expect(await streetKeyOf('Olive Oakes')).toBe('15 county rd 7');
  // Half of the number is not the address.
  expect(await search('Hal Halfway 123 Main St')).toEqual([]);
  expect(await search('Ursula Unitby 1420 Oak St')).toEqual(['Ursula Unitby']);

  // Run again (a re-run after a crash): one card each.
  await up(ctx.database.db);
  expect(await search('Rae Rangely 12-14 Oak St')).toEqual(['Rae Rangely']);

  await down(ctx.database.db);
  expect(await streetKeyOf('Quinn Hyphenby')).toBeNull();
  expect(await streetKeyOf('Rae Rangely')).toBeNull();
  expect(await streetKeyOf('Ursula Unitby')).toBe('1420 oak st');
  expect(await search('Quinn Hyphenby Queens')).toEqual(['Quinn Hyphenby']);
});
