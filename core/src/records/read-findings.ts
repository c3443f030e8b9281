// What the findings of a whole read are: the rows skipped as not people and the values left
// out of the records or read in a way an admin should check (row-findings.ts collects them,
// finding-messages.ts and date-findings.ts say them).

import type { DateOrder } from './dob.ts';
import type { RowSkipCode } from './row-skip.ts';

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
  /** Per birth-date column, the values that are a year alone ("1990"): read as the birth year only (ADR 0323). */
  birthYearsOnly: ValueFinding[];
  /** Per birth-year column, the values that are no year from 1900 to this one (ADR 0323). */
  unreadBirthYears: ValueFinding[];
  /**
   * A column headed "ST" in a file with no state column, when it holds US state codes (ADR
   * 0322). With no `other` value it is read as the state by the console's import (it sends the
   * index with its rows); the command line names it and leaves it unread.
   */
  stateColumns: StateColumnFinding[];
  /**
   * Per column, the values that read as text decoded twice ("JosÃ©" for "José": ADR 0289),
   * imported as written.
   */
  garbledText: GarbledTextFinding[];
  /**
   * The order the file's own dates are written in, where it is not the one the read followed
   * (ADR 0317): some dates only it can read, none only the other. Absent otherwise.
   */
  dateOrder?: DateOrderFinding;
  /**
   * Dates only day first reads and dates only month first reads in one file, beside dates that
   * read both ways (ADR 0317): those are read in the headers' order, and may be wrong. Absent
   * otherwise.
   */
  mixedDateOrders?: MixedDateOrdersFinding;
}

export interface MixedDateOrdersFinding {
  /** The first date only day first reads, and how many. */
  dayFirst: ValueFinding;
  /** The first date only month first reads, and how many. */
  monthFirst: ValueFinding;
  /** The dates that read both ways, and the first one's date as read. */
  either: ValueFinding & { readAs?: string };
  /** The order they were read in: the headers'. */
  readIn: DateOrder;
}

export interface DateOrderFinding {
  /** The order the file's own dates show. */
  order: DateOrder;
  /** The dates only `order` can read ("31/12/1980", day first), in any date column: the first one's column and row. */
  shownBy: ValueFinding;
  /**
   * The dates that read both ways ("01/02/1975"), the first one's column and row, and its date in
   * each order where both are dates.
   */
  either?: ValueFinding & { readAs?: Readonly<Record<DateOrder, string>> };
  /** The import reads its dates in `order`: the console, which sends it with its rows. */
  read?: true;
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

/** A column headed "ST" that holds US state codes (ADR 0322). */
export interface StateColumnFinding {
  /** The column's key (its header, made unique). */
  column: string;
  index: number;
  /** Its values that are US state codes, the first one, and the first rows that hold one. */
  count: number;
  example: string;
  rows: number[];
  /** Set when the column also holds other values: it is then not read as the state, unless told to. */
  other?: { count: number; example: string; row: number };
  /** Set when the column is read as the state whatever it holds, as the command line's --state-column says. */
  read?: true;
}
