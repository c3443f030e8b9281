// `npm run bench -- [--rows N] [--pg URL | --pg-cluster] [--keep]`: the import/search benchmark
// of the breach-records issue. Generates an HR-style CSV, times sqlite3's own .import as the
// reference, imports the file with the real CLI (SQLite, then PostgreSQL when a URL is given
// by --pg or TEST_DATABASE_URL, or with --pg-cluster on a production-shaped cluster of its own,
// pg-cluster.ts), measures in-process search latency and HTTP throughput.

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildPools, writeBenchCsv } from './generate-csv.ts';
import type { DatabaseTarget } from '../src/db/database.ts';
import { benchQuerySet, type QuerySet } from './query-set.ts';
import { benchClusterForProcess, type BenchCluster } from './pg-cluster.ts';
import { httpThroughput, searchLatency } from './search-bench.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    pg: { type: 'string' },
    // Start a PostgreSQL cluster of the benchmark's own, in production shape, and stop it at the end.
    'pg-cluster': { type: 'boolean' },
    // With --pg-cluster: 'production' (default) or 'stock' (PostgreSQL's own defaults).
    'pg-cluster-shape': { type: 'string' },
    // SQLite's import, search and HTTP left out (PostgreSQL runs only).
    'skip-sqlite': { type: 'boolean' },
    keep: { type: 'boolean' },
    // Search and HTTP only, on databases a `--keep` run left: its folder (SQLite) and schema (PostgreSQL).
    reuse: { type: 'string' },
    'pg-schema': { type: 'string' },
    'skip-http': { type: 'boolean' },
    // Imports and sizes only: no search or HTTP measurement.
    'import-only': { type: 'boolean' },
    // The import CLI of another checkout's server folder (A/B pairs on one cluster, one file).
    'import-server': { type: 'string' },
    // After the runs, `npm run bench:floor` with this many rows on the same PostgreSQL (with --pg-cluster: the same cluster).
    floor: { type: 'string' },
    // A V8 CPU profile of the server under the HTTP load, written to this folder.
    'cpu-prof': { type: 'string' },
  },
});
const rows = Number(values.rows ?? 1_000_000);
if (values['pg-cluster'] && (values.pg || values.reuse)) throw new Error('--pg-cluster starts its own server: not with --pg or --reuse');
const cluster: BenchCluster | undefined = values['pg-cluster'] ? await benchClusterForProcess(values['pg-cluster-shape']) : undefined;
const pgUrl = cluster?.url ?? values.pg ?? process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-bench-'));
const results: Record<string, unknown> = {
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAvg: os.loadavg(),
  },
  rows,
};
const log = (msg: string) => console.log(msg);
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US');

/** The heap limits of `npm run import` (server/package.json): the import streams, so a small heap suffices. */
const IMPORT_NODE_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=4'];

/** Runs the import CLI in its own process (node + tsx loader, no wrapper), timing it and its peak RSS. */
function runImportCli(
  file: string,
  env: Record<string, string>,
): Promise<{ seconds: number; peakRssMb: number; cpuSeconds: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      '/usr/bin/time',
      [
        '-f',
        'PEAK_RSS_KB=%M CPU_S=%U %S',
        process.execPath,
        ...IMPORT_NODE_FLAGS,
        '--import',
        'tsx',
        'src/cli/import.ts',
        file,
        '--source',
        'Benchmark',
      ],
      {
        cwd: values['import-server'] ? path.resolve(values['import-server']) : serverDir,
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const kb = Number(/PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1] ?? 0);
      // The import process's own CPU, all its threads (user + system).
      const cpu = /CPU_S=([\d.]+) ([\d.]+)/.exec(stderr);
      const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN;
      if (code !== 0) reject(new Error(`import failed (${code}): ${stderr.slice(-2000)}`));
      else resolve({ seconds, peakRssMb: Math.round(kb / 1024), cpuSeconds, stdout });
    });
  });
}

/** The server's WAL position: the difference of two is the WAL written between them (by everyone on a shared server). */
async function walLsn(client: pg.Client): Promise<string> {
  return (await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;
}

/** Where the server's time went during the import: its statements by execution time, per imported row. */
async function logTopStatements(client: pg.Client, rowCount: number): Promise<void> {
  const { rows: top } = await client.query<{ query: string; calls: string; ms: number; wal: string; blks: string }>(
    `select regexp_replace(left(query, 90), '\\s+', ' ', 'g') as query, calls, total_exec_time as ms, wal_bytes as wal,
       shared_blks_read + shared_blks_written as blks
     from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit 6`,
  );
  for (const s of top) {
    log(
      `  server: ${((s.ms * 1000) / rowCount).toFixed(1)} µs/row, WAL ${Math.round(Number(s.wal) / rowCount)} B/row, blocks read+written ${s.blks}, ${s.calls} calls: ${s.query}`,
    );
  }
}

/**
 * The floor (floor.ts) on the server the import just used, in its own process: the import's
 * distance from it is then measured on one server, the same hour.
 */
function runFloor(rowCount: string, url: string): void {
  log(`floor on the same PostgreSQL, ${rowCount} rows:`);
  const res = spawnSync(
    process.execPath,
    ['--max-old-space-size=3000', '--import', 'tsx', 'bench/floor.ts', '--rows', rowCount, '--pg', url],
    {
      cwd: serverDir,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) log(`the floor run failed (${res.status})`);
}

function sqliteReference(file: string): number {
  const db = path.join(dir, 'reference.db');
  const started = performance.now();
  const res = spawnSync('sqlite3', [db], { input: `.mode csv\n.import ${file} bare\n`, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`sqlite3 .import failed: ${res.stderr}`);
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(db, { force: true });
  return seconds;
}

function logLatency(label: string, latency: Record<string, { p50: number; p95: number; meanResults: number; capped: number }>) {
  for (const [kind, s] of Object.entries(latency)) {
    log(
      `search ${label} ${kind.padEnd(10)} in-process: p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, mean total ${s.meanResults}${s.capped ? `, ${s.capped} capped` : ''}`,
    );
  }
}

async function measureSearch(label: string, target: DatabaseTarget, env: Record<string, string>, key: string, queries: QuerySet) {
  const latency = await searchLatency(target, key, queries);
  logLatency(label, latency);
  if (values['skip-http']) return { latency };
  const cpuProfileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof'], label) : undefined;
  const http = await httpThroughput(serverDir, { ...env, ENCRYPTION_KEY: key }, queries, { cpuProfileDir });
  log(
    `GET /api/search on ${label} over HTTP, 50 connections: ${http.requestsPerSecond.toLocaleString('en-US')} req/s, p99 ${http.p99} ms, non-2xx ${http.non2xx}, server CPU ${http.serverCpuMsPerRequest} ms/request (main thread ${http.serverMainThreadCpuMsPerRequest}), load generator CPU ${http.loadGeneratorCpuMsPerRequest} ms/request`,
  );
  for (const [i, ref] of http.reference.entries()) {
    log(
      `  reference ${i === 0 ? 'before' : 'after'}: GET /api/health, the same server and load: ${ref.requestsPerSecond.toLocaleString('en-US')} req/s (the search at ${Math.round((100 * http.requestsPerSecond) / ref.requestsPerSecond)} % of it), non-2xx ${ref.non2xx}, server CPU ${ref.serverCpuMsPerRequest} ms/request, load generator CPU ${ref.loadGeneratorCpuMsPerRequest} ms/request`,
    );
  }
  return { latency, http };
}

async function main() {
  log(
    `Benchmark: ${rows.toLocaleString('en-US')} rows, ${os.cpus().length} cores, ${results.machine && (results.machine as { memoryGb: number }).memoryGb} GB, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const file = path.join(dir, 'hr.csv');
  let t = performance.now();
  const pools = buildPools();
  const { bytes, sample } = await writeBenchCsv(file, rows, pools);
  log(`generated ${(bytes / 1e6).toFixed(0)} MB CSV in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const skipSqlite = Boolean(values['skip-sqlite']);
  const refSeconds = skipSqlite ? 0 : sqliteReference(file);
  if (!skipSqlite) {
    results.sqliteReference = { seconds: refSeconds, rowsPerSecond: Math.round(rows / refSeconds) };
    log(`sqlite3 .import (bare table, reference): ${refSeconds.toFixed(1)} s, ${rate(rows, refSeconds)} rows/s`);
  }
  const queries = benchQuerySet(sample, pools);

  const keptDir = values.reuse ? path.resolve(values.reuse) : dir;
  const dataDir = path.join(keptDir, 'sqlite');
  const keyFile = path.join(keptDir, 'encryption-key.txt');
  const key = values.reuse ? fs.readFileSync(keyFile, 'utf8').trim() : randomBytes(32).toString('base64');
  // A kept database is only readable with its key.
  if (values.keep) fs.writeFileSync(keyFile, key, { mode: 0o600 });
  if (!values.reuse && !values['skip-sqlite']) {
    const sqliteRun = await runImportCli(file, { DATA_DIR: dataDir, DATABASE_URL: '', ENCRYPTION_KEY: key });
    results.sqliteImport = {
      ...sqliteRun,
      rowsPerSecond: Math.round(rows / sqliteRun.seconds),
      vsReference: +(refSeconds / sqliteRun.seconds).toFixed(2),
    };
    log(
      `CLI import into SQLite (encrypted, search keys built): ${sqliteRun.seconds.toFixed(1)} s, ${rate(rows, sqliteRun.seconds)} rows/s, peak RSS ${sqliteRun.peakRssMb} MB, import process CPU ${((sqliteRun.cpuSeconds * 1e6) / rows).toFixed(1)} µs per row, ${(refSeconds / sqliteRun.seconds).toFixed(2)}x the reference speed`,
    );
  }
  const dbFile = path.join(dataDir, 'breachwatch.db');
  if (fs.existsSync(dbFile) && !values['skip-sqlite']) {
    const bytesOnDisk = fs.statSync(dbFile).size;
    results.sqliteSize = { bytes: bytesOnDisk, bytesPerRecord: Math.round(bytesOnDisk / rows) };
    log(
      `SQLite database: ${(bytesOnDisk / 1e9).toFixed(2)} GB, ${Math.round(bytesOnDisk / rows).toLocaleString('en-US')} bytes per record`,
    );
    if (!values['import-only'])
      results.sqlite = await measureSearch('sqlite', { kind: 'sqlite', file: dbFile }, { DATA_DIR: dataDir }, key, queries);
  }

  if (pgUrl && (values['pg-schema'] || !values.reuse)) {
    const schema = values['pg-schema'] ?? `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    if (!values['pg-schema']) await admin.query(`create schema ${schema}`);
    try {
      const url = new URL(pgUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      if (!values['pg-schema']) {
        t = performance.now();
        if (cluster) await admin.query('create extension if not exists pg_stat_statements; select pg_stat_statements_reset()');
        const walBefore = await walLsn(admin);
        const serverCpuBefore = cluster?.cpuMs();
        const pgRun = await runImportCli(file, { DATABASE_URL: url.toString(), ENCRYPTION_KEY: key, DATA_DIR: path.join(dir, 'pg') });
        const walBytes = Number(
          (await admin.query<{ n: string }>(`select pg_current_wal_lsn() - $1::pg_lsn as n`, [walBefore])).rows[0]!.n,
        );
        const serverCpuUsPerRow = cluster ? ((cluster.cpuMs() - serverCpuBefore!) * 1000) / rows : undefined;
        results.postgresImport = {
          ...pgRun,
          rowsPerSecond: Math.round(rows / pgRun.seconds),
          walBytesPerRow: walBytes / rows,
          serverCpuUsPerRow,
        };
        log(
          `CLI import into PostgreSQL: ${pgRun.seconds.toFixed(1)} s, ${rate(rows, pgRun.seconds)} rows/s, peak RSS ${pgRun.peakRssMb} MB, import process CPU ${((pgRun.cpuSeconds * 1e6) / rows).toFixed(1)} µs per row, WAL ${Math.round(walBytes / rows).toLocaleString('en-US')} bytes per row${cluster ? '' : " (the whole server's)"}${serverCpuUsPerRow === undefined ? '' : `, server CPU (all the cluster's processes) ${serverCpuUsPerRow.toFixed(1)} µs per row`}`,
        );
      }
      if (cluster && !values['pg-schema']) await logTopStatements(admin, rows);
      const { rows: size } = await admin.query<{ bytes: string }>(
        `select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind in ('r', 'm')`,
        [schema],
      );
      const pgBytes = Number(size[0]?.bytes ?? 0);
      results.postgresSize = { bytes: pgBytes, bytesPerRecord: Math.round(pgBytes / rows) };
      log(`PostgreSQL schema: ${(pgBytes / 1e9).toFixed(2)} GB, ${Math.round(pgBytes / rows).toLocaleString('en-US')} bytes per record`);
      await admin.query(`analyze`);
      if (!values['import-only'])
        results.postgres = await measureSearch(
          'postgres',
          { kind: 'postgres', url: pgUrl, searchPath: schema },
          { DATABASE_URL: url.toString(), DATA_DIR: path.join(dir, 'pg') },
          key,
          queries,
        );
    } finally {
      if (values.keep) {
        fs.writeFileSync(path.join(keptDir, 'pg-schema.txt'), schema);
        log(`PostgreSQL schema kept: ${schema}`);
      } else if (!values['pg-schema']) await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    log('PostgreSQL skipped: pass --pg URL or set TEST_DATABASE_URL.');
  }
  if (values.floor && pgUrl) runFloor(values.floor, pgUrl);
  fs.writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results, null, 2));
  log(`results: ${path.join(dir, 'results.json')}`);
}

try {
  await main();
} finally {
  if (!values.keep)
    for (const f of fs.readdirSync(dir)) if (f !== 'results.json') fs.rmSync(path.join(dir, f), { recursive: true, force: true });
}
