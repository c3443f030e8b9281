// Transactions for the bulk paths (CLI import, benchmark): the batch bookkeeping goes through
// Kysely, the record rows through a runner that keeps prepared statements, both on the SAME
// connection and inside the same transaction.

import { createHash } from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { SqlRunner } from './record-writer.ts';

/** better-sqlite3 with a statement cache: the multi-row INSERT text repeats, so it is compiled once. */
export function sqliteRunner(sqlite: SqliteDatabase.Database): SqlRunner {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    dialect: 'sqlite',
    sqlite,
    query(sql, params) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        cache.set(sql, stmt);
      }
      if (stmt.reader) return stmt.all(params) as Record<string, unknown>[];
      stmt.run(params);
      return [];
    },
  };
}

/** A pg client with named prepared statements (parsed once per connection). */
export function pgClientRunner(client: pg.PoolClient): SqlRunner {
  const names = new Map<string, string>();
  return {
    dialect: 'postgres',
    pgClient: client,
    async query(sql, params) {
      let name = names.get(sql);
      if (!name) {
        name = `bw_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
        names.set(sql, name);
      }
      const result = await client.query({ name, text: sql, values: params });
      return result.rows as Record<string, unknown>[];
    },
  };
}

function tryRollbackJournal(sqlite: SqliteDatabase.Database): boolean {
  const timeout = sqlite.pragma('busy_timeout', { simple: true });
  sqlite.pragma('busy_timeout = 0');
  try {
    return String(sqlite.pragma('journal_mode = TRUNCATE', { simple: true })) === 'truncate';
  } catch {
    return false; // another connection (a running server) has the database open
  } finally {
    sqlite.pragma(`busy_timeout = ${Number(timeout)}`);
  }
}

/**
 * Runs `work` in one transaction: Kysely for bookkeeping and a fast runner for bulk rows. If
 * `work` throws, or the process dies, nothing of it is committed.
 */
export async function withBulkTransaction<T>(
  database: DatabaseHandle,
  work: (trx: Transaction<Database>, runner: SqlRunner) => Promise<T>,
): Promise<T> {
  if (database.kind === 'sqlite') {
    const sqlite = database.sqlite!;
    const runner = sqliteRunner(sqlite);
    // A transaction larger than the page cache spills pages. In WAL mode every re-spill of a
    // page appends it to the WAL again (a million-row import wrote ~20 GB); the rollback
    // journal rewrites spilled pages in place. Leaving WAL needs the only open connection: if
    // the server has the database open, the import stays in WAL mode.
    const switched = tryRollbackJournal(sqlite);
    try {
      // Kysely's SQLite driver runs on this same better-sqlite3 handle, so both share the transaction.
      return await database.db.transaction().execute((trx) => work(trx, runner));
    } finally {
      if (switched) sqlite.pragma('journal_mode = WAL');
    }
  }
  const client = await database.pgPool!.connect();
  // A Kysely bound to this one client, so its BEGIN/COMMIT wrap the runner's statements too.
  const single = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({ query: client.query.bind(client), release: () => undefined }) as unknown as pg.PoolClient,
        end: async () => undefined,
      },
    }),
  });
  try {
    return await single.transaction().execute((trx) => work(trx, pgClientRunner(client)));
  } finally {
    client.release();
  }
}
