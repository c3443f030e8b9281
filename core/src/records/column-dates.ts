// The date columns of a file: which columns hold dates, how their cells are read, and the order
// (day or month first) the file writes them in (ADRs 0171, 0263, 0273, 0274).

import { DATE_ORDER_EXAMPLES, DATE_ORDER_LABELS, normalizeDate, normalizeDob, type DateOrder } from './dob.ts';
import { normalizeSpreadsheetDate, normalizeSpreadsheetDob } from './spreadsheet-days.ts';
import { aliasKeyOf, DAY_FIRST_HEADER_KEYS, ENGLISH_HEADER_KEYS, prefixedAddressKey } from './field-alias-table.ts';
import type { FieldTarget } from './field-target.ts';
import type { ColumnMapping, ResolvedHeaders } from './column-ops.ts';
import { isNullToken, unwrapExcelText } from './cell-values.ts';
import { readBirthYear } from './birth-year.ts';

/** A year-first format naming the day before the month: "YYYY-DD-MM", "yyyyddmm", "JJJJ.TT.MM" (ADR 0273). */
export const YEAR_DAY_MONTH = /(?<![\p{L}\p{N}])(?:yyyy|jjjj|aaaa|yy|aa)\s*[/.-]?\s*(?:dd|tt|jj)\s*[/.-]?\s*mm(?![\p{L}\p{N}])/iu;
export const DATE_TARGETS: ReadonlySet<FieldTarget> = new Set(['dob', 'dateAdded']);

/** A date column's values in some rows that the import cannot read as dates. */
export interface UnreadDates {
  /** The column's key, as allFields names it. */
  column: string;
  count: number;
  /** The first of them, as written. */
  example: string;
}

/**
 * A date column's cell as the import reads it: undefined when it holds no value (empty, a
 * placeholder), else the value (out of Excel's `="…"`) and the date stored from it, if any.
 */
export function readDateCell(
  resolved: ResolvedHeaders,
  m: ColumnMapping,
  cell: string | undefined,
): { value: string; date: string | undefined } | undefined {
  const v = unwrapExcelText((cell ?? '').trim());
  if (v === '' || isNullToken(v)) return undefined;
  const date = m.targets.includes('dob')
    ? (normalizeDob(v, resolved.today, resolved.dateOrder, m.yearFirstOrder) ??
      (m.spreadsheetDays ? normalizeSpreadsheetDob(v, resolved.today) : undefined))
    : (normalizeDate(v, resolved.today, resolved.dateOrder, m.yearFirstOrder) ??
      (m.spreadsheetDays ? normalizeSpreadsheetDate(v, resolved.today) : undefined));
  return { value: v, date };
}

/**
 * Per date column, the values of `rows` the import would not store as a date (unreadable, a
 * birth date before 1900 or in the future): they stay only in each record's original row, so
 * the person importing is told before anything is stored (the console's preview).
 */
export function unreadDates(resolved: ResolvedHeaders, rows: readonly (readonly string[])[]): UnreadDates[] {
  const out: UnreadDates[] = [];
  for (const m of resolved.mapping) {
    if (!isDateColumn(m)) continue;
    let found: UnreadDates | undefined;
    for (const row of rows) {
      const cell = readDateCell(resolved, m, row[m.index]);
      if (cell === undefined || cell.date !== undefined) continue;
      // A year alone is read as the birth year (ADR 0323).
      if (m.targets.includes('dob') && readBirthYear(cell.value, resolved.today) !== undefined) continue;
      if (found) found.count++;
      else out.push((found = { column: m.key, count: 1, example: cell.value }));
    }
  }
  return out;
}

/** Whether any column fills a date the import reads (a birth date, the date added). */
export function hasDateColumn(resolved: ResolvedHeaders): boolean {
  return resolved.mapping.some((m) => m.targets.includes('dob') || m.targets.includes('dateAdded'));
}

/** Whether a column fills a date the import reads: only such a column can hold spreadsheet day numbers. */
export const isDateColumn = (m: ColumnMapping): boolean => m.targets.some((t) => DATE_TARGETS.has(t));

/**
 * The headers with these columns' numbers read as spreadsheet day numbers (ADR 0274), or the
 * first column index that is no date column (a phone, an SSN or a ZIP code is never read so).
 * A copy: the headers resolved for other rows are left as they are.
 */
export function withSpreadsheetDays(resolved: ResolvedHeaders, columns: readonly number[]): ResolvedHeaders | { notADateColumn: number } {
  if (columns.length === 0) return resolved;
  for (const index of columns) {
    const m = resolved.mapping[index];
    if (!m || !isDateColumn(m)) return { notADateColumn: index };
  }
  const mapping = resolved.mapping.map((m): ColumnMapping => (columns.includes(m.index) ? { ...m, spreadsheetDays: true } : m));
  return { ...resolved, mapping };
}

/**
 * How the import reads the file's dates, as the preview and the command line say it: the file's
 * order (ADR 0171), and each column that names a year-day-month format (ADR 0273).
 */
export function dateReadingLabel(resolved: ResolvedHeaders): string {
  const yearDayMonth = resolved.mapping.filter((m) => m.yearFirstOrder === 'day-month').map((m) => `“${m.key}”`);
  const order = dateOrderLabel(resolved);
  if (yearDayMonth.length === 0) return order;
  return `${order}; ${yearDayMonth.join(', ')} year, day, month, as ${yearDayMonth.length === 1 ? 'its name says' : 'their names say'} (1980-31-12)`;
}

/** The order of the file's slashed dates, and what said it when not its column names' language. */
function dateOrderLabel(resolved: ResolvedHeaders): string {
  const order = resolved.dateOrder;
  switch (resolved.dateOrderSource) {
    case 'values':
      return `${DATE_ORDER_EXAMPLES[order]} (the file’s own dates are written so)`;
    case 'told':
      return `${DATE_ORDER_EXAMPLES[order]} (as --date-order says)`;
    case 'column-name':
      return `${DATE_ORDER_EXAMPLES[order]} (as a column’s name says)`;
    default:
      return DATE_ORDER_LABELS[order];
  }
}

/**
 * The headers with their slashed dates read in `order` (ADR 0317): the order the file's own
 * dates show (the console found it over the whole input, `values`) or the one the command
 * line's --date-order names (`told`). A copy: the headers resolved for other rows are left as
 * they are.
 */
export function withDateOrder(resolved: ResolvedHeaders, order: DateOrder, source: 'values' | 'told'): ResolvedHeaders {
  return { ...resolved, dateOrder: order, dateOrderSource: source };
}

/**
 * A header's note of its dates' order: "DOB (DD/MM/YYYY)", "Hire date (mm-dd-yyyy)", "DOB
 * ddmmyyyy", "Geburtsdatum TT.MM.JJJJ" (ADR 0263): the day is dd, tt or jj.
 */
const WRITTEN_ORDER = /(?<![\p{L}\p{N}])(dd|tt|jj|mm)\s*[/.-]?\s*(dd|tt|jj|mm)\s*[/.-]?\s*(?:yyyy|jjjj|aaaa|yy|jj|aa)(?![\p{L}\p{N}])/iu;
const isDayPart = (part: string): boolean => part.toLowerCase() !== 'mm';

/**
 * Day first when the recognised headers are mostly in the languages that write dates so, or
 * when a column's name says how its dates are written.
 */
export function dateOrderOfHeaders(headers: readonly string[]): DateOrder {
  const written = writtenDateOrder(headers);
  if (written) return written;
  let english = 0;
  let dayFirst = 0;
  for (const header of headers) {
    const whole = aliasKeyOf(header.trim());
    // A set's prefix speaks no language: "Residence City" is as English as "City".
    const key = prefixedAddressKey(whole)?.rest ?? whole;
    if (ENGLISH_HEADER_KEYS.has(key)) english++;
    else if (DAY_FIRST_HEADER_KEYS.has(key)) dayFirst++;
  }
  return dayFirst > english ? 'day-first' : 'month-first';
}

/** The order a column's name says its dates are written in, "DOB (DD/MM/YYYY)": it says it for the file, whatever its language. */
export function writtenDateOrder(headers: readonly string[]): DateOrder | undefined {
  for (const header of headers) {
    const written = WRITTEN_ORDER.exec(header);
    if (written && isDayPart(written[1]!) !== isDayPart(written[2]!)) return isDayPart(written[1]!) ? 'day-first' : 'month-first';
  }
  return undefined;
}
