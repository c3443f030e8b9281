// Search measurements: in-process latency of the public search (the full path: FTS query,
// count, record load, decryption, masking) and HTTP throughput of GET /api/search.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { planPublicSearch, type PublicSearchPlan } from '@breachwatch/core';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { createFieldCipher } from '../src/lib/field-cipher.ts';
import { publicSearch } from '../src/records/http/index.ts';
import { createRecordSearch } from '../src/records/search/index.ts';
import { freePort } from '../test/local-servers.ts';
import type { QuerySet } from './query-set.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Each kind is timed over at least this many searches (short lists are cycled). */
const MIN_TIMED = 200;

export async function searchLatency(target: DatabaseTarget, keyBase64: string, queries: QuerySet) {
  const database = openDatabase(target);
  // As the server runs it: the search reads through its own connection (db/sqlite-reader.ts).
  const search = createRecordSearch(database);
  const deps = { db: database.db, cipher: createFieldCipher(Buffer.from(keyBase64, 'base64')), search };
  const out: Record<string, { p50: number; p95: number; queries: number; meanResults: number; capped: number }> = {};
  // What the route does first: a query the public search refuses (a ZIP code alone) is not timed.
  const plans = (list: string[]) => list.map((q) => planPublicSearch(q)).flatMap((p): PublicSearchPlan[] => (p.ok ? [p.plan] : []));
  try {
    for (const [kind, queryList] of Object.entries(queries)) {
      const planned = plans(queryList);
      const list = Array.from({ length: Math.max(planned.length, MIN_TIMED) }, (_, i) => planned[i % planned.length]!);
      for (const q of list.slice(0, 20)) await publicSearch(deps, q);
      const times: number[] = [];
      let results = 0;
      let capped = 0;
      for (const q of list) {
        const t = performance.now();
        const res = await publicSearch(deps, q);
        times.push(performance.now() - t);
        results += res.total;
        if ('totalCapped' in res && res.totalCapped) capped++;
      }
      times.sort((a, b) => a - b);
      out[kind] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        queries: list.length,
        meanResults: Math.round(results / list.length),
        capped,
      };
    }
  } finally {
    await search.close();
    await database.close();
  }
  return out;
}

export async function waitForServer(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/**
 * CPU time (user + system) a process has used, in ms: all its threads, or with `thread` only
 * that one (its main thread has the process's id); undefined where /proc is missing.
 */
export function processCpuMs(pid: number | undefined, thread?: number): number | undefined {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks; USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** What one 10-second load of 50 connections measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  serverCpuMsPerRequest?: number;
  serverMainThreadCpuMsPerRequest?: number;
  loadGeneratorCpuMsPerRequest?: number;
}

/**
 * 50 connections for 10 s against the server `child` on `port`, each request to `pathFor(n)`.
 * Each request carries its own X-Forwarded-For (TRUST_PROXY=1), so the per-address rate limit
 * runs as in production but does not turn the benchmark into a 429 test.
 */
async function driveLoad(port: number, child: ReturnType<typeof spawn>, pathFor: (n: number) => string): Promise<LoadResult> {
  const { default: autocannon } = await import('autocannon');
  let n = 0;
  // On a shared machine requests/s is noisy; the server's CPU time per request much less so.
  const cpuBefore = processCpuMs(child.pid);
  // The main thread apart: HTTP, planning, cards; the rest is mostly the SQLite read workers.
  const mainCpuBefore = processCpuMs(child.pid, child.pid);
  // autocannon runs in this process, on the same two cores: its CPU per request is reported
  // beside the server's, so a reader can see how much of the machine the load itself took.
  const loadCpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => {
          n++;
          return {
            ...req,
            path: pathFor(n),
            headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          };
        },
      },
    ],
  });
  const cpuAfter = processCpuMs(child.pid);
  const mainCpuAfter = processCpuMs(child.pid, child.pid);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  const total = result.requests.total;
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before !== undefined && after !== undefined && total > 0 ? +((after - before) / total).toFixed(3) : undefined;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMsPerRequest: perRequest(cpuBefore, cpuAfter),
    serverMainThreadCpuMsPerRequest: perRequest(mainCpuBefore, mainCpuAfter),
    loadGeneratorCpuMsPerRequest: total > 0 ? +((loadCpu.user + loadCpu.system) / 1000 / total).toFixed(3) : undefined,
  };
}

/**
 * GET /api/search with the query mix against a real server process, between two loads of the
 * same server's liveness route (`GET /api/health`, `{"ok":true}`): the reference. That route goes
 * through everything the app does for any request (the HTTP parser, helmet's headers, the request
 * id, logging, serialising) and nothing a search adds (its rate limit, the query's validation,
 * the search, the cards), so its requests/s is about the most this server, this load generator
 * and these two cores allow any request; the search is read as a share of it, measured the same
 * minute. With a CPU profile the references are left out, so the profile is the search's.
 */
export async function httpThroughput(
  serverDir: string,
  env: Record<string, string>,
  queries: QuerySet,
  options: { cpuProfileDir?: string } = {},
): Promise<LoadResult & { reference: LoadResult[] }> {
  const port = await freePort();
  // `--cpu-prof`: the server writes a V8 CPU profile when it exits (read it with `npm run bench:profile`, cpu-profile-summary.ts).
  const profile = options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/health`, child);
    // One query of each kind in turn, so every kind weighs the same in the mix.
    const lists = Object.values(queries).filter((l) => l.length > 0);
    const longest = Math.max(...lists.map((l) => l.length));
    const all = Array.from({ length: longest }, (_, i) => lists.map((l) => l[i % l.length]!)).flat();
    const liveness = () => '/api/health';
    const reference = async () => (options.cpuProfileDir ? [] : [await driveLoad(port, child, liveness)]);
    const before = await reference();
    const search = await driveLoad(port, child, (n) => `/api/search?q=${encodeURIComponent(all[n % all.length]!)}`);
    return { ...search, reference: [...before, ...(await reference())] };
  } finally {
    child.kill('SIGTERM');
    // The profile is written on exit: wait for it.
    if (options.cpuProfileDir && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}
