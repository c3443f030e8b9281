// `npm run bench:export -- [--rows N]`: the admin CSV export on SQLite while the server keeps
// serving. A real server process seeds N demo records; then /api/health is probed every 20 ms
// for 5 s with nothing else running (the reference), and again while one admin downloads the
// whole export. Reports the export's rows/s and the probes' latency during it as a ratio to the
// reference measured in the same run (the machine is shared: absolute times are noisy).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../test/local-servers.ts';
import { processCpuMs, waitForServer } from './search-bench.ts';

const { values } = parseArgs({ options: { rows: { type: 'string' } } });
const rows = Number(values.rows ?? 200_000);
const serverDir = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-export-bench-'));
const admin = { email: 'bench@example.test', password: 'bench password 1234' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
function summary(latencies: number[]) {
  const s = [...latencies].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { probes: s.length, p50Ms: r(percentile(s, 50)), p99Ms: r(percentile(s, 99)), maxMs: r(s.at(-1) ?? NaN) };
}

/** Probes /api/health every 20 ms until `until` settles; returns each probe's latency. */
async function probe(base: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const inFlight: Promise<void>[] = [];
  while (!done) {
    const started = performance.now();
    inFlight.push(
      fetch(`${base}/api/health`)
        .then((res) => res.arrayBuffer())
        .then(() => void latencies.push(performance.now() - started)),
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(inFlight);
  return latencies;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`Seeding ${rows.toLocaleString('en-US')} demo records in a server process…`);
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: '',
    DEMO_DATA: '1',
    DEMO_DATA_COUNT: String(rows),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
  stdio: 'ignore',
});
try {
  await waitForServer(`${base}/api/health`, child);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, session: 'bearer' }),
  });
  const { token } = (await login.json()) as { token: string };

  const reference = summary(await probe(base, new Promise((r) => setTimeout(r, 5000))));
  const cpuBefore = processCpuMs(child.pid);
  const started = performance.now();
  const exported = (async () => {
    const res = await fetch(`${base}/api/admin/breach-records/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    return text.split('\r\n').length - 2;
  })();
  const during = summary(await probe(base, exported));
  const lines = await exported;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(child.pid);
  const result = {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAvg: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    rows,
    export: {
      rowsExported: lines,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(lines / seconds),
      serverCpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
    },
    healthProbeIdle: reference,
    healthProbeDuringExport: during,
    ratioP99: Math.round((during.p99Ms / reference.p99Ms) * 10) / 10,
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}
