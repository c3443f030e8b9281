import { describe, expect, it } from 'vitest';
import { normalizeSpreadsheetDob, spreadsheetDayDate } from './spreadsheet-days.ts';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('spreadsheet day numbers (ADR 0274)', () => {
  it('reads Excel’s 1900 date system, past its fictitious 29 February 1900', () => {
    const iso = (v: string) => {
      const p = spreadsheetDayDate(v, today);
      return p && `${p.year}-${p.month}-${p.day}`;
    };
    // Day 61 is 1 March 1900 in Excel: the count includes a day 60 that never was.
    expect(iso('2193')).toBe('1906-1-1');
    expect(iso('31107')).toBe('1985-3-1');
    expect(iso('31107.0')).toBe('1985-3-1');
    expect(iso('45658')).toBe('2025-1-1');
    // A year, a number past today, a negative or other text: no day number.
    for (const v of ['1985', '2100', '45824', '-31107', '31,107', '3.1107E+4', '311070']) expect(iso(v), v).toBeUndefined();
  });
  it('reads a birth date’s time of day to its nearest midnight, and keeps normalizeDob’s rules', () => {
    expect(normalizeSpreadsheetDob('31106.958333', today)).toBe('1985-03-01');
    expect(normalizeSpreadsheetDob('31107.25', today)).toBe('1985-03-01');
    // Noon stays its day, as a birth timestamp's "T12:00:00Z" does.
    expect(normalizeSpreadsheetDob('31107.5', today)).toBe('1985-03-01');
    expect(normalizeSpreadsheetDob('45823', today)).toBe('2025-06-15');
    expect(normalizeSpreadsheetDob('45823.6', today)).toBeUndefined();
  });
});
