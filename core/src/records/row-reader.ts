// The one streaming row reader of every import path: the console's paste and file worker and
// the server's file import push bytes (or text) in chunks of any size and get rows back, with
// the same rules, the same messages and the same row numbers. Papa Parse splits the text (a
// tab-separated text that does not quote in its fast mode, reading bare quotes as written: ADR
// 0215); this module decodes it (text-encoding.ts), settles the start of the text
// (start-of-text.ts), keeps memory bounded (a row still open is held only up to MAX_ROW_CHARS,
// after which it is scanned, not stored: long-row-scanner.ts), and checks every row
// (row-rules.ts). A whole input in memory is read through it by read-whole.ts. The first problem
// stops the read: it throws a ReadProblemError, and a caller must not have sent or saved
// anything before the read ended.

import Papa from 'papaparse';
import type { Delimiter, DelimiterChoice } from './delimiter.ts';
import { resolveHeaders, withDateOrder, type ResolvedHeaders } from './field-aliases.ts';
import { joinColonTimes } from './colon-times.ts';
import { withColumnOptions } from './column-options.ts';
import type { DateOrder } from './dob.ts';
import { HEAD_CHARS, binaryFormatOf } from './file-format.ts';
import { headerlessListOf, type HeaderlessList } from './headerless-list.ts';
import { headerBelowOf, namedHeaderRowProblem, rowsAboveNote, type RowsAbove, type StartOfText } from './header-search.ts';
import { LongRowScanner } from './long-row-scanner.ts';
import { LEFT_OUT_LINE_CHARS, MAX_FIELD_CHARS, MAX_ROW_CHARS, ReadProblemError, type ReadNote, type ReadProblem } from './read-problems.ts';
import { FindingsCollector, type ReadFindings } from './row-findings.ts';
import { checkHeaders, createRowRules, type RowRules } from './row-rules.ts';
import { countLines, isBlank, unquotePadded } from './row-text.ts';
import { SAMPLE_CHARS, settleStart, type DelimiterSource } from './start-of-text.ts';
import { InvalidTextError, StreamDecoder, type EncodingChoice, type TextEncodingName } from './text-encoding.ts';

/**
 * How many first data rows of a file whose columns were named are checked for a header row (ADR
 * 0330): a title or export details may stand above one.
 */
const HEADER_CHECKED_ROWS = 10;
/** Text is parsed in pieces of at least this size (except the last). */
const MIN_PARSE_CHARS = 64 * 1024;
const EMPTY_BATCH = (): RowBatch => ({ rows: [], rowNumbers: [] });
/** A carriage return that does not start a CR LF pair; a line feed. */
const LONE_CR = /\r(?!\n)/;
const LINE_FEED = /\n/;

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

export class RowReader {
  private readonly decoder: StreamDecoder;
  private readonly options: RowReaderOptions;
  private started = false;
  private ended = false;
  /** Text pushed but not yet parsed (less than MIN_PARSE_CHARS). */
  private unparsed = '';
  /** Text of the row being read (its start not yet parsed into a complete row). */
  private pending = '';
  private parser: Papa.Parser | undefined;
  private delimiterUsed: Delimiter | undefined;
  private delimiterSource: DelimiterSource = 'detected';
  private newline: '\n' | '\r' = '\n';
  /** Whether quotes can open a quoted field (not in a tab-separated text that does not quote). */
  private quotes = true;
  /** File rows consumed so far (blank rows and the header included). */
  private rowsSeen = 0;
  private dataRows = 0;
  private headerRow: string[] | undefined;
  /** Cells of the header line, blank trailing ones included (a trailing separator, or columns without a name). */
  private headerCells = 0;
  private rules: RowRules | undefined;
  private notes: ReadNote[] = [];
  /** Notes of the lines before the header (PowerShell's type line). */
  private readonly leadNotes: ReadNote[] = [];
  private scanner: LongRowScanner | undefined;
  private findings: FindingsCollector | undefined;
  private decodedAny = false;
  /** The start of the text, until the header is read: where a header under a title is looked for. */
  private start: StartOfText | undefined;
  /** The rows left out above the header row the options name (ADR 0301). */
  private above: RowsAbove | undefined;
  /** A list of addresses (and passwords) with no header row (ADR 0328): its columns stand in for one. */
  private list: HeaderlessList | undefined;
  /** Columns were named (ADR 0330): how many more data rows are checked for a header row. */
  private rowsToCheckForHeader = 0;
  /** Columns were named to replace the header row (ADR 0330), which has yet to be read and left out. */
  private headerToReplace = false;
  /** A time the colon separator split was read whole (ADR 0331): noted once. */
  private timesJoined = false;
  /** The first HEAD_CHARS bytes (as Latin-1) or characters: they name a file of another format. */
  private head = '';
  /** Characters of text decoded so far, for progress of pushed text. */
  charsRead = 0;

  constructor(options: RowReaderOptions = {}) {
    this.options = options;
    this.decoder = new StreamDecoder(options.encoding ?? 'auto');
  }

  /** A chunk of the file's bytes. */
  push(bytes: Uint8Array): RowBatch {
    if (this.head.length < HEAD_CHARS) this.head += String.fromCharCode(...bytes.subarray(0, HEAD_CHARS - this.head.length));
    return this.pushDecoded(this.decode(bytes, false));
  }

  /** A chunk of text already decoded (pasted text). */
  pushText(text: string): RowBatch {
    if (this.head.length < HEAD_CHARS) this.head += text.slice(0, HEAD_CHARS - this.head.length);
    return this.pushDecoded(text);
  }

  private pushDecoded(text: string): RowBatch {
    if (this.ended) throw new Error('RowReader: push after end');
    this.decodedAny ||= text.length > 0;
    this.charsRead += text.length;
    // Small pieces are gathered first: parsing restarts at the row still open, so feeding a
    // long row a few bytes at a time would parse it over and over.
    this.unparsed += text;
    if (this.unparsed.length < MIN_PARSE_CHARS) return EMPTY_BATCH();
    const chunk = this.unparsed;
    this.unparsed = '';
    return this.take(chunk, false);
  }

  /** The end of the input: the last rows, then a ReadSummary from summary(). */
  end(bytes?: Uint8Array): RowBatch {
    const text = bytes ? this.decode(bytes, false) : '';
    const tail = this.decodedAny || !this.decoder.encoding ? this.decode(new Uint8Array(0), true) : '';
    const batch = this.take(this.unparsed + text + tail, true);
    this.unparsed = '';
    this.ended = true;
    if (!this.headerRow && this.above) {
      // The rows left out were all there was, or all that followed them is blank.
      const row = this.options.headerRow!;
      this.fail(
        this.rowsSeen >= row
          ? { code: 'not-a-header-row', row, line: '' }
          : { code: 'not-a-header-row', row, line: '', missing: true, rows: this.rowsSeen },
      );
    }
    if (!this.headerRow) throw new ReadProblemError({ code: 'empty' });
    // The header row the names replace (ADR 0330) was never reached.
    if (this.headerToReplace) {
      const row = this.options.headerRow!;
      this.fail({ code: 'not-a-header-row', row, line: '', missing: true, rows: this.rowsSeen });
    }
    // Named columns with no header row in the file (ADR 0330): with no rows, it is empty.
    const noHeaderRow = this.options.columnNames && !this.options.headerRow;
    if (this.dataRows === 0) throw new ReadProblemError(noHeaderRow ? { code: 'empty' } : { code: 'header-only' });
    return batch;
  }

  /** Headers, encoding, delimiter and counts; complete after end(). */
  summary(): ReadSummary {
    if (!this.headerRow || !this.rules) throw new Error('RowReader: no header read yet');
    return {
      headers: this.headerRow,
      resolved: this.rules.resolved,
      dataRows: this.dataRows,
      encoding: this.decoder.encoding ?? 'utf-8',
      encodingSource: this.options.encoding && this.options.encoding !== 'auto' ? 'chosen' : (this.decoder.source ?? 'detected'),
      delimiter: this.delimiterUsed ?? ',',
      delimiterSource: this.delimiterSource,
      notes: this.notes,
      ...(this.findings ? { findings: this.findings.result() } : {}),
    };
  }

  /** The header, once read (null before). */
  get headers(): string[] | null {
    return this.headerRow ?? null;
  }

  /** File row number of the row being read. */
  get currentRow(): number {
    return this.rowsSeen + 1;
  }

  private decode(bytes: Uint8Array, last: boolean): string {
    try {
      const text = last ? this.decoder.end() : this.decoder.push(bytes);
      this.decodedAny ||= text.length > 0;
      return text;
    } catch (error) {
      if (!(error instanceof InvalidTextError)) throw error;
      // Name the row the bad bytes are in: parse what decoded cleanly before them.
      const format = binaryFormatOf(this.head);
      if (format) throw new ReadProblemError({ code: 'other-format', format });
      const row = this.rowOfTextEnd(error.textBefore);
      throw new ReadProblemError(
        error.nulByte
          ? { code: 'binary', row }
          : { code: 'invalid-text', row, encoding: error.encoding, ...(error.likely ? { likely: error.likely } : {}) },
      );
    }
  }

  /** The file row in which `text`, appended to what is pending, ends. */
  private rowOfTextEnd(text: string): number {
    if (!this.parser) return this.rowsSeen + 1 + countLines(this.pending + text);
    const result = this.parser.parse(this.pending + text, 0, true) as Papa.ParseResult<string[]>;
    return this.rowsSeen + result.data.length + 1;
  }

  private fail(problem: ReadProblem): never {
    throw new ReadProblemError(problem);
  }

  private take(text: string, last: boolean): RowBatch {
    const out: RowBatch = { rows: [], rowNumbers: [] };
    if (this.scanner) {
      this.scanLongRow(text, last);
      return out;
    }
    if (!this.started) {
      this.pending += text;
      if (!this.readyToStart(last)) return out;
      text = this.begin(last);
    }
    const nul = text.indexOf('\0');
    if (nul !== -1) {
      const format = binaryFormatOf(this.head);
      this.fail(format ? { code: 'other-format', format } : { code: 'binary', row: this.rowOfTextEnd(text.slice(0, nul)) });
    }
    const input = this.pending + text;
    this.pending = '';
    const result = this.parser!.parse(input, 0, !last) as Papa.ParseResult<string[]>;
    const data = result.data;
    // Papa numbers an error by the index of its row: report it in file order. An error in the
    // unfinished last row is Papa's view of a chunk boundary (a closing quote whose line break
    // has not arrived yet); that row is parsed again, whole, with the next chunk.
    const quoteError = result.errors.find(
      (e) => (e.code === 'MissingQuotes' || e.code === 'InvalidQuotes') && (last || (e.row ?? 0) < data.length),
    );
    const errorRow = quoteError ? (quoteError.row ?? 0) : -1;
    for (let i = 0; i < data.length; i++) {
      if (i === errorRow) this.quoteProblem(quoteError!);
      this.row(data[i]!, out);
    }
    if (quoteError) this.quoteProblem(quoteError);
    if (!last) {
      this.pending = input.slice(result.meta.cursor);
      if (this.pending.length > MAX_ROW_CHARS) {
        const held = this.pending;
        this.pending = '';
        this.scanner = new LongRowScanner(this.delimiterUsed!, this.newline, this.quotes);
        this.scanLongRow(held, false);
      }
    }
    return out;
  }

  /** Called with rowsSeen at the rows before the error's row. */
  private quoteProblem(error: Papa.ParseError): never {
    const row = this.rowsSeen + 1;
    this.fail(error.code === 'MissingQuotes' ? { code: 'unterminated-quote', row } : { code: 'malformed-quote', row });
  }

  /** The whole sample is here (the first SAMPLE_CHARS, or all of a shorter input): it decides the same way however the input was chunked. */
  private readyToStart(last: boolean): boolean {
    return last || this.pending.length >= SAMPLE_CHARS;
  }

  /** Settles delimiter, line breaks and binary-ness from the start; returns the text to parse. */
  private begin(last: boolean): string {
    this.started = true;
    const sample = this.pending;
    this.pending = '';
    const settled = settleStart(sample, this.head, this.options, last);
    if (settled.typeLineNote) this.leadNotes.push(settled.typeLineNote);
    this.rowsSeen += settled.rowsBefore;
    this.above = settled.above;
    this.newline = settled.newline;
    this.quotes = settled.quotes;
    this.delimiterUsed = settled.delimiter;
    this.delimiterSource = settled.delimiterSource;
    // A list of addresses has no header row: only when no row was named as the header (ADR
    // 0328), and no columns were named (ADR 0330).
    const named = this.options.columnNames;
    if (!this.above && !named && this.options.requireRecognisedColumns !== false) {
      this.list = headerlessListOf(settled.body.slice(0, SAMPLE_CHARS), settled.newline, this.options.delimiter ?? 'auto', last);
    }
    if (this.list?.separator) {
      // A password may hold quotes and the separator: the rest of the line, as written.
      if (this.list.separator !== settled.delimiter) this.delimiterSource = 'detected';
      this.delimiterUsed = this.list.separator;
      this.quotes = false;
    }
    this.start = {
      text: settled.body.slice(0, SAMPLE_CHARS),
      firstRow: this.rowsSeen + 1,
      newline: settled.newline,
      quotes: settled.quotes,
      givenDelimiter: settled.delimiterSource === 'detected' ? undefined : settled.delimiter,
    };
    // Fast mode splits at the delimiter and line breaks only: every quote is a character.
    this.parser = new Papa.Parser({
      delimiter: this.delimiterUsed,
      newline: settled.newline,
      quoteChar: '"',
      escapeChar: '"',
      ...(this.quotes ? {} : { fastMode: true }),
    });
    if (this.list) {
      this.leadNotes.push({
        code: 'headerless-list',
        columns: this.list.headers,
        ...(this.list.separator ? { separator: this.list.separator } : {}),
      });
      this.header([...this.list.headers]);
    } else if (named) {
      // Replacing a header row, the note names it once it is read.
      if (this.options.headerRow) this.headerToReplace = true;
      else this.leadNotes.push({ code: 'named-columns', columns: named });
      this.header([...named]);
      this.rowsToCheckForHeader = this.options.headerRow ? 0 : HEADER_CHECKED_ROWS;
    }
    return settled.body;
  }

  private row(values: string[], out: RowBatch): void {
    this.rowsSeen++;
    const row = this.rowsSeen;
    // LF line breaks: a CR before them (CRLF, or mixed line endings) ends the row's last value.
    if (this.newline === '\n') {
      const lastIndex = values.length - 1;
      const lastValue = values[lastIndex]!;
      if (lastValue.charCodeAt(lastValue.length - 1) === 13) values[lastIndex] = lastValue.slice(0, -1);
    }
    if (this.quotes) unquotePadded(values);
    // "alice@example.com:pa:ss": the password is the rest of the line, and an address alone has none (ADR 0328).
    if (this.list?.separator) {
      if (values.length > 2) values.splice(1, values.length - 1, values.slice(1).join(this.list.separator));
      else if (values.length === 1) values.push('');
    }
    // "…:1/1/2018 12:00:00 AM:…": a time the colon split is one value (ADR 0331).
    if (this.delimiterUsed === ':' && this.headerRow && !this.list && joinColonTimes(values, this.headerRow.length) && !this.timesJoined) {
      this.timesJoined = true;
      this.notes.push({ code: 'colon-times', row });
    }
    if (isBlank(values)) return;
    if (!this.rules) {
      this.header(values);
      return;
    }
    if (this.headerToReplace) {
      this.replaceHeaderRow(values, row);
      return;
    }
    if (this.rowsToCheckForHeader > 0) {
      this.rowsToCheckForHeader--;
      this.failOnHeaderRow(values, row);
    }
    const problem = this.rules.check(values, row);
    if (problem) {
      // A row of the wrong width that holds a line break of the other kind: two lines read as one.
      if (problem.code === 'ragged-row') this.failOnStrayLineBreak(values, row);
      const found = this.unnamedTrailingColumn(problem, values) ?? problem;
      // Its width is the names' given (ADR 0330), not a header row's.
      const named = this.options.columnNames && (found.code === 'ragged-row' || found.code === 'value-in-unnamed-column');
      this.fail(named ? { ...found, named: true } : found);
    }
    if (values.length > this.headerRow!.length) values.length = this.headerRow!.length;
    // A report's footer line of one field (ADR 0202): one value per header, as every row has.
    else while (values.length < this.headerRow!.length) values.push('');
    this.dataRows++;
    this.findings?.add(values, row);
    out.rows.push(values);
    out.rowNumbers.push(row);
  }

  /**
   * Refuses a row that holds a line break of the other kind than the file's (ADR 0214): a lone CR
   * in a file of LF line endings, an LF in one of CR line endings. Inside a quoted value either is
   * part of the value, so this is asked only of a header or a row already of the wrong width.
   */
  private failOnStrayLineBreak(values: readonly string[], row: number): void {
    const stray = this.newline === '\n' ? LONE_CR : LINE_FEED;
    if (values.some((v) => stray.test(v))) this.fail({ code: 'mixed-line-endings', row, stray: this.newline === '\n' ? 'cr' : 'lf' });
  }

  private header(values: string[]): void {
    this.failOnStrayLineBreak(values, this.rowsSeen);
    for (let c = 0; c < values.length; c++) {
      if (values[c]!.length > MAX_FIELD_CHARS) this.fail({ code: 'field-too-long', row: this.rowsSeen });
    }
    // Cells past the last named header that are blank are a trailing separator, not columns.
    let width = values.length;
    while (width > 1 && values[width - 1]!.trim() === '') width--;
    const headers = values.slice(0, width).map((h) => h.trim());
    if (this.above && !this.options.columnNames) {
      const named = {
        row: this.options.headerRow!,
        headerAt: this.rowsSeen,
        requireRecognisedColumns: this.options.requireRecognisedColumns !== false,
      };
      const problem = namedHeaderRowProblem(headers, named, this.start!, this.above);
      if (problem) this.fail(problem);
    }
    const check = checkHeaders(headers, this.options.today);
    if (check.problem) this.fail(check.problem);
    if (this.options.requireRecognisedColumns !== false && check.resolved.recognized.length === 0) {
      const named = this.options.columnNames;
      if (named)
        this.fail({
          code: 'no-recognised-columns',
          delimiter: this.delimiterUsed!,
          columns: headers.length,
          firstHeader: headers[0] ?? '',
          named: { names: headers },
        });
      this.fail({
        code: 'no-recognised-columns',
        delimiter: this.delimiterUsed!,
        columns: headers.length,
        firstHeader: headers[0] ?? '',
        // eslint-disable-next-line no-control-regex -- any character past ASCII
        nonAsciiHeaders: headers.some((h) => /[^\x00-\x7f]/.test(h)),
        ...headerBelowOf(this.start!),
      });
    }
    this.start = undefined;
    this.headerRow = headers;
    this.headerCells = values.length;
    if (this.above) this.leadNotes.push(rowsAboveNote(this.above));
    this.notes = [...this.leadNotes, ...check.notes];
    const told = this.options.dateOrder;
    const ordered = told ? withDateOrder(check.resolved, told, this.options.dateOrderSource ?? 'told') : check.resolved;
    const resolved = withColumnOptions(ordered, this.options);
    this.rules = createRowRules(resolved);
    if (this.options.findings) this.findings = new FindingsCollector(resolved);
  }

  /**
   * Leaves out the header row the named columns replace (ADR 0330), and names it in a note. It is
   * the row the options name: a blank one there is no header row.
   */
  private replaceHeaderRow(values: readonly string[], row: number): void {
    this.headerToReplace = false;
    const at = this.options.headerRow!;
    if (row !== at) this.fail({ code: 'not-a-header-row', row: at, line: '' });
    const line = values.join(this.delimiterUsed).trim().slice(0, LEFT_OUT_LINE_CHARS);
    this.notes.push({ code: 'named-columns', columns: this.options.columnNames!, replacing: { row, line } });
  }

  /**
   * Refuses one of the first rows of a file whose columns were named (ADR 0330) when it reads as a
   * header row: at least half its values name columns the import knows. Imported, it would be a
   * record of a person called "First Name".
   */
  private failOnHeaderRow(values: readonly string[], row: number): void {
    const cells = values.map((v) => v.trim());
    const known = resolveHeaders(cells, this.options.today).recognized;
    const filled = cells.filter((v) => v !== '').length;
    if (known.length > 0 && known.length * 2 >= filled) this.fail({ code: 'header-row-present', row, columns: known.slice(0, 6) });
  }

  /**
   * A row with values past the last named header is ragged; when the header line has cells there
   * too (columns left without a name), the problem is the missing name, not the row.
   */
  private unnamedTrailingColumn(problem: ReadProblem, values: readonly string[]): ReadProblem | undefined {
    if (problem.code !== 'ragged-row' || problem.actual < problem.expected || problem.actual > this.headerCells) return undefined;
    const column = values.findIndex((v, c) => c >= problem.expected && v.trim() !== '');
    return column === -1 ? undefined : { code: 'value-in-unnamed-column', row: problem.row, column: column + 1 };
  }

  private scanLongRow(text: string, last: boolean): void {
    const scanner = this.scanner!;
    const row = this.rowsSeen + 1;
    const ended = scanner.feed(text);
    if (!ended && !last) return;
    if (scanner.inQuotes && !ended) this.fail({ code: 'unterminated-quote', row });
    const c = scanner.longFieldColumn;
    if (c === undefined) this.fail({ code: 'row-too-long', row });
    const column = this.rules?.resolved.mapping[c]?.key;
    this.fail(column ? { code: 'field-too-long', row, column } : { code: 'field-too-long', row });
  }
}
