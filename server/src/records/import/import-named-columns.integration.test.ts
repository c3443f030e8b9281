// A file with no header row, its columns named by the person importing (ADR 0330). Before, such a
// dump was refused ("No recognised columns … the header row was split into 7 columns") and the
// operator was told to add a header row: for a dump of gigabytes, a rewrite of the whole file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminDetailsByName } from '../../../test/console-import.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { importFile } from './index.ts';

const setup = useImportTestContext('bw-named-columns-');

/** A file of `text` in the test's folder. */
function fileOf(name: string, text: string): string {
  const file = path.join(setup.dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const COLUMNS = ['Phone', 'Profile ID', 'First Name', 'Last Name', 'Gender', 'City', 'Email'];

describe('a file with no header row, its columns named (ADR 0330)', () => {
  it('imports row 1 as a record, with its separator found from the names, and a visitor finds it', async () => {
    const file = fileOf(
      'no-header.txt',
      '+15125550143:100001:Nora:Namedcol:female:Austin, Texas:nora.namedcol@mail.example\n' +
        '+15125550178:100002:Otto:Namedcol:male:Dallas, Texas:\n',
    );
    const refused = importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli' });
    await expect(refused).rejects.toThrow('No recognised columns');

    const result = await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', columnNames: COLUMNS });
    expect(result).toMatchObject({ rows: 2, imported: 2 });
    expect(result.read.delimiter).toBe(':');
    expect(result.read.headers).toEqual(COLUMNS);
    expect(result.read.notes).toEqual([{ code: 'named-columns', columns: COLUMNS }]);

    const details = await adminDetailsByName(setup.ctx, setup.token, ['Nora Namedcol', 'Otto Namedcol']);
    expect(details['Nora Namedcol']).toMatchObject({ email: 'nora.namedcol@mail.example', address: { city: 'Austin, Texas' } });
    expect(details['Otto Namedcol']?.phone).toMatch(/512.*555.*0178/);

    const scan = await setup.ctx.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { email: 'nora.namedcol@mail.example' },
      remoteAddress: '203.0.113.80',
    });
    expect(scan.json().exposures).toHaveLength(1);
  });

  it('refuses, and stores nothing from, a file whose first row is a header row after all', async () => {
    const file = fileOf('has-header.csv', 'First Name,Last Name,Email\nPia,Headed,pia.headed@mail.example\n');
    const refused = importFile(setup.ctx.database, setup.masterKey, {
      file,
      importedBy: 'cli',
      columnNames: ['Given', 'Family', 'Email'],
    });
    await expect(refused).rejects.toThrow('Row 1 looks like a header row (it names First Name, Last Name and Email)');
    expect(await adminDetailsByName(setup.ctx, setup.token, ['Pia Headed', 'First Name Last Name'])).toEqual({});
  });

  it('imports a list whose times hold the colon that separates it, each time whole (ADR 0331)', async () => {
    const file = fileOf(
      'times.txt',
      '+15125550190:100003:Quinn:Coltime:female:Austin, Texas:1/1/2018 12:00:00 AM:quinn.coltime@mail.example\n' +
        '+15125550191:100004:Ruth:Coltime:female:Waco, Texas:10/23/2019 9:41:07 PM:ruth.coltime@mail.example\n',
    );
    const columns = ['Phone', 'Profile ID', 'First Name', 'Last Name', 'Gender', 'City', 'Last Seen', 'Email'];
    const result = await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', columnNames: columns });
    expect(result).toMatchObject({ rows: 2, imported: 2 });
    expect(result.read.delimiter).toBe(':');
    expect(result.read.notes).toContainEqual({ code: 'colon-times', row: 1 });
    const details = await adminDetailsByName(setup.ctx, setup.token, ['Quinn Coltime', 'Ruth Coltime']);
    expect(details['Quinn Coltime']).toMatchObject({ email: 'quinn.coltime@mail.example', address: { city: 'Austin, Texas' } });
    expect(details['Ruth Coltime']?.allFields['Last Seen']).toBe('10/23/2019 9:41:07 PM');
  });
});
