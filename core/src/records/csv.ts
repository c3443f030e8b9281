// Delimited-text parsing for imports (spec §5): Papa Parse does the RFC 4180 work; this module
// fixes the settings (so the browser preview and the server's streaming CLI parse identically)
// and turns what can go wrong into messages a person can act on.

import Papa from 'papaparse';
import { resolveHeaders } from './field-aliases.ts';

import { MAX_FIELD_CHARS } from './read-problems.ts';
/** How much of the start of a file is inspected for the delimiter and binary content. */
export const SAMPLE_CHARS = 64 * 1024;
/** Ragged-row reports beyond this many are summarised: one bad export can have millions. */
export const MAX_REPORTED_PROBLEMS = 50;
/** Share of control / replacement characters above which a sample is treated as binary. */
export const BINARY_CONTROL_SHARE = 0.1;

type Delimiter = ',' | '\t';

export type ParseProblem =
  | { code: 'empty' }
  | { code: 'binary' }
  | { code: 'no-recognised-columns' }
  | { code: 'unterminated-quote'; row?: number }
  | { code: 'malformed-quote'; row?: number }
  /** expected/actual are absent when the counts are unknown (a Papa FieldMismatch error). */
  | { code: 'ragged-row'; row?: number; expected?: number; actual?: number }
  | { code: 'field-too-long'; row: number; column?: string }
  | { code: 'too-many-problems'; more: number };

export type ParseProblemCode = ParseProblem['code'];

/** A problem with its message and whether the import must stop. */
export type ParseIssue = ParseProblem & { message: string; fatal: boolean };

export interface ParsedText {
  headers: string[];
  rows: string[][];
  /** Row number (1-based, header = row 1, as a spreadsheet shows it) of each entry of rows. */
  rowNumbers: number[];
  delimiter: Delimiter;
  errors: ParseIssue[];
}

const FATAL: ReadonlySet<ParseProblemCode> = new Set(['empty', 'binary', 'no-recognised-columns', 'unterminated-quote', 'field-too-long']);

export function isFatalProblem(problem: ParseProblem): boolean {
  return FATAL.has(problem.code);
}

const rowPrefix = (row: number | undefined): string => (row === undefined ? '' : `Row ${row}: `);

export const NO_RECOGNISED_COLUMNS_MESSAGE =
  'No recognised columns. Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip.';

/** A message for a person, for our own problems and for Papa's raw errors alike. */
export function describeParseProblem(problem: ParseProblem | Papa.ParseError): string {
  if ('type' in problem) return describeParseProblem(problemFromPapaError(problem));
  switch (problem.code) {
    case 'empty':
      return 'The file is empty.';
    case 'binary':
      return 'This looks like a binary file, not CSV/TSV text.';
    case 'no-recognised-columns':
      return NO_RECOGNISED_COLUMNS_MESSAGE;
    case 'unterminated-quote':
      return `${rowPrefix(problem.row)}a quoted field is never closed.`;
    case 'malformed-quote':
      return `${rowPrefix(problem.row)}a quoted field has extra characters after its closing quote.`;
    case 'ragged-row':
      return problem.expected === undefined || problem.actual === undefined
        ? `${rowPrefix(problem.row)}the number of fields does not match the header.`
        : `${rowPrefix(problem.row)}expected ${problem.expected} fields (one per header) but found ${problem.actual}.`;
    case 'field-too-long':
      return `Row ${problem.row}: a field${problem.column ? ` in column "${problem.column}"` : ''} is longer than 1 MB.`;
    case 'too-many-problems':
      return `…and ${problem.more} more rows with problems.`;
  }
}

/**
 * Papa error -> our problem. Papa's `row` is the 0-based index of the parsed row (header
 * included, with header: false), so the spreadsheet row number is row + 1. Streaming callers
 * count rows themselves and pass that number as `rowNumber`.
 */
export function problemFromPapaError(error: Papa.ParseError, rowNumber?: number): ParseProblem {
  const row = rowNumber ?? (error.row === undefined ? undefined : error.row + 1);
  switch (error.code) {
    case 'MissingQuotes':
      return { code: 'unterminated-quote', row };
    case 'InvalidQuotes':
      return { code: 'malformed-quote', row };
    default:
      // Field-count errors only come from Papa's header mode, which papaConfigFor does not use;
      // the delimiter is never guessed. Kept for callers that parse with their own settings.
      return { code: 'ragged-row', row };
  }
}

export function toParseIssue(problem: ParseProblem): ParseIssue {
  return { ...problem, message: describeParseProblem(problem), fatal: isFatalProblem(problem) };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Tab if the sample contains any tab, otherwise comma (spec §5). */
function detectDelimiter(sample: string): Delimiter {
  return sample.slice(0, SAMPLE_CHARS).includes('\t') ? '\t' : ',';
}

/**
 * NUL bytes, or more than 10% control characters (other than tab, CR, LF, FF) or U+FFFD
 * (what undecodable bytes become), mean the file is not text.
 */
export function looksBinary(sample: string): boolean {
  const s = sample.slice(0, SAMPLE_CHARS);
  if (s.length === 0) return false;
  let suspicious = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 127 || c === 0xfffd) suspicious++;
  }
  return suspicious / s.length > BINARY_CONTROL_SHARE;
}

/** A row with no non-whitespace content (including a row of only delimiters) is blank. */
export function isBlankRow(values: readonly string[]): boolean {
  for (const v of values) if (v.trim() !== '') return false;
  return true;
}

/**
 * The one Papa configuration both sides use. `sample` is the start of the input (the first
 * chunk when streaming) and decides the delimiter. Blank rows are dropped by Papa ("greedy":
 * whitespace- or delimiter-only rows count as blank). Papa keeps quoted CR/LF inside fields.
 */
export function papaConfigFor(sample: string): Papa.ParseConfig<string[]> & { delimiter: Delimiter } {
  return {
    delimiter: detectDelimiter(stripBom(sample)),
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: 'greedy',
    comments: false,
    beforeFirstChunk: (chunk: string) => stripBom(chunk),
  };
}

export interface ParseOptions {
  /** Report a header with no recognised column as fatal (default true; off for generic CSV). */
  requireRecognisedColumns?: boolean;
}

/**
 * Parses a whole text (paste, file read in the browser, sheet export). Returns headers, the
 * non-blank data rows and every problem found; rows are returned even when there are problems
 * so the preview can show them, but a fatal issue means the import must not proceed.
 */
export function parseDelimitedText(text: string, options: ParseOptions = {}): ParsedText {
  const input = stripBom(text);
  const sample = input.slice(0, SAMPLE_CHARS);
  const delimiter = detectDelimiter(sample);
  const empty: ParsedText = { headers: [], rows: [], rowNumbers: [], delimiter, errors: [] };
  if (input.trim() === '') return { ...empty, errors: [toParseIssue({ code: 'empty' })] };
  if (looksBinary(sample)) return { ...empty, errors: [toParseIssue({ code: 'binary' })] };

  // Blank rows are dropped here rather than by Papa so that row numbers in messages stay the
  // row numbers of the file; the outcome is the same as papaConfigFor's 'greedy'.
  const result = Papa.parse<string[]>(input, { ...papaConfigFor(sample), skipEmptyLines: false });
  const errors: ParseIssue[] = [];
  let reported = 0;
  let unreported = 0;
  const report = (p: ParseProblem): void => {
    if (isFatalProblem(p) || reported < MAX_REPORTED_PROBLEMS) {
      errors.push(toParseIssue(p));
      if (!isFatalProblem(p)) reported++;
    } else unreported++;
  };
  for (const e of result.errors) report(problemFromPapaError(e));

  const data = result.data;
  let headerIndex = 0;
  while (headerIndex < data.length && isBlankRow(data[headerIndex]!)) headerIndex++;
  if (headerIndex >= data.length) return { ...empty, errors: [toParseIssue({ code: 'empty' })] };
  const headers = data[headerIndex]!.map((h) => h.trim());

  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let tooLong = false;
  for (let i = headerIndex; i < data.length; i++) {
    const row = data[i]!;
    for (let c = 0; c < row.length && !tooLong; c++) {
      if (row[c]!.length > MAX_FIELD_CHARS) {
        tooLong = true;
        const column = c < headers.length ? headers[c] : undefined;
        report(column ? { code: 'field-too-long', row: i + 1, column } : { code: 'field-too-long', row: i + 1 });
      }
    }
    if (i === headerIndex || isBlankRow(row)) continue;
    const extraIsEmpty = row.length > headers.length && isBlankRow(row.slice(headers.length));
    if (row.length < headers.length || (row.length > headers.length && !extraIsEmpty)) {
      report({ code: 'ragged-row', row: i + 1, expected: headers.length, actual: row.length });
    }
    rows.push(row);
    rowNumbers.push(i + 1);
  }
  if (unreported > 0) errors.push(toParseIssue({ code: 'too-many-problems', more: unreported }));

  if (options.requireRecognisedColumns !== false && resolveHeaders(headers).recognized.length === 0) {
    errors.unshift(toParseIssue({ code: 'no-recognised-columns' }));
  }
  return { headers, rows, rowNumbers, delimiter, errors };
}

/** The first fatal issue, if any: the one message an import screen should show. */
export function firstFatalIssue(parsed: Pick<ParsedText, 'errors'>): ParseIssue | undefined {
  return parsed.errors.find((e) => e.fatal);
}

/** Rows as header -> value objects (the shape the import API takes); missing cells become "". */
export function rowsToObjects(headers: readonly string[], rows: readonly (readonly string[])[]): Record<string, string>[] {
  return rows.map((row) => {
    const obj: Record<string, string> = {};
    for (let c = 0; c < headers.length; c++) {
      const h = headers[c]!;
      if (h === '' || Object.hasOwn(obj, h)) continue;
      obj[h] = row[c] ?? '';
    }
    return obj;
  });
}
