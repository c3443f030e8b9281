import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { EncryptionKeyError } from '../lib/field-cipher.ts';

/**
 * Runs a command's work against the configured database, migrated first and closed after,
 * whatever happens.
 */
export async function withDatabase<T>(work: (database: DatabaseHandle, config: Config) => Promise<T>, config = loadConfig()): Promise<T> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command's main function and sets the exit code. Failures print one line for a
 * person, never a stack: configuration problems as they are, other errors through
 * `describe` (which returns undefined for errors it does not know).
 */
export async function runCli(
  main: () => Promise<number>,
  describe: (error: unknown) => string | undefined = () => undefined,
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof EncryptionKeyError
        ? error.message
        : (describe(error) ?? `Failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error(message);
    process.exitCode = 1;
  }
}
