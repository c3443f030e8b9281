import os from 'node:os';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseHandle } from './database.ts';

/**
 * Read-only connections to the SQLite file for hot public reads (the search), apart from the
 * main handle.
 *
 * Why not the main handle: Kysely's SQLite driver and the imports share that one connection,
 * and an import transaction stays open across awaits. Statements run on it directly would read
 * the import's uncommitted rows, and queries through Kysely wait for the whole import to finish.
 * A connection of its own reads the last committed state (WAL snapshot) and is never blocked by
 * the writer. `query_only` makes any write on it fail.
 *
 * better-sqlite3 runs a statement on the calling thread, so a search would hold the event loop
 * for its whole query. With `workers` > 0 the connections live in worker threads and the main
 * thread keeps serving HTTP while they run queries, on the other cores.
 */
export interface SqliteReader {
  /** Runs one read statement (prepared once per SQL text per connection) and returns its rows. */
  all<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const PRAGMAS = [
  'query_only = ON',
  'busy_timeout = 5000',
  'cache_size = -65536',
  'temp_store = MEMORY',
  // mmap lets SQLite read pages straight from the OS page cache instead of copying each one into
  // its own cache: measurably cheaper for the scattered record pages a result page touches.
  // SQLite caps it at its compile-time limit; nothing is written through it (query_only).
  `mmap_size = ${2 ** 31}`,
];

/**
 * Worker threads for search queries: one per core, at most 4. The query is most of a search's
 * CPU time (the main thread's share, HTTP, decryption and masking, is about a fifth), so the
 * queries get every core and the operating system shares them with the main thread.
 */
export const DEFAULT_READ_WORKERS = Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * Undefined for PostgreSQL and for an in-memory database (another connection would see another,
 * empty database): callers then use the Kysely path. Connections open on first use, so an app
 * can be built before its database is migrated.
 */
export function sqliteReaderFor(handle: DatabaseHandle, workers = DEFAULT_READ_WORKERS): SqliteReader | undefined {
  const file = handle.kind === 'sqlite' ? handle.sqlite?.name : undefined;
  if (!file || file === ':memory:' || handle.sqlite?.memory) return undefined;
  return workers > 0 ? workerReader(file, workers) : inThreadReader(file);
}

function inThreadReader(file: string): SqliteReader {
  let connection: SqliteDatabase.Database | undefined;
  let closed = false;
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    async all<T>(sql: string, params: readonly unknown[]) {
      if (closed) throw new Error('search reader is closed');
      if (!connection?.open) {
        connection = new SqliteDatabase(file, { fileMustExist: true });
        for (const pragma of PRAGMAS) connection.pragma(pragma);
        statements.clear();
      }
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
      return statement.all(...params) as T[];
    },
    async close() {
      closed = true;
      statements.clear();
      if (connection?.open) connection.close();
    },
  };
}

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
  settled: Promise<unknown>;
}

const CLOSE_GRACE_MS = 5000;

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

type WorkerReply = { id: number; rows: unknown[]; error?: undefined } | { id: number; error: { message: string; code?: string } };

function workerReader(file: string, size: number): SqliteReader {
  const slots: (PoolWorker | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 0;
  let closed = false;

  const fail = (slot: PoolWorker, error: Error) => {
    for (const p of slot.pending.values()) p.reject(error);
    slot.pending.clear();
  };

  const spawn = (index: number): PoolWorker => {
    const worker = new Worker(new URL('./sqlite-reader-worker.mjs', import.meta.url), { workerData: { file, pragmas: PRAGMAS } });
    // An idle worker must not keep the process alive; one with queries in flight does.
    worker.unref();
    const slot: PoolWorker = { worker, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) worker.unref();
      if (reply.error) p.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else p.resolve(reply.rows);
    });
    const gone = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined; // the next query starts a new one
      fail(slot, error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`search reader worker exited (${code})`)));
    slots[index] = slot;
    return slot;
  };

  /** The worker with the fewest queries in flight (started on demand). */
  const pick = (): PoolWorker => {
    let best: PoolWorker | undefined;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] ?? spawn(i);
      if (!best || slot.pending.size < best.pending.size) best = slot;
      if (slot.pending.size === 0) break;
    }
    return best!;
  };

  return {
    all<T>(sql: string, params: readonly unknown[]) {
      if (closed) return Promise.reject(new Error('search reader is closed'));
      const slot = pick();
      const id = ++nextId;
      let pending!: Pending;
      const result = new Promise<T[]>((resolve, reject) => {
        pending = { resolve: resolve as (rows: unknown[]) => void, reject, settled: Promise.resolve() };
      });
      pending.settled = result.catch(() => undefined);
      if (slot.pending.size === 0) slot.worker.ref();
      slot.pending.set(id, pending);
      slot.worker.postMessage({ id, sql, params });
      return result;
    },
    async close() {
      closed = true;
      // Queries still running belong to requests the server is finishing: let them complete.
      const inFlight = slots.flatMap((slot) => (slot ? [...slot.pending.values()].map((p) => p.settled) : []));
      await Promise.race([Promise.allSettled(inFlight), new Promise((r) => setTimeout(r, CLOSE_GRACE_MS).unref())]);
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    },
  };
}
