// `npm run bench:beside -- [--rows N] [--server-dir DIR]`: what the live site feels while the
// command line imports a big file into the same SQLite database. Starts the real server on an
// empty database, runs the real `npm run import` of an N-row HR file beside it, and meanwhile
// sends a contact message every 500 ms (a frightened visitor) and signs an admin in every 2 s
// (both write). Reports each write's answer and time during the import, and the first writes
// after it (where a WAL checkpoint used to run on the request). --server-dir runs another
// checkout's server and CLI against the same load (the code before a change).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPools, writeBenchCsv } from './generate-csv.ts';
import { freePort } from '../test/local-servers.ts';
import { waitForServer } from './search-bench.ts';

const { values } = parseArgs({ options: { rows: { type: 'string' }, 'server-dir': { type: 'string' }, file: { type: 'string' } } });
const rows = Number(values.rows ?? 1_000_000);
const serverDir = path.resolve(values['server-dir'] ?? path.resolve(import.meta.dirname, '..'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-beside-'));
const dataDir = path.join(dir, 'data');
const admin = { email: 'bench@beside.test', password: 'bench-beside-password-1' };

interface Write {
  kind: 'contact' | 'sign-in';
  at: number;
  ms: number;
  status: number;
  error?: string;
}

async function timed(kind: Write['kind'], url: string, body: object, headers: Record<string, string>): Promise<Write> {
  const at = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { kind, at, ms: performance.now() - at, status: res.status, ...(res.status >= 400 ? { error: text.slice(0, 120) } : {}) };
  } catch (error) {
    return { kind, at, ms: performance.now() - at, status: 0, error: (error as Error).message };
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

function summary(label: string, writes: Write[]) {
  const ms = writes.map((w) => w.ms).sort((a, b) => a - b);
  const failed = writes.filter((w) => w.status !== 200);
  console.log(
    `${label}: ${writes.length} writes, ${failed.length} failed, p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms, over 2 s: ${ms.filter((m) => m > 2000).length}`,
  );
  for (const f of failed.slice(0, 3)) console.log(`  failed: ${f.kind} ${f.status} after ${f.ms.toFixed(0)} ms ${f.error ?? ''}`);
  const slowest = [...writes].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(`  slowest: ${slowest.map((w) => `${w.kind} ${w.ms.toFixed(0)} ms`).join(', ')}`);
}

async function main() {
  console.log(
    `beside-server: ${rows.toLocaleString('en-US')} rows, server ${serverDir}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const file = values.file ?? path.join(dir, 'hr.csv');
  if (!values.file) await writeBenchCsv(file, rows, buildPools());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: '0' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: 'ignore',
  });
  try {
    await waitForServer(`${base}/api/health`, server);
    const importStarted = performance.now();
    const cli = spawn(
      process.execPath,
      [
        '--max-old-space-size=128',
        '--max-semi-space-size=4',
        '--import',
        'tsx',
        'src/cli/import.ts',
        file,
        '--source',
        'Beside the server',
      ],
      { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    cli.stdout.on('data', (d) => (out += d));
    cli.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number>((resolve) => cli.on('close', (code) => resolve(code ?? 1)));
    let running = true;
    void exited.then(() => (running = false));

    const during: Write[] = [];
    let n = 0;
    const send = async (): Promise<Write> => {
      n++;
      const ip = `10.77.${(n >> 8) & 255}.${n & 255}`;
      return n % 4 === 0
        ? timed('sign-in', `${base}/api/auth/login`, admin, { 'x-forwarded-for': ip })
        : timed(
            'contact',
            `${base}/api/contact`,
            { name: 'Worried Visitor', email: `visitor${n}@example.test`, message: `Has my data leaked? (${n})` },
            { 'x-forwarded-for': ip },
          );
    };
    while (running) {
      const next = new Promise((r) => setTimeout(r, 500));
      void send().then((w) => during.push(w));
      await next;
    }
    const code = await exited;
    const importSeconds = (performance.now() - importStarted) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const after: Write[] = [];
    for (let i = 0; i < 5; i++) after.push(await send());
    console.log(
      `import exited ${code} after ${importSeconds.toFixed(1)} s (${Math.round(rows / importSeconds).toLocaleString('en-US')} rows/s)`,
    );
    console.log(out.split('\r').at(-1)?.trim().split('\n').slice(-12).join('\n'));
    summary('writes during the import', during);
    summary('first writes after it', after);
    const walBytes = fs.existsSync(path.join(dataDir, 'breachwatch.db-wal'))
      ? fs.statSync(path.join(dataDir, 'breachwatch.db-wal')).size
      : 0;
    console.log(`WAL file afterwards: ${(walBytes / 2 ** 20).toFixed(1)} MB`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
