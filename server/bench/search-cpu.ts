// `npm run bench:search-cpu -- (--pg URL --pg-schema S | --sqlite DIR) [--queries FILE] [--kinds K,..] [--per-query]`: the
// public search's CPU time per query kind, the server process's (its read workers included) and
// PostgreSQL's backend's apart, on a database a `npm run bench -- --keep` run left (with
// --sqlite, the folder it printed). Wall-clock latency on a shared 2-core machine follows the
// load of everything else; CPU time per query much less, so two layouts or two versions of the
// code can be compared in runs alternated on the same database.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { planPublicSearch, type PublicSearchPlan } from '@breachwatch/core';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { createFieldCipher } from '../src/lib/field-cipher.ts';
import { publicSearch } from '../src/records/http/index.ts';
import { createRecordSearch } from '../src/records/search/index.ts';
import { buildPools, writeBenchCsv } from './generate-csv.ts';
import { benchQuerySet } from './query-set.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    'pg-schema': { type: 'string' },
    // A kept SQLite benchmark folder (its sqlite/ database and encryption-key.txt) instead of PostgreSQL.
    sqlite: { type: 'string' },
    rows: { type: 'string' },
    // The query mix as JSON (written by the first run, so later runs skip the CSV).
    queries: { type: 'string' },
    repeat: { type: 'string' },
    // Each distinct query once, with nothing searched before it: what a search costs the first
    // time it is asked (the searches past the cap are then not yet remembered, ADR 0175).
    first: { type: 'boolean' },
    // Each distinct query on its own, `repeat` times (default 30) after 3 untimed: its answer's
    // total and its CPU per search, to find which queries make a kind's p95.
    'per-query': { type: 'boolean' },
    // Only these query kinds, comma-separated (e.g. surname,first+city).
    kinds: { type: 'string' },
  },
});
const sqliteDir = values.sqlite ? path.resolve(values.sqlite) : undefined;
const url = values.pg ?? process.env.TEST_DATABASE_URL;
const schema = values['pg-schema'];
if (!sqliteDir && (!url || !schema)) throw new Error('--pg URL and --pg-schema SCHEMA, or --sqlite DIR, are required');
const rows = Number(values.rows ?? 1_000_000);
const repeat = Number(values.repeat ?? (values['per-query'] ? 30 : 1));
const kinds = values.kinds?.split(',');

async function querySet(): Promise<Record<string, string[]>> {
  if (values.queries && fs.existsSync(values.queries)) return JSON.parse(fs.readFileSync(values.queries, 'utf8'));
  // The same rows the benchmark samples (a seeded generator): the file itself is not kept.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bw-cpu-')), 'hr.csv');
  const pools = buildPools();
  const { sample } = await writeBenchCsv(file, rows, pools);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const set = benchQuerySet(sample, pools);
  if (values.queries) fs.writeFileSync(values.queries, JSON.stringify(set));
  return set;
}

/** user + system CPU of a process, in ms (Linux /proc; clock ticks of 10 ms). */
function procCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const queries = await querySet();
const applicationName = `bw-search-cpu-${process.pid}`;
const database = sqliteDir
  ? openDatabase({ kind: 'sqlite', file: path.join(sqliteDir, 'sqlite', 'breachwatch.db') })
  : openDatabase({ kind: 'postgres', url: url!, searchPath: schema, applicationName });
const search = createRecordSearch(database);
const keyFile = process.env.ENCRYPTION_KEY_FILE ?? (sqliteDir ? path.join(sqliteDir, 'encryption-key.txt') : undefined);
const key = keyFile ? Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'base64') : Buffer.alloc(32);
const deps = { db: database.db, cipher: createFieldCipher(key), search };
const backends = async () =>
  sqliteDir
    ? []
    : (
        await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${applicationName}`.execute(database.db)
      ).rows.map((r) => r.pid);
const pgCpu = (pids: number[]) => pids.reduce((sum, pid) => sum + procCpuMs(pid), 0);

console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
/** Each distinct query `repeat` times: its total (`+` past the cap), wall p50, and CPU per search. */
async function perQuery(kind: string, list: string[]): Promise<void> {
  for (const q of [...new Set(list)]) {
    const planned = planPublicSearch(q);
    if (!planned.ok) continue;
    let answer = await publicSearch(deps, planned.plan);
    for (let i = 0; i < 2; i++) await publicSearch(deps, planned.plan);
    const pids = await backends();
    const pgBefore = pgCpu(pids);
    const nodeBefore = process.cpuUsage();
    const times: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const t = performance.now();
      answer = await publicSearch(deps, planned.plan);
      times.push(performance.now() - t);
    }
    const node = process.cpuUsage(nodeBefore);
    const pg = pgCpu(await backends()) - pgBefore;
    times.sort((a, b) => a - b);
    const total = `${answer.total}${'totalCapped' in answer && answer.totalCapped ? '+' : ''}`;
    console.log(
      `${kind.padEnd(10)} ${q.padEnd(32)} total ${total.padEnd(6)} wall p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms; CPU per search: ${sqliteDir ? '' : `PostgreSQL ${(pg / repeat).toFixed(2)} ms, `}server ${((node.user + node.system) / 1000 / repeat).toFixed(3)} ms`,
    );
  }
}

try {
  for (const [kind, list] of Object.entries(queries)) {
    if (kinds && !kinds.includes(kind)) continue;
    if (values['per-query']) {
      await perQuery(kind, list);
      continue;
    }
    const plans = list.map((q) => planPublicSearch(q)).flatMap((p): PublicSearchPlan[] => (p.ok ? [p.plan] : []));
    const distinct = [...new Map(plans.map((p) => [JSON.stringify(p), p])).values()];
    const timed = values.first
      ? distinct
      : Array.from({ length: Math.max(plans.length, 200) * repeat }, (_, i) => plans[i % plans.length]!);
    if (!values.first) for (const p of timed.slice(0, 20)) await publicSearch(deps, p);
    const pids = await backends();
    const pgBefore = pgCpu(pids);
    const nodeBefore = process.cpuUsage();
    const times: number[] = [];
    for (const p of timed) {
      const t = performance.now();
      await publicSearch(deps, p);
      times.push(performance.now() - t);
    }
    const node = process.cpuUsage(nodeBefore);
    const pg = pgCpu(await backends()) - pgBefore;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.log(
      `${kind.padEnd(10)} n=${timed.length} wall p50 ${at(0.5)} p95 ${at(0.95)} ms; CPU per search: ${sqliteDir ? '' : `PostgreSQL ${(pg / timed.length).toFixed(2)} ms, `}server ${((node.user + node.system) / 1000 / timed.length).toFixed(3)} ms`,
    );
  }
} finally {
  await search.close();
  await database.close();
}
