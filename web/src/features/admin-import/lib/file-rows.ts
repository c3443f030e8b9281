import type { FromWorker, ToWorker } from './import-worker';
import { previewFile, streamFile, type StreamHandlers, type StreamLimits } from './row-stream';

// The page's side of file parsing: a dedicated module Worker (same origin, so the
// Content-Security-Policy allows it) where the browser has one, otherwise the same code inline.

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'import-parser' });
  } catch {
    return null;
  }
}

export async function previewFileRows(file: File, count: number): Promise<{ headers: string[]; rows: string[][]; problem: string | null }> {
  const worker = startWorker();
  if (!worker) return previewFile(file, count);
  try {
    return await new Promise((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const msg = event.data;
        if (msg.type === 'preview') resolve(msg);
        else if (msg.type === 'error') reject(new Error(msg.message));
      };
      worker.onerror = () => reject(new Error('Could not read file'));
      worker.postMessage({ type: 'preview', file, count } satisfies ToWorker);
    });
  } finally {
    worker.terminate();
  }
}

/**
 * Streams the file's rows to handlers.onRows one group at a time; the parser waits while a
 * group is being handled. Aborting the signal stops after the group in hand.
 */
export async function streamFileRows(file: File, limits: StreamLimits, handlers: StreamHandlers, signal: AbortSignal): Promise<number> {
  const worker = startWorker();
  if (!worker) return streamFile(file, limits, handlers, () => signal.aborted);
  const send = (msg: ToWorker) => worker.postMessage(msg);
  try {
    return await new Promise<number>((resolve, reject) => {
      const onAbort = () => send({ type: 'cancel' });
      signal.addEventListener('abort', onAbort, { once: true });
      worker.onerror = () => reject(new Error('Could not read file'));
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const msg = event.data;
        switch (msg.type) {
          case 'headers':
            handlers.onHeaders(msg.headers);
            return;
          case 'rows':
            handlers.onRows(msg.rows, msg.firstRow, msg.progress).then(
              () => send({ type: 'continue' }),
              (error: unknown) => {
                send({ type: 'cancel' });
                reject(error);
              },
            );
            return;
          case 'done':
            resolve(msg.total);
            return;
          case 'error':
            reject(new Error(msg.message));
        }
      };
      send({ type: 'stream', file, limits });
    });
  } finally {
    worker.terminate();
  }
}
