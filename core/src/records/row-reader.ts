// The one streaming row reader of every import path: the console's paste and file worker and
// the server's file import push bytes (or text) in chunks of any size and get rows back, with
// the same rules, the same messages and the same row numbers. Papa Parse splits the text (a
// tab-separated text that does not quote in its fast mode, reading bare quotes as written: ADR
// 0215); this module decodes it (text-encoding.ts), settles the start of the text
// (start-of-text.ts), keeps memory bounded (a row still open is held only up to MAX_ROW_CHARS,
// after which it is scanned, not stored: long-row-scanner.ts), and checks the header and every
// row (row-reader-checks.ts, row-rules.ts). Its options and results are in row-reader-options.ts.
// A whole input in memory is read through it by read-whole.ts. The first problem
// stops the read: it throws a ReadProblemError, and a caller must not have sent or saved
// anything before the read ended.

import Papa from 'papaparse';
import { joinColonTimes } from './colon-times.ts';
import { withColumnOptions } from './column-options.ts';
import type { Delimiter } from './delimiter.ts';
import { withDateOrder } from './field-aliases.ts';
import { HEAD_CHARS, binaryFormatOf } from './file-format.ts';
import { namedHeaderRowProblem, rowsAboveNote, type RowsAbove, type StartOfText } from './header-search.ts';
import type { HeaderlessList } from './headerless-list.ts';
import { LongRowScanner } from './long-row-scanner.ts';
import { LEFT_OUT_LINE_CHARS, MAX_ROW_CHARS, ReadProblemError, type ReadNote, type ReadProblem } from './read-problems.ts';
import {
  endOfReadProblem,
  headerNamesOf,
  headerRowPresentProblem,
  longHeaderCellProblem,
  noRecognisedColumnsProblem,
  strayLineBreakProblem,
  unnamedTrailingColumnProblem,
} from './row-reader-checks.ts';
import type { ReadSummary, RowBatch, RowReaderOptions } from './row-reader-options.ts';
import { FindingsCollector } from './row-findings.ts';
import { checkHeaders, createRowRules, type RowRules } from './row-rules.ts';
import { countLines, isBlank, unquotePadded } from './row-text.ts';
import { SAMPLE_CHARS, settleStart, type DelimiterSource } from './start-of-text.ts';
import { InvalidTextError, StreamDecoder } from './text-encoding.ts';

/**
 * How many first data rows of a file whose columns were named are checked for a header row (ADR
 * 0330): a title or export details may stand above one.
 */
const HEADER_CHECKED_ROWS = 10;
/** Text is parsed in pieces of at least this size (except the last). */
const MIN_PARSE_CHARS = 64 * 1024;
const EMPTY_BATCH = (): RowBatch => ({ rows: [], rowNumbers: [] });

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
    this.check(
      endOfReadProblem({
        headerRead: this.headerRow !== undefined,
        rowsLeftOut: this.above !== undefined,
        headerToReplace: this.headerToReplace,
        rowsSeen: this.rowsSeen,
        dataRows: this.dataRows,
        options: this.options,
      }),
    );
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
    this.list = settled.list;
    this.start = settled.start;
    // Fast mode splits at the delimiter and line breaks only: every quote is a character.
    this.parser = new Papa.Parser({
      delimiter: settled.delimiter,
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
    } else if (this.options.columnNames) {
      const named = this.options.columnNames;
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
      this.check(headerRowPresentProblem(values, row, this.options.today));
    }
    const problem = this.rules.check(values, row);
    if (problem) {
      // A row of the wrong width that holds a line break of the other kind: two lines read as one.
      if (problem.code === 'ragged-row') this.check(strayLineBreakProblem(values, row, this.newline));
      const found = unnamedTrailingColumnProblem(problem, values, this.headerCells) ?? problem;
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

  private check(problem: ReadProblem | undefined): void {
    if (problem) this.fail(problem);
  }

  private header(values: string[]): void {
    this.check(strayLineBreakProblem(values, this.rowsSeen, this.newline));
    this.check(longHeaderCellProblem(values, this.rowsSeen));
    const headers = headerNamesOf(values);
    if (this.above && !this.options.columnNames) {
      const named = {
        row: this.options.headerRow!,
        headerAt: this.rowsSeen,
        requireRecognisedColumns: this.options.requireRecognisedColumns !== false,
      };
      this.check(namedHeaderRowProblem(headers, named, this.start!, this.above));
    }
    const check = checkHeaders(headers, this.options.today);
    if (check.problem) this.fail(check.problem);
    if (this.options.requireRecognisedColumns !== false && check.resolved.recognized.length === 0) {
      this.fail(noRecognisedColumnsProblem(headers, this.delimiterUsed!, this.options.columnNames, this.start!));
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
