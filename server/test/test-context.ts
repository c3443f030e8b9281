import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { createUser } from '../src/auth/auth.service.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadEncryptionKey } from '../src/lib/field-cipher.ts';

/**
 * A real database per test file: a fresh SQLite file by default, or, when TEST_DATABASE_URL
 * is a postgres:// URL, a fresh schema in that PostgreSQL database (dropped afterwards).
 */
export const testDatabaseKind: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** Creates a user and returns a bearer token for it. */
  signIn(role?: string): Promise<string>;
  /** Another app instance on the same database (its own connection), as a second server would be; closed with the context. */
  openSecondApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  target: DatabaseTarget;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // The file name the server and the CLI use in DATA_DIR, so a test can run the CLI beside the app.
    const target: DatabaseTarget = { kind: 'sqlite', file: path.join(dataDir, 'breachwatch.db') };
    const database = openDatabase(target);
    return { database, target, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  // Named after the schema, so a test can find this run's connections in pg_stat_activity.
  const target: DatabaseTarget = { kind: 'postgres', url, searchPath: schema, applicationName: `bw-test-${schema}` };
  const database = openDatabase(target);
  return {
    database,
    target,
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A migrated test database shared by the tests of one file: opened before them, dropped after.
 * Call at the top level of the file; read `.database` inside tests.
 */
export function useMigratedTestDatabase(): { readonly database: DatabaseHandle } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await migrateToLatest(opened.database.db);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return {
    get database() {
      if (!opened) throw new Error('useMigratedTestDatabase: the database opens in beforeAll');
      return opened.database;
    },
  };
}

export async function createTestContext(
  env: Record<string, string> = {},
  deps: Pick<AppDependencies, 'realtime' | 'logStream'> = {},
): Promise<TestContext> {
  const { database, target, dataDir, drop } = await openTestDatabase();
  await migrateToLatest(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Redis counters of parallel test runs (and files) never mix.
    REDIS_KEY_PREFIX: `bw-test-${randomBytes(6).toString('hex')}:`,
    // Tests look up many made-up emails, phones and streets from one address; the ones about
    // the lookup-miss budget (ADR 0217) set it themselves.
    PUBLIC_LOOKUP_MISSES_PER_HOUR: '100000',
    ...env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, ...deps });
  const secondApps: { app: FastifyInstance; database: DatabaseHandle }[] = [];
  let users = 0;
  return {
    app,
    config,
    database,
    async signIn(role = 'admin') {
      const email = `user${++users}-${randomBytes(3).toString('hex')}@example.test`;
      const password = 'correct horse battery staple';
      await createUser(database.db, email, password, role);
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, session: 'bearer' } });
      const token = (res.json() as { token?: string }).token;
      if (!token) throw new Error(`sign-in failed in test setup: ${res.body}`);
      return token;
    },
    async openSecondApp() {
      const secondDatabase = openDatabase(target);
      const secondApp = await buildApp({ config, database: secondDatabase, ...deps });
      secondApps.push({ app: secondApp, database: secondDatabase });
      return secondApp;
    },
    async close() {
      for (const second of secondApps) {
        await second.app.close();
        await second.database.close();
      }
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A test context whose app logs at `warn` into `logLines` (each line parsed), for tests of what
 * the security log says and never says. Created before the file's tests, closed after them.
 */
export function useLoggedTestContext(): { readonly ctx: TestContext; readonly logLines: Array<Record<string, unknown>> } {
  const logLines: Array<Record<string, unknown>> = [];
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
    });
    ctx = await createTestContext({ LOG_LEVEL: 'warn' }, { logStream });
  });
  afterAll(async () => ctx?.close());
  return {
    get ctx() {
      if (!ctx) throw new Error('the test context is created before the tests');
      return ctx;
    },
    logLines,
  };
}

/** What an import test file works with: the app, an admin's token, the key records are encrypted with, a folder for its files. */
export interface ImportTestContext {
  readonly ctx: TestContext;
  readonly token: string;
  readonly masterKey: Buffer;
  /** A folder of the OS temp dir for the files the tests import, removed after them. */
  readonly dir: string;
}

/**
 * A test context for the import tests of one file, signed in as an admin, with the encryption
 * key and a temp folder: created before the file's tests, closed and removed after them. Call at
 * the top level of the file; read its fields inside tests.
 */
export function useImportTestContext(dirPrefix: string, env: Record<string, string> = {}): ImportTestContext {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
  let opened: { ctx: TestContext; token: string; masterKey: Buffer } | undefined;
  beforeAll(async () => {
    const ctx = await createTestContext(env);
    opened = { ctx, token: await ctx.signIn(), masterKey: loadEncryptionKey(ctx.config) };
  });
  afterAll(async () => {
    await opened?.ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = () => {
    if (!opened) throw new Error('useImportTestContext: the context is created before the tests');
    return opened;
  };
  return {
    get ctx() {
      return get().ctx;
    },
    get token() {
      return get().token;
    },
    get masterKey() {
      return get().masterKey;
    },
    dir,
  };
}
