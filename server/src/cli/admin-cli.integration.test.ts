import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throttleKeys, reserveAttempt } from '../auth/sign-in-throttle.ts';
import { openDatabase } from '../db/database.ts';
import { createFieldCipher, loadEncryptionKey } from '../lib/field-cipher.ts';

// The admin command line as an operator runs it, on the embedded database it creates.

const serverDir = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-cli-'));
const dataDir = path.join(root, 'data');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: root, DATA_DIR: dataDir, ADMIN_NEW_PASSWORD: 'a chosen long password' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('npm run admin', () => {
  it('clears a sign-in lockout, and says so', async () => {
    expect(admin('create', 'locked@example.test')).toMatchObject({ code: 0 });
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'breachwatch.db') });
    try {
      // The account as the server names it, under the key the command line found in DATA_DIR.
      const cipher = createFieldCipher(loadEncryptionKey({ encryptionKey: undefined, database: { kind: 'sqlite', file: '' }, dataDir }));
      const keys = throttleKeys(cipher, 'locked@example.test', '198.51.100.1');
      for (let i = 0; i < 5; i++) expect((await reserveAttempt(database.db, [keys.pair])).granted).toBe(true);
      expect((await reserveAttempt(database.db, [keys.pair])).granted).toBe(false);

      const cleared = admin('clear-lockout', 'Locked@Example.test');
      expect(cleared.code).toBe(0);
      expect(cleared.out).toContain('Sign-in lockouts of locked@example.test lifted.');
      expect((await reserveAttempt(database.db, [keys.pair])).granted).toBe(true);
      // The attempt just reserved is one more to clear; after it there is none.
      expect(admin('clear-lockout', 'locked@example.test').out).toContain('lifted');
      const again = admin('clear-lockout', 'locked@example.test');
      expect(again).toMatchObject({ code: 0 });
      expect(again.out).toContain('locked@example.test had no sign-in lockouts.');
      // An unknown (say, mistyped) email is an error, as for reset-password and reset-two-step.
      const unknown = admin('clear-lockout', 'nobody@example.test');
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain('No user nobody@example.test.');
      expect(unknown.out).not.toContain('had no sign-in lockouts');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('turns two-step sign-in off for an admin who lost phone and codes', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'breachwatch.db') });
    try {
      await database.db
        .updateTable('users')
        .set({ totp_secret: 'encrypted', totp_enabled_at: new Date().toISOString() })
        .where('email', '=', 'locked@example.test')
        .execute();
      const run = admin('reset-two-step', 'locked@example.test');
      expect(run.code).toBe(0);
      expect(run.out).toContain('Two-step sign-in of locked@example.test is off');
      const row = await database.db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled_at'])
        .where('email', '=', 'locked@example.test')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('prints usage for an unknown command', () => {
    const run = admin('unlock-everything', 'x@example.test');
    expect(run.code).toBe(2);
    expect(run.out).toContain('clear-lockout EMAIL');
  }, 60_000);
});
