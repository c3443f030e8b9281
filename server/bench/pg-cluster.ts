// `--pg-cluster` of `npm run bench` and `npm run bench:floor`: a PostgreSQL cluster of the
// benchmark's own, in production shape (ADR 0150). The team's shared server runs with stock
// settings (128 MB of shared buffers, 1 GB max_wal_size), which is not what an operator of a
// big installation runs, and other people's work on it mixes with the benchmark's. This one is
// initdb'd in a temporary folder on a free local port, configured from the machine's memory
// (productionSettings), and stopped and removed at the end, also on failure, Ctrl-C or SIGTERM.
// Durability stays as in production (fsync, full-page writes, wal_level replica): the point is
// to measure what a production server would do.
//
// It needs the PostgreSQL server programs (initdb, pg_ctl: PG_BIN, or the newest
// /usr/lib/postgresql/*/bin). PostgreSQL refuses to run as root, so as root they run as the
// `postgres` user (runuser).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, postgresServerBin } from '../test/local-servers.ts';
import { processCpuMs } from './search-bench.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * The settings a production server for big imports and the public read path wants, sized from
 * the machine's memory (`totalBytes`) and the free disk (`diskBytes`). README "Running on
 * PostgreSQL" and ADR 0150 say why each; the start-up check (db/pg-import-settings.ts, ADR 0134)
 * warns below the import's minimums, which these exceed.
 */
export function productionSettings(totalBytes: number, diskBytes: number, cores: number): Record<string, string> {
  const mb = (bytes: number) => `${Math.max(1, Math.floor(bytes / MB))}MB`;
  // A quarter of RAM, the usual advice for a dedicated server (at most 8 GB: beyond it the OS
  // cache does the same job without double buffering).
  const sharedBuffers = Math.min(8 * GB, Math.floor(totalBytes / 4));
  // WAL between checkpoints: a 1M-record import writes ~4-5 GB. At least the 8 GB the start-up
  // check asks for (ADR 0134), up to an eighth of the free disk or 16 GB; on a disk with less
  // than 32 GB free, a quarter of it (checkpoints may let the WAL pass max_wal_size a while).
  const maxWal =
    diskBytes >= 32 * GB ? Math.min(16 * GB, Math.max(8 * GB, Math.floor(diskBytes / 8))) : Math.max(GB, Math.floor(diskBytes / 4));
  return {
    shared_buffers: mb(sharedBuffers),
    // What the planner may assume the OS caches besides shared buffers: index scans look cheap.
    effective_cache_size: mb(Math.floor((totalBytes * 3) / 4)),
    // Index builds (a big import's partitions, ADR 0151), the GIN merge and VACUUM sort in memory.
    maintenance_work_mem: mb(Math.min(GB, Math.floor(totalBytes / 16))),
    // Per sort or hash node of a query, times the connections: modest.
    work_mem: '32MB',
    max_wal_size: mb(maxWal),
    min_wal_size: '1GB',
    // Checkpoints by WAL volume rather than every 5 minutes; spread over 90 % of the interval.
    checkpoint_timeout: '30min',
    checkpoint_completion_target: '0.9',
    // Full-page images after each checkpoint are most of a bulk load's WAL; lz4 is cheap on CPU.
    wal_compression: 'lz4',
    wal_buffers: '64MB',
    // Replicas stream from this server (ADR 0131), so the WAL carries what they need.
    wal_level: 'replica',
    // SSD: random reads cost little more than sequential ones; several can be in flight.
    random_page_cost: '1.1',
    effective_io_concurrency: '200',
    max_worker_processes: String(Math.max(8, cores)),
    max_parallel_maintenance_workers: String(Math.max(1, Math.floor(cores / 2))),
    // Where the server's time goes, per statement (the benchmark reads it; production uses it too).
    shared_preload_libraries: `'pg_stat_statements'`,
    track_io_timing: 'on',
  };
}

export type ClusterShape = 'production' | 'stock';

export interface BenchCluster {
  url: string;
  port: number;
  settings: Record<string, string>;
  /** CPU time (user + system) of every process of the cluster so far: backends, checkpointer, WAL writer. */
  cpuMs(): number;
  /** Stops the server and removes its folder; synchronous, so it can run in a signal handler. Idempotent. */
  stop(): void;
}

function freeDiskBytes(dir: string): number {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
}

/** Every process of the cluster: the postmaster and its children (from /proc). */
function clusterPids(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Starts the cluster. Exited processes' CPU is counted too: /proc's cutime/cstime of the
 * postmaster hold its reaped children's time, so backends that came and went are not lost.
 */
export async function startBenchCluster(
  shape: ClusterShape = 'production',
  log: (line: string) => void = console.log,
): Promise<BenchCluster> {
  const bin = postgresServerBin();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 300_000 });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // 'stock': PostgreSQL's defaults (the shared server's shape), to measure what the settings alone change.
  const settings =
    shape === 'production'
      ? productionSettings(os.totalmem(), freeDiskBytes(dir), os.availableParallelism())
      : { shared_preload_libraries: `'pg_stat_statements'` };
  let running = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (running) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
        } catch {
          // already gone
        }
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const conf = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      ...Object.entries(settings).map(([k, v]) => `${k} = ${v}`),
    ].join('\n');
    fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n# bench --pg-cluster (ADR 0150)\n${conf}\n`);
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    running = true;
  } catch (error) {
    stop();
    const detail = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : '';
    throw new Error(`could not start the benchmark's PostgreSQL cluster: ${String(error)} ${detail}`, { cause: error });
  }
  const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ownPlusReaped = () => {
    try {
      const fields = fs.readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of stat; 11-14 after the name)
      return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / 100;
    } catch {
      return NaN;
    }
  };
  log(
    `PostgreSQL cluster of the benchmark (${shape}) on port ${port} (${path.basename(bin) === 'bin' ? path.basename(path.dirname(bin)) : bin}): ${Object.entries(
      settings,
    )
      .filter(([k]) => !['shared_preload_libraries', 'track_io_timing'].includes(k))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
  return {
    url,
    port,
    settings,
    cpuMs() {
      let total = ownPlusReaped();
      for (const pid of clusterPids(postmaster)) if (pid !== postmaster) total += processCpuMs(pid) ?? 0;
      return total;
    },
    stop,
  };
}

/**
 * Starts the cluster and arranges that it is stopped and removed however the process ends:
 * normal exit, an exception, Ctrl-C or SIGTERM.
 */
export async function benchClusterForProcess(shape: string | undefined): Promise<BenchCluster> {
  if (shape !== undefined && shape !== 'production' && shape !== 'stock')
    throw new Error(`--pg-cluster-shape: production or stock, not ${shape}`);
  const cluster = await startBenchCluster(shape);
  process.once('exit', () => cluster.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cluster.stop();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
  return cluster;
}
