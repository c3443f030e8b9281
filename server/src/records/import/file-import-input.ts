// The reading side of the file import: the file's bytes streamed through core's RowReader, the
// same reader the console uses, so the command line refuses, numbers and words a problem
// exactly as the console's preview does.

import fs from 'node:fs';
import {
  DateOrderEvidence,
  isDateColumn,
  readDateCell,
  ReadProblemError,
  RowReader,
  type DateOrder,
  type ReadProblem,
  type ReadSummary,
  type RowReaderOptions,
} from '@breachwatch/core';

/** A problem with the file, worded for the person running the import; the reader's `problem`, when it is one. */
export class FileImportError extends Error {
  constructor(
    message: string,
    readonly problem?: ReadProblem,
  ) {
    super(message);
    this.name = 'FileImportError';
  }
}

/**
 * An import beside the server stopped on its caller's signal (the command line interrupted): what
 * it wrote stays in its open batch, hidden, and the batch is recorded as stopped (stopOpenBatch).
 */
export class ImportStoppedError extends Error {
  constructor(
    readonly batchId: string,
    readonly received: number,
  ) {
    super(`Import stopped: batch ${batchId} is kept open and hidden`);
    this.name = 'ImportStoppedError';
  }
}

/** Bytes read from the file at a time. */
export const READ_BYTES = 256 << 10;

/**
 * The first bytes of a file read for the order of its dates (ADR 0317): some 900 rows of a
 * 20-column HR dump, more of a narrower one, where about 60 % of dates written day first show it.
 * A larger sample's parsed rows stayed in the import's peak RSS: at 1,000,000 rows 4 MB raised it
 * from 336-343 MB to 362-365, 1 MB to 350-354; 256 KB left it at 339.
 */
export const DATE_ORDER_SAMPLE_BYTES = 256 << 10;

/**
 * The order the dates of the file's first rows show, where it is not the one its headers say
 * (core's DateOrderEvidence): the command line reads the file so. The console reads the whole
 * input first and decides on all of it; a file streams, so its first rows decide, and the
 * findings of the whole read say if a later row disagrees. A problem in those rows is left for
 * the import's own read to report.
 */
export function sampleDateOrder(file: string, options: RowReaderOptions): DateOrder | undefined {
  const bytes = Buffer.alloc(Math.min(DATE_ORDER_SAMPLE_BYTES, fileSize(file)));
  const fd = fs.openSync(file, 'r');
  try {
    const read = fs.readSync(fd, bytes, 0, bytes.length, 0);
    const reader = new RowReader(options);
    // A file the sample holds whole is read to its end: the reader parses a small piece only then.
    const sample = read < DATE_ORDER_SAMPLE_BYTES ? reader.end(bytes.subarray(0, read)) : reader.push(bytes.subarray(0, read));
    // Only the date cells, not the findings' whole mapping of each row: mapping a row here would
    // load what the import's workers load (phone metadata, search keys) into this thread too.
    const { resolved } = reader.summary();
    const evidence = new DateOrderEvidence(resolved);
    const columns = resolved.mapping.filter(isDateColumn);
    sample.rows.forEach((row, i) => {
      for (const m of columns) {
        const cell = readDateCell(resolved, m, row[m.index]);
        if (cell) evidence.add(m, cell.value, sample.rowNumbers[i]!);
      }
    });
    return evidence.finding()?.order;
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

export function fileSize(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileImportError(`No such file: ${file}`);
    throw error;
  }
  if (!stat.isFile()) throw new FileImportError(`Not a file: ${file}`);
  return stat.size;
}

export interface ReadProgress {
  rows: number;
  bytesRead: number;
}

/**
 * Streams the file through the reader, handing each chunk's data rows (with their file row
 * numbers) to `onRows`, which may wait: reading pauses meanwhile. Resolves with the summary; a
 * problem with the file rejects with a FileImportError carrying the reader's message.
 */
export async function readFileRows(
  file: string,
  options: RowReaderOptions,
  onRows: (rows: string[][], rowNumbers: number[], reader: RowReader) => void | Promise<void>,
  onProgress?: (p: ReadProgress) => void,
): Promise<ReadSummary> {
  const reader = new RowReader(options);
  const input = fs.createReadStream(file, { highWaterMark: READ_BYTES });
  let rows = 0;
  try {
    for await (const chunk of input) {
      const batch = reader.push(chunk as Buffer);
      if (batch.rows.length) {
        rows += batch.rows.length;
        await onRows(batch.rows, batch.rowNumbers, reader);
      }
      onProgress?.({ rows, bytesRead: input.bytesRead });
    }
    const last = reader.end();
    if (last.rows.length) {
      rows += last.rows.length;
      await onRows(last.rows, last.rowNumbers, reader);
    }
    // The rows of the last piece are only known now: the final count, for the progress line.
    onProgress?.({ rows, bytesRead: input.bytesRead });
    return reader.summary();
  } catch (error) {
    if (error instanceof ReadProblemError) throw new FileImportError(error.message, error.problem);
    if ((error as NodeJS.ErrnoException).code) throw new FileImportError(`Could not read ${file}: ${(error as Error).message}`);
    throw error;
  } finally {
    input.destroy();
  }
}
