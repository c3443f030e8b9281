// What the row reader is told (its options) and what it gives back (batches of rows, and a
// summary once the read has ended): shared by every import path (row-reader.ts).

import type { Delimiter, DelimiterChoice } from './delimiter.ts';
import type { DateOrder } from './dob.ts';
import type { ResolvedHeaders } from './field-aliases.ts';
import type { ReadNote } from './read-problems.ts';
import type { ReadFindings } from './row-findings.ts';
import type { DelimiterSource } from './start-of-text.ts';
import type { EncodingChoice, TextEncodingName } from './text-encoding.ts';

export interface RowReaderOptions {
  encoding?: EncodingChoice;
  delimiter?: DelimiterChoice;
  /** Refuse a header with no recognised column (default true; the sheet preview reads any CSV). */
  requireRecognisedColumns?: boolean;
  /** Reference date for DOB plausibility in the resolved headers. */
  today?: Date;
  /**
   * Date columns, named as the header row names them, whose numbers are read as spreadsheet day
   * numbers (ADR 0274): the command line's --spreadsheet-days. A name that is no date column of
   * the file is a read problem.
   */
  spreadsheetDayColumns?: readonly string[];
  /**
   * A column headed "ST", named as the header row names it, read as the state whatever it holds
   * (the command line's --state-column: ADR 0322). A name that is no such column is a read problem.
   */
  stateColumns?: readonly string[];
  /**
   * The order the file's slashed dates are read in, whatever its column names' language (the
   * command line's --date-order: ADR 0317). Default: the order the headers say (ADR 0171).
   */
  dateOrder?: DateOrder;
  /** What set `dateOrder`: the command line's --date-order (default), or the dates of the file's first rows (ADR 0317). */
  dateOrderSource?: 'told' | 'values';
  /**
   * Collect the findings of every data row (rows that are not people, values left out; ADR 0194)
   * into the summary. Off by default: it reads each row as the import will (mapRow), ~1 µs a row.
   */
  findings?: boolean;
  /**
   * The file row number of the header row (1-based, as messages count rows), when rows above it
   * are a title or export details (ADR 0301): they are left out, and named in a note. Applied to
   * the decoded text; every later row keeps its number in the file. A row that names no known
   * column, or is blank or missing, is a read problem. Default 1.
   */
  headerRow?: number;
  /**
   * The columns of a file with no header row, in order, named by the person importing (ADR 0330):
   * they stand in for a header row, and the file's row 1 is a record; a first row that reads as a
   * header row is a read problem. With `headerRow`, they replace that row (a header of column
   * numbers, or of another tool's names), which is left out with the rows above it.
   */
  columnNames?: readonly string[];
}

/** Data rows read from one chunk, each with its file row number. */
export interface RowBatch {
  rows: string[][];
  rowNumbers: number[];
}

export interface ReadSummary {
  headers: string[];
  resolved: ResolvedHeaders;
  dataRows: number;
  encoding: TextEncodingName;
  encodingSource: 'chosen' | 'bom' | 'pattern' | 'detected';
  delimiter: Delimiter;
  delimiterSource: DelimiterSource;
  notes: ReadNote[];
  /** With the `findings` option: over every data row. */
  findings?: ReadFindings;
}
