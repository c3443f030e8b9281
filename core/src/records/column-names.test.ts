// The columns of a file with no header row, named by the person importing (ADR 0330).
import { describe, expect, it } from 'vitest';
import { readProblemOf } from '../../test/read-problem-of.ts';
import { columnNamesSchema } from '../schemas/import.ts';
import { readColumnNames } from './column-names.ts';
import { mapRow } from './field-aliases.ts';
import { describeReadNote, describeReadProblem } from './read-problems.ts';
import { readDelimitedBytes, readDelimitedText } from './read-whole.ts';
import { RowReader } from './row-reader.ts';

const named = (text: string, names: string, options = {}) =>
  readDelimitedText(text, { columnNames: columnNamesSchema.parse(names), ...options });

describe('column names as the person importing writes them', () => {
  it('are split at commas and trimmed; a quoted name may hold a comma; blank names stay in their place', () => {
    expect(readColumnNames(' Phone, First Name ,,"Town, State" , Email ')).toEqual({
      names: ['Phone', 'First Name', '', 'Town, State', 'Email'],
    });
  });

  it('are refused, with what to write, when there are none, or they run over lines, or a quote is open', () => {
    expect(columnNamesSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      "Name the file's columns in order, separated by commas (such as Phone, First Name, Last Name, Email).",
    );
    expect(columnNamesSchema.safeParse(' , ,').error?.issues[0]?.message).toMatch(/^Name the file's columns in order/);
    expect(columnNamesSchema.safeParse('Phone\nEmail').error?.issues[0]?.message).toBe(
      'Write the column names on one line, separated by commas.',
    );
    expect(columnNamesSchema.safeParse('Phone,"Email').error?.issues[0]?.message).toMatch(/^A quoted column name is not closed/);
    expect(columnNamesSchema.safeParse('Phone, "Town, State"').error?.issues[0]?.message).toMatch(
      /^A quoted column name must start right after its comma/,
    );
  });
});

describe('a file with no header row, its columns named (ADR 0330)', () => {
  it('reads row 1 as a record, keeps row numbers, and says how it was read', () => {
    const result = named(
      '5551230001,Ana,Lopez,ana@mail.example\n\n5551230002,Ben,Ng,ben@mail.example\n',
      'Phone, First Name, Last Name, Email',
    );
    expect(result.headers).toEqual(['Phone', 'First Name', 'Last Name', 'Email']);
    expect(result.rowNumbers).toEqual([1, 3]);
    const record = mapRow(result.resolved, result.rows[0]!);
    expect(record.fullName).toBe('Ana Lopez');
    expect(record.emails).toEqual(['ana@mail.example']);
    expect(record.phones).toEqual(['5551230001']);
    expect(result.notes).toEqual([{ code: 'named-columns', columns: ['Phone', 'First Name', 'Last Name', 'Email'] }]);
    expect(describeReadNote(result.notes[0]!)).toBe(
      'The file has no header row: its columns are read as named (Phone, First Name, Last Name and Email), from row 1.',
    );
  });

  it('finds the separator that splits the first line into as many values as names, a colon included', () => {
    // A list passed around as "phone:id:first:last:gender:city:email", with a time holding colons later on.
    const colon = named(
      '+15551230001:100001:Ana:Lopez:female:Austin, Texas:ana@mail.example\n',
      'Phone,Profile ID,First Name,Last Name,Gender,City,Email',
    );
    expect(colon.delimiter).toBe(':');
    expect(mapRow(colon.resolved, colon.rows[0]!).address.city).toBe('Austin, Texas');
    // A semicolon file whose first line also holds commas.
    expect(named('Lopez, Ana;ana@mail.example\nNg, Ben;ben@mail.example\nKim;kim@mail.example\n', 'Full Name, Email').delimiter).toBe(';');
    expect(named('Ana\tLopez, Jr\n', 'First Name, Last Name').delimiter).toBe('\t');
    // A separator chosen is kept.
    expect(named('Ana|Lopez\n', 'First Name, Last Name', { delimiter: '|' }).delimiterSource).toBe('chosen');
  });

  it('refuses a row of another width in words of the names given', () => {
    const problem = readProblemOf(() => named('Ana,Lopez,ana@mail.example\nBen,Ng\n', 'First Name, Last Name, Email'));
    expect(problem).toEqual({ code: 'ragged-row', row: 2, expected: 3, actual: 2, named: true });
    expect(describeReadProblem(problem)).toBe(
      "Row 2: expected 3 fields (one per column named) but found 2. Check that the column names given are the file's, in order, and the separator.",
    );
  });

  it('refuses a file whose first row is a header row, naming what it names', () => {
    const problem = readProblemOf(() => named('First Name,Last Name,Email\nAna,Lopez,ana@mail.example\n', 'Given, Family, Email'));
    expect(problem).toEqual({ code: 'header-row-present', row: 1, columns: ['First Name', 'Last Name', 'Email'] });
    expect(describeReadProblem(problem, 'console')).toBe(
      'Row 1 looks like a header row (it names First Name, Last Name and Email), so the file has one: clear "Column names" and read it again.',
    );
    expect(describeReadProblem(problem, 'command-line')).toMatch(/run the import again without --columns\.$/);
    // Under a title too: the first ten rows are looked at.
    expect(
      readProblemOf(() => named('Customer export,,\nName,Email,City\nAna Lopez,ana@mail.example,Austin\n', 'Name, Email, City')),
    ).toEqual({
      code: 'header-row-present',
      row: 2,
      columns: ['Name', 'Email', 'City'],
    });
    // A record that holds one word a header could hold is no header row.
    expect(named('Home,Ana Lopez,ana@mail.example\n', 'Kind, Name, Email').rows).toHaveLength(1);
  });

  it('refuses names of which none is known, naming them', () => {
    const problem = readProblemOf(() => named('a,b\n', 'Foo, Bar'));
    expect(describeReadProblem(problem)).toMatch(
      /^None of the column names given \(“Foo” and “Bar”\) is a column the import reads\. Expected headers/,
    );
  });

  it('calls a file of blank lines empty, not a header without rows', () => {
    expect(readProblemOf(() => named('\n\n', 'Email')).code).toBe('empty');
    expect(readProblemOf(() => readDelimitedBytes(new Uint8Array(0), { columnNames: ['Email'] })).code).toBe('empty');
  });

  it('is not a headerless list of addresses: the names given are the columns', () => {
    const result = named('ana@mail.example:Ana Lopez\n', 'Email, Name');
    expect(result.headers).toEqual(['Email', 'Name']);
    expect(mapRow(result.resolved, result.rows[0]!).fullName).toBe('Ana Lopez');
  });

  it('reads the same however the input is chunked', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `${i}:Ana${i}:Lopez`).join('\n');
    const reader = new RowReader({ columnNames: ['Customer ID', 'First Name', 'Last Name'] });
    const rows: string[][] = [];
    for (let at = 0; at < text.length; at += 5) rows.push(...reader.pushText(text.slice(at, at + 5)).rows);
    rows.push(...reader.end().rows);
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toEqual(['2999', 'Ana2999', 'Lopez']);
  });

  it('tells where a file has no header row how to name its columns, on the console and the command line', () => {
    const problem = readProblemOf(() => readDelimitedText('5551230001,Ana,Lopez\n'));
    expect(describeReadProblem(problem, 'console')).toMatch(
      /If the file has no header row, type its columns in order under "Column names" \(such as Phone, First Name, Last Name, Email\), and read it again\.$/,
    );
    expect(describeReadProblem(problem, 'command-line')).toMatch(
      /name its columns in order with --columns \(such as --columns "Phone,First Name,Last Name,Email"\)\.$/,
    );
    expect(describeReadProblem(problem, 'file')).not.toMatch(/Column names|--columns/);
  });

  it('with a header row, replace it: a header of another tool’s names is left out, and rows keep their numbers', () => {
    const result = named('Spark export\n_c0,_c1,_c2\n5551230001,Ana Lopez,ana@mail.example\n', 'Phone, Name, Email', { headerRow: 2 });
    expect(result.headers).toEqual(['Phone', 'Name', 'Email']);
    expect(result.rows).toEqual([['5551230001', 'Ana Lopez', 'ana@mail.example']]);
    expect(result.rowNumbers).toEqual([3]);
    expect(result.notes.map(describeReadNote)).toEqual([
      'Row 1 above the header row (starting "Spark export") is left out, as chosen: the header is read from row 2.',
      'The header row (row 2, "_c0,_c1,_c2") is left out, as chosen: the columns are read as named (Phone, Name and Email), from row 3.',
    ]);
    // A header row of known names may be replaced too: it was chosen, not guessed.
    expect(named('Name,Email\nAna Lopez,ana@mail.example\n', 'Full Name, Email', { headerRow: 1 }).rowNumbers).toEqual([2]);
    expect(readProblemOf(() => named('Name,Email\n', 'Name, Email', { headerRow: 1 })).code).toBe('header-only');
    expect(readProblemOf(() => named('\nAna,ana@mail.example\n', 'Name, Email', { headerRow: 1 }))).toEqual({
      code: 'not-a-header-row',
      row: 1,
      line: '',
    });
  });
});
