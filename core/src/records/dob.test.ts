import { describe, it, expect } from 'vitest';
import { ageThisYear, birthYear, normalizeDate, normalizeDob, parseDateParts } from './dob.ts';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('normalizeDob', () => {
  it('reads YYYY-MM-DD, also with a time part', () => {
    expect(normalizeDob('1985-04-12', today)).toBe('1985-04-12');
    expect(normalizeDob(' 1985-4-2 ', today)).toBe('1985-04-02');
    expect(normalizeDob('1985-04-12T00:00:00Z', today)).toBe('1985-04-12');
  });
  it('reads 8 digits as YYYYMMDD when that is a valid date with a plausible year', () => {
    expect(normalizeDob('19850412', today)).toBe('1985-04-12');
    expect(normalizeDob('20000229', today)).toBe('2000-02-29');
  });
  it('reads 8 digits as MMDDYYYY otherwise', () => {
    expect(normalizeDob('04121985', today)).toBe('1985-04-12');
    expect(normalizeDob('12252000', today)).toBe('2000-12-25');
    // YYYYMMDD would be 1985-13-01 (invalid), MMDDYYYY would be month 19: neither
    expect(normalizeDob('19851301', today)).toBeUndefined();
  });
  it('reads M/D/YYYY as HR exports write it', () => {
    expect(normalizeDob('4/12/1985', today)).toBe('1985-04-12');
    expect(normalizeDob('04/02/1985', today)).toBe('1985-04-02');
    expect(normalizeDob('4-2-1985', today)).toBe('1985-04-02');
  });
  it('reads D/M/YYYY, D-M-YYYY and DDMMYYYY day first for a day-first file', () => {
    expect(normalizeDob('4/12/1985', today, 'day-first')).toBe('1985-12-04');
    expect(normalizeDob('04-02-1985', today, 'day-first')).toBe('1985-02-04');
    expect(normalizeDob('04121985', today, 'day-first')).toBe('1985-12-04');
    // YYYYMMDD stays what it is: its year cannot be a day or a month.
    expect(normalizeDob('19850412', today, 'day-first')).toBe('1985-04-12');
  });
  it('reads a date the other way round only when its own order cannot', () => {
    expect(normalizeDob('25/12/1980', today)).toBe('1980-12-25');
    expect(normalizeDob('25121980', today)).toBe('1980-12-25');
    expect(normalizeDob('12/25/1980', today, 'day-first')).toBe('1980-12-25');
    // Neither order: still no date.
    expect(normalizeDob('13/13/1980', today)).toBeUndefined();
    expect(normalizeDob('31/31/1980', today, 'day-first')).toBeUndefined();
  });
  it('reads dates with an English month name in any order the name makes clear', () => {
    for (const value of [
      '12 Mar 1980',
      '12-Mar-1980',
      '12 March 1980',
      '12th March, 1980',
      'Mar 12, 1980',
      'March 12 1980',
      'Sept. 3, 1980',
    ]) {
      expect(normalizeDob(value, today, 'day-first'), value).toBe(value.startsWith('Sept') ? '1980-09-03' : '1980-03-12');
      expect(normalizeDob(value, today, 'month-first'), value).toBe(value.startsWith('Sept') ? '1980-09-03' : '1980-03-12');
    }
    // Not a month, a name that is no month's abbreviation, an impossible day, a two-digit year.
    for (const value of ['12 Mayo 1980', '12 Ma 1980', '31 Feb 1980', 'Mar 12 80', 'Smith 12 1980'])
      expect(normalizeDob(value, today), value).toBeUndefined();
  });
  it('reads D.M.YYYY day first, as dotted dates are written', () => {
    expect(normalizeDob('01.02.1990', today)).toBe('1990-02-01');
    expect(normalizeDob('3.12.1975', today)).toBe('1975-12-03');
    expect(normalizeDob('31.04.1990', today)).toBeUndefined();
    expect(normalizeDob('12.31.1990', today)).toBeUndefined();
  });
  it('reads a date exported with a time of day, leaving the time out', () => {
    // Excel's CSV of a date-time column, SQL Server and .NET exports, a German export.
    expect(normalizeDob('2/1/1980 0:00', today)).toBe('1980-02-01');
    expect(normalizeDob('02/01/1980 12:00:00 AM', today)).toBe('1980-02-01');
    expect(normalizeDob('01.02.1980 00:00:00', today)).toBe('1980-02-01');
    expect(normalizeDob('Feb 1, 1980 0:00', today)).toBe('1980-02-01');
    expect(normalizeDob('2/1/1980 0:00', today, 'day-first')).toBe('1980-01-02');
    // Not a time: the value is not a date we can read.
    expect(normalizeDob('2/1/1980 25', today)).toBeUndefined();
    expect(normalizeDob('2/1/1980 0:00 later', today)).toBeUndefined();
  });

  it('reads a birth date written with a time of day as the day of its nearest midnight (ADR 0273)', () => {
    // Local midnight of 4 March in a zone ahead of UTC, as JavaScript's and .NET's exports write it.
    expect(normalizeDob('1985-03-03T23:00:00Z', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-03T23:00:00.000Z', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-03T14:00:00+00:00', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-03 23:00:00', today)).toBe('1985-03-04');
    expect(normalizeDob('3/3/1985 11:00 PM', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-03T12:01:00Z', today)).toBe('1985-03-04');
    // Midnight in a zone behind UTC, and a time before noon: the day written.
    expect(normalizeDob('1985-03-04T05:00:00Z', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-04T11:59:59Z', today)).toBe('1985-03-04');
    // A date kept at noon UTC, the usual way to keep a date-only value clear of zones: the day written.
    expect(normalizeDob('1985-03-04T12:00:00Z', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-04T12:00:00.000Z', today)).toBe('1985-03-04');
    // A clock with its zone is read as written: the zone names where the clock is, not another day.
    expect(normalizeDob('1985-03-04T00:00:00+01:00', today)).toBe('1985-03-04');
    expect(normalizeDob('1985-03-03T19:00:00-05:00', today)).toBe('1985-03-04');
    expect(normalizeDob('02/01/1980 12:00:00 AM', today)).toBe('1980-02-01');
    expect(normalizeDob('02/01/1980 12:00:00 PM', today)).toBe('1980-02-01');
    expect(normalizeDob('02/01/1980 12:30:00 PM', today)).toBe('1980-02-02');
    // Across a month's and a year's end; and the day after becomes the placeholder or the future.
    expect(normalizeDob('1984-02-29T23:00:00Z', today)).toBe('1984-03-01');
    expect(normalizeDob('1984-12-31T23:00:00Z', today)).toBe('1985-01-01');
    expect(normalizeDob('1899-12-31T23:00:00Z', today)).toBeUndefined();
    expect(normalizeDob('2025-06-15T23:00:00Z', today)).toBeUndefined();
    // Only a birth date: a date added is the instant's day.
    expect(normalizeDate('1985-03-03T23:00:00Z', today)).toBe('1985-03-03');
  });

  it('rejects impossible, future, pre-1900 and two-digit-year dates', () => {
    expect(normalizeDob('1985-02-30', today)).toBeUndefined();
    expect(normalizeDob('2023-02-29', today)).toBeUndefined();
    expect(normalizeDob('2025-06-16', today)).toBeUndefined();
    expect(normalizeDob('1899-12-31', today)).toBeUndefined();
    expect(normalizeDob('', today)).toBeUndefined();
    expect(normalizeDob(undefined, today)).toBeUndefined();
  });

  it('reads the two-digit years of database exports, a year after this one in the 1900s (ADR 0293)', () => {
    // Oracle's DD-MON-YY and DD-MON-YYYY, in any case.
    for (const v of ['03-APR-85', '03-APR-1985', '03-Apr-85', '3-apr-1985', '3-apr-85', '03 APR 85', '03/Apr/85'])
      expect(normalizeDob(v, today), v).toBe('1985-04-03');
    // 2025 is "today": 25 and before are this century, 26 and after the last one.
    expect(normalizeDob('15-JUN-25', today)).toBe('2025-06-15');
    expect(normalizeDob('16-JUN-25', today)).toBeUndefined(); // tomorrow: no birth date
    expect(normalizeDob('01-JAN-26', today)).toBe('1926-01-01');
    expect(normalizeDob('01-JAN-00', today)).toBe('2000-01-01');
    expect(normalizeDob('01-JAN-99', today)).toBe('1999-01-01');
    // Numeric two-digit years in the file's order (ADR 0171), dotted ones day first.
    expect(normalizeDob('04/03/85', today)).toBe('1985-04-03');
    expect(normalizeDob('04/03/85', today, 'day-first')).toBe('1985-03-04');
    expect(normalizeDob('4-3-85', today)).toBe('1985-04-03');
    expect(normalizeDob('25/12/85', today)).toBe('1985-12-25');
    expect(normalizeDob('01.02.90', today)).toBe('1990-02-01');
    expect(normalizeDob('04/03/85 00:00', today)).toBe('1985-04-03');
    // Not dates: a mixed separator, an impossible day, a month name no month has.
    for (const v of ['04/03-85', '31-FEB-85', '03-ABC-85', '3/4/5', '03-APR-5']) expect(normalizeDob(v, today), v).toBeUndefined();
    // Only a birth date: the rule rests on it being in the past.
    expect(normalizeDate('03-APR-85', today)).toBeUndefined();
    expect(normalizeDate('04/03/85', today)).toBeUndefined();
  });

  it("reads 1900-01-01, a database's empty date, as no date however it is written (ADR 0257)", () => {
    for (const v of ['1900-01-01', '1/1/1900', '01/01/1900 00:00:00', '1900-01-01 00:00:00.000', '19000101', '01.01.1900', 'Jan 1, 1900'])
      expect(normalizeDob(v, today), v).toBeUndefined();
    expect(birthYear('1900-01-01', today)).toBeUndefined();
    expect(ageThisYear('1900-01-01', today)).toBeUndefined();
    // Real birthdays beside it stay: the Unix epoch, the next day, the next year.
    expect(normalizeDob('1970-01-01', today)).toBe('1970-01-01');
    expect(normalizeDob('1900-01-02', today)).toBe('1900-01-02');
    expect(normalizeDob('1901-01-01', today)).toBe('1901-01-01');
    expect(normalizeDate('1900-01-01', today)).toBe('1900-01-01');
  });
});

describe('normalizeDate', () => {
  it('accepts future dates (hire dates, plan dates) but not impossible ones', () => {
    expect(normalizeDate('2030-01-01', today)).toBe('2030-01-01');
    expect(normalizeDate('2030/1/1', today)).toBe('2030-01-01');
    expect(normalizeDate('2030-02-30', today)).toBeUndefined();
  });
  it('treats an 8-digit value with an implausible leading year as MMDDYYYY', () => {
    // 2030 is after "today", so 20300101 is not read as YYYYMMDD; as MMDDYYYY month 20 is invalid
    expect(parseDateParts('20300101', today)).toBeUndefined();
  });
});

describe('ageThisYear', () => {
  it('counts the years from the birth year to this year, whatever the day', () => {
    expect(ageThisYear('1985-06-15', today)).toBe(40);
    expect(ageThisYear('1985-06-16', today)).toBe(40);
    expect(ageThisYear('1985-12-31', today)).toBe(40);
    expect(ageThisYear('1985-01-01', today)).toBe(40);
    expect(ageThisYear('2000-02-29', new Date(2025, 1, 28))).toBe(25);
  });
  it('reads any accepted format and is undefined for unreadable DOBs', () => {
    expect(ageThisYear('04121985', today)).toBe(40);
    expect(ageThisYear('nope', today)).toBeUndefined();
  });
});

describe('birthYear', () => {
  it('gives the year of a readable DOB', () => {
    expect(birthYear('1985-04-12', today)).toBe(1985);
    expect(birthYear('4/12/1985', today)).toBe(1985);
    expect(birthYear('', today)).toBeUndefined();
  });
});
