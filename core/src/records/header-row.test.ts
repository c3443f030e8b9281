import { describe, expect, it } from 'vitest';
import { encodeSingleByte } from '../../test/code-page.ts';
import { readProblemOf } from '../../test/read-problem-of.ts';
import { describeReadNote, describeReadProblem, headerRowButtonLabel, suggestedHeaderRow } from './read-problems.ts';
import { RowReader } from './row-reader.ts';
import type { RowReaderOptions } from './row-reader-options.ts';
import { readDelimitedBytes, readDelimitedText } from './read-whole.ts';

// The header row named by the person importing (ADR 0301): the rows above it (a title, export
// details) are left out, every other row keeps its number in the file.

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => {
  const out = new Uint8Array((text.length + 1) * 2);
  const codes = [0xfeff, ...[...text].map((c) => c.charCodeAt(0))];
  codes.forEach((code, i) => {
    out[i * 2] = code & 0xff;
    out[i * 2 + 1] = code >> 8;
  });
  return out;
};

function readChunked(bytes: Uint8Array, size: number, options: RowReaderOptions) {
  const reader = new RowReader(options);
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const take = (b: { rows: string[][]; rowNumbers: number[] }) => {
    rows.push(...b.rows);
    rowNumbers.push(...b.rowNumbers);
  };
  for (let at = 0; at < bytes.length; at += size) take(reader.push(bytes.slice(at, at + size)));
  take(reader.end());
  return { ...reader.summary(), rows, rowNumbers };
}

const TITLED = 'Customer export - generated 2024-03-01\nFirstName,LastName,Email\nAda,Lee,ada@example.test\nBob,Ray,bob@example.test\n';

describe('RowReader: the header row named by the person importing (ADR 0301)', () => {
  it('refuses a title above the header, offering its row, and reads the file with that row as the header', () => {
    const refused = readProblemOf(() => readDelimitedText(TITLED));
    expect(suggestedHeaderRow(refused)).toEqual({ row: 2, columns: ['FirstName', 'LastName', 'Email'] });

    const read = readDelimitedText(TITLED, { headerRow: 2 });
    expect(read.headers).toEqual(['FirstName', 'LastName', 'Email']);
    expect(read.rows).toEqual([
      ['Ada', 'Lee', 'ada@example.test'],
      ['Bob', 'Ray', 'bob@example.test'],
    ]);
    // Rows keep the file's numbers: the first data row is row 3 of the file.
    expect(read.rowNumbers).toEqual([3, 4]);
    expect(read.notes).toEqual([{ code: 'rows-above-header', first: 1, header: 2, line: 'Customer export - generated 2024-03-01' }]);
    expect(describeReadNote(read.notes[0]!)).toBe(
      'Row 1 above the header row (starting "Customer export - generated 2024-03-01") is left out, as chosen: the header is read from row 2.',
    );
  });

  it('names a later problem by its row in the file, not its row after the title', () => {
    const problem = readProblemOf(() => readDelimitedText(`${TITLED}Cy,Moe\n`, { headerRow: 2 }));
    expect(problem).toEqual({ code: 'ragged-row', row: 5, expected: 3, actual: 2 });
  });

  it('reads the same however the input is chunked, with CR LF line ends and several rows above', () => {
    const text =
      'Customer list, all regions\r\nExported: 2024-05-01 by admin\r\n\r\nNachname;Vorname;E-Mail\r\nLee;Ada;ada@example.test\r\n';
    const refused = readProblemOf(() => readDelimitedText(text));
    expect(refused).toMatchObject({ code: 'no-recognised-columns', headerBelow: { row: 4 } });
    const options = { headerRow: 4, today: new Date('2026-11-30T00:00:00Z') };
    const whole = readDelimitedText(text, options);
    expect(whole).toMatchObject({ delimiter: ';', rows: [['Lee', 'Ada', 'ada@example.test']], rowNumbers: [5] });
    expect(whole.notes).toEqual([{ code: 'rows-above-header', first: 1, header: 4, line: 'Customer list, all regions' }]);
    for (const size of [1, 2, 7, 64]) expect(readChunked(utf8(text), size, options)).toEqual(whole);
  });

  it('detects the separator on the header row, not on a title full of commas', () => {
    const text = 'Report, all stores, all regions, 2024\nName|Email|City\nAda Lee|ada@example.test|Oslo\n';
    const read = readDelimitedText(text, { headerRow: 2 });
    expect(read).toMatchObject({ delimiter: '|', delimiterSource: 'detected', headers: ['Name', 'Email', 'City'] });
  });

  it('counts a title with a quoted line break as one row, in the refusal and in the option', () => {
    const text = '"Customer export\ngenerated 2024-03-01"\nName,Email\nAda Lee,ada@example.test\n';
    const refused = readProblemOf(() => readDelimitedText(text));
    // The reader numbers rows, not lines: the header is row 2 of the file.
    expect(refused).toMatchObject({ code: 'no-recognised-columns', headerBelow: { row: 2, firstRow: 1 } });
    const read = readDelimitedText(text, { headerRow: 2 });
    expect(read).toMatchObject({ headers: ['Name', 'Email'], rows: [['Ada Lee', 'ada@example.test']], rowNumbers: [3] });
    expect(read.notes[0]).toMatchObject({
      code: 'rows-above-header',
      first: 1,
      header: 2,
      line: '"Customer export\ngenerated 2024-03-01"',
    });
  });

  it('leaves out a title after a UTF-8 byte order mark, and in a UTF-16 tab-separated file', () => {
    const bom = readDelimitedBytes(utf8(`\uFEFF${TITLED}`), { headerRow: 2 });
    expect(bom).toMatchObject({ encoding: 'utf-8', encodingSource: 'bom', rowNumbers: [3, 4] });
    expect(bom.notes[0]).toMatchObject({ line: 'Customer export - generated 2024-03-01' });

    const wide = readDelimitedBytes(utf16le('Staff list "2024"\r\nName\tEmail\r\nAda Lee\tada@example.test\r\n'), { headerRow: 2 });
    expect(wide).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', rows: [['Ada Lee', 'ada@example.test']], rowNumbers: [3] });
    expect(wide.notes[0]).toMatchObject({ line: 'Staff list "2024"' });
  });

  it('applies to the decoded text of a Windows-1252 file, its title decoded too', () => {
    const bytes = encodeSingleByte('Kundenübersicht, März 2024\nName;E-Mail;Ort\nJosé Müller;jose@example.test;Zürich\n', 'windows-1252');
    for (const size of [1, 5, bytes.length]) {
      const read = readChunked(bytes, size, { headerRow: 2 });
      expect(read).toMatchObject({ encoding: 'windows-1252', delimiter: ';', rows: [['José Müller', 'jose@example.test', 'Zürich']] });
      expect(read.notes[0]).toMatchObject({ line: 'Kundenübersicht, März 2024' });
    }
  });

  it('reads a tab-separated file that does not quote with a bare quote in its title (ADR 0215)', () => {
    const read = readDelimitedText('Stock of 5" screens\nName\tEmail\nO"Brien\tob@example.test\n', { headerRow: 2 });
    expect(read).toMatchObject({ rows: [['O"Brien', 'ob@example.test']], rowNumbers: [3] });
  });

  it('keeps a long title short in the note', () => {
    const read = readDelimitedText(`${'x'.repeat(500)}\nName,Email\nAda Lee,ada@example.test\n`, { headerRow: 2 });
    expect(read.notes[0]).toMatchObject({ code: 'rows-above-header', line: 'x'.repeat(200) });
    // A spreadsheet's export pads a title row with empty cells: they are not shown as its text.
    const padded = 'Customer list,,,\nName,Email,City\nAda Lee,ada@example.test,Oslo\n';
    expect(readProblemOf(() => readDelimitedText(padded))).toMatchObject({ headerBelow: { firstLine: 'Customer list' } });
    expect(readDelimitedText(padded, { headerRow: 2 }).notes[0]).toMatchObject({ line: 'Customer list' });
  });

  it('refuses a header row that names no known column, pointing at the row that does', () => {
    const problem = readProblemOf(() => readDelimitedText(TITLED, { headerRow: 3 }));
    expect(problem).toEqual({
      code: 'not-a-header-row',
      row: 3,
      line: 'Ada,Lee,ada@example.test',
      headerAt: { row: 2, columns: ['FirstName', 'LastName', 'Email'] },
    });
    expect(describeReadProblem(problem)).toBe(
      'Row 3, "Ada,Lee,ada@example.test", names no recognised column, so it is not the header row. Row 2 looks like the header row (it names FirstName, LastName and Email): delete the rows above it (a title or export details), so the header row comes first, and try again.',
    );
    // A file whose header is already on row 1.
    const first = readProblemOf(() =>
      readDelimitedText('Name,Email\nAda Lee,ada@example.test\nBob Ray,bob@example.test\n', { headerRow: 2 }),
    );
    expect(first).toMatchObject({ code: 'not-a-header-row', row: 2, headerAt: { row: 1 } });
    expect(describeReadProblem(first, 'command-line')).toMatch(/Run the import again without --header-row\.$/);
  });

  it('refuses a header row that is blank or past the end of the file', () => {
    const blank = readProblemOf(() => readDelimitedText('Title\n\nName,Email\nAda Lee,ada@example.test\n', { headerRow: 2 }));
    expect(blank).toMatchObject({ code: 'not-a-header-row', row: 2, line: '', headerAt: { row: 3 } });
    expect(describeReadProblem(blank)).toMatch(/^Row 2 is blank, so it cannot be the header row\. Row 3 looks like the header row/);

    const past = readProblemOf(() => readDelimitedText(TITLED, { headerRow: 9 }));
    expect(past).toEqual({ code: 'not-a-header-row', row: 9, line: '', missing: true, rows: 4 });
    expect(describeReadProblem(past)).toMatch(/^The file has 4 rows, so there is no row 9 to read as the header row\./);
    expect(readProblemOf(() => readDelimitedText('Title\n', { headerRow: 2 }))).toMatchObject({ missing: true, rows: 1 });
  });

  it('is a read problem, not a crash, when the rows above the header run past the start of the text', () => {
    const text = `${'Title line of an export\n'.repeat(5000)}Name,Email\nAda Lee,ada@example.test\n`;
    const problem = readProblemOf(() => readDelimitedText(text, { headerRow: 5001 }));
    expect(problem).toEqual({ code: 'not-a-header-row', row: 5001, line: '', missing: true });
    expect(describeReadProblem(problem)).toMatch(/^There is no row 5001 in the first 64 KB of the text/);
  });

  it('words the remedy where it is read: the console names its button, the command line its flag', () => {
    const refused = readProblemOf(() => readDelimitedText('Title\nExported 2024-03-01\nName,Email\nAda Lee,ada@example.test\n'));
    expect(headerRowButtonLabel(3)).toBe('Use row 3 as the header row (leave out rows 1 to 2)');
    expect(describeReadProblem(refused, 'console')).toBe(
      'No recognised columns in row 1, "Title". Row 3 looks like the header row (it names Name and Email). If the rows above it are a title or export details, choose "Use row 3 as the header row (leave out rows 1 to 2)" below, or delete them from the file and try again.',
    );
    expect(describeReadProblem(refused, 'command-line')).toBe(
      'No recognised columns in row 1, "Title". Row 3 looks like the header row (it names Name and Email). If the rows above it are a title or export details, run the import again with --header-row 3 to leave them out, or delete them from the file.',
    );
  });

  it('keeps row 1 as the header row by default, and with headerRow 1', () => {
    const text = 'Name,Email\nAda Lee,ada@example.test\n';
    const today = new Date('2026-11-30T00:00:00Z');
    expect(readDelimitedText(text, { headerRow: 1, today })).toEqual(readDelimitedText(text, { today }));
  });
});
