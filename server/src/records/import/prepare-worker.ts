// Worker thread of the streaming file import: maps raw rows with the shared core rules and
// prepares them (AES-GCM, fingerprint, search keys), so the main thread only writes. With
// `reading` set it also reads: the main thread posts the file's bytes, this thread runs core's
// RowReader on them (ADR 0147), so on two cores the writing thread does nothing else.

import { parentPort, workerData } from 'node:worker_threads';
import {
  ReadProblemError,
  RowReader,
  type ReadProblem,
  type ReadSummary,
  type ResolvedHeaders,
  type RowReaderOptions,
} from '@breachwatch/core';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { headerSetOf, type HeaderSet } from '../store/index.ts';
import { BatchBuilder, encodedTransferList, type BatchOutput, type EncodedBatch } from './prepared-batch-codec.ts';
import { prepareRows } from './record-prepare.ts';

export interface PrepareWorkerData {
  masterKey: Uint8Array;
  batchId: string;
  nowIso: string;
  /** whether any alert subscription existed when the batch started */
  alertKeys: boolean;
  output: BatchOutput;
  /** Rows arrive parsed (PrepareRequest): their headers and header set. */
  resolved?: ResolvedHeaders;
  columns?: HeaderSet;
  /** Bytes arrive (ReadRequest): how to read them, the file's size (for the row estimate) and the rows per batch. */
  reading?: { options: RowReaderOptions; fileBytes: number; batchRows: number };
}

export interface PrepareRequest {
  id: number;
  rows: string[][];
}

export interface PrepareReply {
  id: number;
  /** the prepared records, encoded: a few strings and transferred arrays instead of an object graph */
  batch?: EncodedBatch;
  error?: string;
}

/** The next piece of the file, or (without bytes) its end. */
export interface ReadRequest {
  id: number;
  bytes?: Uint8Array;
  /**
   * The share (0 to 1) of the piece's rows to send back read but not prepared, for the writing
   * thread to prepare in the time it would otherwise wait (ADR 0312).
   */
  handBack?: number;
}

export interface ReadReply {
  id: number;
  /** data rows read from this piece */
  rows: number;
  batches: EncodedBatch[];
  /** with the first rows: the header set, the headers as read and the file's estimated number of rows */
  first?: { columns: HeaderSet; resolved: ResolvedHeaders; estimatedRows: number };
  /** the piece's last rows, read but not prepared (`handBack`): they follow `batches` in the file */
  handedBack?: string[][];
  /** at the end */
  summary?: ReadSummary;
  error?: string;
  /** the error is a problem with the file: core's read problem, worded for the person importing in `error` */
  readProblem?: ReadProblem;
}

const data = workerData as PrepareWorkerData;
const cipher = createFieldCipher(Buffer.from(data.masterKey));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/**
 * Rows prepared at a time: their records are added to the batch being built (for PostgreSQL
 * as COPY text) before the next slice, so few records outlive a scavenge (ADR 0147's 100).
 */
const PREPARE_SLICE = 100;
const builder = new BatchBuilder(data.output);

/** Prepares `rows` into the batch being built; each batch that reaches `batchRows` goes to `out`. */
function addRows(resolved: ResolvedHeaders, columns: HeaderSet, rows: string[][], batchRows: number, out: EncodedBatch[]): void {
  for (let at = 0; at < rows.length; ) {
    const n = Math.min(PREPARE_SLICE, batchRows - builder.rows, rows.length - at);
    const { prepared, skipped } = prepareRows(resolved, rows.slice(at, at + n), data.batchId, data.nowIso, cipher, data.alertKeys, columns);
    builder.add(prepared, skipped);
    at += n;
    if (builder.rows >= batchRows) out.push(builder.finish());
  }
}

function prepareFromRows(): void {
  parentPort!.on('message', (request: PrepareRequest) => {
    try {
      addRows(data.resolved!, data.columns!, request.rows, Infinity, []);
      const batch = builder.finish();
      parentPort!.postMessage({ id: request.id, batch } satisfies PrepareReply, encodedTransferList(batch));
    } catch (error) {
      parentPort!.postMessage({ id: request.id, error: messageOf(error) } satisfies PrepareReply);
    }
  });
}

function prepareFromBytes(reading: NonNullable<PrepareWorkerData['reading']>): void {
  const reader = new RowReader(reading.options);
  let resolved: ResolvedHeaders | undefined;
  let columns: HeaderSet | undefined;
  let failed = false;

  parentPort!.on('message', (request: ReadRequest) => {
    if (failed) return;
    try {
      const batch = request.bytes ? reader.push(request.bytes) : reader.end();
      const reply: ReadReply = { id: request.id, rows: batch.rows.length, batches: [] };
      if (batch.rows.length && !resolved) {
        resolved = reader.summary().resolved;
        // A file has one header row: one header set for the whole batch (ADR 0145).
        columns = headerSetOf(resolved, cipher);
        const estimatedRows = reader.charsRead > 0 ? Math.round((reading.fileBytes * batch.rows.length) / reader.charsRead) : 0;
        reply.first = { columns, resolved, estimatedRows };
      }
      const handBack = Math.floor(batch.rows.length * Math.min(1, Math.max(0, request.handBack ?? 0)));
      const prepareHere = batch.rows.length - handBack;
      if (prepareHere > 0) {
        addRows(resolved!, columns!, handBack ? batch.rows.slice(0, prepareHere) : batch.rows, reading.batchRows, reply.batches);
      }
      // The rows prepared so far go first, whole batch or not: the handed-back rows come after them.
      if ((handBack > 0 || !request.bytes) && builder.rows > 0) reply.batches.push(builder.finish());
      if (handBack > 0) reply.handedBack = batch.rows.slice(prepareHere);
      if (!request.bytes) reply.summary = reader.summary();
      parentPort!.postMessage(reply, reply.batches.flatMap(encodedTransferList));
    } catch (error) {
      // The first problem stops the read, as on the main thread.
      failed = true;
      parentPort!.postMessage({
        id: request.id,
        rows: 0,
        batches: [],
        error: messageOf(error),
        ...(error instanceof ReadProblemError ? { readProblem: error.problem } : {}),
      } satisfies ReadReply);
    }
  });
}

if (data.reading) prepareFromBytes(data.reading);
else prepareFromRows();
