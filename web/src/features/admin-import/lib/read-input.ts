import {
  describeReadProblem,
  ReadProblemError,
  RowReader,
  type ReadProblem,
  type DateOrder,
  type DelimiterChoice,
  type EncodingChoice,
  type ReadFindings,
  type ReadNote,
  type ReadSummary,
} from '@breachwatch/core';
import { IMPORT_PREVIEW_ROWS } from '@breachwatch/core/schemas/constants';

// Reads an import's input (a chosen file, pasted text, a downloaded URL, all as a Blob of
// bytes) with core's RowReader, the reader the server's command line uses too. Runs in the
// import Web Worker (import-worker.ts); where there is no Worker, inline. Two passes: `checkInput`
// reads the whole input before anything is sent (every problem, with its row, and the row
// count for an honest progress bar); `sendInput` reads it again and builds the request bodies.

/** Bytes read at a time. */
export const READ_CHUNK_BYTES = 1 << 20;

export interface ReadOptions {
  encoding: EncodingChoice;
  delimiter: DelimiterChoice;
  /**
   * Date columns the check found to hold only spreadsheet day numbers (ADR 0274): sent with
   * every request, so the server reads them as dates. Absent when checking.
   */
  spreadsheetDayColumns?: number[];
  /** A column headed "ST" the check found to hold only US state codes (ADR 0322): sent with every request. */
  stateColumns?: number[];
  /** The order the check found the file's own dates written in (ADR 0317): sent with every request. */
  dateOrder?: DateOrder;
  /**
   * The file row of the header row the person chose (ADR 0301): the rows above it (a title,
   * export details) are left out, every other row keeps its number in the file. Absent: row 1.
   */
  headerRow?: number;
  /** The columns of an input with no header row, named in order by the person importing (ADR 0330). */
  columnNames?: string[];
}

export interface CheckedInput {
  headers: string[];
  preview: string[][];
  dataRows: number;
  encoding: ReadSummary['encoding'];
  encodingSource: ReadSummary['encodingSource'];
  delimiter: ReadSummary['delimiter'];
  delimiterSource: ReadSummary['delimiterSource'];
  notes: ReadNote[];
  /** Over every row: rows that are not people (skipped), values left out (ADR 0194). */
  findings: ReadFindings;
}

/** A problem with the input, in the reader's words for the console, with the reader's problem. */
export class InputProblem extends Error {
  constructor(
    message: string,
    readonly problem?: ReadProblem,
  ) {
    super(message);
  }
}

/** A blob's bytes (a slice of a file, read whole). */
export function readSlice(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  // jsdom's Blob has no arrayBuffer().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read file'));
    reader.readAsArrayBuffer(blob);
  });
}

type Batch = { rows: string[][]; rowNumbers: number[] };

/** Feeds the blob to a reader slice by slice; onBatch may wait (reading waits with it). */
async function readBlob(
  blob: Blob,
  options: ReadOptions,
  onBatch: (batch: Batch, reader: RowReader) => void | Promise<void>,
  onProgress: (fraction: number, rows: number) => void,
  isCancelled: () => boolean,
  findings = false,
): Promise<ReadSummary | null> {
  const reader = new RowReader({
    encoding: options.encoding,
    delimiter: options.delimiter,
    findings,
    ...(options.headerRow ? { headerRow: options.headerRow } : {}),
    ...(options.columnNames ? { columnNames: options.columnNames } : {}),
  });
  let rows = 0;
  try {
    for (let at = 0; at < blob.size; at += READ_CHUNK_BYTES) {
      if (isCancelled()) return null;
      const batch = reader.push(await readSlice(blob.slice(at, at + READ_CHUNK_BYTES)));
      rows += batch.rows.length;
      if (batch.rows.length) await onBatch(batch, reader);
      onProgress(Math.min(1, (at + READ_CHUNK_BYTES) / Math.max(1, blob.size)), rows);
    }
    const last = reader.end();
    if (last.rows.length) await onBatch(last, reader);
    return reader.summary();
  } catch (error) {
    // Worded for the console: a remedy that is a choice of the console names its button (ADR 0301).
    if (error instanceof ReadProblemError) throw new InputProblem(describeReadProblem(error.problem, 'console'), error.problem);
    throw error;
  }
}

/** Reads the whole input: its problem, or its header, first rows, row count and how it was read. */
export async function checkInput(
  blob: Blob,
  options: ReadOptions,
  onProgress: (fraction: number, rows: number) => void,
  isCancelled: () => boolean = () => false,
): Promise<CheckedInput | null> {
  const preview: string[][] = [];
  const summary = await readBlob(
    blob,
    options,
    (batch) => {
      for (const row of batch.rows) if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(row);
    },
    onProgress,
    isCancelled,
    true,
  );
  if (!summary) return null;
  return {
    headers: summary.headers,
    preview,
    dataRows: summary.dataRows,
    encoding: summary.encoding,
    encodingSource: summary.encodingSource,
    delimiter: summary.delimiter,
    delimiterSource: summary.delimiterSource,
    notes: summary.notes,
    findings: summary.findings!,
  };
}

export interface ChunkLimits {
  /** Most rows per request (the server's limit). */
  maxRows: number;
  /** Most bytes of JSON per request (well under the server's body limit). */
  maxBytes: number;
}

/** One request body, ready to send: JSON as UTF-8 bytes, with the file row numbers of its rows. */
export interface RequestChunk {
  body: Uint8Array;
  rows: number;
  firstRow: number;
  lastRow: number;
}

const encoder = new TextEncoder();

/** Request bodies for rows: {batchId, headers, rows, rowNumbers}, each within the limits. */
export class ChunkBuilder {
  private rows: string[] = [];
  private numbers: number[] = [];
  private bytes: number;
  private readonly prefix: string;

  constructor(
    batchId: string,
    headers: readonly string[],
    private readonly limits: ChunkLimits,
    readAs: Pick<ReadOptions, 'spreadsheetDayColumns' | 'stateColumns' | 'dateOrder'> = {},
  ) {
    const days = readAs.spreadsheetDayColumns?.length ? `"spreadsheetDayColumns":${JSON.stringify(readAs.spreadsheetDayColumns)},` : '';
    const states = readAs.stateColumns?.length ? `"stateColumns":${JSON.stringify(readAs.stateColumns)},` : '';
    const order = readAs.dateOrder ? `"dateOrder":${JSON.stringify(readAs.dateOrder)},` : '';
    this.prefix = `{"batchId":${JSON.stringify(batchId)},"headers":${JSON.stringify(headers)},${days}${states}${order}"rows":[`;
    this.bytes = encoder.encode(this.prefix).length;
  }

  /** Adds a row; returns the chunk that had to be closed first to make room, if any. */
  add(row: readonly string[], rowNumber: number): RequestChunk | null {
    const json = JSON.stringify(row);
    const size = /[\u0080-\uffff]/.test(json) ? encoder.encode(json).length : json.length;
    const full = this.rows.length > 0 && (this.rows.length >= this.limits.maxRows || this.bytes + size + 16 > this.limits.maxBytes);
    const closed = full ? this.flush() : null;
    this.rows.push(json);
    this.numbers.push(rowNumber);
    this.bytes += size + 12;
    return closed;
  }

  flush(): RequestChunk | null {
    if (this.rows.length === 0) return null;
    const text = `${this.prefix}${this.rows.join(',')}],"rowNumbers":[${this.numbers.join(',')}]}`;
    const chunk = {
      body: encoder.encode(text),
      rows: this.rows.length,
      firstRow: this.numbers[0]!,
      lastRow: this.numbers[this.numbers.length - 1]!,
    };
    this.rows = [];
    this.numbers = [];
    this.bytes = encoder.encode(this.prefix).length;
    return chunk;
  }
}

/**
 * Reads the input again, exactly as checked (same encoding and delimiter), and hands over one
 * request body at a time; reading waits while `onChunk` sends it. Resolves with the rows read.
 */
export async function sendInput(
  blob: Blob,
  options: ReadOptions,
  batchId: string,
  limits: ChunkLimits,
  onChunk: (chunk: RequestChunk) => Promise<void>,
  isCancelled: () => boolean,
): Promise<number> {
  let builder: ChunkBuilder | null = null;
  let sent = 0;
  const summary = await readBlob(
    blob,
    options,
    async (batch, reader) => {
      builder ??= new ChunkBuilder(batchId, reader.summary().headers, limits, options);
      for (let i = 0; i < batch.rows.length; i++) {
        const closed = builder.add(batch.rows[i]!, batch.rowNumbers[i]!);
        if (closed) {
          if (isCancelled()) return;
          await onChunk(closed);
          sent += closed.rows;
        }
      }
    },
    () => undefined,
    isCancelled,
  );
  if (!summary || isCancelled()) return sent;
  const last = builder ? (builder as ChunkBuilder).flush() : null;
  if (last) {
    await onChunk(last);
    sent += last.rows;
  }
  return sent;
}
