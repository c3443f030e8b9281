// Worker thread of the streaming file import: maps raw rows with the shared core rules and
// prepares them (AES-GCM, fingerprint, search keys), so the main thread only parses and writes.

import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedHeaders } from '@breachwatch/core';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import type { HeaderSet } from '../store/index.ts';
import { packRecords, transferList, type PackedBatch } from './prepared-batch-codec.ts';
import { prepareRows } from './record-prepare.ts';

export interface PrepareWorkerData {
  masterKey: Uint8Array;
  resolved: ResolvedHeaders;
  batchId: string;
  nowIso: string;
  /** whether any alert subscription existed when the batch started */
  alertKeys: boolean;
  columns: HeaderSet;
}

export interface PrepareRequest {
  id: number;
  rows: string[][];
}

export interface PrepareReply {
  id: number;
  /** the prepared records, packed: one string and two transferred arrays instead of an object graph */
  packed?: PackedBatch;
  skipped?: number;
  error?: string;
}

const data = workerData as PrepareWorkerData;
const cipher = createFieldCipher(Buffer.from(data.masterKey));

parentPort!.on('message', (request: PrepareRequest) => {
  try {
    const { prepared, skipped } = prepareRows(data.resolved, request.rows, data.batchId, data.nowIso, cipher, data.alertKeys, data.columns);
    const packed = packRecords(prepared);
    parentPort!.postMessage({ id: request.id, packed, skipped } satisfies PrepareReply, transferList(packed));
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PrepareReply);
  }
});
