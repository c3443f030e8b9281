import { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from './database.ts';

/**
 * WAL checkpoints off the request path. By default SQLite checkpoints on the commit that takes
 * the WAL past 1,000 pages, on that commit's connection: after a big import written beside the
 * server, that was the server's next write, a request that then froze (2.65 s and 13.2 s were
 * measured). The server's connection never checkpoints (wal_autocheckpoint = 0); a worker
 * thread with its own connection runs PASSIVE checkpoints (which wait for no one) whenever the
 * WAL has grown. The WAL file keeps its size once reused (no journal_size_limit: truncating a
 * multi-GB WAL is itself seconds of work, and the writer that resets the WAL would do it).
 */
export interface SqliteCheckpointer {
  close(): Promise<void>;
}

export interface CheckpointerOptions {
  intervalMs?: number;
  /** Checkpoint only when the WAL file is at least this big. */
  minWalBytes?: number;
  onError?: (message: string) => void;
}

export function startSqliteCheckpointer(database: DatabaseHandle, options: CheckpointerOptions = {}): SqliteCheckpointer | null {
  const sqlite = database.sqlite;
  if (!sqlite || sqlite.memory || String(sqlite.pragma('journal_mode', { simple: true })) !== 'wal') return null;
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./sqlite-checkpointer-worker.mjs', import.meta.url), {
    workerData: { file: sqlite.name, intervalMs: options.intervalMs ?? 1000, minWalBytes: options.minWalBytes ?? 4 * 1024 * 1024 },
  });
  worker.on('message', (m: { type: string; message?: string }) => {
    if (m.type === 'error') options.onError?.(m.message ?? 'checkpoint failed');
  });
  worker.on('error', (e) => options.onError?.(e.message));
  worker.unref();
  return {
    async close() {
      worker.postMessage('close');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 2000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
