// Transactions for the bulk paths (CLI import, benchmark): the batch bookkeeping goes through
// Kysely, the record rows straight through the raw connection (record-writer.ts), both on the
// SAME connection and inside the same transaction.

import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { RawConnection } from './write-types.ts';

/**
 * Prepares a SQLite connection for a bulk import. A transaction larger than the page cache
 * spills pages; in WAL mode every re-spill of a page appends it to the WAL again (a
 * million-row import wrote ~20 GB), where the rollback journal rewrites spilled pages in place.
 * Leaving WAL needs the only open connection: `exclusive` says whether it was (no server
 * running), and `restore` goes back to WAL. With a server running the import stays in WAL.
 */
export function openSqliteForBulk(sqlite: SqliteDatabase.Database): { exclusive: boolean; restore(): void } {
  const exclusive = tryRollbackJournal(sqlite);
  return {
    exclusive,
    restore() {
      if (exclusive) sqlite.pragma('journal_mode = WAL');
      else {
        // Beside a server, checkpoint what the import appended now, in this process: the server
        // never checkpoints on a request (db/sqlite-checkpointer.ts), and the next one to try
        // should find little to do.
        sqlite.pragma('wal_checkpoint(PASSIVE)');
      }
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
 * Runs `work` in one transaction: Kysely for bookkeeping and the raw connection for bulk rows. If
 * `work` throws, or the process dies, nothing of it is committed. On SQLite call
 * openSqliteForBulk first.
 */
export async function withBulkTransaction<T>(
  database: DatabaseHandle,
  work: (trx: Transaction<Database>, connection: RawConnection) => Promise<T>,
): Promise<T> {
  if (database.kind === 'sqlite') {
    const sqlite = database.sqlite!;
    // Kysely's SQLite driver runs on this same better-sqlite3 handle, so both share the transaction.
    return database.db.transaction().execute((trx) => work(trx, { dialect: 'sqlite', sqlite }));
  }
  const client = await database.pgPool!.connect();
  // A Kysely bound to this one client, so its BEGIN/COMMIT wrap the raw COPY statements too.
  const single = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({ query: client.query.bind(client), release: () => undefined }) as unknown as pg.PoolClient,
        end: async () => undefined,
      },
    }),
  });
  try {
    return await single.transaction().execute((trx) => work(trx, { dialect: 'postgres', pgClient: client }));
  } finally {
    client.release();
  }
}
