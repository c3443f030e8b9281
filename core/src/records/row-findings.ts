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
import { readBirthYear } from './birth-year.ts';
import { isNullToken } from './cell-values.ts';
import { hasTwoDigitYear, isBirthTimestampOfNextDay, normalizeDob } from './dob.ts';
import { rowSkipOf, type RowSkipCode } from './row-skip.ts';
import { isSpreadsheetDay } from './spreadsheet-days.ts';
import { textDecodedTwice } from './text-decoded-twice.ts';
import { DateOrderEvidence } from './date-order-evidence.ts';
import { StateColumnEvidence } from './state-column.ts';
import {
  FINDING_ROWS_LISTED,
  type GarbledTextFinding,
  type ReadFindings,
  type RowSkipFinding,
  type TwoDigitYearsFinding,
  type ValueFinding,
} from './read-findings.ts';

export type {
  DateOrderFinding,
  GarbledTextFinding,
  MixedDateOrdersFinding,
  ReadFindings,
  RowSkipFinding,
  SpreadsheetDaysFinding,
  StateColumnFinding,
  TwoDigitYearsFinding,
  UnreadDatesFinding,
  ValueFinding,
} from './read-findings.ts';
export { FINDING_ROWS_LISTED } from './read-findings.ts';

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
  private readonly yearsOnly = new Map<string, ValueFinding>();
  private readonly unreadYears = new Map<string, ValueFinding>();
  private readonly birthYearColumns: { index: number; key: string }[];
  private readonly garbled = new Map<string, GarbledTextFinding>();
  private readonly dateOrder: DateOrderEvidence;
  private readonly states: StateColumnEvidence;

  constructor(private readonly resolved: ResolvedHeaders) {
    this.dateOrder = new DateOrderEvidence(resolved);
    this.states = new StateColumnEvidence(resolved);
    this.phoneColumns = resolved.mapping.filter((m) => m.targets.includes('phones')).map((m) => ({ index: m.index, key: m.key }));
    this.emailColumns = resolved.mapping.filter((m) => m.targets.includes('emails')).map((m) => ({ index: m.index, key: m.key }));
    this.dateColumns = resolved.mapping
      .filter(isDateColumn)
      .map((m) => ({ m, dob: m.targets.includes('dob'), dated: 0, days: 0, other: 0 }));
    this.birthDateColumns = resolved.mapping
      .filter((m) => m.targets.includes('dob'))
      .map((m) => ({ index: m.index, key: m.key, yearFirstOrder: m.yearFirstOrder }));
    this.birthYearColumns = resolved.mapping.filter((m) => m.targets.includes('birthYear')).map((m) => ({ index: m.index, key: m.key }));
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
      this.dateOrder.add(col.m, cell.value, row);
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
      // A year alone in a birth-date column is the birth year (ADR 0323), not an unread date.
      if (col.dob && readBirthYear(cell.value, this.resolved.today) !== undefined) {
        note(this.yearsOnly, col.m.key, cell.value, row);
        col.other++;
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
    // Only of a row imported as a person: a repeated header's "Email" is no lost address, its
    // "ST" no value that keeps a column of state codes from being read as the state.
    this.states.add(values, row);
    for (const col of this.birthYearColumns) {
      const v = unwrapExcelText((values[col.index] ?? '').trim());
      if (v !== '' && !isNullToken(v) && readBirthYear(v, this.resolved.today) === undefined) note(this.unreadYears, col.key, v, row);
    }
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
    const dateOrder = this.dateOrder.finding();
    const mixedDateOrders = this.dateOrder.mixed();
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
      birthYearsOnly: [...this.yearsOnly.values()],
      unreadBirthYears: [...this.unreadYears.values()],
      stateColumns: this.states.finding(),
      ...(dateOrder ? { dateOrder } : {}),
      ...(mixedDateOrders ? { mixedDateOrders } : {}),
    };
  }
}
