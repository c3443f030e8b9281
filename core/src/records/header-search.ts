// Where the header row is, when it is not the first row: a file with a title or export details
// above its header (ADR 0267) is refused with the row that looks like the header, and a header
// row the admin named (ADR 0301) is checked to be one. Rows are read from the start of the
// text, numbered as the file's rows, each with the separator it shows itself unless one was
// chosen (a title decides none).

import type { Delimiter } from './delimiter.ts';
import { resolveHeaders } from './field-aliases.ts';
import { leadingRows, recognisedColumnsOf, type LeadingRow } from './leading-rows.ts';
import { LEFT_OUT_LINE_CHARS, type ReadNote, type ReadProblem } from './read-problems.ts';
import { shownRow } from './row-text.ts';

/** How many lines below a first line of no known column are looked at for the header row. */
const HEADER_SEARCH_LINES = 10;

type HeaderBelow = NonNullable<Extract<ReadProblem, { code: 'no-recognised-columns' }>['headerBelow']>;

/** The start of the text, kept until the header is read. */
export interface StartOfText {
  text: string;
  /** File row number of the text's first row. */
  firstRow: number;
  newline: '\n' | '\r';
  /** Whether quotes can open a quoted field (not in a tab-separated text that does not quote). */
  quotes: boolean;
  /** The separator that was chosen or named by a `sep=` line; undefined: each row shows its own. */
  givenDelimiter: Delimiter | undefined;
}

/** The rows left out above the header row the options name (ADR 0301), with the row number of the first. */
export interface RowsAbove {
  rows: LeadingRow[];
  first: number;
}

/** The rows of the start of the text, numbered as the file's rows (a quoted line break is inside a row). */
function startRows(start: StartOfText): Array<{ row: number; text: string }> {
  return leadingRows(start.text, start.newline, start.quotes, Infinity).map((r, i) => ({ row: start.firstRow + i, text: r.text }));
}

/** The known columns a row names. */
const recognisedIn = (start: StartOfText, text: string): string[] => recognisedColumnsOf(text, start.givenDelimiter);

/**
 * A row a few lines below the first that names known columns: the header of an export with a
 * title or export details above it ("Customer list, all regions", "Exported: 2024-05-01"). The
 * refusal names it, rather than advising a separator. Spread into the refusal: nothing when no
 * such row was found.
 */
export function headerBelowOf(start: StartOfText): { headerBelow?: HeaderBelow } {
  const rows = startRows(start);
  const first = rows.findIndex((r) => r.text.trim() !== '');
  if (first === -1) return {};
  for (const r of rows.slice(first + 1, first + 1 + HEADER_SEARCH_LINES)) {
    if (r.text.trim() === '') continue;
    const columns = recognisedIn(start, r.text);
    if (columns.length > 0)
      return { headerBelow: { row: r.row, firstRow: rows[first]!.row, firstLine: shownRow(rows[first]!.text), columns } };
  }
  return {};
}

/**
 * The header row the options name (ADR 0301) must be that row, not blank, and name a known
 * column; else the refusal names it, and a row near it that does name known columns (below
 * first, then above, nearest first). `headerAt` is the file row the header was read from.
 */
export function namedHeaderRowProblem(
  headers: readonly string[],
  named: { row: number; headerAt: number; requireRecognisedColumns: boolean },
  start: StartOfText,
  above: RowsAbove,
): ReadProblem | undefined {
  const { row } = named;
  const blank = named.headerAt !== row;
  if (!blank && (!named.requireRecognisedColumns || resolveHeaders(headers).recognized.length > 0)) return undefined;
  const rows = startRows(start);
  const line = blank ? '' : shownRow(rows[0]?.text ?? '');
  const near = [...rows.slice(1, 1 + HEADER_SEARCH_LINES), ...above.rows.map((r, i) => ({ row: above.first + i, text: r.text })).reverse()];
  for (const r of near) {
    if (r.text.trim() === '') continue;
    const columns = recognisedIn(start, r.text);
    if (columns.length > 0) return { code: 'not-a-header-row', row, line, headerAt: { row: r.row, columns } };
  }
  return { code: 'not-a-header-row', row, line };
}

/** The note of the rows left out above the header row: how many, and the first that is not blank. */
export function rowsAboveNote(above: RowsAbove): ReadNote {
  const firstText = shownRow(above.rows.find((r) => r.text.trim() !== '')?.text ?? '');
  return {
    code: 'rows-above-header',
    first: above.first,
    header: above.first + above.rows.length,
    line: firstText.slice(0, LEFT_OUT_LINE_CHARS),
  };
}
