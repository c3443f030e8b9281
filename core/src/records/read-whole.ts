// Reading an input that is already whole in memory (a paste, a fetched sheet, a test's text)
// through the streaming row reader, in slices, so it is read exactly as a streamed file is.

import { RowReader } from './row-reader.ts';
import type { ReadSummary, RowBatch, RowReaderOptions } from './row-reader-options.ts';

/** What a whole read gives: every data row with its file row number, and the summary. */
export interface ReadResult extends ReadSummary {
  rows: string[][];
  rowNumbers: number[];
}

/** Characters (or bytes) handed to the reader at a time when the whole input is in memory. */
export const WHOLE_INPUT_SLICE = 1 << 20;

function collect(reader: RowReader, feed: (take: (batch: RowBatch) => void) => void): ReadResult {
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const take = (batch: RowBatch) => {
    for (let i = 0; i < batch.rows.length; i++) {
      rows.push(batch.rows[i]!);
      rowNumbers.push(batch.rowNumbers[i]!);
    }
  };
  feed(take);
  return { ...reader.summary(), rows, rowNumbers };
}

/** Reads a whole text (pasted, fetched) in slices, exactly as a streamed file is read. */
export function readDelimitedText(text: string, options: RowReaderOptions = {}): ReadResult {
  const reader = new RowReader(options);
  return collect(reader, (take) => {
    for (let at = 0; at < text.length; at += WHOLE_INPUT_SLICE) take(reader.pushText(text.slice(at, at + WHOLE_INPUT_SLICE)));
    take(reader.end());
  });
}

/** Reads whole file bytes in slices, exactly as a streamed file is read. */
export function readDelimitedBytes(bytes: Uint8Array, options: RowReaderOptions = {}): ReadResult {
  const reader = new RowReader(options);
  return collect(reader, (take) => {
    for (let at = 0; at < bytes.length; at += WHOLE_INPUT_SLICE) take(reader.push(bytes.subarray(at, at + WHOLE_INPUT_SLICE)));
    take(reader.end());
  });
}
