// One record, one level (decisions.md §3, ADR 0307). An outside probe found a record whose
// Exposure Report said "medium" (50 of 90) while a scan of its address found that one record
// and called it "critical" (75 of 100): the scan rated rows and its summary by its own rule.
// Now a record's row carries the level its report, card and person page show, and the
// summary follows the documented rule: one record alone gives its own level; several are
// rated on everything they hold together; critical only when two separate sources are high.

import { scanSuccessSchema, type ScanSuccess } from '@breachwatch/core/scan/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 200)}.${address % 200}`;

async function importRows(token: string, source: string, rows: Record<string, string>[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: { authorization: `Bearer ${token}` },
    payload: { rows, source: { name: source, dateFound: '2024-03-01' } },
  });
  if (res.statusCode !== 200) throw new Error(`import failed in test setup: ${res.body}`);
}

async function scan(email: string): Promise<ScanSuccess> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email }, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return scanSuccessSchema.parse(res.json());
}

/** What the record pages say of a record: the Exposure Report, the person page and the search card. */
async function recordPages(id: string, name: string) {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
  const report = (await get(`/api/leaks/${id}`)).json().report;
  const person = (await get(`/api/people/${id}`)).json().person;
  const card = (await get(`/api/search?q=${encodeURIComponent(name)}`)).json().results.find((r: { id: string }) => r.id === id);
  return { report, person, card };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  await importRows(token, 'Payroll dump', [
    // The probe's record: an SSN and an email, no address (40 + 10 = 50 of 90: medium).
    { FirstName: 'Mona', LastName: 'Medium', Email: 'mona.medium@example.com', SSN: '219-09-9999' },
    // SSN + address + email (40 + 20 + 10 = 70: high).
    {
      FirstName: 'Hal',
      LastName: 'Higgins',
      Email: 'hal.higgins@example.com',
      SSN: '078-05-1120',
      Street: '12 Oak St',
      City: 'Austin',
      Zip: '73301',
    },
    // An address given only by its state still counts on the record pages (SSN + state + email: high).
    { FirstName: 'Stella', LastName: 'Statewide', Email: 'stella.state@example.com', SSN: '123-45-6780', State: 'TX' },
    // The same inbox in two sources: here an SSN...
    { FirstName: 'Tess', LastName: 'Twosource', Email: 'tess.two@example.com', SSN: '111-22-3334' },
    // ...and two high leaks of one person from two sources.
    { FirstName: 'Cris', LastName: 'Critical', Email: 'cris.critical@example.com', SSN: '222-33-4445', City: 'Dallas', DOB: '1970-04-05' },
  ]);
  await importRows(token, 'Shop forum dump', [
    // ...and there her city and birth date: each medium or less, together high.
    { Name: 'T Twosource', Email: 'tess.two@example.com', City: 'Reno', DOB: '1985-06-07' },
    { Name: 'C Critical', Email: 'cris.critical@example.com', SSN: '222-33-4445', Street: '9 Elm Rd', City: 'Dallas', Zip: '75201' },
  ]);
});
afterAll(async () => ctx.close());

describe('the scan and the record pages give a record one level', () => {
  it.each([
    ['mona.medium@example.com', 'Mona Medium'],
    ['hal.higgins@example.com', 'Hal Higgins'],
    ['stella.state@example.com', 'Stella Statewide'],
  ])('a scan of %s shows its one record at the level of its report, person page and card', async (email, name) => {
    const result = await scan(email);
    const records = result.exposures.filter((e) => e.kind === 'record');
    expect(records).toHaveLength(1);
    const { report, person, card } = await recordPages(records[0]!.id, name);
    expect(records[0]!.severity).toBe(report.overall);
    expect(records[0]!.severity).toBe(person.risk.level);
    expect(records[0]!.severity).toBe(card.risk.level);
    // One record alone: the scan's level is that record's own.
    expect(result.summary.severity).toBe(report.risk.level);
    expect(result.summary.sources).toBe(1);
  });

  it('rates the probe’s record (SSN and email) medium everywhere, never critical', async () => {
    const result = await scan('mona.medium@example.com');
    expect(result.exposures[0]).toMatchObject({ kind: 'record', severity: 'medium', type: 'SSN, Email' });
    // The address score adds up the kinds found (SSN 40, email 10): a measure, not a second level.
    expect(result.summary).toMatchObject({ severity: 'medium', score: 50, sources: 1 });
    const { report } = await recordPages(result.exposures[0]!.id, 'Mona Medium');
    expect(report.risk).toMatchObject({ level: 'medium', score: 50 });
  });

  it('rates a record with an SSN, an address and an email high in the scan as on its report', async () => {
    const result = await scan('hal.higgins@example.com');
    expect(result.exposures[0]).toMatchObject({ severity: 'high', type: 'SSN, Address, Email' });
    expect(result.summary.severity).toBe('high');
  });

  it('rates an address found in two sources on what they hold together, each row at its record’s level', async () => {
    const result = await scan('tess.two@example.com');
    const rows = result.exposures.filter((e) => e.kind === 'record');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const name = row.source === 'Payroll dump' ? 'Tess Twosource' : 'T Twosource';
      expect(row.severity).toBe((await recordPages(row.id, name)).report.overall);
    }
    // SSN and email (50: medium), then city, birth date and email (40: medium); together SSN,
    // address, birth date and email: 80 of 90, high. Not critical: no source is high on its own.
    expect(rows.map((r) => r.severity)).toEqual(['medium', 'medium']);
    expect(result.summary).toMatchObject({ severity: 'high', sources: 2 });
  });

  it('calls a scan critical only when two separate sources each rate the person high', async () => {
    const result = await scan('cris.critical@example.com');
    const rows = result.exposures.filter((e) => e.kind === 'record');
    expect(rows.map((r) => r.severity)).toEqual(['high', 'high']);
    expect(new Set(rows.map((r) => r.source)).size).toBe(2);
    expect(result.summary).toMatchObject({ severity: 'critical', sources: 2 });
    // No row is ever critical: the word is kept for a whole scan.
    expect(result.exposures.some((e) => (e.severity as string) === 'critical')).toBe(false);
  });
});
