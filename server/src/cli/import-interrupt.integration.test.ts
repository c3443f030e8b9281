import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { batchStatus } from '../records/import/index.ts';

// The command line interrupted (Ctrl-C, SIGTERM) while it writes beside the running server:
// its batch stays open and hidden with what it wrote, and is recorded as stopped, as the
// console's page records it (POST /api/admin/import-batches/:id/stop), so the console offers it
// at once rather than after two idle minutes.

// An open batch exists only where the command line writes beside a running server, which is on
// SQLite (on PostgreSQL, and on SQLite alone, an import is one transaction): this file opens an
// embedded database of its own whichever database the other tests run on, and holds it open as
// the server would.
let database: DatabaseHandle;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-import-interrupt-'));
const encryptionKey = randomBytes(32).toString('base64');
beforeAll(async () => {
  database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'breachwatch.db') });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const cli = path.resolve(import.meta.dirname, 'import.ts');
const serverDir = path.resolve(import.meta.dirname, '../..');

/** Runs the command line on the test's database; `whenWriting` is called once its batch holds rows. */
function runCli(file: string, whenWriting: (kill: (signal: NodeJS.Signals) => void) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, file], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      ENCRYPTION_KEY: encryptionKey,
      LOG_LEVEL: 'silent',
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  void (async () => {
    while (!done) {
      const open = await database.db.selectFrom('import_batches').select('rows_received').where('is_open', '=', 1).executeTakeFirst();
      if (open && open.rows_received > 0) return whenWriting((signal) => child.kill(signal));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return exited.then((code) => ({ code, out }));
}

it('records its open batch as stopped on SIGINT, keeps it hidden and exits non-zero', { timeout: 120_000 }, async () => {
  const file = path.join(dir, 'interrupted.csv');
  const rows = Array.from({ length: 60_000 }, (_, i) => `Halted${i},Person${i},halted${i}@example.test,Springfield\n`);
  fs.writeFileSync(file, 'FirstName,LastName,Email,City\n' + rows.join(''));
  const { code, out } = await runCli(file, (kill) => kill('SIGINT'));

  expect(code, out).toBe(130);
  const batch = await database.db.selectFrom('import_batches').select('id').where('is_open', '=', 1).executeTakeFirstOrThrow();
  expect(out).toContain(`Batch ${batch.id}, which holds them, is kept open and hidden until it is committed or removed in the console`);
  const status = (await batchStatus(database.db, batch.id))!;
  expect(status).toMatchObject({ state: 'open', expectedRows: 60_000 });
  expect(status.stoppedAt).not.toBeNull();
  // What it wrote is counted, short of the file, and nothing of it is public.
  expect(status.received).toBeGreaterThan(0);
  expect(status.received).toBeLessThan(60_000);
  expect(out).toContain(`Interrupted (SIGINT): the import stopped after ${status.received.toLocaleString('en-US')} rows.`);
  const stored = await database.db
    .selectFrom('breach_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', batch.id)
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(status.imported);
  const audit = await database.db
    .selectFrom('audit_log')
    .select(['actor_email', 'details'])
    .where('target', '=', batch.id)
    .where('action', '=', 'records.import.stop')
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]!.actor_email).toBe('cli');
});
