import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile, restrictDatabaseFiles } from '../lib/data-dir.ts';
import { databaseErrorCode } from './database-errors.ts';
import { CurrentSchemaPostgresDialect } from './postgres-schema-dialect.ts';
import type { Database } from './schema.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The raw better-sqlite3 connection, for bulk paths that must avoid per-row overhead. */
  sqlite?: SqliteDatabase.Database;
  /** The raw pg pool, for COPY-style bulk paths. */
  pgPool?: pg.Pool;
  /** PostgreSQL: the application_name of every connection of this handle (pg_stat_activity). */
  applicationName?: string;
  /**
   * Called when a connection is lost outside any request (an idle pooled connection, or a
   * checked-out one between queries); the app logs it. Requests caught in it get their own error.
   */
  onConnectionError(listener: (code: string) => void): void;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; searchPath?: string; applicationName?: string };

// COUNT(*) and bigint columns come back from pg as strings; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The page size of a new SQLite database file (ADR 0309). */
export const SQLITE_PAGE_SIZE = 16_384;

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') {
      // Every record is in this file: owner-only folder and file, before SQLite writes a byte.
      ensurePrivateDir(path.dirname(target.file));
      ensurePrivateFile(target.file);
    }
    const sqlite = new SqliteDatabase(target.file);
    if (target.file !== ':memory:') restrictDatabaseFiles(target.file);
    // A new file gets 16 KB pages (ADR 0309): a record row with its encrypted secret is 1-1.5 KB,
    // and 4 KB pages left a quarter of many pages unused; the same 200,000 records took 7 % less
    // disk, imports and searches measured alike. SQLite applies it only to a file without
    // content, so a database made with 4 KB pages keeps them. Before WAL mode: after it the
    // page size cannot change.
    sqlite.pragma(`page_size = ${SQLITE_PAGE_SIZE}`);
    // WAL lets readers run while an import writes; NORMAL sync is safe with WAL.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('temp_store = MEMORY');
    // What is deleted or overwritten is zeroed in the file, not left in free space where a copy
    // of the file still gives it up: the retention rule's removed messages (ADR 0243), removed
    // records. It writes the freed pages once more; removal is rare beside reads.
    sqlite.pragma('secure_delete = ON');
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    return { db, kind: 'sqlite', sqlite, onConnectionError: () => undefined, close: () => db.destroy() };
  }
  const applicationName = target.applicationName ?? 'breachwatch';
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    application_name: applicationName,
    // While the database is away a request waits this long for a connection, then gets a 503.
    connectionTimeoutMillis: 5000,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  // A connection that dies (the server restarted, pg_terminate_backend, a reset TCP stream)
  // emits 'error' on its client and, when idle, on the pool. Without listeners Node treats it
  // as an unhandled 'error' event and ends the process. With them, the query that was running
  // fails (and is answered 503), the broken client is not returned to the pool (pg-pool drops
  // clients that are no longer queryable), and the next checkout opens a fresh connection.
  const listeners: Array<(code: string) => void> = [];
  const report = (error: Error) => {
    const code = databaseErrorCode(error);
    for (const listener of listeners) listener(code);
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    applicationName,
    onConnectionError: (listener) => void listeners.push(listener),
    close: () => db.destroy(),
  };
}

/** Round-trip time of a trivial query, for the health endpoint. */
export async function pingDatabase(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return Math.round((performance.now() - started) * 100) / 100;
}
