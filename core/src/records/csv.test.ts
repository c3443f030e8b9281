import { describe, it, expect } from 'vitest';
import Papa from 'papaparse';
import {
  MAX_FIELD_CHARS,
  NO_RECOGNISED_COLUMNS_MESSAGE,
  describeParseProblem,
  detectDelimiter,
  firstFatalIssue,
  isBlankRow,
  looksBinary,
  papaConfigFor,
  parseDelimitedText,
  rowsToObjects,
} from './csv.ts';

describe('detectDelimiter (spec §5: tab if any tab is present, otherwise comma)', () => {
  it('picks tab when any tab is present', () => {
    expect(detectDelimiter('a\tb\nc\td')).toBe('\t');
    expect(detectDelimiter('a,b,c\n1,2\t,3')).toBe('\t');
  });
  it('picks comma otherwise', () => {
    expect(detectDelimiter('a,b\n1,2')).toBe(',');
    expect(detectDelimiter('a;b\n1;2')).toBe(',');
  });
});

describe('parseDelimitedText', () => {
  it('parses TSV when a tab is present', () => {
    const r = parseDelimitedText('FirstName\tEmail\nAnn\tann@x.com\n');
    expect(r.delimiter).toBe('\t');
    expect(r.headers).toEqual(['FirstName', 'Email']);
    expect(r.rows).toEqual([['Ann', 'ann@x.com']]);
    expect(r.errors).toEqual([]);
  });
  it('handles doubled quotes, commas and newlines in quoted fields, CRLF and a BOM', () => {
    const text = '\ufeffName,Notes\r\n"Doe, John","said ""hi""\r\nthen left"\r\nAnn,plain\r\n';
    const r = parseDelimitedText(text);
    expect(r.headers).toEqual(['Name', 'Notes']);
    expect(r.rows).toEqual([
      ['Doe, John', 'said "hi"\r\nthen left'],
      ['Ann', 'plain'],
    ]);
    expect(r.errors).toEqual([]);
  });
  it('drops blank rows, including rows of only delimiters or spaces, and keeps file row numbers', () => {
    const r = parseDelimitedText('\nName,Email\n\nAnn,a@x.com\n,\n  ,  \nBob,b@x.com\n\n');
    expect(r.headers).toEqual(['Name', 'Email']);
    expect(r.rows).toEqual([
      ['Ann', 'a@x.com'],
      ['Bob', 'b@x.com'],
    ]);
    expect(r.rowNumbers).toEqual([4, 7]);
  });
  it('reports an unterminated quote as fatal, with its row', () => {
    const r = parseDelimitedText('Name,Email\nAnn,a@x.com\n"Bob,b@x.com\nCy,c@x.com\n');
    const fatal = firstFatalIssue(r);
    expect(fatal?.code).toBe('unterminated-quote');
    expect(fatal?.message).toBe('Row 3: a quoted field is never closed.');
  });
  it('reports ragged rows by row number without stopping the import', () => {
    const r = parseDelimitedText('Name,Email,Phone\nAnn,a@x.com,555\nBob,b@x.com\nCy,c@x.com,1,extra\nDee,d@x.com,2,,\n');
    expect(r.errors.map((e) => e.message)).toEqual([
      'Row 3: expected 3 fields (one per header) but found 2.',
      'Row 4: expected 3 fields (one per header) but found 4.',
    ]);
    expect(firstFatalIssue(r)).toBeUndefined();
    expect(r.rows).toHaveLength(4);
  });
  it('caps the number of reported ragged rows', () => {
    const lines = ['Name,Email,Phone', ...Array.from({ length: 60 }, (_, i) => `P${i},x`)];
    const r = parseDelimitedText(lines.join('\n'));
    expect(r.errors).toHaveLength(51);
    expect(r.errors.at(-1)?.message).toBe('…and 10 more rows with problems.');
  });
  it('rejects an empty file', () => {
    for (const text of ['', '   \n\n', '\ufeff']) {
      expect(firstFatalIssue(parseDelimitedText(text))?.message).toBe('The file is empty.');
    }
    expect(firstFatalIssue(parseDelimitedText(',,,\n,,\n'))?.code).toBe('empty');
  });
  it('rejects binary content', () => {
    const r = parseDelimitedText('PK\u0003\u0004\u0000\u0000binary');
    expect(r.errors.map((e) => e.message)).toEqual(['This looks like a binary file, not CSV/TSV text.']);
    expect(r.rows).toEqual([]);
  });
  it('rejects a header with no recognised column, unless asked not to', () => {
    const r = parseDelimitedText('foo,bar\n1,2\n');
    expect(firstFatalIssue(r)?.message).toBe(NO_RECOGNISED_COLUMNS_MESSAGE);
    expect(NO_RECOGNISED_COLUMNS_MESSAGE).toBe(
      'No recognised columns. Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip.',
    );
    expect(parseDelimitedText('foo,bar\n1,2\n', { requireRecognisedColumns: false }).errors).toEqual([]);
  });
  it('rejects a field over 1 MB, naming row and column', () => {
    const big = 'x'.repeat(MAX_FIELD_CHARS + 1);
    const r = parseDelimitedText(`Name,Notes\nAnn,ok\nBob,"${big}"\n`);
    expect(firstFatalIssue(r)?.message).toBe('Row 3: a field in column "Notes" is longer than 1 MB.');
  });
});

describe('looksBinary', () => {
  it('flags NUL bytes and a high share of control characters', () => {
    expect(looksBinary('a,b\u0000')).toBe(true);
    expect(looksBinary('\u0001\u0002\u0003abcdefg')).toBe(true);
    expect(looksBinary('\ufffd\ufffd\ufffdabc')).toBe(true);
  });
  it('accepts text with tabs, newlines and a few odd characters', () => {
    expect(looksBinary('a\tb\r\nc\td\n')).toBe(false);
    expect(looksBinary(`37\ufffd36'37.8"N 121\ufffd2'17.9"W,Modesto,Stanislaus`)).toBe(false);
    expect(looksBinary('')).toBe(false);
  });
});

describe('describeParseProblem', () => {
  it('translates raw Papa errors', () => {
    const e: Papa.ParseError = { type: 'Quotes', code: 'MissingQuotes', message: 'Quoted field unterminated', row: 4 };
    expect(describeParseProblem(e)).toBe('Row 5: a quoted field is never closed.');
    expect(describeParseProblem({ type: 'Quotes', code: 'InvalidQuotes', message: 'x', row: 0 })).toBe(
      'Row 1: a quoted field has extra characters after its closing quote.',
    );
    expect(describeParseProblem({ type: 'FieldMismatch', code: 'TooFewFields', message: 'x', row: 1 })).toBe(
      'Row 2: the number of fields does not match the header.',
    );
  });
});

describe('papaConfigFor', () => {
  it('gives the settings both sides use', () => {
    expect(papaConfigFor('a\tb')).toMatchObject({ delimiter: '\t', header: false, skipEmptyLines: 'greedy', quoteChar: '"' });
    expect(papaConfigFor('\ufeffa,b').delimiter).toBe(',');
  });
  it('strips a BOM and drops blank rows when used directly with Papa', () => {
    const text = '\ufeffa,b\n1,2\n,\n\n3,4';
    const r = Papa.parse<string[]>(text, papaConfigFor(text));
    expect(r.data).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
});

describe('helpers', () => {
  it('isBlankRow', () => {
    expect(isBlankRow(['', ' ', '\t'])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
  it('rowsToObjects keeps the first of repeated headers and fills missing cells', () => {
    expect(rowsToObjects(['A', 'B', 'A', ''], [['1', '2', '3', '4'], ['5']])).toEqual([
      { A: '1', B: '2' },
      { A: '5', B: '' },
    ]);
  });
});
