// Streaming import of a CSV/TSV file (the CLI and the benchmark). Papa Parse reads a Node
// stream chunk by chunk; rows are mapped with the shared core rules, prepared and written in
// multi-row statements, so memory stays flat however big the file is.
//
// The whole file is ONE import batch committed in ONE transaction: a bad row found anywhere,
// a crash or a kill leaves nothing behind, never half a batch.

import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import {
  describeParseProblem,
  isBlankRow,
  looksBinary,
  mapRow,
  MAX_FIELD_CHARS,
  NO_RECOGNISED_COLUMNS_MESSAGE,
  papaConfigFor,
  problemFromPapaError,
  resolveHeaders,
  SAMPLE_CHARS,
  type ResolvedHeaders,
} from '@breachwatch/core';
import Papa from 'papaparse';
import type { DatabaseHandle } from '../db/database.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { addBatchCounts, openBatch, type LeakSourceInput } from './batches.repository.ts';
import { withBulkTransaction } from './bulk-runners.ts';
import { hasPersonData, prepareRecord, type PreparedRecord } from './record-prepare.ts';
import { writeRecords } from './record-writer.ts';

/** A problem with the file, worded for the person running the import. */
export class FileImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileImportError';
  }
}

/** Rows per multi-row write. */
const WRITE_ROWS = 5000;
/** A line this long cannot be a row of 1 MB fields we accept; stop before buffering more. */
const MAX_LINE_CHARS = 4 * MAX_FIELD_CHARS;

export interface FileImportProgress {
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

export interface FileImportOptions {
  file: string;
  source?: LeakSourceInput;
  importedBy?: string;
  onProgress?: (p: FileImportProgress) => void;
}

export interface FileImportResult {
  batchId: string;
  rows: number;
  imported: number;
  duplicates: number;
  skipped: number;
  seconds: number;
}

/**
 * Refuses NUL bytes (binary content past the sampled start) and lines so long that Papa would
 * have to buffer them whole (a 50 MB field, or an unterminated quote swallowing the file).
 */
class TextGuard extends Transform {
  private lineChars = 0;
  private lines = 1;
  constructor() {
    super({ decodeStrings: false, encoding: 'utf8' });
  }
  override _transform(chunk: string, _enc: BufferEncoding, done: TransformCallback): void {
    if (chunk.includes('\0')) return done(new FileImportError(describeParseProblem({ code: 'binary' })));
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', from)) {
      this.lineChars += nl - from;
      if (this.lineChars > MAX_LINE_CHARS) break;
      this.lineChars = 0;
      this.lines++;
      from = nl + 1;
    }
    this.lineChars += chunk.length - from;
    if (this.lineChars > MAX_LINE_CHARS) {
      return done(new FileImportError(`Line ${this.lines}: a field is longer than 1 MB, or a quoted field is never closed.`));
    }
    done(null, chunk);
  }
}

function readSample(file: string): { sample: string; size: number } {
  const stat = fs.statSync(file);
  if (!stat.isFile()) throw new FileImportError(`Not a file: ${file}`);
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(Math.min(stat.size, SAMPLE_CHARS));
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    return { sample: buf.subarray(0, n).toString('utf8'), size: stat.size };
  } finally {
    fs.closeSync(fd);
  }
}

export async function importFile(database: DatabaseHandle, cipher: FieldCipher, opts: FileImportOptions): Promise<FileImportResult> {
  const started = performance.now();
  const { sample, size } = readSample(opts.file);
  if (size === 0 || sample.trim() === '') {
    if (size <= SAMPLE_CHARS) throw new FileImportError(describeParseProblem({ code: 'empty' }));
  }
  if (looksBinary(sample)) throw new FileImportError(describeParseProblem({ code: 'binary' }));
  const now = new Date().toISOString();

  return withBulkTransaction(database, async (trx, runner) => {
    const batchId = await openBatch(trx, { source: opts.source, kind: 'cli', fileName: opts.file.split(/[\\/]/).pop(), importedBy: opts.importedBy }, now);
    let resolved: ResolvedHeaders | undefined;
    let rowNumber = 0;
    let dataRows = 0;
    let skipped = 0;
    let imported = 0;
    let duplicates = 0;
    let pending: PreparedRecord[] = [];
    const input = fs.createReadStream(opts.file, { encoding: 'utf8', highWaterMark: 1 << 20 });
    const guarded = input.pipe(new TextGuard());

    const flush = async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      const res = await writeRecords(runner, batch);
      imported += res.inserted;
      duplicates += res.duplicates;
    };

    const handleRows = (rows: string[][]): void => {
      for (const values of rows) {
        rowNumber++;
        for (let c = 0; c < values.length; c++) {
          if (values[c]!.length > MAX_FIELD_CHARS) {
            const column = resolved?.mapping[c]?.key;
            throw new FileImportError(describeParseProblem(column ? { code: 'field-too-long', row: rowNumber, column } : { code: 'field-too-long', row: rowNumber }));
          }
        }
        if (!resolved) {
          resolved = resolveHeaders(values.map((h) => h.trim()));
          if (resolved.recognized.length === 0) throw new FileImportError(NO_RECOGNISED_COLUMNS_MESSAGE);
          continue;
        }
        if (isBlankRow(values)) continue;
        const expected = resolved.headers.length;
        if (values.length < expected || (values.length > expected && !isBlankRow(values.slice(expected)))) {
          throw new FileImportError(describeParseProblem({ code: 'ragged-row', row: rowNumber, expected, actual: values.length }));
        }
        dataRows++;
        const rec = mapRow(resolved, values);
        if (!hasPersonData(rec)) skipped++;
        else pending.push(prepareRecord(rec, batchId, now, cipher));
      }
    };

    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        input.destroy();
        reject(error);
      };
      guarded.on('error', fail);
      input.on('error', (e) => fail(new FileImportError(`Could not read ${opts.file}: ${e.message}`)));
      Papa.parse(guarded as unknown as typeof Papa.NODE_STREAM_INPUT, {
        ...papaConfigFor(sample),
        chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
          if (failed) return parser.abort();
          try {
            const fatal = results.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
            if (fatal) {
              const row = rowNumber + (fatal.row ?? 0) + 1;
              throw new FileImportError(describeParseProblem(problemFromPapaError(fatal, row)));
            }
            handleRows(results.data);
            opts.onProgress?.({ rows: dataRows, bytesRead: input.bytesRead, totalBytes: size });
            if (pending.length >= WRITE_ROWS) {
              parser.pause();
              flush().then(() => parser.resume(), (e: unknown) => { fail(e); parser.abort(); });
            }
          } catch (error) {
            fail(error);
            parser.abort();
          }
        },
        complete: () => {
          if (failed) return;
          flush().then(() => resolve(), fail);
        },
        error: (e: Error) => fail(e instanceof FileImportError ? e : new FileImportError(`Could not read ${opts.file}: ${e.message}`)),
      } as Papa.ParseConfig<string[]>);
    });

    if (!resolved) throw new FileImportError(describeParseProblem({ code: 'empty' }));
    if (dataRows === 0) throw new FileImportError('The file has a header row but no data rows.');
    await addBatchCounts(trx, batchId, { received: dataRows, imported, duplicates, skipped });
    return { batchId, rows: dataRows, imported, duplicates, skipped, seconds: (performance.now() - started) / 1000 };
  });
}
