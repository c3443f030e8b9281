// Birth dates as real exports write them (ADR 0273), through both server paths: the import API
// fed as the console feeds it (core's reader, then a batch request) and the command line's file
// import. What an admin and the person in the file would notice: the date of birth the record
// keeps, and what the report says of the values read from another form.
import fs from 'node:fs';
import path from 'node:path';
import { describeDateReadings, followingDateOrder, readDelimitedBytes, resolveHeaders, type DateOrder } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { adminDetailsByName } from '../../../test/console-import.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { DATE_ORDER_SAMPLE_BYTES } from './file-import-input.ts';
import { importFile } from './index.ts';

const setup = useImportTestContext('bw-import-dates-');

const auth = () => ({ authorization: `Bearer ${setup.token}` });
const post = (url: string, payload: object) => setup.ctx.app.inject({ method: 'POST', url, headers: auth(), payload });

/** What the console does with a file: read it whole with core's reader, then one batch request. */
async function importAsConsole(text: string) {
  const whole = readDelimitedBytes(new TextEncoder().encode(text), { findings: true });
  // As the console's preview does: the dates are read in the order the file's own show (ADR 0317).
  const read = { ...whole, findings: followingDateOrder(whole.findings!, resolveHeaders(whole.headers)) };
  const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: read.dataRows });
  const batchId = begin.json().batch.id as string;
  // As the console sends them: the date columns its read found to hold only day numbers (ADR 0274).
  const days = read.findings.spreadsheetDays.map((f) => f.index);
  const order = read.findings.dateOrder?.read ? read.findings.dateOrder.order : undefined;
  const res = await post('/api/admin/import', {
    batchId,
    headers: read.headers,
    rows: read.rows,
    rowNumbers: read.rowNumbers,
    ...(days.length ? { spreadsheetDayColumns: days } : {}),
    ...(order ? { dateOrder: order } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  return read;
}

async function importAsCli(text: string, workers?: number, spreadsheetDayColumns?: string[], dateOrder?: DateOrder) {
  const file = path.join(setup.dir, 'dates.csv');
  fs.writeFileSync(file, text);
  try {
    return await importFile(setup.ctx.database, setup.masterKey, {
      file,
      importedBy: 'cli',
      ...(workers ? { workers } : {}),
      ...(spreadsheetDayColumns ? { spreadsheetDayColumns } : {}),
      ...(dateOrder ? { dateOrder } : {}),
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The date of birth the console shows an admin for each record of these names, by name. */
async function storedDobs(names: string[]): Promise<Record<string, string | null>> {
  const details = await adminDetailsByName(setup.ctx, setup.token, names);
  return Object.fromEntries(Object.entries(details).map(([name, d]) => [name, d.dob]));
}

describe('a column named with a year-day-month format', () => {
  it('is read as its name says, on both paths', async () => {
    const file = 'Name,Email,DOB (YYYY-DD-MM)\nYdm Console,ydm.console@example.org,1985-03-04\n';
    await importAsConsole(file);
    const cli = await importAsCli('Name,Email,dob_yyyyddmm\nYdm Cli,ydm.cli@example.org,19850304\n');
    expect(cli).toMatchObject({ imported: 1 });
    expect(await storedDobs(['Ydm Console', 'Ydm Cli'])).toEqual({ 'Ydm Console': '1985-04-03', 'Ydm Cli': '1985-04-03' });
  });
});

describe('a birth date written as a UTC timestamp of a local midnight', () => {
  it('is stored as the day it names, and the report says it was read so, on both paths', async () => {
    const file =
      'Name,Email,Birth Date\nTz Console,tz.console@example.org,1985-03-03T23:00:00Z\nTz Morning,tz.morning@example.org,1985-03-04T05:00:00.000Z\n';
    const read = await importAsConsole(file);
    expect(describeDateReadings(read.findings)).toEqual([
      'One value of “Birth Date” (row 2) is a birth date written with a time of day after 12:00, such as “1985-03-03T23:00:00Z”: a birth date has no time, so it is read as the next day, the midnight an export from a time zone ahead of UTC writes so.',
    ]);
    const cli = await importAsCli(
      file
        .replace(/Tz Console/, 'Tz Cli')
        .replace(/Tz Morning/, 'Tz Dawn')
        .replace(/tz\./g, 'tzc.'),
      1,
    );
    expect(cli).toMatchObject({ imported: 2 });
    expect(cli.read.findings?.movedBirthDates).toEqual([{ column: 'Birth Date', count: 1, example: '1985-03-03T23:00:00Z', rows: [2] }]);
    expect(await storedDobs(['Tz Console', 'Tz Morning', 'Tz Cli', 'Tz Dawn'])).toEqual({
      'Tz Console': '1985-03-04',
      'Tz Morning': '1985-03-04',
      'Tz Cli': '1985-03-04',
      'Tz Dawn': '1985-03-04',
    });
  });
});

describe('birth dates with two-digit years, as Oracle exports write them (ADR 0293)', () => {
  it('are stored in the century the rule gives, and the report says so, on both paths', async () => {
    const file = 'Name,Email,DOB\nYy Console,yy.console@example.org,03-APR-85\nYy Slashed,yy.slashed@example.org,04/03/85\n';
    const read = await importAsConsole(file);
    expect(read.findings?.twoDigitYears).toMatchObject([{ column: 'DOB', count: 2, example: '03-APR-85', readAs: '1985-04-03' }]);
    expect(describeDateReadings(read.findings)[0]).toMatch(
      /^2 values of “DOB” \(rows 2 and 3\) are birth dates written with a two-digit year/,
    );
    const cli = await importAsCli(
      file
        .replace(/Yy Console/, 'Yy Cli')
        .replace(/Yy Slashed/, 'Yy Cli Slashed')
        .replace(/yy\./g, 'yyc.'),
    );
    expect(cli).toMatchObject({ imported: 2 });
    expect(cli.read.findings?.twoDigitYears).toMatchObject([{ column: 'DOB', count: 2, rows: [2, 3] }]);
    expect(await storedDobs(['Yy Console', 'Yy Slashed', 'Yy Cli', 'Yy Cli Slashed'])).toEqual({
      'Yy Console': '1985-04-03',
      'Yy Slashed': '1985-04-03',
      'Yy Cli': '1985-04-03',
      'Yy Cli Slashed': '1985-04-03',
    });
  });
});

describe('a date column of spreadsheet day numbers (ADR 0274)', () => {
  it('is read as dates by the console’s import, named, and never for another column', async () => {
    const file = 'Name,Email,SSN,DOB\nDay Console,day.console@example.org,,31107\nDay Second,day.second@example.org,,31107.0\n';
    const read = await importAsConsole(file);
    expect(describeDateReadings(read.findings)).toEqual([
      'All 2 dates of “DOB” (rows 2 and 3) are numbers such as “31107”, what a spreadsheet exports for a date whose cell lost its date format: they are read as spreadsheet day numbers (Excel’s 1900 date system, as “31107” is 1985-03-01).',
    ]);
    expect(await storedDobs(['Day Console', 'Day Second'])).toEqual({ 'Day Console': '1985-03-01', 'Day Second': '1985-03-01' });

    // An SSN column is never read as dates, whoever asks.
    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 1 });
    const res = await post('/api/admin/import', {
      batchId: begin.json().batch.id,
      headers: ['Name', 'SSN', 'DOB'],
      rows: [['Day Ssn', '31107', '31107']],
      spreadsheetDayColumns: [1],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Column 2 (“SSN”) is not a date column: only a birth date or a date added is read as spreadsheet day numbers.',
    );
  });

  it('is not read beside real dates, and the command line names it without reading it', async () => {
    const mixed = await importAsConsole(
      'Name,Email,DOB\nDay Mixed,day.mixed@example.org,31107\nDay Real,day.real@example.org,1985-03-04\n',
    );
    expect(mixed.findings!.spreadsheetDays).toEqual([]);
    const cli = await importAsCli('Name,Email,DOB\nDay Cli,day.cli@example.org,31107\n');
    expect(cli.read.findings?.spreadsheetDays).toEqual([{ column: 'DOB', count: 1, example: '31107', rows: [2], index: 2 }]);
    expect(await storedDobs(['Day Mixed', 'Day Real', 'Day Cli'])).toEqual({
      'Day Mixed': null,
      'Day Real': '1985-03-04',
      'Day Cli': null,
    });
  });

  it('is read by the command line where its option names the column, in a worker too, and refused for another', async () => {
    const file = 'Name,Email,SSN,DOB\nDay Told,day.told@example.org,,31107\nDay Real Told,day.realtold@example.org,,1985-03-04\n';
    const told = await importAsCli(file, undefined, ['DOB']);
    expect(told).toMatchObject({ imported: 2 });
    expect(told.read.findings?.spreadsheetDays).toEqual([{ column: 'DOB', count: 1, example: '31107', rows: [2], index: 3, read: true }]);
    const inWorker = await importAsCli(file.replace(/Told/g, 'Worker').replace(/told@/g, 'worker@'), 1, ['DOB']);
    expect(inWorker).toMatchObject({ imported: 2 });
    expect(await storedDobs(['Day Told', 'Day Real Told', 'Day Worker', 'Day Real Worker'])).toEqual({
      'Day Told': '1985-03-01',
      'Day Real Told': '1985-03-04',
      'Day Worker': '1985-03-01',
      'Day Real Worker': '1985-03-04',
    });
    await expect(importAsCli(file, undefined, ['SSN'])).rejects.toThrow(
      'Column "SSN" is not a date column: only a birth date or a date added is read as spreadsheet day numbers.',
    );
    await expect(importAsCli(file, 1, ['Birthday'])).rejects.toThrow(
      'The file has no column "Birthday" to read as spreadsheet day numbers.',
    );
  });
});

// An English-headed dump from a day-first country (ADR 0317): "31/12/1980" can only be read day
// first, so "01/02/1975" in the same file is 1 February, not January 2.
describe('a file whose own dates show the other order', () => {
  const file = (who: string) =>
    `First Name,Last Name,Email,DOB\nUk${who},One,uk1.${who}@example.co.uk,31/12/1980\nUk${who},Two,uk2.${who}@example.co.uk,01/02/1975\n` +
    `Uk${who},Three,uk3.${who}@example.co.uk,04/03/85\n`;
  const dobsOf = (who: string) => storedDobs([`Uk${who} One`, `Uk${who} Two`, `Uk${who} Three`]);

  it('is read in that order by the console, which says so', async () => {
    const read = await importAsConsole(file('Console'));
    expect(read.findings.dateOrder).toMatchObject({ order: 'day-first', read: true });
    const [order, twoDigit, ...others] = describeDateReadings(read.findings);
    expect(order).toBe(
      'One date of the file can only be read day first, such as “31/12/1980” in “DOB” (row 2), and none only month first: the file writes its dates day first, whatever its column names’ language. Its 2 dates that read both ways are read day first too, such as “01/02/1975” in “DOB” (row 3), 1975-02-01 and not 1975-01-02.',
    );
    // The two-digit year's example, read day first as the import will read it.
    expect(twoDigit).toContain('such as “04/03/85”, read as 1985-03-04:');
    expect(others).toEqual([]);
    expect(await dobsOf('Console')).toEqual({
      'UkConsole One': '1980-12-31',
      'UkConsole Two': '1975-02-01',
      'UkConsole Three': '1985-03-04',
    });
  });

  it('is read in that order by the command line too, from its first rows, unless --date-order says otherwise', async () => {
    const cli = await importAsCli(file('Cli'));
    expect(cli.read.resolved).toMatchObject({ dateOrder: 'day-first', dateOrderSource: 'values' });
    expect(cli.read.findings?.dateOrder).toBeUndefined();
    expect(await dobsOf('Cli')).toEqual({ 'UkCli One': '1980-12-31', 'UkCli Two': '1975-02-01', 'UkCli Three': '1985-03-04' });
    const told = await importAsCli(file('Told'), 1, undefined, 'month-first');
    expect(told.read.findings?.dateOrder).toMatchObject({ order: 'day-first', either: { count: 2, example: '01/02/1975' } });
    expect(told.read.findings?.dateOrder?.read).toBeUndefined();
    expect(await dobsOf('Told')).toEqual({ 'UkTold One': '1980-12-31', 'UkTold Two': '1975-01-02', 'UkTold Three': '1985-04-03' });
  });

  it("is read in the headers' order by the command line when only rows past its first ones show it, and the summary says so", async () => {
    // The first rows' dates all read both ways: the order is shown only past the sampled bytes.
    // One record, the rest its duplicates; a long note makes few of them fill the sample.
    const note = 'x'.repeat(200);
    const ambiguous = Array.from({ length: Math.ceil(DATE_ORDER_SAMPLE_BYTES / note.length) }, () => `,01/02/1975,${note}`);
    const late = await importAsCli(`Name,DOB,Notes\n${ambiguous.join('\n')}\nUkLate Shown,31/12/1980,\n`);
    expect(late).toMatchObject({ imported: 2, duplicates: ambiguous.length - 1 });
    expect(late.read.resolved.dateOrder).toBe('month-first');
    expect(late.read.findings?.dateOrder).toMatchObject({
      order: 'day-first',
      shownBy: { example: '31/12/1980', rows: [ambiguous.length + 2] },
    });
  });

  it('is refused by the import API with an order it does not know', async () => {
    const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: 1 });
    const res = await post('/api/admin/import', {
      batchId: begin.json().batch.id,
      headers: ['Name', 'DOB'],
      rows: [['Uk Weekly', '01/02/1975']],
      dateOrder: 'year-first',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('dateOrder is month-first or day-first.');
  });
});
