// An export with a title above its header (ADR 0301), through both server paths: the command
// line's file import (refused without the header row, read with it, on the main thread and in a
// reading worker) and the import API fed as the console feeds it (core's reader with the header
// row the person chose, then a batch request with the file's row numbers). What an admin would
// notice: nothing stored from a refused file, the records found after, rows named by their row in
// the file.
import fs from 'node:fs';
import path from 'node:path';
import { describeReadProblem, readDelimitedBytes, suggestedHeaderRow } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { FileImportError, importFile } from './index.ts';

const setup = useImportTestContext('bw-header-row-');

const post = (url: string, payload: object) =>
  setup.ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${setup.token}` }, payload });

/** An export with its title and export details above the header (row 3); a totals line on row 6. */
const titled = (who: string) =>
  [
    'Customer export - generated 2024-03-01',
    'Exported by: admin',
    'First Name,Last Name,Email',
    `Tia,${who},tia.${who.toLowerCase()}@title-export.example`,
    `Theo,${who},theo.${who.toLowerCase()}@title-export.example`,
    'Total,,',
    '',
  ].join('\n');

async function importAsCli(text: string, options: { headerRow?: number; workers?: number } = {}) {
  const file = path.join(setup.dir, 'titled.csv');
  fs.writeFileSync(file, text);
  try {
    return await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', ...options });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const batchCount = async () =>
  Number(
    (
      await setup.ctx.database.db
        .selectFrom('import_batches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a title above the header (ADR 0301)', () => {
  it('is refused by the command line without --header-row, naming the flag, and nothing is stored', async () => {
    const before = await batchCount();
    const error = await importAsCli(titled('Refused')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileImportError);
    const problem = (error as FileImportError).problem!;
    expect(suggestedHeaderRow(problem)).toEqual({ row: 3, columns: ['First Name', 'Last Name', 'Email'] });
    expect(describeReadProblem(problem, 'command-line')).toContain('run the import again with --header-row 3 to leave them out');
    expect(await batchCount()).toBe(before);
    expect(await publicNamesViaApi(setup.ctx, 'tia.refused@title-export.example', '203.0.113.71')).toEqual([]);
  });

  for (const workers of [0, 1]) {
    it(`is read by the command line with the header row, ${workers ? 'in a reading worker' : 'on the main thread'}, rows named as in the file`, async () => {
      const who = workers ? 'Worker' : 'Main';
      const result = await importAsCli(titled(who), { headerRow: 3, workers });
      expect(result).toMatchObject({ rows: 3, imported: 2, skipped: 1 });
      expect(result.read.notes).toEqual([
        { code: 'rows-above-header', first: 1, header: 3, line: 'Customer export - generated 2024-03-01' },
      ]);
      expect(result.read.findings?.skipped).toEqual([{ code: 'summary-line', count: 1, rows: [6] }]);
      expect(await publicNamesViaApi(setup.ctx, `tia.${who.toLowerCase()}@title-export.example`, '203.0.113.72')).toEqual([`Tia ${who}`]);
    });
  }

  it('names a wrong header row as a read problem, and stores nothing', async () => {
    const before = await batchCount();
    const error = await importAsCli(titled('Wrong'), { headerRow: 4, workers: 1 }).catch((e: unknown) => e);
    expect((error as FileImportError).problem).toMatchObject({ code: 'not-a-header-row', row: 4, headerAt: { row: 3 } });
    expect(await batchCount()).toBe(before);
    expect(await publicNamesViaApi(setup.ctx, 'tia.wrong@title-export.example', '203.0.113.73')).toEqual([]);
  });

  it('is read by the console with the row chosen, and the server names skipped rows by their row in the file', async () => {
    const read = readDelimitedBytes(new TextEncoder().encode(titled('Console')), { headerRow: 3 });
    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: read.dataRows });
    const batchId = begin.json().batch.id as string;
    const res = await post('/api/admin/import', { batchId, headers: read.headers, rows: read.rows, rowNumbers: read.rowNumbers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, skipped: [{ row: 6 }] });
    expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
    expect(await publicNamesViaApi(setup.ctx, 'theo.console@title-export.example', '203.0.113.74')).toEqual(['Theo Console']);
  });
});
