// Times in a colon-separated list (ADR 0331).
import { describe, expect, it } from 'vitest';
import { readProblemOf } from '../../test/read-problem-of.ts';
import { columnNamesSchema } from '../schemas/import.ts';
import { joinColonTimes } from './colon-times.ts';
import { mapRow } from './field-aliases.ts';
import { describeReadNote } from './read-problems.ts';
import { readDelimitedText } from './read-whole.ts';

const NAMES = 'Phone, Profile ID, First Name, Last Name, Gender, City, Hometown, Relationship, Company, Last Seen, Email, Birthday';
const named = (text: string, names = NAMES, options = {}) =>
  readDelimitedText(text, { columnNames: columnNamesSchema.parse(names), ...options });

describe('a colon-separated list whose values hold times', () => {
  it('reads each time whole, as written, finds the colon on every line, and says so once', () => {
    const result = named(
      [
        '+15551230001:100001:Ana:Lopez:female:Austin, Texas:Houston, Texas:Married:Acme:1/1/2018 12:00:00 AM:ana@mail.example:',
        '+15551230002:100002:Ben:Ng:male:Dallas, Texas::::10/23/2019 9:41:07 PM:ben@mail.example:3/4/1990',
        '+15551230003:100003:Cy:Park:male:Waco, Texas:::::cy@mail.example:',
      ].join('\n'),
    );
    expect(result.delimiter).toBe(':');
    expect(result.rows.map((r) => r[9])).toEqual(['1/1/2018 12:00:00 AM', '10/23/2019 9:41:07 PM', '']);
    expect(result.rows.every((r) => r.length === 12)).toBe(true);
    const ben = mapRow(result.resolved, result.rows[1]!);
    expect(ben.emails).toEqual(['ben@mail.example']);
    expect(ben.address.city).toBe('Dallas, Texas');
    expect(result.notes.filter((n) => n.code === 'colon-times')).toEqual([{ code: 'colon-times', row: 1 }]);
    expect(describeReadNote({ code: 'colon-times', row: 1 })).toBe(
      'Values that are times (such as 12:00:00 AM) hold the colon that separates the columns: each is read whole, as written, not split. The first is in row 1.',
    );
  });

  it('reads ISO times with a fraction, a zone or an offset, and hours and minutes alone', () => {
    const result = named(
      'ana@mail.example:2019-05-01T08:15:00.250+02:00:Ana\nben@mail.example:7:30 am:Ben\n',
      'Email, Created, First Name',
    );
    expect(result.rows).toEqual([
      ['ana@mail.example', '2019-05-01T08:15:00.250+02:00', 'Ana'],
      ['ben@mail.example', '7:30 am', 'Ben'],
    ]);
  });

  it('still refuses a row too wide for another reason, in words of the names given', () => {
    expect(
      readProblemOf(() => named('ana@mail.example:Ana:Lopez\nben@mail.example:Ben:Ng:extra\n', 'Email, First Name, Last Name')),
    ).toEqual({
      code: 'ragged-row',
      row: 2,
      expected: 3,
      actual: 4,
      named: true,
    });
  });

  it('leaves rows of the right width, and files of other separators, as they are', () => {
    // "12" and "00" as two columns of a row that is already as wide as the names.
    expect(named('ana@mail.example:12:00\n', 'Email, Apartment, Zip').rows[0]).toEqual(['ana@mail.example', '12', '00']);
    // A comma-separated file's time keeps its colons without any note.
    const commas = named('ana@mail.example,1/1/2018 12:00:00 AM\n', 'Email, Created');
    expect(commas.rows[0]).toEqual(['ana@mail.example', '1/1/2018 12:00:00 AM']);
    expect(commas.notes.some((n) => n.code === 'colon-times')).toBe(false);
  });
});

describe('joinColonTimes', () => {
  it('joins only when that makes the row exactly as wide as asked', () => {
    const values = ['a', '1/1/2018 12', '00', '00 AM', 'b'];
    expect(joinColonTimes(values, 3)).toBe(true);
    expect(values).toEqual(['a', '1/1/2018 12:00:00 AM', 'b']);
    const tooWide = ['a', '12', '00', 'b', 'c'];
    expect(joinColonTimes(tooWide, 3)).toBe(false);
    expect(tooWide).toEqual(['a', '12', '00', 'b', 'c']);
    // Not a time: minutes of one digit, or a word after the hour.
    expect(joinColonTimes(['a', '12', '5'], 2)).toBe(false);
    expect(joinColonTimes(['a', '12', 'ab'], 2)).toBe(false);
  });
});
