// What the tests of a dump's columns do on both sides of the site: import a CSV file as the
// console does (core's reader in the page, then a batch of rows, committed), read the public
// answers a stranger gets for a person, and read every stored row to prove a value is nowhere.

import { readDelimitedBytes, stateColumnsToRead } from '@breachwatch/core';
import type { AdminRecordDetail } from '@breachwatch/core/schemas/records-api';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

/** Imports a CSV file as the console does: core's reader, then a batch, committed. The import's answer. */
export async function importCsvAsConsole(
  ctx: TestContext,
  token: string,
  fileName: string,
  csv: string,
): Promise<{ imported: number; body: string }> {
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const read = readDelimitedBytes(new TextEncoder().encode(csv), { findings: true });
  const begin = await post('/api/admin/import-batches', {
    kind: 'file',
    fileName,
    expectedRows: read.dataRows,
    encoding: read.encoding,
    delimiter: read.delimiter,
  });
  expect(begin.statusCode, begin.body).toBe(200);
  const batchId = begin.json().batch.id as string;
  // As the console sends it: an "ST" column its read found to hold only state codes (ADR 0322).
  const states = stateColumnsToRead(read.findings!);
  const res = await post('/api/admin/import', {
    batchId,
    headers: read.headers,
    rows: read.rows,
    rowNumbers: read.rowNumbers,
    ...(states.length ? { stateColumns: states } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  return { imported: res.json().imported as number, body: res.body };
}

/** What a stranger gets for the first card a name search finds: the card, its person page and its Exposure Report. */
export async function publicViewsOf(ctx: TestContext, name: string) {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const res = await get(`/api/search?q=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  const [card] = res.json().results;
  expect(card, name).toBeDefined();
  const person = await get(`/api/people/${card.id}`);
  const report = await get(`/api/leaks/${card.id}`);
  expect(person.statusCode, person.body).toBe(200);
  expect(report.statusCode, report.body).toBe(200);
  return { card, person: person.json().person, report: report.json().report, body: res.body + person.body + report.body };
}

export type PublicFact = { field: string; shown: string; value: string | null };
/** The facts of a person page or an Exposure Report, section by section. */
export const factsOf = (view: { sections: { facts: PublicFact[] }[] }) => view.sections.flatMap((s) => s.facts);

/** Every row of every table of the test database, as text. */
export async function everyStoredRow(ctx: TestContext): Promise<string[]> {
  const db = ctx.database.db;
  const tables =
    ctx.database.kind === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
        ).rows.map((r) => r.name);
  const out: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows)
      out.push(`${table}: ${JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('latin1') : v))}`);
  }
  return out;
}

/** What the admin console shows of each record of these names (its detail), by name. */
export async function adminDetailsByName(ctx: TestContext, token: string, names: string[]): Promise<Record<string, AdminRecordDetail>> {
  const rows = await ctx.database.db.selectFrom('breach_records').select(['id', 'full_name']).where('full_name', 'in', names).execute();
  const out: Record<string, AdminRecordDetail> = {};
  for (const row of rows) {
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/breach-records/${row.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    out[row.full_name] = detail.json().record as AdminRecordDetail;
  }
  return out;
}
