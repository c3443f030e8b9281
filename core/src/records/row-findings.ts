// Rows of a file that are not people, and what the reader finds worth telling about the rest
// (ADR 0194). Exports end with a totals line ("Total,,,300") or a count ("Exported 2 rows"),
// and two exports pasted together repeat the header row: imported, "Total" and "Name" became
// people anyone could find. Such a row is skipped on every path, counted and named by its row
// number, never silently. The rules are conservative: a row holding an email, a phone, a street,
// an SSN or a birth date is a person's, whatever its first cell says.

import {
  hasDateColumn,
  isScientificNumber,
  mapRow,
  normalizeHeader,
  unreadDates,
  unwrapExcelText,
  type ResolvedHeaders,
} from './field-aliases.ts';
import type { NormalizedRecord } from './types.ts';

export type RowSkipCode = 'repeated-header' | 'summary-line';

/** The skip reasons as the import report and the preview show them. */
export const ROW_SKIP_REASONS: Record<RowSkipCode, string> = {
  'repeated-header': 'A repeat of the header row (files pasted together), not a person.',
  'summary-line': 'A totals or summary line (such as "Total" or "Exported 2 rows"), not a person.',
};

/** First words of a totals line: "Total", "Totals", "Grand total", "Subtotal", "Sum", "Total:". */
const TOTAL_WORD = /^(?:grand[\s-]*)?(?:sub[\s-]*)?totals?\s*:?$|^sum\s*:?$/i;
/**
 * A lone cell that counts the rows: "Exported 2 rows", "2 records", "(3 rows affected)",
 * "Total: 1,204 entries".
 */
const ROW_COUNT =
  /^\(?[\p{L}\s:]*?\d[\d,.\s]*\s+(?:rows?|records?|entries|lines|results?)(?:\s+(?:affected|exported|returned|selected))?\)?\.?$/iu;

/** The headers as normalizeHeader folds them, once per file: rowSkipOf runs once per imported row. */
const foldedHeaders = new WeakMap<ResolvedHeaders, string[]>();

/** Whether the row's values repeat the header's cells, compared as headers are (normalizeHeader). */
function repeatsHeader(resolved: ResolvedHeaders, values: readonly string[]): boolean {
  let headers = foldedHeaders.get(resolved);
  if (!headers) foldedHeaders.set(resolved, (headers = resolved.headers.map((h) => normalizeHeader(h.trim()))));
  let named = 0;
  for (let c = 0; c < headers.length; c++) {
    const header = headers[c]!;
    const value = normalizeHeader((values[c] ?? '').trim());
    if (header !== value) return false;
    if (header !== '') named++;
  }
  for (let c = headers.length; c < values.length; c++) if (values[c]!.trim() !== '') return false;
  return named > 0;
}

function holdsContact(rec: NormalizedRecord): boolean {
  return rec.emails.length > 0 || rec.phones.length > 0 || Boolean(rec.address.street) || Boolean(rec.ssn) || Boolean(rec.dob);
}

/**
 * Why a data row is not imported as a person (a repeated header, a totals or summary line), or
 * null. `rec` is the row as mapRow reads it, or a function giving it: it runs once per imported
 * row, so the record is read only for the rare row that looks like a totals line.
 */
export function rowSkipOf(
  resolved: ResolvedHeaders,
  values: readonly string[],
  rec: NormalizedRecord | (() => NormalizedRecord),
): RowSkipCode | null {
  if (repeatsHeader(resolved, values)) return 'repeated-header';
  // The first non-empty cell, and whether it is the only one, without building a list.
  let first: string | undefined;
  let alone = true;
  for (const value of values) {
    if (value === '' || value.trim() === '') continue;
    if (first === undefined) first = value.trim();
    else {
      alone = false;
      break;
    }
  }
  if (first === undefined) return null;
  const looksLikeSummary = TOTAL_WORD.test(first) || (alone && ROW_COUNT.test(first));
  if (!looksLikeSummary) return null;
  return holdsContact(typeof rec === 'function' ? rec() : rec) ? null : 'summary-line';
}

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
  /** Per date column, the values not stored as a date (unreadable, or a birth date out of range). */
  unreadDates: ValueFinding[];
}

/** "rows 3, 7 and 9", "row 4", "rows 3, 7, 9, 12, 15 and 2 more". */
export function rowList(rows: readonly number[], count: number): string {
  const more = count - rows.length;
  const listed = rows.map(String);
  if (listed.length === 1 && more === 0) return `row ${listed[0]}`;
  if (more > 0) return `rows ${listed.join(', ')} and ${more.toLocaleString('en-US')} more`;
  return `rows ${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

export function describeRowSkipFinding(f: RowSkipFinding): string {
  const what = f.code === 'repeated-header' ? 'repeat the header row' : 'are totals or summary lines';
  const one = f.code === 'repeated-header' ? 'repeats the header row' : 'is a totals or summary line';
  return f.count === 1
    ? `${capitalise(rowList(f.rows, f.count))} ${one}: it is skipped, not imported as a person.`
    : `${f.count.toLocaleString('en-US')} rows ${what} (${rowList(f.rows, f.count)}): they are skipped, not imported as people.`;
}

export function describeLostPhones(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a number' : 'are numbers'} in scientific notation, such as “${f.example}”: Excel lost ${f.count === 1 ? 'its' : 'their'} digits, so ${f.count === 1 ? 'it is' : 'they are'} left out of the phones and kept only in each record’s original row.`;
}

export function describeUnreadDates(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is' : 'are'} not a date the import can read (such as “${f.example}”): ${f.count === 1 ? 'it is' : 'they are'} kept only in each record’s original row, not as its date.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  private readonly dates = new Map<string, ValueFinding>();
  private readonly phoneColumns: { index: number; key: string }[];
  private readonly withDates: boolean;

  constructor(private readonly resolved: ResolvedHeaders) {
    this.phoneColumns = resolved.mapping.filter((m) => m.targets.includes('phones')).map((m) => ({ index: m.index, key: m.key }));
    this.withDates = hasDateColumn(resolved);
  }

  add(values: readonly string[], row: number): void {
    if (this.withDates) for (const u of unreadDates(this.resolved, [values])) note(this.dates, u.column, u.example, row);
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
    }
  }

  result(): ReadFindings {
    return { skipped: [...this.skips.values()], lostPhones: [...this.lostPhones.values()], unreadDates: [...this.dates.values()] };
  }
}

/** The messages of the values left out of the records, for the import report. */
export function describeValueFindings(findings: ReadFindings): string[] {
  return [...findings.lostPhones.map(describeLostPhones), ...findings.unreadDates.map(describeUnreadDates)];
}

/** The messages of the rows skipped and the phones left out, for the preview (which shows the dates on their own). */
export function describeFindings(findings: ReadFindings): string[] {
  return [...findings.skipped.map(describeRowSkipFinding), ...findings.lostPhones.map(describeLostPhones)];
}
