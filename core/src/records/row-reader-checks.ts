// The row reader's checks of a header row, of a row of the wrong width and of the end of a read that need nothing of
// the read but what they are given (row-reader.ts asks them, and throws what they find).

import type { Delimiter } from './delimiter.ts';
import { resolveHeaders } from './field-aliases.ts';
import { headerBelowOf, type StartOfText } from './header-search.ts';
import { MAX_FIELD_CHARS, type ReadProblem } from './read-problems.ts';
import type { RowReaderOptions } from './row-reader-options.ts';

/** A carriage return that does not start a CR LF pair; a line feed. */
const LONE_CR = /\r(?!\n)/;
const LINE_FEED = /\n/;

/**
 * A row that holds a line break of the other kind than the file's (ADR 0214): a lone CR in a file
 * of LF line endings, an LF in one of CR line endings. Inside a quoted value either is part of the
 * value, so this is asked only of a header or a row already of the wrong width.
 */
export function strayLineBreakProblem(values: readonly string[], row: number, newline: '\n' | '\r'): ReadProblem | undefined {
  const stray = newline === '\n' ? LONE_CR : LINE_FEED;
  return values.some((v) => stray.test(v)) ? { code: 'mixed-line-endings', row, stray: newline === '\n' ? 'cr' : 'lf' } : undefined;
}

/** A header cell longer than any field may be. */
export function longHeaderCellProblem(values: readonly string[], row: number): ReadProblem | undefined {
  return values.some((v) => v.length > MAX_FIELD_CHARS) ? { code: 'field-too-long', row } : undefined;
}

/** The header names of a header row: trimmed, and blank cells past the last named one left out (a trailing separator, not columns). */
export function headerNamesOf(values: readonly string[]): string[] {
  let width = values.length;
  while (width > 1 && values[width - 1]!.trim() === '') width--;
  return values.slice(0, width).map((h) => h.trim());
}

/**
 * A header that names no column the import reads: in words of the names given (ADR 0330), or of
 * the file's header row, with a row below that looks like the header when there is one.
 */
export function noRecognisedColumnsProblem(
  headers: readonly string[],
  delimiter: Delimiter,
  columnNames: readonly string[] | undefined,
  start: StartOfText,
): ReadProblem {
  const common = { code: 'no-recognised-columns', delimiter, columns: headers.length, firstHeader: headers[0] ?? '' } as const;
  if (columnNames) return { ...common, named: { names: [...headers] } };
  return {
    ...common,
    // eslint-disable-next-line no-control-regex -- any character past ASCII
    nonAsciiHeaders: headers.some((h) => /[^\x00-\x7f]/.test(h)),
    ...headerBelowOf(start),
  };
}

/**
 * One of the first rows of a file whose columns were named (ADR 0330) that reads as a header row:
 * at least half its values name columns the import knows. Imported, it would be a record of a
 * person called "First Name".
 */
export function headerRowPresentProblem(values: readonly string[], row: number, today: Date | undefined): ReadProblem | undefined {
  const cells = values.map((v) => v.trim());
  const known = resolveHeaders(cells, today).recognized;
  const filled = cells.filter((v) => v !== '').length;
  return known.length > 0 && known.length * 2 >= filled ? { code: 'header-row-present', row, columns: known.slice(0, 6) } : undefined;
}

/**
 * A row with values past the last named header is ragged; when the header line has cells there
 * too (`headerCells`: columns left without a name), the problem is the missing name, not the row.
 */
export function unnamedTrailingColumnProblem(
  problem: ReadProblem,
  values: readonly string[],
  headerCells: number,
): ReadProblem | undefined {
  if (problem.code !== 'ragged-row' || problem.actual < problem.expected || problem.actual > headerCells) return undefined;
  const column = values.findIndex((v, c) => c >= problem.expected && v.trim() !== '');
  return column === -1 ? undefined : { code: 'value-in-unnamed-column', row: problem.row, column: column + 1 };
}

/** What the end of a read found: whether the header was read, rows were left out above it, and how many rows there were. */
interface EndOfRead {
  headerRead: boolean;
  rowsLeftOut: boolean;
  /** The header row the names replace (ADR 0330) was never reached. */
  headerToReplace: boolean;
  rowsSeen: number;
  dataRows: number;
  options: Pick<RowReaderOptions, 'headerRow' | 'columnNames'>;
}

/** A read that ended with no header, or no data rows. */
export function endOfReadProblem(read: EndOfRead): ReadProblem | undefined {
  const row = read.options.headerRow ?? 1;
  if (!read.headerRead && read.rowsLeftOut) {
    // The rows left out were all there was, or all that followed them is blank.
    return read.rowsSeen >= row
      ? { code: 'not-a-header-row', row, line: '' }
      : { code: 'not-a-header-row', row, line: '', missing: true, rows: read.rowsSeen };
  }
  if (!read.headerRead) return { code: 'empty' };
  if (read.headerToReplace) return { code: 'not-a-header-row', row, line: '', missing: true, rows: read.rowsSeen };
  // Named columns with no header row in the file (ADR 0330): with no rows, it is empty.
  const noHeaderRow = read.options.columnNames && !read.options.headerRow;
  if (read.dataRows === 0) return noHeaderRow ? { code: 'empty' } : { code: 'header-only' };
  return undefined;
}
