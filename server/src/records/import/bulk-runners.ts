// Transactions for the bulk paths (CLI import, benchmark): the batch bookkeeping goes through
// Kysely, the record rows straight through the raw connection (record-writer.ts), both on the
// SAME connection and inside the same transaction.

import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { RawConnection } from './write-types.ts';

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
 * `work` throws, or the process dies, nothing of it is committed.
 */
export async function withBulkTransaction<T>(
  database: DatabaseHandle,
  work: (trx: Transaction<Database>, connection: RawConnection) => Promise<T>,
): Promise<T> {
  if (database.kind === 'sqlite') {
    const sqlite = database.sqlite!;
    // A transaction larger than the page cache spills pages. In WAL mode every re-spill of a
    // page appends it to the WAL again (a million-row import wrote ~20 GB); the rollback
    // journal rewrites spilled pages in place. Leaving WAL needs the only open connection: if
    // the server has the database open, the import stays in WAL mode.
    const switched = tryRollbackJournal(sqlite);
    try {
      // Kysely's SQLite driver runs on this same better-sqlite3 handle, so both share the transaction.
      return await database.db.transaction().execute((trx) => work(trx, { dialect: 'sqlite', sqlite }));
    } finally {
      if (switched) sqlite.pragma('journal_mode = WAL');
    }
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
