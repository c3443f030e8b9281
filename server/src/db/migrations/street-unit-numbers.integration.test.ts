import { mapRow, resolveHeaders } from '@breachwatch/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { kyselyRunner, prepareRecord, RECORD_COLUMNS, writeRecords } from '../../records/import/index.ts';
import { down, up } from './20261129T1600-street-unit-numbers.ts';

// Streets keyed before ADR 0227 kept a bare unit number after the street: "1420 Oak St 12" was
// "1420 oak st 12", and the public search, which reads that number as a unit, never built that
// key, so the record's owner never found it. The migration builds again the street keys of the
// records whose key changes, on both databases, and no other record's.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const streetKeyOf = async (name: string) =>
  (await ctx.database.db.selectFrom('breach_records').select('street_key').where('full_name', '=', name).executeTakeFirstOrThrow())
    .street_key;

it('builds again the street keys of streets ending in a unit number, and only theirs', async () => {
  const headers = resolveHeaders(['First Name', 'Last Name', 'Address', 'City']);
  const cipher = ctx.app.cipher;
  const now = new Date().toISOString();
  const row = (first: string, last: string, street: string, before?: string) => {
    const rec = prepareRecord(mapRow(headers, [first, last, street, 'Peoria']), 'batch-1', now, cipher);
    // The key the code before stored: the unit number kept.
    if (before) rec.values[RECORD_COLUMNS.indexOf('street_key')] = before;
    return rec;
  };
  await ctx.database.db
    .transaction()
    .execute((trx) =>
      writeRecords(kyselyRunner(trx, ctx.database.kind), [
        row('Ursula', 'Unitby', '1420 Oak St 12', '1420 oak st 12'),
        row('Bram', 'Blockb', '1421 Oak St 4B', '1421 oak st 4 b'),
        row('Ulla', 'Ordunit', '725 Fifth Ave 3', '725 5 th ave 3'),
        row('Olive', 'Oakes', '15 County Road 7'),
        row('Brigham', 'Gridley', '150 S 300 E'),
        row('Hank', 'Hiway', '100 Highway 50'),
      ]),
    );
  const search = async (q: string): Promise<string[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.map((r: { name: string }) => r.name);
  };
  const probe = async () => ({
    ursula: await search('Ursula Unitby 1420 Oak St 12'),
    bram: await search('Bram Blockb 1421 Oak St Apt 4B'),
    ulla: await search('Ulla Ordunit 725 5th Ave'),
  });
  expect(await probe()).toEqual({ ursula: [], bram: [], ulla: [] });

  await up(ctx.database.db);
  expect(await probe()).toEqual({ ursula: ['Ursula Unitby'], bram: ['Bram Blockb'], ulla: ['Ulla Ordunit'] });
  expect(await streetKeyOf('Ursula Unitby')).toBe('1420 oak st');
  expect(await streetKeyOf('Bram Blockb')).toBe('1421 oak st');
  expect(await streetKeyOf('Ulla Ordunit')).toBe('725 5 th ave');
  // A number that is part of the street's name stays; found by name and place as before.
  expect(await streetKeyOf('Olive Oakes')).toBe('15 county rd 7');
  expect(await streetKeyOf('Brigham Gridley')).toBe('150 s 300 e');
  expect(await streetKeyOf('Hank Hiway')).toBe('100 hwy 50');
  expect(await search('Olive Oakes 15 County Road 7')).toEqual(['Olive Oakes']);
  expect(await search('Ursula Unitby Peoria')).toEqual(['Ursula Unitby']);

  // Run again (a re-run after a crash): one card each.
  await up(ctx.database.db);
  expect(await search('Ursula Unitby 1420 Oak St')).toEqual(['Ursula Unitby']);

  await down(ctx.database.db);
  expect(await streetKeyOf('Ursula Unitby')).toBe('1420 oak st 12');
  expect(await streetKeyOf('Bram Blockb')).toBe('1421 oak st 4 b');
  expect(await streetKeyOf('Olive Oakes')).toBe('15 county rd 7');
  expect(await search('Ursula Unitby')).toEqual(['Ursula Unitby']);
});
