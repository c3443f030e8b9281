import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanSuccessSchema, type ScanSuccess } from '@breachwatch/core/scan/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { importRowsViaApi } from '../../test/records-test-helpers.ts';
import { loadEncryptionKey } from '../lib/field-cipher.ts';
import { importFile } from '../records/import/index.ts';
import { fillHasPhone } from '../records/store/index.ts';

// A domain scan counts its people's phones from the mark each record carries (ADR 0319), which
// every import path writes; records stored before the mark have their phones looked up until the
// server has filled it. Runs on both databases.

let ctx: TestContext;
let address = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-has-phone-'));

async function scanOk(domain: string): Promise<ScanSuccess> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { domain }, remoteAddress: `10.2.0.${++address}` });
  expect(res.statusCode, res.body).toBe(200);
  return scanSuccessSchema.parse(res.json());
}

const classesAt = async (domain: string) => (await scanOk(domain)).exposures.filter((e) => e.kind === 'domain').map((e) => e.dataClasses);

const marks = async (domain: string) =>
  Object.fromEntries(
    (
      await ctx.database.db
        .selectFrom('breach_records as r')
        .innerJoin('record_emails as e', 'e.record_id', 'r.id')
        .select(['r.full_name', 'r.has_phone'])
        .where('e.domain', '=', domain)
        .execute()
    ).map((r) => [r.full_name, r.has_phone]),
  );

const people = (domain: string, phones: (i: number) => string) =>
  Array.from({ length: 12 }, (_, i) => ({
    Name: `Person${String.fromCharCode(65 + i)} Of ${domain.split('.')[0]}`,
    Email: `p${i}@${domain}`,
    Phone: phones(i),
    City: 'Dayton',
  }));

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  // Through the import API (the console's path): everyone at one domain has a phone but one, nobody at the other.
  const api = await importRowsViaApi(
    ctx,
    token,
    [...people('phones-api.example', (i) => (i === 0 ? '' : `(217) 555-01${10 + i}`)), ...people('no-phones-api.example', () => '')],
    { name: 'Roster via the console', dateFound: '2025-01-10' },
  );
  expect(api.statusCode, api.body).toBe(200);
  // Through the file import (the command line's path: the prepare workers, COPY on PostgreSQL).
  const rows = [
    ...people('phones-file.example', (i) => (i === 0 ? 'n/a' : `217-555-02${10 + i}`)),
    ...people('no-phones-file.example', () => ''),
  ];
  const file = path.join(dir, 'roster.csv');
  fs.writeFileSync(file, `Name,Email,Phone,City\n${rows.map((r) => [r.Name, r.Email, r.Phone, r.City].join(',')).join('\n')}\n`);
  await importFile(ctx.database, loadEncryptionKey(ctx.config), { file, importedBy: 'cli' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/scan: the phones of the people at a domain', () => {
  const DOMAINS = ['phones-api.example', 'no-phones-api.example', 'phones-file.example', 'no-phones-file.example'];

  it('are marked on each record by every import path', async () => {
    for (const via of ['api', 'file']) {
      const withPhones = await marks(`phones-${via}.example`);
      expect(Object.values(withPhones).sort()).toEqual([0, ...Array.from({ length: 11 }, () => 1)]);
      // "n/a" is no phone: the record has no phone row, and no mark either.
      expect(withPhones[`PersonA Of phones-${via}`]).toBe(0);
      expect(Object.values(await marks(`no-phones-${via}.example`))).toEqual(Array.from({ length: 12 }, () => 0));
    }
  });

  it('are counted from the mark, from the phones themselves before it is filled, and the same once it is', async () => {
    const before = await Promise.all(DOMAINS.map(classesAt));
    expect(before[0]![0]).toContain('phone');
    expect(before[1]![0]).not.toContain('phone');
    expect(before[2]![0]).toContain('phone');
    expect(before[3]![0]).not.toContain('phone');

    // As the migration leaves records stored before the mark.
    await ctx.database.db.updateTable('breach_records').set({ has_phone: null }).execute();
    expect(await Promise.all(DOMAINS.map(classesAt))).toEqual(before);

    const stored = await ctx.database.db
      .selectFrom('breach_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // Every record of the database, each once.
    expect(await fillHasPhone(ctx.database.db, { chunk: 5 })).toBe(Number(stored.n));
    expect(await Promise.all(DOMAINS.map(classesAt))).toEqual(before);
    expect(Object.values(await marks('phones-api.example')).filter((m) => m === 1)).toHaveLength(11);
    expect(Object.values(await marks('no-phones-file.example'))).toEqual(Array.from({ length: 12 }, () => 0));
  });
});
