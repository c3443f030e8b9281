import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { keyPlacementWarnings } from './lib/data-dir.ts';
import { KEY_FILE_NAME } from './lib/field-cipher.ts';
import { INITIAL_PASSWORD_FILE } from './lib/startup.ts';
import { loadConfig } from './config.ts';

// The real server process as an operator starts it: what it prints, what it leaves on disk.

const serverDir = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `src/server.ts` with a clean environment plus `env`; stops it once `until` is seen (or it exits). */
function runServer(env: Record<string, string>, until?: RegExp, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish in time:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
      if (until?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-startup-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);

describe('start-up', () => {
  it('keeps DATA_DIR private and puts the generated password in a 0600 file, never in the log', async () => {
    const dataDir = tempDir();
    const run = await runServer({ DATA_DIR: dataDir, DEMO_DATA: '0' }, /is running at/);
    expect(run.stdout).toMatch(/is running at/);
    expect(mode(dataDir)).toBe('700');
    expect(mode(path.join(dataDir, 'breachwatch.db'))).toBe('600');
    expect(mode(path.join(dataDir, KEY_FILE_NAME))).toBe('600');
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
    expect(mode(file)).toBe('600');
    const password = /password:\s+(\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The log names the file and never carries the password.
    expect(run.stdout).toContain(INITIAL_PASSWORD_FILE);
    expect(run.stdout + run.stderr).not.toContain(password!);
    // A production install (DEMO_DATA=0) starts without the sample reviews (issue 16).
    const db = new Sqlite(path.join(dataDir, 'breachwatch.db'), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM reviews').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('tightens an existing DATA_DIR that others could read', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const run = await runServer(
      { DATA_DIR: dataDir, DEMO_DATA: '0', ADMIN_EMAIL: 'ops@example.test', ADMIN_PASSWORD: 'a long password here' },
      /is running at/,
    );
    expect(run.stdout).toMatch(/is running at/);
    expect(mode(dataDir)).toBe('700');
    expect(fs.existsSync(path.join(dataDir, INITIAL_PASSWORD_FILE))).toBe(false);
  });

  it('warns once that a production install without PUBLIC_URL has no address of its own', async () => {
    const run = await runServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        DEMO_DATA: '0',
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ADMIN_EMAIL: 'ops@example.test',
        ADMIN_PASSWORD: 'a long password here',
      },
      /is running at/,
    );
    expect(run.stdout).toMatch(/is running at/);
    expect(run.stdout.match(/PUBLIC_URL is not set/g)).toHaveLength(1);
  });

  it('says in one line, without a stack, that PostgreSQL cannot be reached', async () => {
    const run = await runServer({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app:secret-password@127.0.0.1:1/breachwatch',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not start: PostgreSQL at 127\.0\.0\.1:1 \(database breachwatch\) refused the connection/);
    expect(run.stderr).not.toContain('secret-password');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('where the encryption key lives', () => {
  it('warns when a production install keeps its key file beside the data', () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    expect(keyPlacementWarnings(production).join()).toMatch(/beside the data/);
    const withKey = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    } as NodeJS.ProcessEnv);
    expect(keyPlacementWarnings(withKey)).toEqual([]);
    fs.writeFileSync(path.join(dataDir, KEY_FILE_NAME), 'x');
    expect(keyPlacementWarnings(withKey).join()).toMatch(/still beside the data/);
    // The embedded demo in development keeps its key file without a warning.
    expect(keyPlacementWarnings(loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv))).toEqual([]);
  });
});
