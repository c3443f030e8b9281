// Everything that can be wrong with an imported file, and the one message each problem gets on
// every path (paste, the browser's file reader, the API, the command line). Row numbers count
// the file's rows as a spreadsheet shows them: the header is row 1, a quoted field spanning
// several lines is one row, blank rows count, an Excel "sep=" line does not.

import { COLUMN_NAMES_EXAMPLE, COLUMN_NAMES_LABEL, COLUMNS_FLAG } from './column-names.ts';
import { leadingAddressOf } from './headerless-list.ts';
import { DELIMITER_NAMES, type Delimiter } from './delimiter.ts';
import type { LikelyEncoding } from './likely-encoding.ts';
import { ENCODING_LABELS, type TextEncodingName } from './text-encoding.ts';

/** Longest single field accepted: 1 MB (measured in characters). */
export const MAX_FIELD_CHARS = 1_000_000;
/** Longest row accepted (all its fields together). */
export const MAX_ROW_CHARS = 4 * MAX_FIELD_CHARS;
/** Most columns a file may have. */
export const MAX_COLUMNS = 1_000;
/**
 * Longest header name: a survey's question is a whole sentence (Google Forms names each column
 * so), stored once per batch (ADR 0145). The reader refuses a longer one, so the preview and the
 * import API agree (ADR 0290).
 */
export const MAX_HEADER_CHARS = 1_000;
/** Longest value of a field stored as plain text (names, places, employer, contacts). */
export const MAX_PLAIN_FIELD_CHARS = 500;

export type ReadProblem =
  | { code: 'empty' }
  | { code: 'header-only' }
  | { code: 'binary'; row?: number }
  /** A file of another kind, named by its start: a workbook renamed .csv, a link to a web page. */
  | { code: 'other-format'; format: OtherFileFormat }
  /** `likely`: the code page the bytes look written in (Mac Roman, Japanese, Chinese: never detected, the admin chooses it). */
  | { code: 'invalid-text'; row: number; encoding: TextEncodingName; likely?: LikelyEncoding }
  | { code: 'unterminated-quote'; row: number }
  | { code: 'malformed-quote'; row: number }
  /** `named`: the columns were named by the person importing, not by a header row (ADR 0330). */
  | { code: 'ragged-row'; row: number; expected: number; actual: number; named?: boolean }
  /**
   * A line break of the other kind than the file's inside a row (ADR 0214): a lone carriage
   * return (CR) in a file of LF or CR LF line endings ('cr'), or a line feed in a file of CR
   * line endings ('lf').
   */
  | { code: 'mixed-line-endings'; row: number; stray: 'cr' | 'lf' }
  | { code: 'value-in-unnamed-column'; row: number; column: number; named?: boolean }
  | { code: 'field-too-long'; row: number; column?: string }
  | { code: 'row-too-long'; row: number }
  | { code: 'too-many-columns'; columns: number }
  /** A header name longer than MAX_HEADER_CHARS; `column` counts from 1. */
  | { code: 'header-too-long'; column: number; header: string }
  | {
      code: 'no-recognised-columns';
      delimiter: Delimiter;
      columns: number;
      firstHeader: string;
      nonAsciiHeaders?: boolean;
      /** A row below (a few lines down) that names known columns: the file's header, under a title or export details. */
      headerBelow?: { row: number; firstRow: number; firstLine: string; columns: string[] };
      /** The columns were named by the person importing (ADR 0330): `names`, none of them known. */
      named?: { names: string[] };
    }
  /**
   * Columns were named for a file with no header row (ADR 0330), but one of its first rows reads
   * as a header row: it names these known columns.
   */
  | { code: 'header-row-present'; row: number; columns: string[] }
  /**
   * The row named as the header row (the headerRow option, ADR 0301) names no known column (its
   * `line` is '' when it is blank), or the input has no such row (`missing`; `rows`: how many it
   * has, when it ended first). `headerAt`: a row near it that does name known columns.
   */
  | {
      code: 'not-a-header-row';
      row: number;
      line: string;
      missing?: boolean;
      rows?: number;
      headerAt?: { row: number; columns: string[] };
    }
  | { code: 'ambiguous-columns'; header: string; columns: number[] }
  /** A column named to be read as spreadsheet day numbers (ADR 0274) that the file has not as a date column. */
  | { code: 'not-a-date-column'; column: string; found: boolean }
  /** A column named to be read as the state (--state-column, ADR 0322) that the file has not as a lone "ST" column. */
  | { code: 'not-a-state-column'; column: string; found: boolean }
  | { code: 'ssn-in-plain-field'; row: number; column: string }
  | { code: 'rows-in-field'; row: number; column: string }
  | { code: 'plain-field-too-long'; row: number; column: string };

export type ReadProblemCode = ReadProblem['code'];

/**
 * Files the reader names rather than calling them binary or reading their first line as a header
 * ("<!DOCTYPE html>" as a column): a ZIP archive (an .xlsx workbook), an older Office file (.xls),
 * gzip, PDF, a web page, XML (an Excel 2003 XML spreadsheet), JSON.
 */
export type OtherFileFormat = 'zip' | 'ole' | 'gzip' | 'pdf' | 'html' | 'xml' | 'json';

const OTHER_FORMAT_MESSAGES: Record<OtherFileFormat, string> = {
  zip: 'This is a ZIP archive, such as an Excel workbook (.xlsx), not CSV/TSV text. Open it in Excel or Google Sheets and save it as CSV UTF-8 (or unzip it), and try again.',
  ole: 'This is an older Office file, such as an Excel 97-2003 workbook (.xls), not CSV/TSV text. Open it in Excel and save it as CSV UTF-8, and try again.',
  gzip: 'This is a compressed (gzip) file, not CSV/TSV text. Decompress it, and import the CSV/TSV file inside.',
  pdf: 'This is a PDF document, not CSV/TSV text. Export the data from where it came from as CSV or TSV text.',
  html: 'This is a web page (HTML), not CSV/TSV text. If it came from a link, use the link that downloads the file itself (a direct download or export link), not the page that shows it.',
  xml: 'This is an XML file (such as an Excel 2003 XML spreadsheet), not CSV/TSV text. Open it in Excel and save it as CSV UTF-8, and try again.',
  json: 'This is JSON (such as one record per line), not CSV/TSV text. Convert it to CSV or TSV with one column per field and one row per person, and try again.',
};

/** Something worth telling the admin that does not stop the import. */
export type ReadNote =
  | { code: 'repeated-header'; header: string; columns: number[] }
  | { code: 'unnamed-column'; column: number }
  /** PowerShell's Export-Csv type line before the header, left out (ADR 0204). */
  | { code: 'type-line'; line: string }
  /**
   * Rows above the header row the person importing named (ADR 0301), left out: rows `first` to
   * `header` - 1, the first of them not blank starting `line` (at most LEFT_OUT_LINE_CHARS).
   */
  | { code: 'rows-above-header'; first: number; header: number; line: string }
  /** A list of email addresses, or of addresses and passwords, with no header row (ADR 0328): read as these columns. */
  | { code: 'headerless-list'; columns: readonly string[]; separator?: Delimiter }
  /**
   * A file with no header row, its columns named by the person importing (ADR 0330); or, with
   * `replacing`, a file whose header row (`row`, starting `line`) the names replace.
   */
  | { code: 'named-columns'; columns: readonly string[]; replacing?: { row: number; line: string } }
  /** Times that the colon separator split ("12:00:00 AM") read whole (ADR 0331), the first in `row`. */
  | { code: 'colon-times'; row: number };

/** Most characters of a row left out above the header that a note keeps, to show what it was. */
export const LEFT_OUT_LINE_CHARS = 200;

/**
 * Where a message is read, for the problems whose remedy is an option of the reader (the header
 * row, ADR 0301): the console names its button, the command line its flag; elsewhere (the API,
 * a sheet read by the server) the file is to be edited.
 */
export type ReadAdvice = 'file' | 'console' | 'command-line';

/** The command line's flag for the headerRow option; one spelling, in its usage and its messages. */
export const HEADER_ROW_FLAG = '--header-row';

/** The row a problem offers as the header row, and the rows above it that would be left out. */
export function suggestedHeaderRow(problem: ReadProblem): { row: number; columns: string[] } | undefined {
  if (problem.code === 'no-recognised-columns' && problem.headerBelow)
    return { row: problem.headerBelow.row, columns: problem.headerBelow.columns };
  if (problem.code === 'not-a-header-row' && problem.headerAt) return problem.headerAt;
  return undefined;
}

/** "row 1" / "rows 1 to 3": the rows above header row `row`. */
export function rowsAboveLabel(row: number): string {
  return row === 2 ? 'row 1' : `rows 1 to ${row - 1}`;
}

/** The console's button that reads the input again with a header row (ADR 0301). */
export function headerRowButtonLabel(row: number): string {
  return row === 1 ? 'Use row 1 as the header row' : `Use row ${row} as the header row (leave out ${rowsAboveLabel(row)})`;
}

/** How to read the input with `row` as its header row, where the message is read: the end of a sentence naming it. */
function headerRowRemedy(row: number, advice: ReadAdvice): string {
  if (row === 1)
    return advice === 'console'
      ? `. Choose "${headerRowButtonLabel(row)}" below.`
      : advice === 'command-line'
        ? `. Run the import again without ${HEADER_ROW_FLAG}.`
        : '.';
  switch (advice) {
    case 'console':
      return `. If the rows above it are a title or export details, choose "${headerRowButtonLabel(row)}" below, or delete them from the file and try again.`;
    case 'command-line':
      return `. If the rows above it are a title or export details, run the import again with ${HEADER_ROW_FLAG} ${row} to leave them out, or delete them from the file.`;
    case 'file':
      return ': delete the rows above it (a title or export details), so the header row comes first, and try again.';
  }
}

/**
 * How to name the columns of a file with no header row (ADR 0330), where the message is read: a
 * sentence, or '' where no such option is offered (the import API).
 */
function namedColumnsRemedy(advice: ReadAdvice): string {
  switch (advice) {
    case 'console':
      return ` If the file has no header row, type its columns in order under "${COLUMN_NAMES_LABEL}" (such as ${COLUMN_NAMES_EXAMPLE}), and read it again.`;
    case 'command-line':
      return ` If the file has no header row, name its columns in order with ${COLUMNS_FLAG} (such as ${COLUMNS_FLAG} "${COLUMN_NAMES_EXAMPLE.replaceAll(', ', ',')}").`;
    case 'file':
      return '';
  }
}

/** How to read a file whose first row is a header row after its columns were named (ADR 0330). */
function headerRowPresentRemedy(advice: ReadAdvice): string {
  switch (advice) {
    case 'console':
      return `clear "${COLUMN_NAMES_LABEL}" and read it again.`;
    case 'command-line':
      return `run the import again without ${COLUMNS_FLAG}.`;
    case 'file':
      return 'import it without naming its columns.';
  }
}

const rowPrefix = (row: number | undefined): string => (row === undefined ? '' : `Row ${row}: `);
const columnList = (columns: readonly number[]): string =>
  columns.length === 2 ? `${columns[0]} and ${columns[1]}` : `${columns.slice(0, -1).join(', ')} and ${columns[columns.length - 1]}`;

export const EXPECTED_HEADERS_HINT = 'Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip.';

/** The message a person sees for a problem: what is wrong, where, and how to fix it. */
export function describeReadProblem(problem: ReadProblem, advice: ReadAdvice = 'file'): string {
  switch (problem.code) {
    case 'empty':
      return 'The file is empty.';
    case 'header-only':
      return 'The file has a header row but no data rows.';
    case 'binary':
      return `${rowPrefix(problem.row)}This looks like a binary file, not CSV/TSV text. Export the data again as CSV or TSV text.`;
    case 'other-format':
      return OTHER_FORMAT_MESSAGES[problem.format];
    case 'invalid-text':
      if (problem.likely === 'macintosh')
        return `Row ${problem.row}: the text is not valid UTF-8, and its accented letters are where Mac Roman puts them (the "CSV" Excel for Mac saves). Choose Mac Roman as the encoding, or save it again as CSV UTF-8.`;
      if (problem.likely)
        return `Row ${problem.row}: the text is not valid UTF-8, and its bytes read as ${ENCODING_LABELS[problem.likely]}. Choose ${ENCODING_LABELS[problem.likely]} as the encoding, or save it again as CSV UTF-8.`;
      return problem.encoding === 'utf-8'
        ? `Row ${problem.row}: the text is not valid UTF-8. If the file was saved as "CSV" rather than "CSV UTF-8", choose the encoding it was saved in (Windows-1252 on Western systems, Windows-1251 on Cyrillic ones), or save it again as CSV UTF-8.`
        : `Row ${problem.row}: the text is not valid ${ENCODING_LABELS[problem.encoding]}. Choose the file's encoding, or save it again as CSV UTF-8.`;
    case 'unterminated-quote':
      return `Row ${problem.row}: a quoted field is never closed.`;
    case 'malformed-quote':
      return `Row ${problem.row}: a quoted field has extra characters after its closing quote.`;
    case 'ragged-row':
      return problem.named
        ? `Row ${problem.row}: expected ${problem.expected} fields (one per column named) but found ${problem.actual}. Check that the column names given are the file's, in order, and the separator.`
        : `Row ${problem.row}: expected ${problem.expected} fields (one per header) but found ${problem.actual}.`;
    case 'mixed-line-endings':
      return problem.stray === 'cr'
        ? `Row ${problem.row}: the file mixes line endings. A line here ends with a lone carriage return (CR, as old Mac files end lines), while the file's other lines end with a line feed (LF or CR LF), so two lines were read as one row. Save the file with one kind of line ending (in a text editor, convert the line endings to LF or CRLF), and try again.`
        : `Row ${problem.row}: the file mixes line endings. A line here ends with a line feed (LF), while the file's other lines end with a carriage return alone (CR, as old Mac files end lines), so two lines were read as one row. Save the file with one kind of line ending (in a text editor, convert the line endings to LF or CRLF), and try again.`;
    case 'value-in-unnamed-column':
      if (problem.named)
        return `Row ${problem.row} has a value in column ${problem.column}, which has no name among the column names given. Name every column of the file, in order, and try again.`;
      return `Row ${problem.row} has a value in column ${problem.column}, which has no name in the header row. Give that column a name in the header row (or remove its values) and try again.`;
    case 'field-too-long':
      return `Row ${problem.row}: a field${problem.column ? ` in column "${problem.column}"` : ''} is longer than 1 MB.`;
    case 'row-too-long':
      return `Row ${problem.row} is longer than 4 MB.`;
    case 'too-many-columns':
      return `The header has ${problem.columns.toLocaleString('en-US')} columns; at most ${MAX_COLUMNS.toLocaleString('en-US')} are supported. Remove the columns you do not need, or split the file, and try again.`;
    case 'header-too-long':
      return `The name of column ${problem.column} ("${truncate(problem.header, 60)}") is longer than ${MAX_HEADER_CHARS.toLocaleString('en-US')} characters. Shorten it in the header row, and try again.`;
    case 'no-recognised-columns': {
      const below = problem.headerBelow;
      if (below) {
        const names = nameList(below.columns);
        return `No recognised columns in row ${below.firstRow}, "${truncate(below.firstLine, 60)}". Row ${below.row} looks like the header row (it names ${names})${headerRowRemedy(below.row, advice)}`;
      }
      if (problem.named) {
        const given = problem.named.names.map((n) => `“${truncate(n, 40)}”`);
        const list = given.length > 8 ? `${given.slice(0, 8).join(', ')}, …` : nameList(given);
        return `None of the column names given (${list}) is a column the import reads. ${EXPECTED_HEADERS_HINT}`;
      }
      // A list of addresses with a line that is none (ADR 0328); its password is not repeated here.
      const address = leadingAddressOf(problem.firstHeader);
      if (address !== undefined) {
        return `No header row, and not a list of email addresses either: the first line starts with the address “${address}”, but a file is read without a header row only when each of its first 1,000 lines is an address, alone or with a password after a “:”, “;” or “|” (the same on every line). Add a header row that names the columns (such as Email,Password or Email,Name,Phone), or correct the lines that are not an address.${namedColumnsRemedy(advice)}`;
      }
      const split =
        problem.columns === 1
          ? `the header row "${truncate(problem.firstHeader, 60)}" was read as a single column`
          : `the header row was split into ${problem.columns} columns`;
      // Headers in another code page read as Windows-1252 look like "Ôàìèëèÿ": no alias matches.
      const garbled = problem.nonAsciiHeaders ? ' If the headers look garbled, choose the encoding the file was saved in.' : '';
      // An export's title ("Customer Export - generated 03/01/2024") above its header is one cell.
      const title =
        problem.columns === 1
          ? ' If that line is a title above the header row, delete it (and any blank lines) so the header comes first.'
          : '';
      return `No recognised columns. The file was read as ${DELIMITER_NAMES[problem.delimiter]}-separated and ${split}. ${EXPECTED_HEADERS_HINT} If the columns are separated by another character, choose it as the separator (or add a first line such as sep=; to the file).${title}${garbled}${namedColumnsRemedy(advice)}`;
    }
    case 'header-row-present':
      return `Row ${problem.row} looks like a header row (it names ${nameList(problem.columns)}), so the file has one: ${headerRowPresentRemedy(advice)}`;
    case 'not-a-header-row': {
      const what = problem.missing
        ? problem.rows === undefined
          ? `There is no row ${problem.row} in the first 64 KB of the text, so it cannot be the header row.`
          : `The file has ${problem.rows} ${problem.rows === 1 ? 'row' : 'rows'}, so there is no row ${problem.row} to read as the header row.`
        : problem.line.trim() === ''
          ? `Row ${problem.row} is blank, so it cannot be the header row.`
          : `Row ${problem.row}, "${truncate(problem.line.trim(), 60)}", names no recognised column, so it is not the header row.`;
      const at = problem.headerAt;
      const there = at
        ? ` Row ${at.row} looks like the header row (it names ${nameList(at.columns)})${headerRowRemedy(at.row, advice)}`
        : ` ${EXPECTED_HEADERS_HINT}`;
      return `${what}${there}`;
    }
    case 'ambiguous-columns':
      return `Columns ${columnList(problem.columns)} are all named "${problem.header}", which holds one value per person. Rename all but one of them, and try again.`;
    case 'not-a-date-column':
      return problem.found
        ? `Column "${problem.column}" is not a date column: only a birth date or a date added is read as spreadsheet day numbers.`
        : `The file has no column "${problem.column}" to read as spreadsheet day numbers. Name a birth date or date added column as its header row does.`;
    case 'not-a-state-column':
      return problem.found
        ? `Column "${problem.column}" cannot be read as the state: only a column named “ST”, in a file with no other state column and one address, is read so.`
        : `The file has no column "${problem.column}" to read as the state. Name the “ST” column as its header row does.`;
    case 'ssn-in-plain-field':
      return `Row ${problem.row}: the value in column "${problem.column}" looks like a Social Security number. Check this row's separators and quotes; SSNs belong in an SSN column.`;
    case 'rows-in-field':
      return `Row ${problem.row}: the value in column "${problem.column}" runs over several lines, as if it held other rows. Check this row's quotes.`;
    case 'plain-field-too-long':
      return `Row ${problem.row}: the value in column "${problem.column}" is longer than ${MAX_PLAIN_FIELD_CHARS} characters. Check this row's separators and quotes.`;
  }
}

export function describeReadNote(note: ReadNote): string {
  switch (note.code) {
    case 'repeated-header':
      return `Columns ${columnList(note.columns)} are all named "${note.header}": each is imported.`;
    case 'unnamed-column':
      return `Column ${note.column} has no header name: its values are kept in each record's original row as "Column ${note.column}".`;
    case 'type-line':
      return `Row 1, "${truncate(note.line, 80)}", is the type line PowerShell's Export-Csv writes before the header: it is left out, and the header is read from row 2.`;
    case 'rows-above-header': {
      const rows = note.header - note.first === 1 ? `Row ${note.first}` : `Rows ${note.first} to ${note.header - 1}`;
      const start = note.line === '' ? 'blank' : `starting "${truncate(note.line, 80)}"`;
      return `${rows} above the header row (${start}) ${note.header - note.first === 1 ? 'is' : 'are'} left out, as chosen: the header is read from row ${note.header}.`;
    }
    case 'headerless-list':
      return note.separator === undefined
        ? 'The file has no header row: its lines are email addresses, read as the column Email from row 1.'
        : `The file has no header row: its lines are email addresses, each with a password after a ${DELIMITER_NAMES[note.separator]} (“${note.separator === '\t' ? 'tab' : note.separator}”), read as the columns Email and Password from row 1. A password is the rest of its line, as written.`;
    case 'named-columns': {
      const shown = note.columns.slice(0, 12).map((c) => (c === '' ? '(no name)' : truncate(c, 40)));
      const list = note.columns.length > 12 ? `${shown.join(', ')}, … (${note.columns.length} in all)` : nameList(shown);
      const replaced = note.replacing;
      return replaced
        ? `The header row (row ${replaced.row}, "${truncate(replaced.line, 80)}") is left out, as chosen: the columns are read as named (${list}), from row ${replaced.row + 1}.`
        : `The file has no header row: its columns are read as named (${list}), from row 1.`;
    }
    case 'colon-times':
      return `Values that are times (such as 12:00:00 AM) hold the colon that separates the columns: each is read whole, as written, not split. The first is in row ${note.row}.`;
  }
}

function nameList(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A problem that stops a read, with its message. */
export class ReadProblemError extends Error {
  constructor(readonly problem: ReadProblem) {
    super(describeReadProblem(problem));
    this.name = 'ReadProblemError';
  }
}
