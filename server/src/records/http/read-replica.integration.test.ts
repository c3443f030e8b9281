import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createUser } from '../../auth/auth.service.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { startPrimaryWithReplica, type PrimaryWithReplica } from '../../../test/pg-replica.ts';
import { KNOWN_ROW } from '../../../test/records-test-helpers.ts';

// ADR 0131: with DATABASE_READ_URL, the public search, person pages and reports read from a
// streaming replica; imports and the console use the primary. Shown with a real pair started
// for this file: while the replica's replay is paused, a new record is in the console (primary)
// and not yet on the public pages (replica); once replay resumes, it is on both.

let pair: PrimaryWithReplica;
let primary: DatabaseHandle;
let replica: DatabaseHandle;
let app: FastifyInstance;
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-test-replica-'));

beforeAll(async () => {
  pair = await startPrimaryWithReplica();
  primary = openDatabase({ kind: 'postgres', url: pair.primaryUrl });
  await migrateToLatest(primary.db);
  replica = openDatabase({ kind: 'postgres', url: pair.replicaUrl, applicationName: 'breachwatch-read' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.replicaUrl,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    REDIS_KEY_PREFIX: `bw-test-${randomBytes(6).toString('hex')}:`,
  } as NodeJS.ProcessEnv);
  app = await buildApp({ config, database: primary, readDatabase: replica });
  await createUser(primary.db, 'ops@example.test', 'correct horse battery staple', 'admin');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ops@example.test', password: 'correct horse battery staple', session: 'bearer' },
  });
  token = login.json().token;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await primary?.close();
  await replica?.close();
  await pair?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const admin = (url: string, payload?: unknown) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function onReplica(statement: string) {
  const client = new pg.Client({ connectionString: pair.replicaUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

it('serves the public read path from the replica and the console from the primary', async () => {
  expect((await admin('/api/admin/import', { rows: [KNOWN_ROW] })).json()).toMatchObject({ ok: true, imported: 1 });
  await pair.caughtUp();
  const found = (await app.inject({ method: 'GET', url: '/api/search?q=maria%20delgado' })).json();
  expect(found).toMatchObject({ total: 1, totalCapped: false });

  // Replay paused: the primary moves on, the replica does not.
  await onReplica('select pg_wal_replay_pause()');
  try {
    const row = { 'First Name': 'Rosalind', 'Last Name': 'Quarrington', City: 'Springfield', Email: 'rq@example.org' };
    expect((await admin('/api/admin/import', { rows: [row] })).json()).toMatchObject({ ok: true, imported: 1 });
    const console = (await admin('/api/admin/search?q=quarrington')).json();
    expect(console.total).toBe(1);
    const id = console.results[0].id as string;
    expect((await app.inject({ method: 'GET', url: '/api/search?q=rosalind%20quarrington' })).json()).toMatchObject({ total: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/people/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/leaks/${id}` })).statusCode).toBe(404);
    expect((await admin(`/api/admin/breach-records/${id}`)).statusCode).toBe(200);

    await onReplica('select pg_wal_replay_resume()');
    await pair.caughtUp();
    const later = (await app.inject({ method: 'GET', url: '/api/search?q=rosalind%20quarrington' })).json();
    expect(later).toMatchObject({ total: 1 });
    expect(later.results[0].id).toBe(id);
    expect((await app.inject({ method: 'GET', url: `/api/people/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/leaks/${id}` })).statusCode).toBe(200);
  } finally {
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
  }
});

it('never writes to the replica: it is read-only, and the public routes still answer', async () => {
  await expect(onReplica('create table nope (x int)')).rejects.toThrow(/read-only/);
  expect((await app.inject({ method: 'GET', url: '/api/search?q=maria' })).statusCode).toBe(200);
});
