import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { importFile, kyselyRunner, prepareRecord, writeRecords } from '../../records/import/index.ts';
import { openBatch, type RecordSecret } from '../../records/store/index.ts';
import { down, up } from './20261127T0700-import-header-sets.ts';

// ADR 0145: a record's original row is stored as its values; the header names once per batch.

let ctx: TestContext;
let token: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-header-sets-'));

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const db = () => ctx.database.db;
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

async function allFieldsOfRecord(lastName: string): Promise<Record<string, string>> {
  const { id } = await db().selectFrom('breach_records').select('id').where('last_name', '=', lastName).executeTakeFirstOrThrow();
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/breach-records/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().record.allFields as Record<string, string>;
}

async function secretOf(lastName: string): Promise<{ json: string; secret: RecordSecret }> {
  const row = await db().selectFrom('breach_records').select('secret').where('last_name', '=', lastName).executeTakeFirstOrThrow();
  const secret = ctx.app.cipher.decryptJson<RecordSecret>(row.secret);
  return { json: JSON.stringify(secret), secret };
}

const headerSets = async (batchId: string) =>
  db().selectFrom('import_header_sets').select(['hash', 'headers']).where('batch_id', '=', batchId).execute();

it('records stored before the migration keep showing their original row', async () => {
  // A record as every import stored it before: header -> value in its secret.
  const headers = ['First Name', 'Last Name', 'Email', 'Notes'];
  const now = new Date().toISOString();
  const batchId = await openBatch(db(), { kind: 'file' }, now);
  const rec = prepareRecord(mapRow(resolveHeaders(headers), ['Olga', 'Before', 'olga@example.com', 'kept']), batchId, now, ctx.app.cipher);
  await db()
    .transaction()
    .execute((trx) => writeRecords(kyselyRunner(trx, ctx.database.kind), [rec]));
  // The migration runs on any schema (Kysely<unknown>).
  const raw = db() as unknown as Kysely<unknown>;
  await down(raw);
  await up(raw);

  expect((await secretOf('Before')).secret.allFields).toBeDefined();
  expect(await allFieldsOfRecord('Before')).toEqual({
    'First Name': 'Olga',
    'Last Name': 'Before',
    Email: 'olga@example.com',
    Notes: 'kept',
  });
});

it('the console import stores a batch header set once, and each record only its values', async () => {
  const begin = await post('/api/admin/import-batches', { kind: 'file', expectedRows: 3 });
  const batchId = begin.json().batch.id as string;
  const headers = ['First Name', 'Last Name', 'Email', 'Phone', 'Phone', '', 'Favourite Colour'];
  for (const row of [
    ['Ada', 'Chunkone', 'ada@example.com', '555-010-0001', '555-010-0002', 'unnamed', ''],
    ['Bo', 'Chunktwo', 'bo@example.com', '', '555-010-0003', '', 'teal'],
  ]) {
    expect((await post('/api/admin/import', { batchId, headers, rows: [row] })).statusCode).toBe(200);
  }
  // A later chunk of the same batch with other headers gets a set of its own.
  expect(
    (await post('/api/admin/import', { batchId, headers: ['Email', 'Last Name'], rows: [['cy@example.com', 'Chunkthree']] })).statusCode,
  ).toBe(200);
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);

  expect(await allFieldsOfRecord('Chunkone')).toEqual({
    'First Name': 'Ada',
    'Last Name': 'Chunkone',
    Email: 'ada@example.com',
    Phone: '555-010-0001',
    'Phone (2)': '555-010-0002',
    'Column 6': 'unnamed',
  });
  expect(await allFieldsOfRecord('Chunkone').then(Object.keys)).toEqual([
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Phone (2)',
    'Column 6',
  ]);
  expect(await allFieldsOfRecord('Chunkone')).not.toHaveProperty('Favourite Colour');
  expect(await allFieldsOfRecord('Chunktwo')).toEqual({
    'First Name': 'Bo',
    'Last Name': 'Chunktwo',
    Email: 'bo@example.com',
    'Phone (2)': '555-010-0003',
    'Favourite Colour': 'teal',
  });
  expect(await allFieldsOfRecord('Chunkthree')).toEqual({ Email: 'cy@example.com', 'Last Name': 'Chunkthree' });

  const { json, secret } = await secretOf('Chunkone');
  expect(secret.allFields).toBeUndefined();
  expect(secret.values).toEqual(['Ada', 'Chunkone', 'ada@example.com', '555-010-0001', '555-010-0002', 'unnamed']);
  expect(json).not.toContain('First Name');
  const sets = await headerSets(batchId);
  expect(sets).toHaveLength(2);
  // The header names are encrypted at rest too.
  expect(sets.map((s) => s.headers).join()).not.toContain('Favourite');
});

it('the command-line import stores one header set for the whole file', async () => {
  const file = path.join(tmp, 'people.csv');
  const lines = ['First Name,Last Name,Email,Employer'];
  for (let i = 0; i < 50; i++) lines.push(`Dee${i},Fileperson${i},dee${i}@example.com,${i % 2 ? 'Acme' : ''}`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  const result = await importFile(ctx.database, ctx.config.encryptionKey!, { file });
  expect(result.imported).toBe(50);
  expect(await headerSets(result.batchId)).toHaveLength(1);
  expect(await allFieldsOfRecord('Fileperson1')).toEqual({
    'First Name': 'Dee1',
    'Last Name': 'Fileperson1',
    Email: 'dee1@example.com',
    Employer: 'Acme',
  });
  expect(await allFieldsOfRecord('Fileperson2')).toEqual({ 'First Name': 'Dee2', 'Last Name': 'Fileperson2', Email: 'dee2@example.com' });
  expect((await secretOf('Fileperson2')).secret.values).toEqual(['Dee2', 'Fileperson2', 'dee2@example.com']);
});
