// Turns batches of validated raw rows into prepared records, in order. Big files use worker
// threads (mapping and encryption cost more than the SQLite writes they feed, and the machine
// has more than one core); small files are prepared inline, where a worker's start-up would
// cost more than it saves.

import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ResolvedHeaders } from '@breachwatch/core';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import type { HeaderSet } from '../store/index.ts';
import type { PrepareReply, PrepareRequest, PrepareWorkerData } from './prepare-worker.ts';
import { encodePgCopyBatch, type PgCopyBatch } from './pg-copy-batch.ts';
import { PackedReader, type BatchOutput, type EncodedBatch } from './prepared-batch-codec.ts';
import { prepareRows, type PreparedRecord } from './record-prepare.ts';

/** A batch's prepared records, taken a slice at a time (a worker's stay packed until then). */
export interface RecordBatch {
  kind: 'records';
  /** records not taken yet */
  readonly remaining: number;
  take(max: number): PreparedRecord[];
  /** rows without person data: counted, not stored */
  skipped: number;
}

/** PostgreSQL: a batch as the COPY text of its staging tables, written whole (pg-copy-batch.ts). */
export interface CopyTextBatch {
  kind: 'copy';
  /** the batch's records */
  readonly remaining: number;
  copy: PgCopyBatch;
  skipped: number;
}

export type PreparedBatch = RecordBatch | CopyTextBatch;

function listBatch(prepared: PreparedRecord[], skipped: number): RecordBatch {
  let next = 0;
  return {
    kind: 'records',
    get remaining() {
      return prepared.length - next;
    },
    take(max) {
      const slice = prepared.slice(next, next + max);
      next += slice.length;
      return slice;
    },
    skipped,
  };
}

/** A batch as a worker posted it, ready to write. */
export function decodedBatch(batch: EncodedBatch): PreparedBatch {
  if (batch.copy) return { kind: 'copy', remaining: batch.copy.records, copy: batch.copy, skipped: batch.skipped };
  const reader = new PackedReader(batch.packed!);
  const skipped = batch.skipped;
  return {
    kind: 'records',
    get remaining() {
      return reader.remaining;
    },
    take: (max) => reader.take(max),
    skipped,
  };
}

export interface RowPreparer {
  /** Resolves with the batch prepared; batches may be submitted before earlier ones resolve. */
  prepare(rows: string[][]): Promise<PreparedBatch>;
  close(): Promise<void>;
}

export interface PreparerOptions {
  masterKey: Buffer;
  resolved: ResolvedHeaders;
  batchId: string;
  nowIso: string;
  /** compute alert keys: false when no alert subscription existed at the batch's start */
  alertKeys: boolean;
  /** the rows' header set, saved for the batch by the caller (ADR 0145) */
  columns: HeaderSet;
  output: BatchOutput;
  /** 0 prepares on the calling thread. */
  workers: number;
}

function inlinePreparer(o: PreparerOptions): RowPreparer {
  const cipher = createFieldCipher(o.masterKey);
  return {
    async prepare(rows) {
      const { prepared, skipped } = prepareRows(o.resolved, rows, o.batchId, o.nowIso, cipher, o.alertKeys, o.columns);
      return o.output === 'pg-copy' ? decodedBatch({ copy: encodePgCopyBatch(prepared), skipped }) : listBatch(prepared, skipped);
    },
    async close() {},
  };
}

// A worker holds one batch at a time, so a small old generation keeps the import's memory
// flat. The young generation stays roomy: nearly everything a row allocates dies young, and
// with 8 MB of new space the worker spent about a quarter of its time scavenging (ADR 0170).
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 32, maxOldGenerationSizeMb: 64 };

/**
 * Starts an import worker with WORKER_LIMITS. `npm run import` starts Node with a small
 * `--max-semi-space-size` for the main thread's memory, and V8 lets that flag override every
 * isolate's own young-generation limit: the workers ran with 4 MB semi-spaces and spent ~23 %
 * of their time scavenging. The flag is read only when an isolate's heap is set up, so clearing
 * it here lets the worker's limit apply and leaves the main thread's heap as it started.
 */
export function startPrepareWorker(workerData: PrepareWorkerData): Worker {
  v8.setFlagsFromString('--max-semi-space-size=0');
  return new Worker(new URL('./prepare-worker-entry.mjs', import.meta.url), { workerData, resourceLimits: WORKER_LIMITS });
}

interface Pending {
  resolve: (batch: PreparedBatch) => void;
  reject: (error: Error) => void;
}

function workerPreparer(o: PreparerOptions): RowPreparer {
  const data: PrepareWorkerData = {
    masterKey: new Uint8Array(o.masterKey),
    resolved: o.resolved,
    batchId: o.batchId,
    nowIso: o.nowIso,
    alertKeys: o.alertKeys,
    output: o.output,
    columns: o.columns,
  };
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  const workers = Array.from({ length: o.workers }, () => {
    const worker = startPrepareWorker(data);
    worker.on('message', (reply: PrepareReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.error !== undefined) p.reject(new Error(`Preparing rows failed: ${reply.error}`));
      else p.resolve(decodedBatch(reply.batch!));
    });
    worker.on('error', (error) => failAll(error));
    worker.on('exit', (code) => {
      if (code !== 0 && pending.size) failAll(new Error(`An import worker stopped (exit code ${code}).`));
    });
    return worker;
  });
  return {
    prepare(rows) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<PreparedBatch>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Round robin keeps the workers equally loaded: batches are the same size.
        workers[id % workers.length]!.postMessage({ id, rows } satisfies PrepareRequest);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

export function createRowPreparer(o: PreparerOptions): RowPreparer {
  return o.workers > 0 ? workerPreparer(o) : inlinePreparer(o);
}
