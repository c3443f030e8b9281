// A German visitor typed their number as they write it at home, "030 1234567", and was refused
// as incomplete; a record a dump stored as "+49 30 1234567" was not found by "030 1234567", nor
// one stored as "030 1234567" by "+49 30 1234567" (ADR 0304). Now a number valid as a country
// writes it nationally is complete, and one typed number is looked up in its spellings, as one
// question to the lookup budget.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvAsConsole } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

const BUDGET = 2;
const REFUSAL = /^Many of your searches for a full email address, phone number or street found nobody\./;

let ctx: TestContext;
let token: string;
const ids: string[] = [];
const search = (q: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress });
/** A client address of its own per test (and per run, for the Redis-shared counters). */
const client = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Imports a CSV file of one person as the console does. */
async function importCsv(fileName: string, csv: string): Promise<void> {
  expect((await importCsvAsConsole(ctx, token, fileName, csv)).imported).toBe(1);
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_LOOKUP_MISSES_PER_HOUR: String(BUDGET) });
  token = await ctx.signIn();
  // One person in two dumps: one wrote her number with its country code, the other as Berlin does.
  await importCsv(
    'intl.csv',
    'First Name,Last Name,Email,Phone,City,Country\r\nGreta,Hoffmann,greta.h@example.de,+49 30 1234567,Berlin,Germany',
  );
  await importCsv('national.csv', 'Vorname,Nachname,E-Mail,Telefon,Ort\r\nGreta,Hoffmann,g.hoffmann@example.de,030 1234567,Berlin');
  const rows = await ctx.database.db.selectFrom('breach_records').select('id').execute();
  ids.push(...rows.map((r) => r.id).sort());
  expect(ids).toHaveLength(2);
});
afterAll(async () => ctx.close());

describe('a phone number in its national and international spellings', () => {
  it('finds the record of either dump by either spelling', async () => {
    const ip = client();
    for (const q of ['030 1234567', '+49 30 1234567', '0049 30 1234567', '030/123 45 67', 'Greta Hoffmann +49 (0)30 1234567']) {
      const res = await search(q, ip);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(
        res
          .json()
          .results.map((r: { id: string }) => r.id)
          .sort(),
        q,
      ).toEqual(ids);
    }
    // Finds cost nothing: this client's budget is whole (ADR 0217).
    for (const q of ['030 7777777', '030 7777778']) expect((await search(q, ip)).statusCode, q).toBe(200);
  });

  it('another number finds nobody, and one typed number costs one miss however many spellings it is looked up in', async () => {
    const ip = client();
    const nobody = async (q: string) => {
      const res = await search(q, ip);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json().results, q).toEqual([]);
    };
    await nobody('030 1234568');
    // The same number again, spaced otherwise, is the same question: free.
    await nobody('030 123 45 68');
    // A second number: the second miss of two, so the first cost one, not one per spelling.
    await nobody('+49 30 1234569');
    const refused = await search('030 1234567', ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().error).toMatch(REFUSAL);
  });

  it('still leaves out a number no country completes, and it narrows nothing', async () => {
    const res = await search('Greta Hoffmann 555-0142', client());
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual(ids);
    expect(res.json().notes.join(' ')).toMatch(/"555-0142" was left out/);
  });
});
