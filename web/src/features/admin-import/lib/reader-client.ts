import type { FromWorker, ToWorker } from './import-worker';
import {
  checkInput,
  InputProblem,
  sendInput,
  type ChunkLimits,
  type CheckedInput,
  type ReadOptions,
  type RequestChunk,
} from './read-input';

// The page's side of reading an import: a dedicated module Worker (same origin, so the
// Content-Security-Policy allows it) where the browser has one, otherwise the same code inline.

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'import-reader' });
  } catch {
    return null;
  }
}

/** Reads the whole input off the page's thread; rejects with InputProblem for a problem in it. */
export async function checkInputOffPage(
  blob: Blob,
  options: ReadOptions,
  onProgress: (fraction: number, rows: number) => void,
  signal: AbortSignal,
): Promise<CheckedInput | null> {
  const worker = startWorker();
  if (!worker) return checkInput(blob, options, onProgress, () => signal.aborted);
  try {
    return await new Promise<CheckedInput | null>((resolve, reject) => {
      signal.addEventListener('abort', () => resolve(null), { once: true });
      worker.onerror = () => reject(new Error('Could not read file'));
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const msg = event.data;
        if (msg.type === 'progress') onProgress(msg.fraction, msg.rows);
        else if (msg.type === 'checked') resolve(msg.result);
        else if (msg.type === 'problem') reject(new InputProblem(msg.message, msg.problem));
        else if (msg.type === 'error') reject(new Error(msg.message));
      };
      worker.postMessage({ type: 'check', blob, options } satisfies ToWorker);
    });
  } finally {
    worker.terminate();
  }
}

/**
 * Reads the input again and hands its request bodies to `onChunk` one at a time; reading waits
 * while a body is sent. Aborting the signal stops after the body in hand: the answer waits for
 * it, so the rows counted are every row the server took (a stopped import keeps exactly those,
 * ADR 0238).
 */
export async function sendInputOffPage(
  blob: Blob,
  options: ReadOptions,
  batchId: string,
  limits: ChunkLimits,
  onChunk: (chunk: RequestChunk) => Promise<void>,
  signal: AbortSignal,
): Promise<number> {
  const worker = startWorker();
  if (!worker) return sendInput(blob, options, batchId, limits, onChunk, () => signal.aborted);
  const send = (msg: ToWorker) => worker.postMessage(msg);
  try {
    return await new Promise<number>((resolve, reject) => {
      // The body being sent: on a stop the worker says 'sent' at once, before it has landed.
      let inFlight: Promise<void> = Promise.resolve();
      signal.addEventListener('abort', () => send({ type: 'cancel' }), { once: true });
      worker.onerror = () => reject(new Error('Could not read file'));
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const msg = event.data;
        switch (msg.type) {
          case 'chunk':
            inFlight = onChunk(msg.chunk).then(
              () => send({ type: 'continue' }),
              (error: unknown) => {
                send({ type: 'cancel' });
                reject(error);
              },
            );
            return;
          case 'sent':
            void inFlight.then(() => resolve(msg.rows));
            return;
          case 'problem':
            reject(new InputProblem(msg.message, msg.problem));
            return;
          case 'error':
            reject(new Error(msg.message));
        }
      };
      send({ type: 'send', blob, options, batchId, limits });
    });
  } finally {
    worker.terminate();
  }
}
