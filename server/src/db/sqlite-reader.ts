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
  /**
   * Runs one read statement (prepared once per SQL text per connection) and returns its rows.
   * With `whileBatchOpen`, the connection first looks whether some import batch is open and, if
   * so, runs that statement (the same parameters) instead, in the same snapshot (ADR 0321).
   */
  all<T>(sql: string, params: readonly unknown[], whileBatchOpen?: string): Promise<T[]>;
  /**
   * Runs `probe` and then `sql` with the parameters the probe's answer picks, in one round trip
   * to a worker: a search that must first ask which of its words are common (ADR 0130) pays
   * one message each way instead of two.
   */
  probed<T>(query: ProbedQuery): Promise<{ rows: T[]; mask: number }>;
  /**
   * Runs one read statement at once on the calling thread's own read-only connection: for reads
   * of a row or two by a key (the deletion generation, the newest record's key), which cost less
   * than a message to a worker and back (ADR 0137). Never for a statement whose cost grows with
   * the data, nor one that returns records: under load those hold the event loop (ADR 0320).
   */
  now<T>(sql: string, params: readonly unknown[]): T[];
  close(): Promise<void>;
}

/**
 * A probe whose rows are `{ i, n }`: bit `i` of the mask is set when `n` >= `atLeast`. Then
 * `sql` runs with `variants[mask]`.
 */
export interface ProbedQuery {
  probe: { sql: string; params: readonly unknown[]; atLeast: number };
  sql: string;
  variants: readonly (readonly unknown[])[];
  /** As for `all`: the probe, the look and the statement then run in one snapshot. */
  whileBatchOpen?: string;
}

/**
 * Whether some import batch is open (ADR 0228): one probe of a partial index that holds only
 * open batches. The worker (sqlite-reader-worker.mjs) is sent this text in its workerData.
 */
const ANY_BATCH_OPEN = 'select 1 as open from import_batches where is_open = 1 limit 1';

type Prepare = (sql: string) => SqliteDatabase.Statement;

/** The same steps as the worker's (sqlite-reader-worker.mjs), on a connection of this thread. */
function runProbed<T>(prepare: Prepare, { probe, sql, variants }: ProbedQuery): { rows: T[]; mask: number } {
  let mask = 0;
  for (const r of prepare(probe.sql).all(...probe.params) as { i: number; n: number }[]) if (r.n >= probe.atLeast) mask |= 1 << r.i;
  const params = variants[mask];
  if (!params) throw new Error(`no parameters for probe answer ${mask}`);
  return { rows: prepare(sql).all(...params) as T[], mask };
}

/** `sql`, or `whileBatchOpen` when given and some import batch is open; call inside the snapshot's transaction. */
const chosen = (prepare: Prepare, sql: string, whileBatchOpen: string | undefined) =>
  whileBatchOpen && prepare(ANY_BATCH_OPEN).get() !== undefined ? whileBatchOpen : sql;

/** A lazily opened read-only connection on the calling thread, with its statements prepared once. */
function threadConnection(file: string, pragmas: readonly string[]) {
  let connection: SqliteDatabase.Database | undefined;
  const statements = new Map<string, SqliteDatabase.Statement>();
  const opened = () => {
    if (!connection?.open) {
      connection = new SqliteDatabase(file, { fileMustExist: true });
      for (const pragma of pragmas) connection.pragma(pragma);
      statements.clear();
    }
    return connection;
  };
  const prepare: Prepare = (sql) => {
    const db = opened();
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  return {
    prepare,
    /** Runs `read` in one read transaction: every statement in it sees one snapshot. */
    snapshot<T>(read: () => T): T {
      return opened().transaction(read)();
    },
    close() {
      statements.clear();
      if (connection?.open) connection.close();
    },
  };
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
 * The main thread's own connection must never hold the event loop for long: a WAL reader is
 * only ever busy while another connection recovers the WAL index, so a short wait suffices.
 */
const THREAD_PRAGMAS = [...PRAGMAS.filter((p) => !p.startsWith('busy_timeout')), 'busy_timeout = 250'];

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
  const thread = threadConnection(file, PRAGMAS);
  let closed = false;
  const open = () => {
    if (closed) throw new Error('search reader is closed');
    return thread.prepare;
  };
  return {
    async all<T>(sql: string, params: readonly unknown[], whileBatchOpen?: string) {
      const prepare = open();
      if (!whileBatchOpen) return prepare(sql).all(...params) as T[];
      return thread.snapshot(() => prepare(chosen(prepare, sql, whileBatchOpen)).all(...params) as T[]);
    },
    async probed<T>(query: ProbedQuery) {
      const prepare = open();
      if (!query.whileBatchOpen) return runProbed<T>(prepare, query);
      return thread.snapshot(() => runProbed<T>(prepare, { ...query, sql: chosen(prepare, query.sql, query.whileBatchOpen) }));
    },
    now<T>(sql: string, params: readonly unknown[]) {
      return open()(sql).all(...params) as T[];
    },
    async close() {
      closed = true;
      thread.close();
    },
  };
}

interface Pending {
  resolve(reply: { rows: unknown[]; mask?: number }): void;
  reject(error: Error): void;
  settled: Promise<unknown>;
}

const CLOSE_GRACE_MS = 5000;

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

type WorkerReply =
  | { id: number; rows: unknown[]; mask?: number; error?: undefined }
  | { id: number; error: { message: string; code?: string } };

function workerReader(file: string, size: number): SqliteReader {
  const slots: (PoolWorker | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 0;
  let closed = false;

  const fail = (slot: PoolWorker, error: Error) => {
    for (const p of slot.pending.values()) p.reject(error);
    slot.pending.clear();
  };

  const spawn = (index: number): PoolWorker => {
    const worker = new Worker(new URL('./sqlite-reader-worker.mjs', import.meta.url), {
      workerData: { file, pragmas: PRAGMAS, anyBatchOpen: ANY_BATCH_OPEN },
    });
    // An idle worker must not keep the process alive; one with queries in flight does.
    worker.unref();
    const slot: PoolWorker = { worker, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) worker.unref();
      if (reply.error) p.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else p.resolve(reply);
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

  const send = (message: {
    sql: string;
    params?: readonly unknown[];
    probe?: ProbedQuery['probe'];
    variants?: ProbedQuery['variants'];
    whileBatchOpen?: string;
  }) => {
    if (closed) return Promise.reject(new Error('search reader is closed'));
    const slot = pick();
    const id = ++nextId;
    let pending!: Pending;
    const result = new Promise<{ rows: unknown[]; mask?: number }>((resolve, reject) => {
      pending = { resolve, reject, settled: Promise.resolve() };
    });
    pending.settled = result.catch(() => undefined);
    if (slot.pending.size === 0) slot.worker.ref();
    slot.pending.set(id, pending);
    slot.worker.postMessage({ id, ...message });
    return result;
  };
  const thread = threadConnection(file, THREAD_PRAGMAS);

  return {
    async all<T>(sql: string, params: readonly unknown[], whileBatchOpen?: string) {
      return (await send({ sql, params, whileBatchOpen })).rows as T[];
    },
    async probed<T>({ probe, sql, variants, whileBatchOpen }: ProbedQuery) {
      const reply = await send({ sql, probe, variants, whileBatchOpen });
      return { rows: reply.rows as T[], mask: reply.mask ?? 0 };
    },
    now<T>(sql: string, params: readonly unknown[]) {
      if (closed) throw new Error('search reader is closed');
      return thread.prepare(sql).all(...params) as T[];
    },
    async close() {
      closed = true;
      thread.close();
      // Queries still running belong to requests the server is finishing: let them complete.
      const inFlight = slots.flatMap((slot) => (slot ? [...slot.pending.values()].map((p) => p.settled) : []));
      await Promise.race([Promise.allSettled(inFlight), new Promise((r) => setTimeout(r, CLOSE_GRACE_MS).unref())]);
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    },
  };
}
