import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Small helpers so one set of migrations fits both databases. Migration-local on purpose:
// migrations never import application code, which may change after they have run.

export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-increment integer key: SQLite's rowid alias, or a PostgreSQL identity column. */
export function autoIncrementKey(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) => (isSqlite(db) ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity());
}

/** A 64-bit integer column (counts, amounts in cents). */
export function bigIntType(db: Kysely<unknown>): 'integer' | 'bigint' {
  return isSqlite(db) ? 'integer' : 'bigint';
}
