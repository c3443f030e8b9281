// The input side of the file import: the sample read before parsing, and the guard the
// stream passes through on its way to Papa Parse.

import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { describeParseProblem, MAX_FIELD_CHARS, SAMPLE_CHARS } from '@breachwatch/core';

/** A problem with the file, worded for the person running the import. */
export class FileImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileImportError';
  }
}

/** A line this long cannot be a row of 1 MB fields we accept; stop before buffering more. */
const MAX_LINE_CHARS = 4 * MAX_FIELD_CHARS;

/**
 * Refuses NUL bytes (binary content past the sampled start) and lines so long that Papa would
 * have to buffer them whole (a 50 MB field, or an unterminated quote swallowing the file).
 */
export class TextGuard extends Transform {
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

export function readSample(file: string): { sample: string; size: number } {
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

/** Rows the file holds, estimated from the sample's average line length. */
export function estimateRows(sample: string, size: number): number {
  const lines = sample.split('\n').length - 1;
  return lines > 1 ? Math.round((size / sample.length) * lines) : 0;
}
