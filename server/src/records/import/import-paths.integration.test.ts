// The same file through every server path gives the same outcome: the command line's file
// import, and the import API fed as the console feeds it (core's reader, then the batch
// requests). Shapes refused are refused with the reader's own message and leave nothing; shapes
// imported keep their names intact and findable. One file through both paths gives identical
// records, stored once.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readDelimitedBytes, ReadProblemError, type ReadResult } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IMPORT_CORPUS } from '../../../../core/test/import-corpus.ts';
import { testDatabaseKind, useImportTestContext } from '../../../test/test-context.ts';
import { importFile } from './index.ts';

// The test below sends a contact message every ~100 ms for as long as the import runs (longer
// on PostgreSQL): far past the site-wide flood guard, which is not what it measures.
const setup = useImportTestContext('bw-import-paths-', { CONTACT_FLOOD_LIMIT: '100000' });

const auth = () => ({ authorization: `Bearer ${setup.token}` });
const post = (url: string, payload: object) => setup.ctx.app.inject({ method: 'POST', url, headers: auth(), payload });

async function recordCount(): Promise<number> {
  const row = await setup.ctx.database.db
    .selectFrom('breach_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the console does with a file: read it whole with core's reader, then begin, send chunks, commit. */
async function importAsConsole(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ message: string } | { batchId: string; imported: number; duplicates: number }> {
  let read: ReadResult;
  try {
    read = readDelimitedBytes(bytes);
  } catch (error) {
    if (error instanceof ReadProblemError) return { message: error.message };
    throw error;
  }
  const begin = await post('/api/admin/import-batches', {
    kind: 'file',
    fileName,
    expectedRows: read.dataRows,
    encoding: read.encoding,
    delimiter: read.delimiter,
  });
  const batchId = begin.json().batch.id as string;
  let imported = 0;
  let duplicates = 0;
  for (let at = 0; at < read.rows.length; at += 5000) {
    const res = await post('/api/admin/import', {
      batchId,
      headers: read.headers,
      rows: read.rows.slice(at, at + 5000),
      rowNumbers: read.rowNumbers.slice(at, at + 5000),
    });
    expect(res.statusCode, res.body).toBe(200);
    imported += res.json().imported;
    duplicates += res.json().duplicates;
  }
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  return { batchId, imported, duplicates };
}

async function importAsCli(bytes: Uint8Array, fileName: string) {
  const file = path.join(setup.dir, fileName);
  fs.writeFileSync(file, bytes);
  try {
    return await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli' });
  } catch (error) {
    return { message: (error as Error).message };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function adminSearch(q: string): Promise<string[]> {
  const res = await setup.ctx.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: auth() });
  return (res.json().results as { name: string }[]).map((r) => r.name);
}

describe('the corpus of real-world shapes, through the command line and through the API as the console sends it', () => {
  for (const shape of IMPORT_CORPUS) {
    it(shape.name, { timeout: 180_000 }, async () => {
      const before = await recordCount();
      const cli = await importAsCli(shape.bytes(), shape.fileName);
      const api = await importAsConsole(shape.bytes(), shape.fileName);
      if ('message' in shape.expect) {
        expect(cli).toEqual({ message: shape.expect.message });
        expect(api).toEqual({ message: shape.expect.message });
        expect(await recordCount()).toBe(before);
        return;
      }
      // The same people in another encoding are the same records: duplicates of an earlier shape.
      const n = shape.expect.rows;
      expect(cli).toMatchObject({ rows: n });
      const stored = (cli as { imported: number; duplicates: number }).imported;
      expect(stored + (cli as { duplicates: number }).duplicates).toBe(n);
      // The second path finds every record already stored: the same fingerprints.
      expect(api).toMatchObject({ imported: 0, duplicates: n });
      expect(await recordCount()).toBe(before + stored);
      for (const name of shape.expect.names) expect(await adminSearch(name)).toContain(name);
    });
  }
});

describe('one file through the console and through the command line', () => {
  const file = () =>
    new TextEncoder().encode(
      'FirstName,LastName,Phone,Phone,,Email,SSN,DOB,Address,City,State,Zip\n' +
        Array.from(
          { length: 120 },
          (_, i) =>
            `Crosspath${i},Müller${i},555-040-${String(i).padStart(4, '0')},555-041-${String(i).padStart(4, '0')},note ${i},cross${i}@example.test,900-40-${String(1000 + i)},1980-02-${String((i % 28) + 1).padStart(2, '0')},${i} Elm St,Köln,NY,100${String(i % 100).padStart(2, '0')}\n`,
        ).join(''),
    );

  async function storedRecords() {
    const rows = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select(['id', 'fingerprint'])
      .where('first_name', 'like', 'Crosspath%')
      // Line order (Crosspath0, 1, ... 119), whichever path numbered them: PostgreSQL's bulk path
      // numbers a batch in surname order (ADR 0179).
      .orderBy(sql`length(first_name)`)
      .orderBy('first_name')
      .execute();
    const details = [];
    for (const r of rows) {
      const res = await setup.ctx.app.inject({ method: 'GET', url: `/api/admin/breach-records/${r.id}`, headers: auth() });
      const { id: _id, batch: _batch, dateAdded: _d, leakSources: _l, ...record } = res.json().record;
      details.push({ fingerprint: r.fingerprint, record });
    }
    return details;
  }

  it('gives identical records, stored once, whichever path comes first', async () => {
    const cli = await importAsCli(file(), 'cross.csv');
    expect(cli).toMatchObject({ imported: 120 });
    const afterCli = await storedRecords();
    expect(afterCli).toHaveLength(120);
    expect(afterCli[0]!.record.allFields).toMatchObject({ Phone: '555-040-0000', 'Phone (2)': '555-041-0000', 'Column 5': 'note 0' });
    expect(await importAsConsole(file(), 'cross.csv')).toMatchObject({ imported: 0, duplicates: 120 });
    expect(await storedRecords()).toEqual(afterCli);

    // And the other way round: remove them, import through the console first, then the command line.
    await setup.ctx.database.db.transaction().execute(async (trx) => {
      const ids = afterCli.length
        ? (await trx.selectFrom('breach_records').select('id').where('first_name', 'like', 'Crosspath%').execute()).map((r) => r.id)
        : [];
      const { deleteRecords } = await import('../store/index.ts');
      await deleteRecords(trx, setup.ctx.database.kind, ids);
    });
    expect(await importAsConsole(file(), 'cross.csv')).toMatchObject({ imported: 120, duplicates: 0 });
    const afterConsole = await storedRecords();
    expect(await importAsCli(file(), 'cross.csv')).toMatchObject({ imported: 0, duplicates: 120 });
    expect(afterConsole.map((r) => r.fingerprint)).toEqual(afterCli.map((r) => r.fingerprint));
    expect(afterConsole.map((r) => r.record)).toEqual(afterCli.map((r) => r.record));
  });
});

describe('a command-line import beside the running server', () => {
  it('other writers never fail while it runs; it checks the whole file first and commits one batch', { timeout: 240_000 }, async () => {
    const file = path.join(setup.dir, 'beside.csv');
    const rows = Array.from(
      { length: 80_000 },
      (_, i) => `Beside${i},Person${i},beside${i}@example.test,555-050-${String(i % 10_000).padStart(4, '0')},Springfield\n`,
    );
    fs.writeFileSync(file, 'FirstName,LastName,Email,Phone,City\n' + rows.join(''));
    const cli = path.resolve(import.meta.dirname, '../../cli/import.ts');
    // The command line opens the server's database: the same SQLite file, or the same PostgreSQL schema.
    const pgOptions = (setup.ctx.database.pgPool?.options as { options?: string } | undefined)?.options;
    const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/test');
    if (pgOptions) pgUrl.searchParams.set('options', pgOptions);
    const env = {
      ...process.env,
      DATA_DIR: testDatabaseKind === 'sqlite' ? path.dirname(setup.ctx.database.sqlite!.name) : setup.dir,
      DATABASE_URL: testDatabaseKind === 'sqlite' ? '' : pgUrl.toString(),
      ENCRYPTION_KEY: setup.masterKey.toString('base64'),
      LOG_LEVEL: 'silent',
    };
    // The server (this test's app) keeps the database open: the import runs in its own process, as it would.
    const child = promisify(execFile)('npx', ['tsx', cli, file, '--source', 'Beside the server'], { env });
    const failures: string[] = [];
    let writes = 0;
    let heldBack = 0;
    let done = false;
    void child.finally(() => (done = true));
    while (!done) {
      // A frightened person's contact message (each from its own address, below the rate limit), and a console import.
      const contact = await setup.ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: `10.9.${writes >> 8}.${writes & 255}`,
        payload: {
          name: 'Frightened Person',
          email: `help${writes}@example.test`,
          subject: 'Help',
          message: `Is my data out there? (${writes})`,
        },
      });
      if (contact.statusCode !== 200) failures.push(`contact ${contact.statusCode} ${contact.body}`);
      const imported = await post('/api/admin/import', {
        headers: ['Name', 'Email'],
        rows: [[`Console Person ${writes}`, `console${writes}@example.test`]],
      });
      if (imported.statusCode !== 200) failures.push(`import ${imported.statusCode} ${imported.body}`);
      // A record the command line has stored while its batch is open is no one's to see yet (ADR 0228).
      const landed = await setup.ctx.database.db
        .selectFrom('breach_records as r')
        .innerJoin('import_batches as b', 'b.id', 'r.batch_id')
        .select(['r.id', 'b.is_open'])
        .where('r.first_name', '=', 'Beside0')
        .executeTakeFirst();
      if (landed?.is_open) {
        const seen = await setup.ctx.app.inject({
          method: 'GET',
          url: `/api/people/${landed.id}`,
          remoteAddress: `198.18.${writes >> 8}.${writes & 255}`,
        });
        const found = await setup.ctx.app.inject({
          method: 'GET',
          url: '/api/search?q=beside0%40example.test',
          remoteAddress: `198.19.${writes >> 8}.${writes & 255}`,
        });
        // Read again: the batch may have been committed between the two looks.
        const still = await setup.ctx.database.db
          .selectFrom('import_batches')
          .select('is_open')
          .where('is_open', '=', 1)
          .executeTakeFirst();
        if (still) {
          heldBack++;
          if (seen.statusCode !== 404 || found.json().total !== 0) failures.push(`open batch shown: ${seen.statusCode} ${found.body}`);
        }
      }
      writes++;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { stdout } = await child;
    expect(stdout).toMatch(/imported:\s+80000/);
    // On SQLite it writes in short transactions (PostgreSQL locks rows, not the database).
    if (testDatabaseKind === 'sqlite') expect(stdout).toMatch(/short transactions beside the running server/);
    expect(failures).toEqual([]);
    expect(writes).toBeGreaterThan(3);
    // Writing in short transactions, its records were seen stored while the batch was open.
    if (testDatabaseKind === 'sqlite') expect(heldBack).toBeGreaterThan(0);
    expect(
      (await setup.ctx.app.inject({ method: 'GET', url: '/api/search?q=beside0%40example.test', remoteAddress: '203.0.113.202' })).json()
        .total,
    ).toBe(1);
    // Prepared in a worker, handed over packed, its header set saved once (ADRs 0145-0146).
    const { id } = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select('id')
      .where('first_name', '=', 'Beside79999')
      .executeTakeFirstOrThrow();
    const detail = await setup.ctx.app.inject({ method: 'GET', url: `/api/admin/breach-records/${id}`, headers: auth() });
    expect(detail.json().record.allFields).toEqual({
      FirstName: 'Beside79999',
      LastName: 'Person79999',
      Email: 'beside79999@example.test',
      Phone: '555-050-9999',
      City: 'Springfield',
    });
  });
});
