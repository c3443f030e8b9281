import { buildApp } from './app.ts';
import { applyCaseRetention } from './cases/apply-case-retention.ts';
import { ensureAdmin, pruneAuthTables } from './auth/auth.service.ts';
import { configWarnings, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { readImportSettingWarnings } from './db/pg-import-settings.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensurePrivateDir, keyPlacementWarnings } from './lib/data-dir.ts';
import { createFieldCipher, loadEncryptionKey } from './lib/field-cipher.ts';
import { describeStartupError, handOverGeneratedPassword } from './lib/startup.ts';
import { loadDemoDataIfEmpty } from './records/demo/index.ts';
import { startHasPhoneFill, startSecretClassesFill } from './records/store/index.ts';
import { seedSampleReviews } from './reviews/sample-reviews.ts';
import { startBreachCatalog } from './scan/catalog/catalog.service.ts';

/** How long a shutdown may take (in-flight requests, an export) before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;
// Expired sessions and old sign-in throttles, and case content past its retention (ADR 0243),
// are also cleared while the server runs, not only at start-up: a long-running server would
// otherwise keep every one of them.
const PRUNE_AUTH_EVERY_MS = 60 * 60_000;

let config: Config | undefined;
let database: DatabaseHandle | undefined;
let readDatabase: DatabaseHandle | undefined;

/** Any failure before the server listens: one line for a person, no stack, exit 1. */
function failStartup(error: unknown): never {
  console.error(
    describeStartupError(error, {
      databaseUrl: config?.database.kind === 'postgres' ? config.database.url : undefined,
      port: config?.port,
    }),
  );
  void database?.close().catch(() => undefined);
  void readDatabase?.close().catch(() => undefined);
  process.exit(1);
}

try {
  config = loadConfig();
  const cfg = config;
  // Checked before the database opens: without a key, encrypted record fields cannot be written or read.
  const encryptionKey = loadEncryptionKey(cfg);
  const tightened = ensurePrivateDir(cfg.dataDir);
  database = openDatabase(cfg.database);
  const db = database;
  await migrateToLatest(db.db);
  const demoStarted = performance.now();
  const cipher = createFieldCipher(encryptionKey);
  const demoRecords = await loadDemoDataIfEmpty(db.db, db.kind, cipher, cfg.demoData);
  if (demoRecords > 0) {
    console.log(
      `Loaded ${demoRecords} demo breach records in ${Math.round(performance.now() - demoStarted)} ms (DEMO_DATA=0 turns this off).`,
    );
  }
  // Sample reviews belong to the demo: a production install (DEMO_DATA=0) starts with none.
  if (cfg.demoData.enabled) await seedSampleReviews(db.db);

  // A read replica for the public read path (ADR 0131); migrations reach it through replication.
  readDatabase = cfg.readDatabase ? openDatabase({ ...cfg.readDatabase, applicationName: 'breachwatch-read' }) : undefined;
  const readDb = readDatabase;
  const app = await buildApp({ config: cfg, database: db, cipher, ...(readDb ? { readDatabase: readDb } : {}) });
  if (tightened) app.log.warn({ dataDir: 'DATA_DIR' }, tightened);
  for (const warning of keyPlacementWarnings(cfg)) app.log.warn(warning);
  for (const warning of configWarnings(cfg)) app.log.warn(warning);
  // PostgreSQL settings a big import wants (ADR 0134): a warning, never a refusal to start.
  for (const warning of await readImportSettingWarnings(db)) app.log.warn(warning);

  const admin = await ensureAdmin(db.db, cipher, cfg.admin);
  if (admin.action === 'generated') {
    // The log stream must never carry a password: a terminal, or a private file.
    const handover = handOverGeneratedPassword(admin, { terminal: process.stdout, dataDir: cfg.dataDir });
    if (handover.shown === 'file') {
      app.log.warn(
        { file: handover.file },
        `An admin account was created; its password is in ${handover.file} (readable by this user only). Delete the file after signing in.`,
      );
    }
  }
  await pruneAuthTables(db.db);
  // The retention rule for case content (ADR 0243): a server that was down past a due date
  // catches up at once rather than an hour later, beside the start rather than before it (a
  // backlog of old cases must not hold the site's start).
  const runCaseRetention = () =>
    applyCaseRetention(app).catch((error: unknown) => app.log.warn({ err: error }, 'could not apply the case retention rule'));
  void runCaseRetention();

  // Seeds an empty breach catalog; syncs it every CATALOG_SYNC_HOURS when that is set.
  const stopCatalogSync = await startBreachCatalog(db.db, cfg, app.log);
  // Records stored before their secret classes get them now (ADR 0191): it needs the key, which
  // migrations do not have. In the background: the scans read those records' secrets meanwhile.
  const stopSecretClassesFill = startSecretClassesFill(db.db, cipher, app.log);
  // And whether they have a phone (ADR 0319): the domain scans look their phones up meanwhile.
  const stopHasPhoneFill = startHasPhoneFill(db.db, app.log);
  const pruneTimer = setInterval(() => {
    pruneAuthTables(db.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not prune expired sessions'));
    void runCaseRetention();
  }, PRUNE_AUTH_EVERY_MS);
  pruneTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting now');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stopCatalogSync();
    clearInterval(pruneTimer);
    await stopSecretClassesFill();
    await stopHasPhoneFill();
    await app.close();
    await db.close();
    await readDb?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: cfg.port, host: cfg.host });
  const where = `http://${cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host}:${cfg.port}/`;
  console.log(`${cfg.site.name} is running at ${where} (database: ${db.kind})`);
} catch (error) {
  failStartup(error);
}
