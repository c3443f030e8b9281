import { readDelimitedBytes } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';

// Our own export, imported as the console imports a file (core's reader, then the import API),
// gives back the values it was made from: the formula guard's apostrophe is read back off, and
// nothing else is changed or dropped.

const NAMES = [
  '=HYPERLINK("http://evil.example")',
  '+1+1 Plus',
  '-2+3 Minus',
  '@SUM(1) At',
  '\uFF1D1+1 Wide',
  '\uFF0B1+1 Wide',
  '\uFF0D1+1 Wide',
  '\uFF20SUM(1) Wide',
  '\uFE661+1 Small',
  '\uFE621+1 Small',
  '\uFE631+1 Small',
  '\uFE6BSUM(1) Small',
  '\u200B=1+1 Space',
  '\u2060=1+1 Joiner',
  "'=1+1 Own apostrophe",
  "'Big' Jim",
  'Ann;=1+1',
  'Maria Delgado',
];

interface Shown {
  name: string;
  email: string;
  phone: string | null;
}

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(async () => Promise.all([source?.close(), target?.close()]));

async function shown(ctx: TestContext, token: string): Promise<Shown[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/breach-records?limit=500',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json().records as Shown[])
    .map(({ name, email, phone }) => ({ name, email, phone }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

describe('an export imported again', () => {
  it('gives back every name, address and phone it was made from', async () => {
    const sourceToken = await source.signIn();
    const rows = NAMES.map((name, i) => ({
      Name: name,
      Email: `trip${i}@round.example`,
      ...(i % 3 === 0 ? { Phone: '+1 555 010 9999' } : {}),
    }));
    expect((await importRowsViaApi(source, sourceToken, rows)).statusCode).toBe(200);
    const exported = await source.app.inject({
      method: 'GET',
      url: '/api/admin/breach-records/export.csv',
      headers: { authorization: `Bearer ${sourceToken}` },
    });
    expect(exported.statusCode).toBe(200);

    const read = readDelimitedBytes(new Uint8Array(exported.rawPayload));
    const targetToken = await target.signIn();
    const again = read.rows.map((cells) => Object.fromEntries(read.headers.map((h, i) => [h, cells[i] ?? ''])));
    expect((await importRowsViaApi(target, targetToken, again)).statusCode).toBe(200);

    const before = await shown(source, sourceToken);
    expect(before).toHaveLength(NAMES.length);
    expect(await shown(target, targetToken)).toEqual(before);
  });
});
