// A column headed only "ST" (ADR 0322) through both server paths: the import API fed as the
// console feeds it (core's reader over the whole input, then a batch request naming the column)
// and the command line's file import, which names it without reading it. What an admin and a
// visitor would notice: the state the record keeps and the search card shows.
import fs from 'node:fs';
import path from 'node:path';
import { describeFindings, describeToldStateColumn, describeUnreadStateColumn } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { adminDetailsByName, importCsvAsConsole } from '../../../test/console-import.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { importFile } from './index.ts';

const setup = useImportTestContext('bw-import-state-');

const auth = () => ({ authorization: `Bearer ${setup.token}` });
const post = (url: string, payload: object) => setup.ctx.app.inject({ method: 'POST', url, headers: auth(), payload });

const importAsConsole = (csv: string) => importCsvAsConsole(setup.ctx, setup.token, 'states.csv', csv);

/** The state the admin console shows for each record of these names. */
async function storedStates(names: string[]): Promise<Record<string, string | null>> {
  const details = await adminDetailsByName(setup.ctx, setup.token, names);
  return Object.fromEntries(Object.entries(details).map(([name, d]) => [name, d.address.state]));
}

describe('a column headed only "ST" (ADR 0322)', () => {
  it('is read as the state by the console’s import when it holds only state codes, and the search card shows it', async () => {
    await importAsConsole(
      'Name,Email,City,ST,Zip\nStela Quorrin,stela.q@example.org,Salem,MA,01970\nTobin Quorrin,tobin.q@example.org,Dover,de,19901\n',
    );
    expect(await storedStates(['Stela Quorrin', 'Tobin Quorrin'])).toEqual({ 'Stela Quorrin': 'MA', 'Tobin Quorrin': 'de' });
    const search = await setup.ctx.app.inject({ method: 'GET', url: '/api/search?q=Stela+Quorrin' });
    expect(search.json().results).toMatchObject([{ name: 'Stela Quorrin', city: 'Salem', state: 'MA' }]);
  });

  it('stays unread beside a street type, and the API refuses any other column as the state', async () => {
    await importAsConsole(
      'Name,Email,House No,Street,ST,City\nUma Quorrin,uma.q@example.org,12,Oak,CT,Salem\nVal Quorrin,val.q@example.org,4,Elm,AVE,Salem\n',
    );
    expect(await storedStates(['Uma Quorrin', 'Val Quorrin'])).toEqual({ 'Uma Quorrin': null, 'Val Quorrin': null });

    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 1 });
    for (const [headers, index] of [
      [['Name', 'City', 'ST'], 0],
      [['Name', 'State', 'ST'], 2],
    ] as const) {
      const res = await post('/api/admin/import', {
        batchId: begin.json().batch.id,
        headers,
        rows: [['Wyn Quorrin', 'MA', 'MA']],
        stateColumns: [index],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        `Column ${index + 1} (“${headers[index]}”) cannot be read as the state: only a column named “ST”, in a file with no other state column and one address, is read so.`,
      );
    }
    expect(await storedStates(['Wyn Quorrin'])).toEqual({});
  });

  it('is named, not read, by the command line', async () => {
    const file = path.join(setup.dir, 'states.csv');
    fs.writeFileSync(file, 'Name,Email,City,ST\nXia Quorrin,xia.q@example.org,Reno,NV\n');
    const result = await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli' });
    expect(result).toMatchObject({ imported: 1 });
    const [found] = result.read.findings!.stateColumns;
    expect(found).toEqual({ column: 'ST', index: 3, count: 1, example: 'NV', rows: [2] });
    expect(describeUnreadStateColumn(found!)).toBe(
      'The one value of “ST” (row 2) is a US state code such as “NV”, and the column holds nothing else: the command line does not read a column named only “ST” as the state, since it stores rows before it has seen the last one. Its values are kept only in each record’s original row. To read them, delete this batch and import the file again with --state-column “ST”, or import it in the console.',
    );
    expect(await storedStates(['Xia Quorrin'])).toEqual({ 'Xia Quorrin': null });
  });

  it('is read by the command line where --state-column names it, whatever it holds, and says what it held', async () => {
    const file = path.join(setup.dir, 'told-states.csv');
    fs.writeFileSync(file, 'Name,Email,City,ST\nYul Quorrin,yul.q@example.org,Reno,NV\nZed Quorrin,zed.q@example.org,Elko,Nev.\n');
    const result = await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', stateColumns: ['ST'] });
    expect(result).toMatchObject({ imported: 2 });
    const [found] = result.read.findings!.stateColumns;
    expect(found).toEqual({
      column: 'ST',
      index: 3,
      count: 1,
      example: 'NV',
      rows: [2],
      other: { count: 1, example: 'Nev.', row: 3 },
      read: true,
    });
    expect(describeToldStateColumn(found!)).toBe(
      'One value of “ST” (row 2) is a US state code such as “NV”, read as the state as --state-column says. It also holds another value, such as “Nev.” (row 3), stored as the state as written.',
    );
    // The console's "left out" messages are not said of a column that was read.
    expect(describeFindings(result.read.findings!)).toEqual([]);
    expect(await storedStates(['Yul Quorrin', 'Zed Quorrin'])).toEqual({ 'Yul Quorrin': 'NV', 'Zed Quorrin': 'Nev.' });

    await expect(importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', stateColumns: ['City'] })).rejects.toThrow(
      'Column "City" cannot be read as the state',
    );
  });
});
