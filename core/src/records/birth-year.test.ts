import { describe, expect, it } from 'vitest';
import { readBirthYear } from './birth-year.ts';
import { describeDateReadings } from './date-findings.ts';
import { describeFindings } from './finding-messages.ts';
import { mapRow, resolveHeaders, unreadDates } from './field-aliases.ts';
import { readDelimitedText } from './read-whole.ts';
import { FindingsCollector } from './row-findings.ts';

const today = new Date(2026, 11, 3);

describe('a birth year on its own (ADR 0323)', () => {
  it('is read from a birth-year column, and only as a plausible year', () => {
    for (const header of ['Birth Year', 'YOB', 'Year of Birth', 'birth_year', 'BYEAR']) {
      const resolved = resolveHeaders(['Name', header], today);
      expect(resolved.ignored, header).toEqual([]);
      expect(mapRow(resolved, ['Ada Lee', '1987']).birthYear, header).toBe(1987);
    }
    const resolved = resolveHeaders(['Name', 'YOB'], today);
    expect(mapRow(resolved, ['Ada Lee', '1987.0']).birthYear).toBe(1987);
    for (const value of ['1899', '2027', '87', 'unknown', '19870', '1987-03']) {
      const rec = mapRow(resolved, ['Ada Lee', value]);
      expect(rec.birthYear, value).toBeUndefined();
      // Kept as written in the original row.
      expect(rec.allFields.YOB).toBe(value);
    }
  });

  it('gives way to a date of birth, whose year it is', () => {
    const resolved = resolveHeaders(['Name', 'DOB', 'YOB'], today);
    const rec = mapRow(resolved, ['Ada Lee', '1985-03-04', '1990']);
    expect(rec.dob).toBe('1985-03-04');
    expect(rec.birthYear).toBeUndefined();
  });

  it('is read from a year alone in a date-of-birth column, and said so', () => {
    const whole = readDelimitedText('Name,DOB\nAda Lee,1990\nBob Roe,03/04/1975\nCy Diaz,soon\n');
    expect(whole.rows.map((row) => mapRow(whole.resolved, row)).map((r) => [r.dob, r.birthYear])).toEqual([
      [undefined, 1990],
      ['1975-03-04', undefined],
      [undefined, undefined],
    ]);
    const collector = new FindingsCollector(whole.resolved);
    whole.rows.forEach((row, i) => collector.add(row, whole.rowNumbers[i]!));
    const findings = collector.result();
    expect(findings.unreadDates).toEqual([{ column: 'DOB', count: 1, example: 'soon', rows: [4] }]);
    expect(describeDateReadings(findings)).toEqual([
      'One value of “DOB” (row 2) is a year alone, such as “1990”: it is read as the birth year only, and that record has no date of birth.',
    ]);
    // The preview's count over the rows shown says the same.
    expect(unreadDates(whole.resolved, whole.rows)).toEqual([{ column: 'DOB', count: 1, example: 'soon' }]);
  });

  it('names the values of a birth-year column it cannot read', () => {
    const whole = readDelimitedText('Name,YOB\nAda Lee,1899\nBob Roe,1987\nCy Diaz,unknown\nDi Eng,\\N\n');
    const collector = new FindingsCollector(whole.resolved);
    whole.rows.forEach((row, i) => collector.add(row, whole.rowNumbers[i]!));
    expect(describeFindings(collector.result())).toContain(
      '2 values of “YOB” (rows 2 and 4) are not a birth year the import can read (a year from 1900 to this one), such as “1899”: they are kept only in each record’s original row.',
    );
  });

  it('is a year from 1900 to this one', () => {
    expect(readBirthYear(' 1900 ', today)).toBe(1900);
    expect(readBirthYear('2026', today)).toBe(2026);
    expect(readBirthYear('2026', new Date(2025, 0, 1))).toBeUndefined();
  });
});
