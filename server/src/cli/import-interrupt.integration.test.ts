import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../../test/test-context.ts';
import { loadEncryptionKey } from '../lib/field-cipher.ts';
import { batchStatus } from '../records/import/index.ts';

// The command line interrupted (Ctrl-C, SIGTERM) while it writes beside the running server:
// its batch stays open and hidden with what it wrote, and is recorded as stopped, as the
// console's page records it (POST /api/admin/import-batches/:id/stop), so the console offers it
// at once rather than after two idle minutes.

let ctx: TestContext;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-import-interrupt-'));
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
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
      DATA_DIR: path.dirname(ctx.database.sqlite!.name),
      DATABASE_URL: '',
      ENCRYPTION_KEY: loadEncryptionKey(ctx.config).toString('base64'),
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
      const open = await ctx.database.db.selectFrom('import_batches').select('rows_received').where('is_open', '=', 1).executeTakeFirst();
      if (open && open.rows_received > 0) return whenWriting((signal) => child.kill(signal));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return exited.then((code) => ({ code, out }));
}

it.skipIf(testDatabaseKind !== 'sqlite')(
  'records its open batch as stopped on SIGINT, keeps it hidden and exits non-zero',
  { timeout: 120_000 },
  async () => {
    const file = path.join(dir, 'interrupted.csv');
    const rows = Array.from({ length: 60_000 }, (_, i) => `Halted${i},Person${i},halted${i}@example.test,Springfield\n`);
    fs.writeFileSync(file, 'FirstName,LastName,Email,City\n' + rows.join(''));
    const { code, out } = await runCli(file, (kill) => kill('SIGINT'));

    expect(code, out).toBe(130);
    const batch = await ctx.database.db.selectFrom('import_batches').select('id').where('is_open', '=', 1).executeTakeFirstOrThrow();
    expect(out).toContain(`Batch ${batch.id}, which holds them, is kept open and hidden until it is committed or removed in the console`);
    const status = (await batchStatus(ctx.database.db, batch.id))!;
    expect(status).toMatchObject({ state: 'open', expectedRows: 60_000 });
    expect(status.stoppedAt).not.toBeNull();
    // What it wrote is counted, short of the file, and nothing of it is public.
    expect(status.received).toBeGreaterThan(0);
    expect(status.received).toBeLessThan(60_000);
    expect(out).toContain(`Interrupted (SIGINT): the import stopped after ${status.received.toLocaleString('en-US')} rows.`);
    const stored = await ctx.database.db
      .selectFrom('breach_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('batch_id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(status.imported);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'details'])
      .where('target', '=', batch.id)
      .where('action', '=', 'records.import.stop')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe('cli');
  },
);
