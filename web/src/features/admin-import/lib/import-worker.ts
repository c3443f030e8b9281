/// <reference lib="webworker" />
import type { ReadProblem } from '@breachwatch/core';
import {
  checkInput,
  InputProblem,
  sendInput,
  type ChunkLimits,
  type CheckedInput,
  type ReadOptions,
  type RequestChunk,
} from './read-input';

// The import's reading thread: the page stays responsive while a large input is read, and
// only one request body at a time crosses to the page (which sends it, then says continue).

export type ToWorker =
  | { type: 'check'; blob: Blob; options: ReadOptions }
  | { type: 'send'; blob: Blob; options: ReadOptions; batchId: string; limits: ChunkLimits }
  | { type: 'continue' }
  | { type: 'cancel' };

export type FromWorker =
  | { type: 'progress'; fraction: number; rows: number }
  | { type: 'checked'; result: CheckedInput }
  | { type: 'chunk'; chunk: RequestChunk }
  | { type: 'sent'; rows: number }
  | { type: 'problem'; message: string; problem?: ReadProblem }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
let cancelled = false;
let continueSending: (() => void) | null = null;

function fail(error: unknown) {
  if (error instanceof InputProblem)
    post({ type: 'problem', message: error.message, ...(error.problem ? { problem: error.problem } : {}) });
  else post({ type: 'error', message: error instanceof Error ? error.message : 'Could not read file' });
}

// Progress at most every 100 ms: a message per slice would keep the page busy for nothing.
let lastProgress = 0;
function progress(fraction: number, rows: number) {
  const now = Date.now();
  if (now - lastProgress < 100 && fraction < 1) return;
  lastProgress = now;
  post({ type: 'progress', fraction, rows });
}

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'check':
      cancelled = false;
      checkInput(msg.blob, msg.options, progress, () => cancelled).then((result) => result && post({ type: 'checked', result }), fail);
      return;
    case 'send':
      cancelled = false;
      sendInput(
        msg.blob,
        msg.options,
        msg.batchId,
        msg.limits,
        (chunk) =>
          new Promise<void>((resolve) => {
            continueSending = resolve;
            // The body's bytes move to the page, they are not copied.
            post({ type: 'chunk', chunk }, [chunk.body.buffer]);
          }),
        () => cancelled,
      ).then((rows) => post({ type: 'sent', rows }), fail);
      return;
    case 'continue': {
      const next = continueSending;
      continueSending = null;
      next?.();
      return;
    }
    case 'cancel':
      cancelled = true;
      continueSending?.();
      continueSending = null;
  }
});
