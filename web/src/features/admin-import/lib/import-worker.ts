/// <reference lib="webworker" />
import { previewFile, streamFile, type StreamLimits } from './row-stream';

// The import's parsing thread: the page stays responsive while a large file is read, and
// only one group of rows at a time crosses to the page (which uploads it, then says continue).

export type ToWorker =
  | { type: 'preview'; file: File; count: number }
  | { type: 'stream'; file: File; limits: StreamLimits }
  | { type: 'continue' }
  | { type: 'cancel' };

export type FromWorker =
  | { type: 'preview'; headers: string[]; rows: string[][]; problem: string | null }
  | { type: 'headers'; headers: string[] }
  | { type: 'rows'; rows: string[][]; firstRow: number; progress: number }
  | { type: 'done'; total: number }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);
let cancelled = false;
let continueUpload: (() => void) | null = null;

scope.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  switch (msg.type) {
    case 'preview':
      previewFile(msg.file, msg.count).then(
        (result) => post({ type: 'preview', ...result }),
        (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : 'Could not read file' }),
      );
      return;
    case 'stream':
      cancelled = false;
      streamFile(
        msg.file,
        msg.limits,
        {
          onHeaders: (headers) => post({ type: 'headers', headers }),
          onRows: (rows, firstRow, progress) =>
            new Promise<void>((resolve) => {
              continueUpload = resolve;
              post({ type: 'rows', rows, firstRow, progress });
            }),
        },
        () => cancelled,
      ).then(
        (total) => post({ type: 'done', total }),
        (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : 'Could not read file' }),
      );
      return;
    case 'continue': {
      const next = continueUpload;
      continueUpload = null;
      next?.();
      return;
    }
    case 'cancel':
      cancelled = true;
      continueUpload?.();
      continueUpload = null;
  }
});
