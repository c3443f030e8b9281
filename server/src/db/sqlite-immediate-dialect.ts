import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect with write transactions that take the write lock at BEGIN. A plain
 * (deferred) BEGIN that reads first and then writes fails at once with "database is locked"
 * (SQLITE_BUSY_SNAPSHOT, no busy wait) when another process, such as a command-line import
 * beside the server, committed in between. BEGIN IMMEDIATE waits for the lock under
 * busy_timeout instead, so a request waits briefly rather than failing. Within one process the
 * driver already runs one transaction at a time, so this costs nothing there.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
