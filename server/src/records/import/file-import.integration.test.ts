import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, useMigratedTestDatabase } from '../../../test/test-context.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { FileImportError, importFile } from './file-import.ts';
import { streetKey } from '@breachwatch/core';
import { sql } from 'kysely';
import { createRecordSearch, planSearch } from '../search/index.ts';
import { encodeSingleByte } from '../../../../core/test/code-page.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-file-import-'));
const masterKey = randomBytes(32);
const HEADER = 'FirstName,LastName,Email,Phone,SSN,DOB,Address,City,State,Zip\n';
const GOOD_ROW = (i: number) =>
  `First${i},Last${i},p${i}@example.com,(555) 010-${String(1000 + i).slice(-4)},900-00-${String(1000 + i).slice(-4)},1980-01-01,${i} Main St,Boston,MA,02134\n`;

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

async function counts() {
  const n = async (t: 'breach_records' | 'import_batches' | 'record_emails') =>
    Number(
      (
        await testDb.database.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { records: await n('breach_records'), batches: await n('import_batches'), emails: await n('record_emails') };
}

async function expectRejected(file: string, message: RegExp, options: { workers?: number; bulkLoad?: boolean } = {}) {
  const before = await counts();
  const error = await importFile(testDb.database, masterKey, { file, ...options }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FileImportError);
  expect((error as Error).message).toMatch(message);
  expect(await counts()).toEqual(before);
}

const testDb = useMigratedTestDatabase();
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('streaming file import', () => {
  // First, on an empty table: the heap order (ctid) is only the insertion order where no earlier
  // rows left room on their pages, and how much room they leave depends on their width.
  it('stores a repeated row once; PostgreSQL numbers and stores a batch in surname order', async () => {
    // Surnames out of order, one row repeated whole (the same fingerprint), one row without a surname.
    const surnames = ['Zapata', 'alvarez', 'Mills', 'Zapata', 'Brook', '', 'Okafor', 'Achebe', 'mills'];
    const row = (last: string, i: number) => `Given${i},${last},hp${i}@example.com,,,,${i} Heap St,Boston,MA,02134\n`;
    const lines = surnames.map((last, i) => (i === 3 ? row('Zapata', 0) : row(last, i)));
    const res = await importFile(testDb.database, masterKey, { file: write('heap-order.csv', HEADER + lines.join('')), workers: 1 });
    expect(res).toMatchObject({ rows: 9, imported: 8, duplicates: 1 });
    const inOrder = async (order: 'seq' | 'ctid') =>
      (
        await sql<{
          first_name: string;
        }>`select first_name from breach_records where batch_id = ${res.batchId} order by ${sql.raw(order)}`.execute(testDb.database.db)
      ).rows.map((r) => r.first_name);
    if (testDatabaseKind !== 'postgres') {
      // File order, with the first occurrence's number: the repeat on line 5 was the one skipped.
      expect(await inOrder('seq')).toEqual(['Given0', 'Given1', 'Given2', 'Given4', 'Given5', 'Given6', 'Given7', 'Given8']);
      return;
    }
    // By surname, byte-wise and ignoring case, the whole name standing in where there is none,
    // file order within one surname (ADR 0179): a common surname's matches share heap pages.
    const bySurname = ['Given7', 'Given1', 'Given4', 'Given5', 'Given2', 'Given8', 'Given6', 'Given0'];
    expect(await inOrder('seq')).toEqual(bySurname);
    expect(await inOrder('ctid')).toEqual(bySurname);
  });

  it('imports a file with quoting, CRLF, a BOM, blank rows and TSV', async () => {
    const csv =
      '\uFEFF' +
      HEADER.replace('\n', '\r\n') +
      'Ada,"Love, ""lace""",ada@example.com,555-010-1234,,,"Multi\r\nLine Street",Boston,MA,02134\r\n\r\n,,,,,,,,,\r\n' +
      GOOD_ROW(1);
    const res = await importFile(testDb.database, masterKey, {
      file: write('ok.csv', csv),
      source: { name: 'File test', credibility: 'medium' },
    });
    expect(res).toMatchObject({ rows: 2, imported: 2, duplicates: 0, skipped: 0 });
    const ada = await testDb.database.db.selectFrom('breach_records').selectAll().where('first_name', '=', 'Ada').executeTakeFirstOrThrow();
    expect(ada.last_name).toBe('Love, "lace"');
    // A street over two lines is its street and second line (ADR 0329), the quoted CRLF read as one value.
    expect([ada.street, ada.address2]).toEqual(['Multi', 'Line Street']);
    const tsv = 'Name\tEmail\tZip\nGrace Hopper\tgrace@example.com\t10001\n';
    expect(await importFile(testDb.database, masterKey, { file: write('ok.tsv', tsv) })).toMatchObject({ rows: 1, imported: 1 });
  });

  it('re-importing the same file adds nothing', async () => {
    const before = await counts();
    const file = write('again.csv', HEADER + GOOD_ROW(1));
    const res = await importFile(testDb.database, masterKey, { file, source: { name: 'File test', credibility: 'medium' } });
    expect(res).toMatchObject({ imported: 0, duplicates: 1 });
    expect((await counts()).records).toBe(before.records);
  });

  it('commits more than one write chunk in the one transaction', async () => {
    const rows = Array.from({ length: 5_200 }, (_, i) => GOOD_ROW(i + 100)).join('');
    const res = await importFile(testDb.database, masterKey, { file: write('big.csv', HEADER + rows) });
    expect(res).toMatchObject({ rows: 5_200, imported: 5_200 });
    // Ids made over many milliseconds share the batch's prefix, and sorted they are not in the
    // file's order: a stranger who sees several cannot tell which row came first (ADR 0220).
    const ids = (
      await testDb.database.db.selectFrom('breach_records').select('id').where('batch_id', '=', res.batchId).orderBy('seq').execute()
    ).map((r) => r.id);
    expect(ids).toHaveLength(5_200);
    expect(new Set(ids.map((id) => id.slice(0, 9))).size).toBe(1);
    expect([...ids].sort()).not.toEqual(ids);
  });

  it.each([
    [2, 40_000],
    [1, 45_000],
  ])('prepares rows in %i worker thread(s) with the same result, in file order', async (workers, first) => {
    // Over 256 KB with one worker: it reads the file in more than one piece.
    const rows = Array.from({ length: 3_000 }, (_, i) => GOOD_ROW(i + first)).join('');
    // The last row repeats the first: the first occurrence is stored, the repeat is a duplicate.
    const res = await importFile(testDb.database, masterKey, {
      file: write(`workers-${workers}.csv`, HEADER + rows + GOOD_ROW(first)),
      workers,
    });
    expect(res).toMatchObject({ rows: 3_001, imported: 3_000, duplicates: 1 });
    const stored = await testDb.database.db
      .selectFrom('breach_records')
      .select('first_name')
      .where('batch_id', '=', res.batchId)
      .orderBy('seq')
      .execute();
    expect(stored.map((r) => r.first_name)).toEqual(Array.from({ length: 3_000 }, (_, i) => `First${i + first}`));
  });

  it('on PostgreSQL, orders a file with one name column by the surname within it', async () => {
    const csv = 'Name,Email\nAnn Zed,zed@example.com\n"Lovelace, Ada",ada@example.com\nBo  Able ,able@example.com\nCy,cy@example.com\n';
    const res = await importFile(testDb.database, masterKey, { file: write('one-name-column.csv', csv), workers: 1 });
    expect(res).toMatchObject({ imported: 4 });
    if (testDatabaseKind !== 'postgres') return;
    // In insertion order (seq): the heap of a table that earlier tests filled and emptied may
    // place a batch's last rows in free space on earlier pages.
    const { rows } = await sql<{ full_name: string }>`select full_name from breach_records where batch_id = ${res.batchId}
      order by seq`.execute(testDb.database.db);
    // able, cy, lovelace, zed: the last word, or the part before a comma (ADR 0179).
    expect(rows.map((r) => r.full_name)).toEqual(['Bo Able', 'Cy', 'Lovelace, Ada', 'Ann Zed']);
  });

  it('keeps backslashes, tabs, line breaks and any script of a field intact, prepared in a worker', async () => {
    // COPY's text format gives \\, \t, \r, \n and \N meanings of their own (ADR 0160).
    // A street's line breaks divide it (ADR 0329): the city carries them through COPY instead.
    const street = 'C:\\dir\\N\tTab \\t';
    const city = 'Zürich\r\nAltstadt\\n';
    const csv = HEADER + `Zoë,Ångström 漢字 🙂,"zoë@example.com",555-010-7777,,,"${street}","${city}",ZH,08001\n`;
    const res = await importFile(testDb.database, masterKey, { file: write('chars.csv', csv), workers: 1 });
    expect(res).toMatchObject({ imported: 1 });
    const zoe = await testDb.database.db
      .selectFrom('breach_records')
      .selectAll()
      .where('batch_id', '=', res.batchId)
      .executeTakeFirstOrThrow();
    expect([zoe.first_name, zoe.last_name, zoe.street, zoe.city]).toEqual(['Zoë', 'Ångström 漢字 🙂', street, city]);
    const emails = await testDb.database.db.selectFrom('record_emails').select('email').where('record_id', '=', zoe.id).execute();
    expect(emails.map((e) => e.email)).toEqual(['zoë@example.com']);
  });

  it('reads a French file’s slashed birth dates day first, in the reading worker', async () => {
    const csv = 'Nom;Prénom;Date de naissance;Ville\nMartin;Léa;12/03/1980;Lyon\nDurand;Hugo;25/12/1975;Nantes\n';
    const res = await importFile(testDb.database, masterKey, { file: write('french-dates.csv', csv), workers: 1 });
    expect(res).toMatchObject({ imported: 2 });
    const rows = await testDb.database.db
      .selectFrom('breach_records')
      .select(['first_name', 'secret'])
      .where('batch_id', '=', res.batchId)
      .orderBy('first_name')
      .execute();
    const cipher = createFieldCipher(masterKey);
    expect(rows.map((r) => [r.first_name, cipher.decryptJson<{ dob?: string }>(r.secret).dob])).toEqual([
      ['Hugo', '1975-12-25'],
      ['Léa', '1980-03-12'],
    ]);
  });

  it('reads a Windows-1251 export with Russian headers, in the reading worker, and its names are found', async () => {
    const csv = 'Фамилия;Имя;Дата рождения;Город\nПетрова;Ольга;05.11.1975;Казань\nЁлкин;Семён;25.12.1980;Уфа\n';
    const bytes = encodeSingleByte(csv, 'windows-1251');
    const res = await importFile(testDb.database, masterKey, {
      file: write('cyrillic-1251.csv', Buffer.from(bytes)),
      workers: 1,
      encoding: 'windows-1251',
    });
    expect(res).toMatchObject({ imported: 2, read: { encoding: 'windows-1251', encodingSource: 'chosen' } });
    const rows = await testDb.database.db
      .selectFrom('breach_records')
      .select(['full_name', 'city', 'secret'])
      .where('batch_id', '=', res.batchId)
      .orderBy('full_name')
      .execute();
    const cipher = createFieldCipher(masterKey);
    expect(rows.map((r) => [r.full_name, r.city, cipher.decryptJson<{ dob?: string }>(r.secret).dob])).toEqual([
      ['Ольга Петрова', 'Казань', '1975-11-05'],
      ['Семён Ёлкин', 'Уфа', '1980-12-25'],
    ]);
    const search = createRecordSearch(testDb.database);
    expect((await search.rankedSeqs(planSearch('семен елкин')!, { limit: 10 })).total).toBe(1);
  });

  it('bulk-load mode defers and rebuilds the indexes, and search finds the new records', async () => {
    const indexNames = async () =>
      testDatabaseKind === 'sqlite'
        ? testDb.database.sqlite!.prepare(`select name from sqlite_master where type = 'index' order by name`).pluck().all()
        : // The shared tables' indexes (a big import's own partition brings its own: ADR 0151).
          (
            await testDb.database.pgPool!.query(
              `select indexname from pg_indexes where schemaname = current_schema() and tablename !~ '^record_(emails|phones)_b_' order by 1`,
            )
          ).rows.map((r) => r.indexname);
    const before = await indexNames();
    // The index build borrows sorter threads and a file temp store (ADR 0311): the server's
    // connection gets its own settings back.
    const sqlitePragmas = () =>
      testDatabaseKind === 'sqlite' ? ['threads', 'temp_store'].map((name) => testDb.database.sqlite!.pragma(name, { simple: true })) : [];
    const pragmasBefore = sqlitePragmas();
    const rows = Array.from({ length: 2_000 }, (_, i) => GOOD_ROW(i + 60_000).replace(`First${i + 60_000}`, `Bulkname${i}`)).join('');
    const res = await importFile(testDb.database, masterKey, { file: write('bulk.csv', HEADER + rows), workers: 1, bulkLoad: true });
    expect(res).toMatchObject({ imported: 2_000 });
    expect(await indexNames()).toEqual(before);
    expect(sqlitePragmas()).toEqual(pragmasBefore);
    const search = createRecordSearch(testDb.database);
    const { seqs } = await search.rankedSeqs(planSearch('bulkname1999 last61999')!, { limit: 10 });
    // The street index is built at the end too (ADR 0165): a complete street finds its record.
    const atStreet = await search.exactSeqs({ streetKeys: [streetKey('61999 Main St')!] }, 10);
    await search.close();
    expect(seqs).toHaveLength(1);
    expect(atStreet).toEqual(seqs);
    // A failing bulk import leaves the indexes as they were, too.
    await expectRejected(write('bulk-bad.csv', HEADER + rows.replaceAll('Bulkname', 'Other') + 'Short,Row\n'), /expected 10 fields/);
    expect(await indexNames()).toEqual(before);
  });

  it('an unterminated quote: clear message, nothing saved', async () => {
    await expectRejected(
      write('quote.csv', HEADER + GOOD_ROW(500) + GOOD_ROW(501) + 'Bad,"Quote,x@example.com,,,,,,,\n'),
      /quoted field is never closed/,
    );
  });

  it('a ragged row: clear message with the row, nothing saved', async () => {
    await expectRejected(
      write('ragged.csv', HEADER + GOOD_ROW(600) + 'Short,Row,short@example.com\n' + GOOD_ROW(601)),
      /^Row 3: expected 10 fields \(one per header\) but found 3\.$/,
    );
  });

  it('counts blank lines in the row number of a message', async () => {
    await expectRejected(write('blank-then-ragged.csv', HEADER + GOOD_ROW(650) + '\n' + 'Short,Row\n'), /^Row 4: expected 10 fields/);
  });

  it('a ragged row after the first write chunk still leaves nothing', async () => {
    const rows = Array.from({ length: 5_100 }, (_, i) => GOOD_ROW(i + 20_000)).join('');
    await expectRejected(write('late-ragged.csv', HEADER + rows + 'Short,Row\n'), /^Row 5102: expected 10 fields/);
  });

  // Five imports, each starting a reading worker: 8 s on a quiet machine, past the default 30 s
  // on PostgreSQL on a busy one.
  it('read in the worker (one worker, ADR 0147): the same messages, nothing saved', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: 5_100 }, (_, i) => GOOD_ROW(i + 30_000)).join('');
    const one = { workers: 1 };
    await expectRejected(write('w-late-ragged.csv', HEADER + rows + 'Short,Row\n'), /^Row 5102: expected 10 fields/, one);
    await expectRejected(write('w-quote.csv', HEADER + rows + 'Bad,"Quote,x@example.com,,,,,,,\n'), /quoted field is never closed/, one);
    await expectRejected(write('w-empty.csv', ''), /The file is empty\./, one);
    await expectRejected(write('w-header-only.csv', HEADER), /no data rows/, one);
    await expectRejected(write('w-nohead.csv', 'Foo,Bar,Baz\n1,2,3\n'), /No recognised columns/, one);
  });

  it('a binary file', async () => {
    await expectRejected(
      write('binary.csv', Buffer.from([0x07, 0x01, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x01, 0x02, 0x00])),
      /binary file/,
    );
    await expectRejected(
      write('late-binary.csv', Buffer.concat([Buffer.from(HEADER + GOOD_ROW(700).repeat(2000)), Buffer.from([0, 1, 2, 3])])),
      /binary file/,
    );
  });

  it('a workbook, an archive or a web page renamed .csv, named for what it is', async () => {
    await expectRejected(
      write('workbook.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0xfe, 0x01, 0x02, 0x00])),
      /^This is a ZIP archive, such as an Excel workbook \(\.xlsx\), not CSV\/TSV text\. Open it in Excel/,
    );
    await expectRejected(
      write('old-workbook.csv', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00])),
      /^This is an older Office file, such as an Excel 97-2003 workbook \(\.xls\)/,
    );
    await expectRejected(
      write('page.csv', '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Name,Email</body></html>\n'),
      /^This is a web page \(HTML\), not CSV\/TSV text\./,
    );
  });

  it('an empty file, or only blank lines', async () => {
    await expectRejected(write('empty.csv', ''), /The file is empty\./);
    await expectRejected(write('blank.csv', '\n\r\n  \n'), /The file is empty\./);
    await expectRejected(write('header-only.csv', HEADER), /no data rows/);
  });

  it('a header row with no recognised column', async () => {
    await expectRejected(write('nohead.csv', 'Foo,Bar,Baz\n1,2,3\n'), /No recognised columns/);
  });

  it('a title and export details above the header: the refusal names the header row', async () => {
    await expectRejected(
      write('titled.csv', 'Customer list, all regions\nExported: 2024-05-01\n\nName,Email\nAda Titled,ada.titled@example.org\n'),
      /^No recognised columns in row 1, "Customer list, all regions"\. Row 4 looks like the header row \(it names Name and Email\): delete the rows above it/,
    );
  });

  it('a 50 MB single field, without buffering it whole', async () => {
    const file = path.join(dir, 'huge.csv');
    const fd = fs.openSync(file, 'w');
    fs.writeSync(fd, HEADER + GOOD_ROW(800) + 'Huge,"');
    const block = 'x'.repeat(1 << 20);
    for (let i = 0; i < 50; i++) fs.writeSync(fd, block);
    fs.writeSync(fd, '",a@example.com,,,,,,,\n');
    fs.closeSync(fd);
    const rssBefore = process.memoryUsage().rss;
    await expectRejected(file, /longer than 1 MB/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    // Just over the 1 MB field limit, on one line short enough to parse: Papa reads it, we refuse it.
    await expectRejected(
      write('long-field.csv', HEADER + `Long,"${'y'.repeat(1_100_000)}",l@example.com,,,,,,,\n`),
      /^Row 2: a field in column "LastName" is longer than 1 MB\.$/,
    );
  });
});

describe('npm run import', () => {
  const run = promisify(execFile);
  const cli = path.resolve(import.meta.dirname, '../../cli/import.ts');
  const env = { ...process.env, DATA_DIR: path.join(dir, 'cli-data'), DATABASE_URL: '', LOG_LEVEL: 'silent' };

  it('prints a summary, progress on stderr, and a clear message for a bad file', async () => {
    const file = write('cli.csv', HEADER + GOOD_ROW(900) + GOOD_ROW(901));
    const ok = await run('npx', ['tsx', cli, file, '--source', 'CLI test', '--credibility', 'high'], { env });
    expect(ok.stdout).toMatch(/imported:\s+2/);
    expect(ok.stdout).toMatch(/columns:\s+FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip\n/);
    expect(ok.stdout).not.toMatch(/ignored:/);
    expect(ok.stdout).toMatch(/dates:\s+month first, as 12\/31\/1980\n/);
    // A column no alias knows is named, so an operator sees what filled no field.
    const extra = write('cli-extra.csv', 'Prénom,Nom,Shoe Size,Courriel\nAda,Lovelace,9,ada@example.com\n');
    const mapped = await run('npx', ['tsx', cli, extra, '--source', 'CLI test'], { env });
    expect(mapped.stdout).toMatch(/columns:\s+Prénom, Nom, Courriel\n/);
    expect(mapped.stdout).toMatch(/ignored:\s+Shoe Size \(kept in the original row only\)/);
    expect(mapped.stdout).not.toMatch(/dates:/);
    expect(mapped.stderr).toMatch(/\b1 row read \(100%\)/);
    // The progress line ends on what was read, not on the first chunk's "0 rows read (100%)".
    expect(ok.stderr).toMatch(/2 rows read \(100%\)/);
    expect(ok.stderr).not.toMatch(/\b0 rows read/);
    const bad = await run('npx', ['tsx', cli, write('cli-bad.csv', 'Foo\n1\n')], { env }).catch((e: { code: number; stderr: string }) => e);
    expect((bad as { code: number }).code).toBe(1);
    expect((bad as { stderr: string }).stderr).toContain('Import failed, nothing was saved: No recognised columns');
    const usage = await run('npx', ['tsx', cli, file, '--url', 'https://x.example'], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((usage as { code: number }).code).toBe(2);
  }, 180_000);
});
