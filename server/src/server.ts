import { buildApp } from './app.ts';
import { ensureAdmin, pruneAuthTables } from './auth/auth.service.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createFieldCipher, EncryptionKeyError, loadEncryptionKey } from './lib/field-cipher.ts';
import { loadDemoDataIfEmpty } from './records/demo/index.ts';
import { seedSampleReviews } from './reviews/sample-reviews.ts';
import { startBreachCatalog } from './scan/catalog/catalog.service.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Checked before the database opens: without a key, encrypted record fields cannot be written or read.
let encryptionKey: Buffer;
try {
  encryptionKey = loadEncryptionKey(config);
} catch (error) {
  if (error instanceof EncryptionKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const demoStarted = performance.now();
const cipher = createFieldCipher(encryptionKey);
const demoRecords = await loadDemoDataIfEmpty(database.db, database.kind, cipher, config.demoData);
if (demoRecords > 0) {
  console.log(
    `Loaded ${demoRecords} demo breach records in ${Math.round(performance.now() - demoStarted)} ms (DEMO_DATA=0 turns this off).`,
  );
}
await seedSampleReviews(database.db);

const admin = await ensureAdmin(database.db, config.admin);
if (admin.action === 'generated') {
  // Printed once, to the terminal only: the log stream must never carry a password.
  console.log(
    [
      '',
      '  An admin account was created for the console at /admin:',
      `    email:    ${admin.email}`,
      `    password: ${admin.password}`,
      '  Keep it safe: it is not shown again. Change it with `npm run admin -- reset-password <email>`.',
      '',
    ].join('\n'),
  );
}
await pruneAuthTables(database.db);

const app = await buildApp({ config, database, cipher });
// Seeds an empty breach catalog; syncs it every CATALOG_SYNC_HOURS when that is set.
const stopCatalogSync = await startBreachCatalog(database.db, config, app.log);
// Expired sessions and old sign-in failures are also cleared while the server runs, not only
// at start-up: a long-running server would otherwise keep every one of them.
const PRUNE_AUTH_EVERY_MS = 60 * 60_000;
const pruneTimer = setInterval(() => {
  pruneAuthTables(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not prune expired sessions'));
}, PRUNE_AUTH_EVERY_MS);
pruneTimer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopCatalogSync();
  clearInterval(pruneTimer);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/`;
  console.log(`${config.site.name} is running at ${where} (database: ${database.kind})`);
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
