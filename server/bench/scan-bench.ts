// Exposure scan benchmark (issues 4 and 19): email and domain scans, each under 20 ms p95
// in-process, small domains and domains of 10,000 and millions of people, at 1,000,000 records
// and at 10,000,000. `npm run bench:scan -- [--records N] [--pg URL | --pg-cluster] [--fresh]`:
// SQLite by default, PostgreSQL with --pg (or TEST_DATABASE_URL set) or, with --pg-cluster, on a
// production-shaped cluster of its own (pg-cluster.ts), built afresh each run (--hold keeps it
// running afterwards, to measure again with --pg). The database is built once per size (synthetic,
// deterministic records written straight into the tables, scan-bench-build.ts) and kept for later
// runs: SQLite in the temp folder, PostgreSQL in a schema of its own; --fresh builds it again.
// Its key is kept beside it and written only once the build is complete, so an interrupted build
// is built again rather than measured.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createFieldCipher } from '../src/lib/field-cipher.ts';
import { runScan } from '../src/scan/scan.service.ts';
import { buildPostgres, buildSqlite } from './scan-bench-build.ts';
import { benchClusterForProcess } from './pg-cluster.ts';
import { BIG_DOMAIN, bigDomainPeople, companyDomains, scanQueries, SHARED_DOMAIN, sharedDomainPeople } from './scan-bench-data.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const RECORDS = Number(arg('--records') ?? 1_000_000);
if (args.includes('--pg-cluster') && args.includes('--pg')) throw new Error('--pg-cluster starts its own server: not with --pg');
// A production-shaped cluster of its own (pg-cluster.ts), removed when the run ends: built each time.
const cluster = args.includes('--pg-cluster') ? await benchClusterForProcess(arg('--pg-cluster-shape')) : undefined;
const PG_URL = cluster?.url ?? arg('--pg') ?? process.env.TEST_DATABASE_URL;
const BIG_DOMAIN_PEOPLE = bigDomainPeople(RECORDS);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn(i); // warm the page cache and statement caches
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await fn(i + 10);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // CPU time next to wall time: on a shared, overloaded machine the wall clock mostly measures
  // waiting for a core, the CPU time what the scan itself costs.
  const row = {
    label,
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuP95: percentile(cpu, 95),
  };
  console.log(
    `  ${label.padEnd(44)} p50 ${row.p50.toFixed(2).padStart(7)} ms   p95 ${row.p95.toFixed(2).padStart(7)} ms   p99 ${row.p99.toFixed(2).padStart(7)} ms   cpu p95 ${row.cpuP95.toFixed(2).padStart(7)} ms`,
  );
  return row;
}

/** The kept database of this size: opened, built first when it is missing, incomplete or --fresh. */
async function openKept(): Promise<{ handle: DatabaseHandle; key: Buffer; where: string }> {
  const fresh = args.includes('--fresh');
  const started = performance.now();
  const built = (where: string) => console.log(` in ${((performance.now() - started) / 1000).toFixed(1)} s (${where})`);
  if (PG_URL) {
    const schema = `bench_scan_${RECORDS}`;
    // One key per server: the same schema name on another server is another database.
    const server = new URL(PG_URL);
    const keyFile = path.join(os.tmpdir(), `bw-scan-bench-pg-${server.hostname}-${server.port || 5432}-${RECORDS}.key`);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const exists = (await admin.query('select 1 from pg_namespace where nspname = $1', [schema])).rowCount === 1;
      if (exists && !fresh && fs.existsSync(keyFile)) {
        const handle = openDatabase({ kind: 'postgres', url: PG_URL, searchPath: schema });
        return { handle, key: Buffer.from(fs.readFileSync(keyFile, 'utf8'), 'base64'), where: `PostgreSQL schema ${schema}` };
      }
      fs.rmSync(keyFile, { force: true });
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`create schema ${schema}`);
    } finally {
      await admin.end();
    }
    const handle = openDatabase({ kind: 'postgres', url: PG_URL, searchPath: schema });
    await migrateToLatest(handle.db);
    const key = randomBytes(32);
    await buildPostgres(handle.db, handle.pgPool!, RECORDS, createFieldCipher(key));
    built(`PostgreSQL schema ${schema}`);
    fs.writeFileSync(keyFile, key.toString('base64'), { mode: 0o600 });
    return { handle, key, where: `PostgreSQL schema ${schema}` };
  }
  const file = path.join(os.tmpdir(), `bw-scan-bench-${RECORDS}.db`);
  const keyFile = `${file}.key`;
  if (fs.existsSync(file) && !fresh && fs.existsSync(keyFile)) {
    return { handle: openDatabase({ kind: 'sqlite', file }), key: Buffer.from(fs.readFileSync(keyFile, 'utf8'), 'base64'), where: file };
  }
  for (const f of [keyFile, file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  const key = randomBytes(32);
  await buildSqlite(handle.db, handle.sqlite!, RECORDS, createFieldCipher(key));
  built(file);
  fs.writeFileSync(keyFile, key.toString('base64'), { mode: 0o600 });
  return { handle, key, where: file };
}

async function main() {
  console.log(
    `Exposure scan benchmark: ${RECORDS.toLocaleString('en-US')} records (${PG_URL ? 'PostgreSQL' : 'SQLite'}, in-process; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
  );
  const { handle, key, where } = await openKept();
  // A database kept from an earlier run gets the migrations added since.
  await migrateToLatest(handle.db);
  const deps = { db: handle.db, cipher: createFieldCipher(key) };
  const bytes = await databaseBytes(handle, where);
  console.log(`  database: ${(bytes / 1e9).toFixed(2)} GB, ${Math.round(bytes / RECORDS).toLocaleString('en-US')} bytes per record`);
  const { emails, domains } = scanQueries(RECORDS);
  const perDomain = Math.round((RECORDS * 0.3) / companyDomains(RECORDS));

  const results = [
    await measure('email scan (stored, variant and unknown)', 300, (i) => runScan(deps, { email: emails[i % emails.length] })),
    // Each of these domains scanned for the first time: its records read from wherever they are.
    await measure(`domain scan (~${perDomain} people per domain)`, 300, (i) => runScan(deps, { domain: domains[i % domains.length] })),
    // The same domains again, their pages now in the database's cache: with the line above, how
    // much of a first scan was reading the disk rather than the code.
    await measure('domain scan, the same domains again', 300, (i) => runScan(deps, { domain: domains[i % domains.length] })),
    await measure('email + domain scan', 200, (i) =>
      runScan(deps, { email: emails[i % emails.length], domain: domains[i % domains.length] }),
    ),
    await measure(`domain with ${BIG_DOMAIN_PEOPLE.toLocaleString('en-US')} exposed people`, 50, () =>
      runScan(deps, { domain: BIG_DOMAIN }),
    ),
    // Both past the most people a scan counts (ADR 0318): no dearer than a small domain.
    await measure(`domain past the limit (${SHARED_DOMAIN}, ~${sharedDomainPeople(RECORDS).toLocaleString('en-US')})`, 50, () =>
      runScan(deps, { domain: SHARED_DOMAIN }),
    ),
  ];
  const big = await runScan(deps, { domain: BIG_DOMAIN });
  console.log(
    `  ${BIG_DOMAIN}: ${big.domainPeople ? `${big.domainPeople.atLeast}+` : 'no'} people summarised in ${big.exposures.length} ${big.exposures.length === 1 ? 'row' : 'rows'} (score ${big.summary.score}, ${big.summary.severity})`,
  );
  await handle.close();

  // Every scan under 20 ms p95 (issue 19), the two in one request under 40: a domain scan counts
  // at most DOMAIN_PEOPLE_COUNTED people however many the domain has (ADR 0318).
  const budget = [20, 20, 20, 40, 20, 20];
  const failed = results.filter((row, i) => row.p95 > budget[i]!);
  if (failed.length) {
    console.error(`Over budget: ${failed.map((f) => f.label).join('; ')}`);
    process.exitCode = 1;
  } else console.log('All within budget (every scan < 20 ms p95; an email and a domain together < 40 ms).');
  if (cluster && args.includes('--hold')) {
    // Kept for more runs with --pg (its key file names this port) or psql; removed on Ctrl-C or SIGTERM.
    console.log(`Holding the cluster at ${cluster.url} until Ctrl-C or SIGTERM.`);
    setInterval(() => {}, 1 << 30);
  }
}

/** The database's size on disk: the SQLite file, or the schema's tables with their indexes. */
async function databaseBytes(handle: DatabaseHandle, where: string): Promise<number> {
  if (handle.kind === 'sqlite') return fs.statSync(where).size;
  const { rows } = await handle.pgPool!.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')`,
  );
  return Number(rows[0]!.bytes);
}

await main();
