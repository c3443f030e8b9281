// What the start of a text settles before any row is read (the first SAMPLE_CHARS, or all of a
// shorter input, so the reader decides the same way however the input was chunked): another
// format or binary content, a PowerShell type line, an Excel `sep=` line, the line breaks, the
// separator, whether a tab-separated text quotes (ADR 0215), the rows above the header row the
// options name (ADR 0301), and a list of addresses with no header row (ADR 0328).

import {
  detectDelimiter,
  detectDelimiterForWidth,
  detectNewline,
  excelSepLine,
  isDelimiter,
  powershellTypeLine,
  type Delimiter,
  type DelimiterChoice,
} from './delimiter.ts';
import { binaryFormatOf, markupFormatOf } from './file-format.ts';
import type { RowsAbove, StartOfText } from './header-search.ts';
import { headerlessListOf, type HeaderlessList } from './headerless-list.ts';
import { leadingRows } from './leading-rows.ts';
import { MAX_ROW_CHARS, ReadProblemError, type ReadNote } from './read-problems.ts';
import { looksBinary } from './row-text.ts';
import { tsvQuotes } from './tsv-quoting.ts';

/** How much of the start of the text decides delimiter, line breaks and binary content. */
export const SAMPLE_CHARS = 64 * 1024;

/** How many first lines of a file with named columns decide its separator (ADR 0330). */
const NAMED_LINES_LOOKED_AT = 50;

export type DelimiterSource = 'chosen' | 'sep-line' | 'detected';

export interface SettledStart {
  /** The text left to parse as rows: the sample without the lines settled here. */
  body: string;
  delimiter: Delimiter;
  delimiterSource: DelimiterSource;
  newline: '\n' | '\r';
  /** Whether quotes can open a quoted field (not in a tab-separated text that does not quote). */
  quotes: boolean;
  /** File rows consumed before `body`: the type line and the rows above the header row. */
  rowsBefore: number;
  /** The note of a PowerShell type line, counted as the file's row 1. */
  typeLineNote: ReadNote | undefined;
  above: RowsAbove | undefined;
  /** A list of addresses (and passwords) with no header row (ADR 0328): its columns stand in for one. */
  list: HeaderlessList | undefined;
  /** The start of the body, as the file's separator and quotes read it: where a header under a title is looked for. */
  start: StartOfText;
}

/**
 * Settles the start of a text. `head`: the first bytes (as Latin-1) or characters, which name a
 * file of another format; `last`: the sample is the whole input. Throws a ReadProblemError.
 */
export function settleStart(
  sample: string,
  head: string,
  options: { delimiter?: DelimiterChoice; headerRow?: number; columnNames?: readonly string[]; requireRecognisedColumns?: boolean },
  last: boolean,
): SettledStart {
  const format = binaryFormatOf(head) ?? markupFormatOf(sample);
  if (format) throw new ReadProblemError({ code: 'other-format', format });
  if (looksBinary(sample.slice(0, SAMPLE_CHARS))) throw new ReadProblemError({ code: 'binary' });
  const typeLine = powershellTypeLine(sample);
  // Counted as the file's row 1: every later row keeps its number in the file.
  const typeRows = typeLine ? 1 : 0;
  const afterType = typeLine ? sample.slice(typeLine.length) : sample;
  const sep = excelSepLine(afterType);
  const whole = sep ? afterType.slice(sep.length) : afterType;
  const newline = detectNewline(whole.slice(0, SAMPLE_CHARS));
  // Rows above the header row the options name (ADR 0301): left out before anything is
  // detected, so the separator is the header's, not a title's. Split as quoting text first;
  // a tab-separated text that turns out not to quote is split again below.
  const headerRow = options.headerRow ?? 1;
  const skip = Math.max(0, headerRow - 1 - typeRows);
  const leaveOut = (quotes: boolean) => leaveOutAbove(whole, { skip, headerRow, first: typeRows + 1, newline, quotes, last });
  let above = skip > 0 ? leaveOut(true) : undefined;
  let body = above ? above.body : whole;

  const chosen = options.delimiter ?? 'auto';
  let delimiter: Delimiter;
  let delimiterSource: DelimiterSource = 'detected';
  if (chosen !== 'auto') {
    delimiter = chosen;
    delimiterSource = 'chosen';
  } else if (sep && isDelimiter(sep.delimiter)) {
    delimiter = sep.delimiter;
    delimiterSource = 'sep-line';
  } else {
    const notBlank = (line: string) => line.trim() !== '';
    // Named columns (ADR 0330): the first lines are records of as many values as names.
    delimiter = options.columnNames
      ? detectDelimiterForWidth(
          body
            .slice(0, SAMPLE_CHARS)
            .split(/\r\n|\n|\r/, NAMED_LINES_LOOKED_AT)
            .filter(notBlank),
          options.columnNames.length,
        )
      : detectDelimiter(
          body
            .slice(0, MAX_ROW_CHARS)
            .split(/\r\n|\n|\r/)
            .find(notBlank) ?? '',
        );
  }
  // Whether a tab-separated text quotes its values, from its start as line breaks are (ADR 0215).
  let quotes = true;
  if (delimiter === '\t') {
    quotes = tsvQuotes(body.slice(0, SAMPLE_CHARS), newline, last && body.length <= SAMPLE_CHARS);
    // Every quote of the rows above is a character too.
    if (!quotes && above) {
      above = leaveOut(false);
      body = above.body;
    }
  }
  const rowsBefore = typeRows + (above ? above.rows.length : 0);
  const start: StartOfText = {
    text: body.slice(0, SAMPLE_CHARS),
    firstRow: rowsBefore + 1,
    newline,
    quotes,
    givenDelimiter: delimiterSource === 'detected' ? undefined : delimiter,
  };
  // A list of addresses has no header row: only when no row was named as the header (ADR 0328),
  // and no columns were named (ADR 0330).
  const list =
    !above && !options.columnNames && options.requireRecognisedColumns !== false
      ? headerlessListOf(start.text, newline, chosen, last)
      : undefined;
  if (list?.separator) {
    // A password may hold quotes and the separator: the rest of the line, as written.
    if (list.separator !== delimiter) delimiterSource = 'detected';
    delimiter = list.separator;
    quotes = false;
  }
  return {
    body,
    delimiter,
    delimiterSource,
    newline,
    quotes,
    rowsBefore,
    typeLineNote: typeLine ? { code: 'type-line', line: typeLine.line } : undefined,
    above: above ? { rows: above.rows, first: above.first } : undefined,
    list,
    start,
  };
}

/**
 * Leaves out the `skip` rows above the header row the options name (ADR 0301): they count as
 * the file's rows, so every later row keeps its number. They must end within the start of the
 * text the reader decides from (the same however the input is chunked).
 */
function leaveOutAbove(
  whole: string,
  at: { skip: number; headerRow: number; first: number; newline: '\n' | '\r'; quotes: boolean; last: boolean },
): RowsAbove & { body: string } {
  const rows = leadingRows(whole.slice(0, SAMPLE_CHARS), at.newline, at.quotes, at.skip);
  const lastRow = rows[rows.length - 1];
  const complete = at.last && whole.length <= SAMPLE_CHARS;
  if (rows.length < at.skip || (lastRow?.open && !complete)) {
    const row = at.headerRow;
    throw new ReadProblemError(
      complete
        ? { code: 'not-a-header-row', row, line: '', missing: true, rows: at.first - 1 + rows.length }
        : { code: 'not-a-header-row', row, line: '', missing: true },
    );
  }
  return { rows, first: at.first, body: whole.slice(lastRow!.end) };
}
