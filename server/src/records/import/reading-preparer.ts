// One worker that reads and prepares (ADR 0147): the main thread posts the file's bytes as it
// reads them and gets back prepared batches, in file order. Used when the import has a single
// worker (two cores), where the main thread, which writes, is the limit: parsing and handing
// rows over was work it no longer does. On SQLite it takes back part of the preparing while it
// would otherwise wait for the worker (ADR 0312).

import fs from 'node:fs';
import type { ReadSummary, ResolvedHeaders, RowReaderOptions } from '@breachwatch/core';
import type { HeaderSet } from '../store/index.ts';
import { FileImportError, READ_BYTES } from './file-import-input.ts';
import type { PrepareWorkerData, ReadReply, ReadRequest } from './prepare-worker.ts';
import type { BatchOutput } from './prepared-batch-codec.ts';
import { createRowPreparer, decodedBatch, startPrepareWorker, type PreparedBatch, type RowPreparer } from './row-preparer.ts';

export interface ReadPiece {
  /** data rows read from the piece */
  rows: number;
  batches: PreparedBatch[];
  /** rows after `batches`, read but left for this thread to prepare */
  handedBack?: string[][];
  first?: { columns: HeaderSet; resolved: ResolvedHeaders; estimatedRows: number };
  summary?: ReadSummary;
}

export interface ReadingPreparer {
  /**
   * The next bytes of the file; resolves when the worker has read and prepared them, less the
   * share `handBack` of their rows, which come back read but not prepared.
   */
  push(bytes: Uint8Array, handBack?: number): Promise<ReadPiece>;
  /** The end of the file: the last rows, and the read's summary. */
  end(): Promise<ReadPiece>;
  close(): Promise<void>;
}

export interface ReadingPreparerOptions {
  masterKey: Buffer;
  batchId: string;
  nowIso: string;
  alertKeys: boolean;
  read: RowReaderOptions;
  fileBytes: number;
  batchRows: number;
  output: BatchOutput;
}

export function createReadingPreparer(o: ReadingPreparerOptions): ReadingPreparer {
  const data: PrepareWorkerData = {
    masterKey: new Uint8Array(o.masterKey),
    batchId: o.batchId,
    nowIso: o.nowIso,
    alertKeys: o.alertKeys,
    output: o.output,
    reading: { options: o.read, fileBytes: o.fileBytes, batchRows: o.batchRows },
  };
  const pending = new Map<number, { resolve: (piece: ReadPiece) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  const worker = startPrepareWorker(data);
  worker.on('message', (reply: ReadReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) {
      // A problem with the file reads as it does when the main thread reads (file-import-input.ts).
      fail(reply.readProblem ? new FileImportError(reply.error, reply.readProblem) : new Error(`Preparing rows failed: ${reply.error}`));
      p.reject(failure!);
      return;
    }
    p.resolve({
      rows: reply.rows,
      batches: reply.batches.map(decodedBatch),
      handedBack: reply.handedBack,
      first: reply.first,
      summary: reply.summary,
    });
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    if (code !== 0 && pending.size) fail(new Error(`An import worker stopped (exit code ${code}).`));
  });
  const send = (bytes?: Uint8Array, handBack?: number) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<ReadPiece>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, bytes, handBack } satisfies ReadRequest);
    });
  };
  return {
    push: (bytes, handBack) => send(bytes, handBack),
    end: () => send(),
    async close() {
      await worker.terminate();
    },
  };
}

/** Pieces of the file the worker may hold, read or not, before reading pauses: bounds memory (about 1,000 rows each). */
const PIECES_IN_FLIGHT = 3;
/** The most pieces in flight whatever the batch size: 12 MB of the file. */
const MAX_PIECES_IN_FLIGHT = 48;

/**
 * How many pieces the worker may be ahead of the writer. It must hold more than one batch's
 * rows: while this thread writes a batch, the worker prepares the next one, and with 5,000-row
 * batches (PostgreSQL, ADR 0160) three pieces of ~1,000 rows let it idle for most of the write.
 */
function piecesInFlight(batchRows: number, rowsPerPiece: number): number {
  if (!(rowsPerPiece > 0)) return PIECES_IN_FLIGHT;
  return Math.min(MAX_PIECES_IN_FLIGHT, Math.max(PIECES_IN_FLIGHT, Math.ceil((2 * batchRows) / rowsPerPiece) + 1));
}

/**
 * The writing thread's share of the preparing (ADR 0312). On two cores the worker, which reads,
 * maps, encrypts and keys every row, takes longer per row than the SQLite writes, and this thread
 * waited for it for a fifth to a third of an import. Each time it has to wait for a piece it asks
 * for a larger share of the next pieces' rows back unprepared, and prepares them itself; each
 * time a piece is ready when it gets to it, a smaller share. The share settles where both threads
 * are busy. Only for SQLite: PostgreSQL's writing is the server's, on the same cores.
 */
const HAND_BACK_STEP = 0.02;
const HAND_BACK_MAX = 0.5;
/** A wait shorter than this is the message's own delivery, not the worker being behind. */
const WAITED_MS = 1;

export interface PipeCallbacks {
  /** before the first batch is written */
  onFirstRows(estimatedRows: number, columns: HeaderSet): void | Promise<void>;
  write(batch: PreparedBatch): Promise<void>;
  onProgress?(rows: number, bytesRead: number): void;
}

/**
 * Streams the file to a reading worker and writes what it prepares, in file order, while it
 * reads and prepares the next pieces. Resolves with the rows read, the read's summary and how
 * many of the rows this thread prepared itself.
 */
export async function readAndPrepareInWorker(
  file: string,
  o: Omit<ReadingPreparerOptions, 'fileBytes'>,
  callbacks: PipeCallbacks,
): Promise<{ rows: number; summary: ReadSummary; preparedHere: number }> {
  const input = fs.createReadStream(file, { highWaterMark: READ_BYTES });
  const preparer = createReadingPreparer({ ...o, fileBytes: fs.statSync(file).size });
  const pieces: Promise<ReadPiece>[] = [];
  let rows = 0;
  let piecesRead = 0;
  let summary: ReadSummary | undefined;
  const shares = o.output === 'records';
  let handBack = 0;
  let first: ReadPiece['first'];
  /** Prepares the handed-back rows; made when the first of them arrive (never on PostgreSQL). */
  let here: RowPreparer | undefined;
  let preparedHere = 0;
  const writeOldest = async () => {
    const waitStarted = performance.now();
    const piece = await pieces.shift()!;
    if (shares) {
      const waited = performance.now() - waitStarted >= WAITED_MS;
      handBack = Math.min(HAND_BACK_MAX, Math.max(0, handBack + (waited ? HAND_BACK_STEP : -HAND_BACK_STEP)));
    }
    if (piece.first) {
      first = piece.first;
      await callbacks.onFirstRows(first.estimatedRows, first.columns);
    }
    rows += piece.rows;
    piecesRead++;
    for (const batch of piece.batches) await callbacks.write(batch);
    if (piece.handedBack?.length) {
      preparedHere += piece.handedBack.length;
      here ??= createRowPreparer({ ...o, resolved: first!.resolved, columns: first!.columns, workers: 0 });
      await callbacks.write(await here.prepare(piece.handedBack));
    }
    summary = piece.summary ?? summary;
  };
  const add = (piece: Promise<ReadPiece>) => {
    // Awaited in order later; until then a failure must not count as unhandled.
    piece.catch(() => undefined);
    pieces.push(piece);
  };
  try {
    try {
      for await (const chunk of input) {
        add(preparer.push(chunk as Buffer, handBack));
        while (pieces.length >= piecesInFlight(o.batchRows, rows / piecesRead)) await writeOldest();
        callbacks.onProgress?.(rows, input.bytesRead);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code) throw new FileImportError(`Could not read ${file}: ${(error as Error).message}`);
      throw error;
    }
    add(preparer.end());
    while (pieces.length) await writeOldest();
    // Each chunk's progress counts the rows written before it; only now are they all written.
    callbacks.onProgress?.(rows, input.bytesRead);
    return { rows, summary: summary!, preparedHere };
  } finally {
    input.destroy();
    await here?.close();
    await preparer.close();
  }
}
