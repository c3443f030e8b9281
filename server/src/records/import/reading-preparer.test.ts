import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readAndPrepareInWorker } from './reading-preparer.ts';
import { RECORD_COLUMNS } from './record-prepare.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-reading-preparer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BATCH_ROWS = 5_000;
const ROWS = 30_000;

/** A file of ROWS rows of about 300 bytes: under a thousand rows per piece the worker reads. */
function writeFile(): string {
  const file = path.join(dir, 'people.csv');
  const notes = 'n'.repeat(240);
  const lines = ['First Name,Last Name,Email,City,Notes'];
  for (let i = 0; i < ROWS; i++) lines.push(`Ann${i},Lee${i},ann${i}@example.com,Springfield,${notes}`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

it('prepares the next batch while one is being written, and hands every row over in order', async () => {
  const file = writeFile();
  const bytesPerRow = fs.statSync(file).size / ROWS;
  let bytesRead = 0;
  const aheadAtWrite: number[] = [];
  let written = 0;
  const { rows } = await readAndPrepareInWorker(
    file,
    {
      masterKey: randomBytes(32),
      batchId: 'batch-1',
      nowIso: '2026-11-27T00:00:00.000Z',
      alertKeys: false,
      read: {},
      batchRows: BATCH_ROWS,
      output: 'pg-copy',
    },
    {
      onFirstRows: () => undefined,
      onProgress: (_rows, bytes) => (bytesRead = bytes),
      write: async (batch) => {
        // Rows the file was read to, beyond the ones written once this batch is: what the
        // worker may prepare while the batch is on its way to the database.
        written += batch.remaining;
        if (written < ROWS - 2 * BATCH_ROWS) aheadAtWrite.push(Math.floor(bytesRead / bytesPerRow) - written);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    },
  );
  expect(rows).toBe(ROWS);
  expect(written).toBe(ROWS);
  // From the second batch on (the first tells the pipe how many rows a piece holds), the
  // worker holds a whole batch's rows or more.
  expect(aheadAtWrite.length).toBeGreaterThan(2);
  for (const ahead of aheadAtWrite.slice(1)) expect(ahead).toBeGreaterThanOrEqual(BATCH_ROWS);
});

it('on SQLite, a writer that waits for the worker prepares rows itself, and every row still arrives once, in file order', async () => {
  const file = writeFile();
  const fullName = RECORD_COLUMNS.indexOf('full_name');
  const names: unknown[] = [];
  const options = {
    masterKey: randomBytes(32),
    batchId: 'batch-1',
    nowIso: '2026-11-27T00:00:00.000Z',
    alertKeys: false,
    read: {},
    batchRows: 100,
  };
  // Writing nothing, this thread always waits for the worker: it asks for rows back (ADR 0312).
  const { rows, preparedHere } = await readAndPrepareInWorker(
    file,
    { ...options, output: 'records' },
    {
      onFirstRows: () => undefined,
      write: async (batch) => {
        if (batch.kind !== 'records') throw new Error('expected records');
        for (const record of batch.take(batch.remaining)) names.push(record.values[fullName]);
      },
    },
  );
  expect(rows).toBe(ROWS);
  expect(preparedHere).toBeGreaterThan(ROWS / 20);
  expect(preparedHere).toBeLessThan(ROWS);
  expect(names).toEqual(Array.from({ length: ROWS }, (_, i) => `Ann${i} Lee${i}`));

  // PostgreSQL's writing is its server's, on the same cores: the worker prepares every row.
  const pg = await readAndPrepareInWorker(file, { ...options, output: 'pg-copy' }, { onFirstRows: () => undefined, write: async () => {} });
  expect(pg).toMatchObject({ rows: ROWS, preparedHere: 0 });
});
