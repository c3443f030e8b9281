// What the reader finds worth telling about the rows of a whole read: the rows skipped as not
// people (row-skip.ts) and the values left out of the records or read in a way an admin should
// check. The messages that tell them are in finding-messages.ts.

import {
  isDateColumn,
  isScientificNumber,
  mapRow,
  MYSQL_NULL,
  readDateCell,
  unreadEmailOf,
  unwrapExcelText,
  type ColumnMapping,
  type ResolvedHeaders,
} from './field-aliases.ts';
import { hasTwoDigitYear, isBirthTimestampOfNextDay, normalizeDob } from './dob.ts';
import { rowSkipOf, type RowSkipCode } from './row-skip.ts';
import { isSpreadsheetDay } from './spreadsheet-days.ts';
import { textDecodedTwice } from './text-decoded-twice.ts';

/** How many row numbers a finding lists. */
export const FINDING_ROWS_LISTED = 5;

export interface RowSkipFinding {
  code: RowSkipCode;
  count: number;
  /** The first FINDING_ROWS_LISTED of them. */
  rows: number[];
}

/** Values of one column left out of the records (kept in each record's original row). */
export interface ValueFinding {
  /** The column's key, as the original row names it. */
  column: string;
  count: number;
  /** The first of them, as written. */
  example: string;
  /** The first FINDING_ROWS_LISTED rows holding one. */
  rows: number[];
}

export interface ReadFindings {
  skipped: RowSkipFinding[];
  /** Phones Excel wrote in scientific notation, its digits lost ("1.55501E+10"). */
  lostPhones: ValueFinding[];
  /**
   * Per email column, the values that give no address ("john smith@x.com", "a@@x.com"; ADR 0262),
   * or the piece of a cell of several that gives none ("a@x.com; john smith@y.com": ADR 0272).
   */
  lostEmails: ValueFinding[];
  /** Per date column, the values not stored as a date (unreadable, or a birth date out of range). */
  unreadDates: UnreadDatesFinding[];
  /** Per column, the cells that are MySQL's NULL, `\N`, read as empty (ADR 0204). */
  nullCells: ValueFinding[];
  /**
   * Per birth-date column, the values written with a time of day after 12:00, read as the next
   * day ("1985-03-03T23:00:00Z" as 1985-03-04: ADR 0273).
   */
  movedBirthDates: ValueFinding[];
  /**
   * Per birth-date column, the values written with a two-digit year ("03-APR-85", "04/03/85"),
   * read with the century rule of ADR 0293.
   */
  twoDigitYears: TwoDigitYearsFinding[];
  /**
   * The date columns whose every date cell is a spreadsheet day number ("31107": ADR 0274), with
   * the column's index: the console's import reads them as dates (it sends the indexes with its
   * rows); the command line reads only the columns its --spreadsheet-days names (`read`), and
   * those whatever else they hold. Their cells are not among `unreadDates`.
   */
  spreadsheetDays: SpreadsheetDaysFinding[];
  /**
   * Per column, the values that read as text decoded twice ("JosÃ©" for "José": ADR 0289),
   * imported as written.
   */
  garbledText: GarbledTextFinding[];
}

export interface GarbledTextFinding extends ValueFinding {
  /** The example as it was before it was decoded twice. */
  readAs: string;
}

export interface TwoDigitYearsFinding extends ValueFinding {
  /** The example's date as stored. */
  readAs: string;
  /** This year's two digits: a two-digit year after them is read in the 1900s (ADR 0293). */
  thisYear: number;
  /** Those read in the 2000s, the reading an admin most needs to check, with the first of them. */
  laterCentury?: { count: number; example: string; readAs: string };
}

export interface UnreadDatesFinding extends ValueFinding {
  /**
   * How many of them are spreadsheet day numbers, in a column that holds other values too: such a
   * column is never read as day numbers (ADR 0274), and the message says why.
   */
  spreadsheetDays?: number;
}

export interface SpreadsheetDaysFinding extends ValueFinding {
  index: number;
  /** The read already took them as dates: the column was named to hold them (the command line's --spreadsheet-days). */
  read?: true;
}

function note(found: Map<string, ValueFinding>, column: string, example: string, row: number): void {
  const f = found.get(column);
  if (!f) found.set(column, { column, count: 1, example, rows: [row] });
  else if (f.count++ < FINDING_ROWS_LISTED) f.rows.push(row);
}

/**
 * Collects the findings of a whole read, row by row (the console's Parse & Preview feeds it every
 * row in its worker; a synced sheet, every row it got).
 */
export class FindingsCollector {
  private readonly skips = new Map<RowSkipCode, RowSkipFinding>();
  private readonly lostPhones = new Map<string, ValueFinding>();
  private readonly lostEmails = new Map<string, ValueFinding>();
  private readonly dates = new Map<string, ValueFinding>();
  private readonly nulls = new Map<string, ValueFinding>();
  private readonly moved = new Map<string, ValueFinding>();
  private readonly twoDigit = new Map<string, TwoDigitYearsFinding>();
  private readonly birthDateColumns: { index: number; key: string; yearFirstOrder: ColumnMapping['yearFirstOrder'] }[];
  private readonly fieldColumns: { index: number; key: string }[];
  private readonly phoneColumns: { index: number; key: string }[];
  private readonly emailColumns: { index: number; key: string }[];
  /** Per date column: its cells read as dates, its spreadsheet day numbers, its other unread cells. */
  private readonly dateColumns: { m: ColumnMapping; dob: boolean; dated: number; days: number; other: number }[];
  private readonly days = new Map<string, ValueFinding>();
  private readonly garbled = new Map<string, GarbledTextFinding>();

  constructor(private readonly resolved: ResolvedHeaders) {
    this.phoneColumns = resolved.mapping.filter((m) => m.targets.includes('phones')).map((m) => ({ index: m.index, key: m.key }));
    this.emailColumns = resolved.mapping.filter((m) => m.targets.includes('emails')).map((m) => ({ index: m.index, key: m.key }));
    this.dateColumns = resolved.mapping
      .filter(isDateColumn)
      .map((m) => ({ m, dob: m.targets.includes('dob'), dated: 0, days: 0, other: 0 }));
    this.birthDateColumns = resolved.mapping
      .filter((m) => m.targets.includes('dob'))
      .map((m) => ({ index: m.index, key: m.key, yearFirstOrder: m.yearFirstOrder }));
    this.fieldColumns = resolved.mapping.filter((m) => m.targets.length > 0).map((m) => ({ index: m.index, key: m.key }));
  }

  add(values: readonly string[], row: number): void {
    for (const col of this.fieldColumns) {
      const v = values[col.index];
      if (v !== undefined && v.length <= 4 && v.trim() === MYSQL_NULL) note(this.nulls, col.key, MYSQL_NULL, row);
    }
    for (const col of this.dateColumns) {
      const cell = readDateCell(this.resolved, col.m, values[col.m.index]);
      if (cell === undefined) continue;
      if (cell.date !== undefined) {
        // A column told to hold day numbers (the command line's option) reads them: counted as such.
        if (col.m.spreadsheetDays && isSpreadsheetDay(cell.value, this.resolved.today)) {
          col.days++;
          note(this.days, col.m.key, cell.value, row);
        } else {
          col.dated++;
          if (col.dob && hasTwoDigitYear(cell.value)) this.noteTwoDigitYear(col.m.key, cell.value, cell.date, row);
        }
        continue;
      }
      note(this.dates, col.m.key, cell.value, row);
      // A spreadsheet day number is looked for only in a cell no other form reads.
      if (isSpreadsheetDay(cell.value, this.resolved.today)) {
        col.days++;
        note(this.days, col.m.key, cell.value, row);
      } else col.other++;
    }
    for (const col of this.birthDateColumns) {
      // Only a value with a time of day can be moved: the look is one indexOf for the others.
      const v = values[col.index];
      if (v === undefined || v.indexOf(':') === -1 || !isBirthTimestampOfNextDay(v)) continue;
      const { today, dateOrder } = this.resolved;
      if (normalizeDob(unwrapExcelText(v.trim()), today, dateOrder, col.yearFirstOrder) !== undefined)
        note(this.moved, col.key, v.trim(), row);
    }
    for (const col of this.phoneColumns) {
      const v = (values[col.index] ?? '').trim();
      if (v === '' || !/e/i.test(v)) continue;
      const value = unwrapExcelText(v);
      // The whole cell ("1,55501E+10" with a decimal comma), or one of its numbers, as mapRow splits them.
      if (isScientificNumber(value) || value.split(/[;,]|\s\/\s/).some((part) => isScientificNumber(part.trim())))
        note(this.lostPhones, col.key, v, row);
    }
    const skip = rowSkipOf(this.resolved, values, () => mapRow(this.resolved, values));
    if (skip) {
      const found = this.skips.get(skip);
      if (!found) this.skips.set(skip, { code: skip, count: 1, rows: [row] });
      else if (found.count++ < FINDING_ROWS_LISTED) found.rows.push(row);
      return;
    }
    // Only of a row imported as a person: a repeated header's "Email" is no lost address.
    for (const col of this.emailColumns) {
      const unread = unreadEmailOf(values[col.index] ?? '');
      if (unread !== undefined) note(this.lostEmails, col.key, unread, row);
    }
    for (const col of this.fieldColumns) {
      const v = values[col.index];
      if (v === undefined) continue;
      const readAs = textDecodedTwice(v);
      if (readAs === undefined) continue;
      const f = this.garbled.get(col.key);
      if (!f) this.garbled.set(col.key, { column: col.key, count: 1, example: v.trim(), readAs: readAs.trim(), rows: [row] });
      else if (f.count++ < FINDING_ROWS_LISTED) f.rows.push(row);
    }
  }

  private noteTwoDigitYear(column: string, value: string, date: string, row: number): void {
    const later = date >= '2000';
    const f = this.twoDigit.get(column);
    if (!f) {
      const thisYear = this.resolved.today.getFullYear() % 100;
      this.twoDigit.set(column, {
        column,
        count: 1,
        example: value,
        readAs: date,
        rows: [row],
        thisYear,
        ...(later ? { laterCentury: { count: 1, example: value, readAs: date } } : {}),
      });
      return;
    }
    if (f.count++ < FINDING_ROWS_LISTED) f.rows.push(row);
    if (!later) return;
    if (f.laterCentury) f.laterCentury.count++;
    else f.laterCentury = { count: 1, example: value, readAs: date };
  }

  result(): ReadFindings {
    // Never a mixed column: one real date or one other value beside the numbers, and none is read.
    const daysOnly = new Set(this.dateColumns.filter((col) => col.days > 0 && col.dated === 0 && col.other === 0).map((col) => col.m.key));
    // A column told to hold them has its day numbers read, whatever else it holds.
    const told = (col: { m: ColumnMapping }) => col.m.spreadsheetDays === true;
    return {
      skipped: [...this.skips.values()],
      lostPhones: [...this.lostPhones.values()],
      lostEmails: [...this.lostEmails.values()],
      unreadDates: this.dateColumns
        .filter((col) => this.dates.has(col.m.key) && !daysOnly.has(col.m.key))
        .map((col) => ({ ...this.dates.get(col.m.key)!, ...(col.days && !told(col) ? { spreadsheetDays: col.days } : {}) })),
      nullCells: [...this.nulls.values()],
      movedBirthDates: [...this.moved.values()],
      twoDigitYears: [...this.twoDigit.values()],
      spreadsheetDays: this.dateColumns
        .filter((col) => daysOnly.has(col.m.key) || (told(col) && col.days > 0))
        .map((col) => ({ ...this.days.get(col.m.key)!, index: col.m.index, ...(told(col) ? { read: true as const } : {}) })),
      garbledText: [...this.garbled.values()],
    };
  }
}
