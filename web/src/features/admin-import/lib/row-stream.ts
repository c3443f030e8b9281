import { isBlankRow, looksBinary, papaConfigFor, SAMPLE_CHARS, stripBom } from '@breachwatch/core/records/csv';
import { resolveHeaders } from '@breachwatch/core/records/field-aliases';
import Papa from 'papaparse';

// Streams a file's rows in bounded groups, never holding the whole file: Papa reads it in
// slices, and the parser stays paused while the caller uploads a group (back-pressure).
// Runs inside the import Web Worker; the same code runs inline where workers do not exist.

/** Papa reads the file this many bytes at a time. */
export const READ_CHUNK_BYTES = 4 * 1024 * 1024;

export interface StreamLimits {
  /** Most rows per group (the server's max rows per request). */
  maxRows: number;
  /** Most estimated JSON characters per group (stays well under the server's body limit). */
  maxChars: number;
}

export interface StreamHandlers {
  onHeaders(headers: string[]): void;
  /** A group of data rows; resolve to continue. firstRow is the 1-based data-row number of rows[0]. */
  onRows(rows: string[][], firstRow: number, progress: number): Promise<void>;
}

export class StreamProblem extends Error {}

function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // Older engines (and jsdom) have no Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read file'));
    reader.readAsText(blob);
  });
}

export async function readSample(file: Blob): Promise<string> {
  return stripBom(await readText(file.slice(0, SAMPLE_CHARS)));
}

/** Problems that stop an import before it starts (empty, binary, no known column). */
export function headerProblem(sample: string, headers: string[] | null): string | null {
  if (sample.trim() === '' || !headers) return 'The file is empty.';
  if (looksBinary(sample)) return 'This looks like a binary file, not CSV/TSV text.';
  if (resolveHeaders(headers).recognized.length === 0) {
    return 'No recognised columns. Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip.';
  }
  return null;
}

/** The header and the first `count` data rows, reading only as much of the file as needed. */
export async function previewFile(file: Blob, count: number): Promise<{ headers: string[]; rows: string[][]; problem: string | null }> {
  const sample = await readSample(file);
  if (looksBinary(sample)) return { headers: [], rows: [], problem: headerProblem(sample, []) };
  return new Promise((resolve, reject) => {
    let headers: string[] | null = null;
    const rows: string[][] = [];
    Papa.parse<string[]>(file as File, {
      ...papaConfigFor(sample),
      chunkSize: 256 * 1024,
      chunk: (result, parser) => {
        for (const row of result.data) {
          if (isBlankRow(row)) continue;
          if (!headers) headers = row.map((h) => h.trim());
          else if (rows.length < count) rows.push(row);
        }
        if (rows.length >= count) parser.abort();
      },
      complete: () => resolve({ headers: headers ?? [], rows, problem: headerProblem(sample, headers) }),
      error: (error) => reject(new StreamProblem(error.message || 'Could not read file')),
    });
  });
}

/** Streams every data row to handlers.onRows in groups; resolves with the number of data rows. */
export async function streamFile(file: Blob, limits: StreamLimits, handlers: StreamHandlers, isCancelled: () => boolean): Promise<number> {
  const sample = await readSample(file);
  let headers: string[] | null = null;
  let overhead = 0;
  let group: string[][] = [];
  let groupChars = 0;
  let seen = 0;
  let firstOfGroup = 1;

  const flush = async (progress: number) => {
    if (group.length === 0) return;
    const rows = group;
    group = [];
    groupChars = 0;
    await handlers.onRows(rows, firstOfGroup, progress);
    firstOfGroup = seen + 1;
  };

  return new Promise((resolvePromise, rejectPromise) => {
    // Papa may still call complete after an abort: settle exactly once.
    let settled = false;
    const resolve = (n: number) => void (settled || ((settled = true), resolvePromise(n)));
    const reject = (e: unknown) => void (settled || ((settled = true), rejectPromise(e)));
    Papa.parse<string[]>(file as File, {
      ...papaConfigFor(sample),
      chunkSize: READ_CHUNK_BYTES,
      chunk: (result, parser) => {
        parser.pause();
        const progress = file.size > 0 ? Math.min(0.999, (result.meta.cursor ?? 0) / file.size) : 1;
        void (async () => {
          for (const row of result.data) {
            if (isCancelled()) {
              parser.abort();
              return resolve(seen);
            }
            if (isBlankRow(row)) continue;
            if (!headers) {
              headers = row.map((h) => h.trim());
              const problem = headerProblem(sample, headers);
              if (problem) throw new StreamProblem(problem);
              handlers.onHeaders(headers);
              // JSON objects repeat every header per row: {"Header":"value",...}
              overhead = headers.reduce((n, h) => n + h.length + 6, 2);
              continue;
            }
            let chars = overhead;
            for (const v of row) chars += v.length;
            if (group.length > 0 && (group.length >= limits.maxRows || groupChars + chars > limits.maxChars)) await flush(progress);
            group.push(row);
            groupChars += chars;
            seen++;
          }
          if (group.length >= limits.maxRows) await flush(progress);
          parser.resume();
        })().catch((error: unknown) => {
          if (settled) return;
          parser.abort();
          reject(error);
        });
      },
      complete: () => {
        if (isCancelled()) return resolve(seen);
        if (!headers) return reject(new StreamProblem('The file is empty.'));
        flush(1).then(() => resolve(seen), reject);
      },
      error: (error) => reject(new StreamProblem(error.message || 'Could not read file')),
    });
  });
}
