import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import command line as an operator runs it, on the embedded database it creates.

const serverDir = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-import-cli-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function importCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: root, DATA_DIR: path.join(root, 'data') },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('npm run import', () => {
  it('--help lists the encodings an admin can choose, Mac Roman among them', () => {
    const { code, out } = importCli('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^ {2}macintosh {4}Mac Roman \(Western, classic Mac OS and Mac Excel\)$/m);
    expect(out).toMatch(/^ {2}windows-1251 {1}Windows-1251 \(Cyrillic\)$/m);
  });

  it('says which rows it skipped as not people and which values it left out, with their rows', () => {
    const file = path.join(root, 'footer.csv');
    fs.writeFileSync(
      file,
      'Name,Email,Phone,DOB\nQuinn Footer,quinn.footer@example.com,1.55501E+10,13/45/1980\nTotal,,,\n\n"Exported 2 rows",,,\n',
    );
    const { code, out } = importCli(file);
    expect(code).toBe(0);
    expect(out).toMatch(/^ {2}imported: {4}1$/m);
    expect(out).toMatch(/^ {2}skipped: {5}2 /m);
    expect(out).toContain('note:        2 rows are totals or summary lines (rows 3 and 5): they are skipped, not imported as people.');
    expect(out).toContain('note:        One value of “Phone” (row 2) is a number in scientific notation, such as “1.55501E+10”');
    expect(out).toContain('note:        One value of “DOB” (row 2) is not a date the import can read (such as “13/45/1980”)');
  });

  it('says how it read the dates: a year-day-month column, a moved birth date, day numbers it does not read (ADR 0273, 0274)', () => {
    const file = path.join(root, 'dates.csv');
    fs.writeFileSync(
      file,
      'Name,Email,DOB (YYYY-DD-MM),Birth Date,Date added\nDee Dates,dee.dates@example.com,1985-03-04,1985-03-03T23:00:00Z,45000\n',
    );
    const { code, out } = importCli(file);
    expect(code).toBe(0);
    expect(out).toContain('dates:       month first, as 12/31/1980; “DOB (YYYY-DD-MM)” year, day, month, as its name says (1980-31-12)');
    expect(out).toContain(
      'note:        The one date of “Date added” (row 2) is a number such as “45000”, what a spreadsheet exports for a date whose cell lost its date format: the command line reads spreadsheet day numbers only in a column named with --spreadsheet-days',
    );
    expect(out).toContain(
      'note:        One value of “Birth Date” (row 2) is a birth date written with a time of day after 12:00, such as “1985-03-03T23:00:00Z”',
    );
  });

  it('reads a date column of spreadsheet day numbers where --spreadsheet-days names it (ADR 0274)', () => {
    const file = path.join(root, 'days.csv');
    fs.writeFileSync(file, 'Name,Email,DOB\nDay Numbers,day.numbers@example.com,31107\n');
    const { code, out } = importCli(file, '--spreadsheet-days', 'DOB');
    expect(code).toBe(0);
    expect(out).toContain(
      'note:        One value of “DOB” (row 2) is a number such as “31107”, read as spreadsheet day numbers as --spreadsheet-days says (Excel’s 1900 date system, as “31107” is 1985-03-01).',
    );
    const refused = importCli(file, '--spreadsheet-days', 'Email');
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('Column "Email" is not a date column');
  });

  it('says which set of a voter roll’s address columns it reads first (ADR 0325)', () => {
    const file = path.join(root, 'roll.txt');
    fs.writeFileSync(
      file,
      'last_name\tfirst_name\tres_street_address\tres_city_desc\tstate_cd\tmail_addr1\tmail_city\nROLL\tRAY\t5 OAK AVE\tBURLINGTON\tNC\tPO BOX 1\tGRAHAM\n',
    );
    const { code, out } = importCli(file);
    expect(code).toBe(0);
    expect(out).toContain(
      '  addresses:   the residence columns (“res_street_address”, …) first, else the mailing columns (“mail_addr1”, …); never parts of two\n',
    );
  });

  it('reads an "ST" column as the state where --state-column names it, and refuses another column (ADR 0322)', () => {
    const file = path.join(root, 'states.csv');
    fs.writeFileSync(file, 'Name,Email,City,ST\nSt Told,st.told@example.com,Reno,NV\n');
    const unread = importCli(file);
    expect(unread.out).toMatch(/^ {2}ignored: {5}ST /m);
    expect(unread.out).toContain('import the file again with --state-column “ST”, or import it in the console.');
    const told = importCli(file, '--state-column', 'ST');
    expect(told.code).toBe(0);
    expect(told.out).toMatch(/^ {2}columns: {5}Name, Email, City, ST$/m);
    expect(told.out).toContain(
      'note:        The one value of “ST” (row 2) is a US state code such as “NV”, read as the state as --state-column says.',
    );
    const refused = importCli(file, '--state-column', 'City');
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('Column "City" cannot be read as the state');
  });

  it('reads dates in the order the file’s own are written, or as --date-order says, and says which (ADR 0317)', () => {
    const file = path.join(root, 'uk-dates.csv');
    fs.writeFileSync(file, 'Name,Email,DOB\nUk Before,uk.before@example.co.uk,31/12/1980\nUk After,uk.after@example.co.uk,01/02/1975\n');
    const plain = importCli(file);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain('dates:       day first, as 31/12/1980 (the file’s own dates are written so)\n');
    expect(plain.out).not.toContain('--date-order');
    // Told otherwise, it reads as told, and says what the file's own dates show.
    const told = importCli(file, '--date-order', 'month-first');
    expect(told.code).toBe(0);
    expect(told.out).toContain('dates:       month first, as 12/31/1980 (as --date-order says)');
    expect(told.out).toContain(
      'note:        One date of the file can only be read day first, such as “31/12/1980” in “DOB” (row 2), and none only month first: the file writes its dates day first, but its one date that reads both ways was read month first, such as “01/02/1975” in “DOB” (row 3), 1975-01-02 and not 1975-02-01. To read them day first, delete this batch and import the file again with --date-order day-first, or import it in the console.',
    );
    const wrong = importCli(file, '--date-order', 'yyyy-mm-dd');
    expect(wrong).toMatchObject({ code: 2, out: '--date-order: day-first or month-first.\n' });
  });

  it('skips a Salesforce report’s footer lines of one field each, instead of refusing the file', () => {
    const file = path.join(root, 'salesforce.csv');
    fs.writeFileSync(
      file,
      '"First Name","Last Name","Email","Phone","Mailing City"\r\n"Ulysses","Grantham","ulysses.g@sfrep2.example","(415) 555-0101","San Francisco"\r\n\r\n"Contacts Report"\r\n"Copyright (c) 2000-2024 salesforce.com, inc. All rights reserved."\r\n"Acme Inc."\r\n',
    );
    const { code, out } = importCli(file);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^ {2}imported: {4}1$/m);
    expect(out).toContain(
      'note:        3 rows are report title or footer lines (rows 4, 5 and 6): they are skipped, not imported as people.',
    );
  });

  it('refuses a title above the header naming --header-row, and reads the file with it (ADR 0301)', () => {
    const file = path.join(root, 'titled.csv');
    fs.writeFileSync(file, 'Customer export - generated 2024-03-01\nName,Email\nHana Header,hana.header@example.org\n');
    const refused = importCli(file);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain(
      'Import failed, nothing was saved: No recognised columns in row 1, "Customer export - generated 2024-03-01". Row 2 looks like the header row (it names Name and Email). If the rows above it are a title or export details, run the import again with --header-row 2 to leave them out, or delete them from the file.',
    );
    const read = importCli(file, '--header-row', '2');
    expect(read.code, read.out).toBe(0);
    expect(read.out).toMatch(/^ {2}imported: {4}1$/m);
    expect(read.out).toContain(
      'note:        Row 1 above the header row (starting "Customer export - generated 2024-03-01") is left out, as chosen: the header is read from row 2.',
    );
    const wrong = importCli(file, '--header-row', 'two');
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain('--header-row: the file row number of the header row, 1 or more');
  });

  it('refuses a file with no header row naming --columns, and reads it with the columns named (ADR 0330)', () => {
    const file = path.join(root, 'no-header.csv');
    fs.writeFileSync(file, '5125550143,Nils,Noheader,nils.noheader@example.org\n');
    const refused = importCli(file);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain(
      'If the file has no header row, name its columns in order with --columns (such as --columns "Phone,First Name,Last Name,Email").',
    );
    const read = importCli(file, '--columns', 'Phone, First Name, Last Name, Email');
    expect(read.code, read.out).toBe(0);
    expect(read.out).toMatch(/^ {2}imported: {4}1$/m);
    expect(read.out).toContain(
      'note:        The file has no header row: its columns are read as named (Phone, First Name, Last Name and Email), from row 1.',
    );
    const blank = importCli(file, '--columns', ' ');
    expect(blank.code).toBe(2);
    expect(blank.out).toContain("--columns: Name the file's columns in order, separated by commas");
    // A header of another tool's column names, replaced.
    const spark = path.join(root, 'spark.csv');
    fs.writeFileSync(spark, '_c0,_c1,_c2,_c3\n5125550144,Nell,Noheader,nell.noheader@example.org\n');
    const replaced = importCli(spark, '--columns', 'Phone,First Name,Last Name,Email', '--header-row', '1');
    expect(replaced.code, replaced.out).toBe(0);
    expect(replaced.out).toMatch(/^ {2}imported: {4}1$/m);
    expect(replaced.out).toContain('note:        The header row (row 1, "_c0,_c1,_c2,_c3") is left out, as chosen');
  });

  it('reads MySQL’s \\N as empty and a PowerShell type line as no row, and says so', () => {
    const mysql = path.join(root, 'mysql.tsv');
    fs.writeFileSync(mysql, 'name\temail\tstreet\tcity\nMy Sequel\tmy.sequel@example.org\t\\N\t\\N\n');
    const first = importCli(mysql);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/^ {2}imported: {4}1$/m);
    expect(first.out).toContain(
      'note:        One value of “street” (row 2) is “\\N”, how MySQL exports write “no value”: it is read as empty',
    );
    const ps = path.join(root, 'powershell.csv');
    fs.writeFileSync(ps, '#TYPE System.Management.Automation.PSCustomObject\r\n"Name","Email"\r\n"Pat Shell","pat.shell@example.org"\r\n');
    const second = importCli(ps);
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/^ {2}imported: {4}1$/m);
    expect(second.out).toContain("is the type line PowerShell's Export-Csv writes before the header: it is left out");
  });
});
