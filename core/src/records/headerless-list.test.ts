// A list of email addresses, or of addresses and passwords, with no header row (ADR 0328).
import { describe, expect, it } from 'vitest';
import { mapRow } from './field-aliases.ts';
import { describeReadNote, ReadProblemError } from './read-problems.ts';
import { readDelimitedText } from './read-whole.ts';
import { RowReader } from './row-reader.ts';

const read = (text: string, options = {}) => readDelimitedText(text, options);

describe('a headerless list (ADR 0328)', () => {
  it('of addresses and passwords reads each password whole: the rest of its line, as written', () => {
    const result = read('ana@list.example:Summer2024!\r\nben@list.example:pa:ss"wo,rd \r\n\r\ncy@list.example\r\n');
    expect(result.headers).toEqual(['Email', 'Password']);
    expect(result.delimiter).toBe(':');
    expect(result.rows).toEqual([
      ['ana@list.example', 'Summer2024!'],
      ['ben@list.example', 'pa:ss"wo,rd '],
      ['cy@list.example', ''],
    ]);
    // Row 1 is a record, not a header.
    expect(result.rowNumbers).toEqual([1, 2, 4]);
    expect(result.notes).toEqual([{ code: 'headerless-list', columns: ['Email', 'Password'], separator: ':' }]);
    expect(describeReadNote(result.notes[0]!)).toBe(
      'The file has no header row: its lines are email addresses, each with a password after a colon (“:”), read as the columns Email and Password from row 1. A password is the rest of its line, as written.',
    );
    const record = mapRow(result.resolved, result.rows[1]!);
    expect(record.emails).toEqual(['ben@list.example']);
    expect(record.password).toBe('pa:ss"wo,rd');
  });

  it('reads a semicolon or a pipe after the address the same way', () => {
    for (const sep of [';', '|'] as const) {
      const result = read(`ana@list.example${sep}pw${sep}1\nben@list.example${sep}pw2\n`);
      expect(result.delimiter, sep).toBe(sep);
      expect(result.rows, sep).toEqual([
        ['ana@list.example', `pw${sep}1`],
        ['ben@list.example', 'pw2'],
      ]);
    }
  });

  it('is not read where a comma or a tab follows the address: a headerless file of people, not passwords', () => {
    for (const text of ['ana@list.example,Ana Smith,555-0100\n', 'ana@list.example\tAna Smith\n']) {
      expect(() => read(text), text).toThrow('No header row, and not a list of email addresses either');
    }
  });

  it('of addresses alone is read as the column Email', () => {
    const result = read('ana@list.example\n  ben@list.example  \n');
    expect(result.headers).toEqual(['Email']);
    expect(result.rows.map((r) => mapRow(result.resolved, r).emails)).toEqual([['ana@list.example'], ['ben@list.example']]);
  });

  it('decides from the start of the text however it is chunked, and reads the rest as the start says', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `user${i}@list.example:p${i}:x`);
    const text = `${lines.join('\n')}\n`;
    const reader = new RowReader();
    const rows: string[][] = [];
    for (let at = 0; at < text.length; at += 7) rows.push(...reader.pushText(text.slice(at, at + 7)).rows);
    rows.push(...reader.end().rows);
    expect(reader.summary().headers).toEqual(['Email', 'Password']);
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual(['user4999@list.example', 'p4999:x']);
  });

  it('follows a separator the person importing chose, and reads no list against it', () => {
    expect(read('ana@list.example:pw\n', { delimiter: ':' }).rows).toEqual([['ana@list.example', 'pw']]);
    expect(() => read('ana@list.example:pw\n', { delimiter: ';' })).toThrow(ReadProblemError);
  });

  it('is not read where a line is no address, and the refusal repeats no password', () => {
    let error: unknown;
    try {
      read('ana@list.example:Winter99\nnot an address:Spring1\n');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReadProblemError);
    const message = (error as Error).message;
    expect(message).toContain('the first line starts with the address “ana@list.example”');
    expect(message).not.toMatch(/Winter99|Spring1/);
    // Two separators: which one ends the address is a guess.
    expect(() => read('ana@list.example:pw\nben@list.example;pw\n')).toThrow(ReadProblemError);
  });

  it('leaves a file with a header row, or a header row named by the person importing, as it was', () => {
    expect(read('Email\nana@list.example\n').notes).toEqual([]);
    const named = read('ana@list.example\nEmail\nben@list.example\n', { headerRow: 2 });
    expect(named.headers).toEqual(['Email']);
    expect(named.rows).toEqual([['ben@list.example']]);
  });
});
