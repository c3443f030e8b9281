// Spreadsheet day numbers (ADR 0274): what a spreadsheet exports for a date cell that lost its
// date format ("31107" for 1985-03-01). Read only in a date column the whole input showed to
// hold nothing else (core row-findings.ts finds them, field-aliases.ts reads a marked column).

import { formatIsoDate, isPlaceholderDob, type DateParts } from './dob.ts';

/**
 * A spreadsheet's day number, what a date cell that lost its date format exports as (ADR 0274):
 * 4 or 5 digits, with a fraction for a time of day ("31107", "31107.0", "31106.958333"). Four
 * digits up to 2100 are never one: a column of them is a column of years.
 */
const SPREADSHEET_DAY_RE = /^\d{4,5}(?:\.\d{1,15})?$/;
const FIRST_SPREADSHEET_DAY = 2101;
/** Excel's day 0 in its 1900 date system, for the days after its fictitious 29 February 1900 (day 60). */
const SPREADSHEET_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** Today's day number: no later day is a plausible date of birth or an added date. */
function spreadsheetDayOf(today: Date): number {
  return Math.round((Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - SPREADSHEET_EPOCH_MS) / DAY_MS);
}

/**
 * The date of a spreadsheet day number in Excel's 1900 date system (its default, and Lotus's
 * before it), or undefined when the value is no plausible day number: day 1 is 1900-01-01, and
 * Excel counts a 29 February 1900 that never was (day 60), so from day 61 on, the day is day 0
 * (1899-12-30) plus the number. Only day numbers from 2101 (1905-10-01) to today are read. A
 * time of day goes to its nearest midnight when `nearest` (a birth date: ADR 0273), else is
 * left out.
 */
export function spreadsheetDayDate(value: string, today: Date = new Date(), nearest = false): DateParts | undefined {
  if (!SPREADSHEET_DAY_RE.test(value)) return undefined;
  const number = Number(value);
  // To the nearest midnight, noon staying its day as a written clock's does (ADR 0273).
  const day = nearest && number - Math.floor(number) > 0.5 ? Math.ceil(number) : Math.floor(number);
  if (day < FIRST_SPREADSHEET_DAY || day > spreadsheetDayOf(today)) return undefined;
  const date = new Date(SPREADSHEET_EPOCH_MS + day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whether a cell is a plausible spreadsheet day number (spreadsheetDayDate reads it). */
export const isSpreadsheetDay = (value: string, today: Date = new Date()): boolean => spreadsheetDayDate(value, today) !== undefined;

/** A spreadsheet day number of a birth date -> YYYY-MM-DD, by normalizeDob's rules (ADR 0274). */
export function normalizeSpreadsheetDob(value: string, today: Date = new Date()): string | undefined {
  // spreadsheetDayDate reads no day after today.
  const parts = spreadsheetDayDate(value, today, true);
  if (!parts) return undefined;
  const iso = formatIsoDate(parts);
  return isPlaceholderDob(iso) ? undefined : iso;
}

/** A spreadsheet day number of another date (a date added) -> YYYY-MM-DD (ADR 0274). */
export function normalizeSpreadsheetDate(value: string, today: Date = new Date()): string | undefined {
  const parts = spreadsheetDayDate(value, today);
  return parts ? formatIsoDate(parts) : undefined;
}
