// A list of email addresses, and one of addresses and passwords, with no header row (ADR 0328):
// the commonest shape of leaked credentials. Before, both were refused ("No recognised
// columns"), and the operator was told to choose a separator the import did not offer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyStoredRow, importCsvAsConsole } from '../../../test/console-import.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import type { RecordSecret } from '../store/index.ts';
import { importFile } from './index.ts';

const setup = useImportTestContext('bw-headerless-');

const scanOf = (email: string) =>
  setup.ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email }, remoteAddress: '203.0.113.79' });

async function storedPasswords(): Promise<Record<string, string | undefined>> {
  const cipher = createFieldCipher(setup.masterKey);
  const rows = await setup.ctx.database.db
    .selectFrom('breach_records')
    .innerJoin('record_emails', 'record_emails.record_id', 'breach_records.id')
    .select(['record_emails.email', 'breach_records.secret'])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.email, cipher.decryptJson<RecordSecret>(r.secret).password]));
}

describe('a headerless list (ADR 0328)', () => {
  it('of addresses and passwords is imported in the console, each password whole and only encrypted', async () => {
    const list = 'ana.combo@list.example:Summer2024!\r\nben.combo@list.example:pa:ss"word\r\ncy.combo@list.example\r\n';
    const res = await importCsvAsConsole(setup.ctx, setup.token, 'combo.txt', list);
    expect(res.imported).toBe(3);
    expect(await storedPasswords()).toMatchObject({
      'ana.combo@list.example': 'Summer2024!',
      'ben.combo@list.example': 'pa:ss"word',
      'cy.combo@list.example': undefined,
    });
    expect((await everyStoredRow(setup.ctx)).filter((row) => /Summer2024|ss"word/.test(row))).toEqual([]);

    // The person whose address is on the list learns a password of theirs leaked, never which.
    const scan = await scanOf('ana.combo@list.example');
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.body).not.toMatch(/Summer2024/);
    expect(scan.json().exposures[0].dataClasses).toEqual(['password', 'email']);
  });

  it('of addresses alone is imported by the command line, and one with a line that is no address is refused', async () => {
    const file = path.join(setup.dir, 'emails.txt');
    fs.writeFileSync(file, 'dee.list@list.example\neve.list@list.example\n');
    const result = await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli' });
    expect(result).toMatchObject({ imported: 2 });
    expect(result.read.headers).toEqual(['Email']);
    expect(result.read.notes).toEqual([{ code: 'headerless-list', columns: ['Email'] }]);
    expect((await scanOf('eve.list@list.example')).json().exposures).toHaveLength(1);

    const mixed = path.join(setup.dir, 'mixed.txt');
    fs.writeFileSync(mixed, 'fay.list@list.example:Winter99\nnot an address:Spring1\n');
    const refused = importFile(setup.ctx.database, setup.masterKey, { file: mixed, importedBy: 'cli' });
    await expect(refused).rejects.toThrow(
      'the first line starts with the address “fay.list@list.example”, but a file is read without a header row only',
    );
    await expect(refused).rejects.not.toThrow(/Winter99/);
    expect((await scanOf('fay.list@list.example')).json().exposures).toEqual([]);
  });
});
