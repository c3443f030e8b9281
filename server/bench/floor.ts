// `npm run bench:floor -- [--rows N] [--pg URL]`: the CPU floor of the file import. Each piece of work a
// breach-record import cannot avoid is timed alone, per row, with the project's own code where
// it has it, to answer "how fast could the import be at best on this machine?": the writer is
// one SQLite connection, so it bounds the import on its own; the rest can spread over cores.
// With --pg URL (or TEST_DATABASE_URL) the same for PostgreSQL's side (floor-pg.ts); with
// --pg-cluster on a production-shaped cluster of its own, the shape `npm run bench --
// --pg-cluster` imports into (pg-cluster.ts).

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { createFieldCipher } from '../src/lib/field-cipher.ts';
import type { RecordSecret } from '../src/records/store/index.ts';
import { buildSearchKeys, type SearchKeys, type SearchKeySource } from '../src/records/search/index.ts';
import { pgFloor } from './floor-pg.ts';
import { benchClusterForProcess } from './pg-cluster.ts';
import { cpu, measure, median, parseFile, RUNS, sqliteVersion, writeOnce, type Part, type WriterInput } from './floor-parts.ts';
import { BENCH_HEADER, buildPools, writeBenchCsv } from './generate-csv.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, pg: { type: 'string' }, 'pg-cluster': { type: 'boolean' }, 'pg-cluster-shape': { type: 'string' } },
});
if (values['pg-cluster'] && values.pg) throw new Error('--pg-cluster starts its own server: not with --pg');
const pgUrl = values['pg-cluster']
  ? (await benchClusterForProcess(values['pg-cluster-shape'])).url
  : (values.pg ?? process.env.TEST_DATABASE_URL);
const rowCount = Number(values.rows ?? 200_000);
if (!Number.isInteger(rowCount) || rowCount < 1) throw new Error(`--rows must be a positive integer, not ${values.rows}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-floor-'));
const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
// A generated CSV of a million rows is ~280 MB: do not leave it behind on Ctrl-C either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(128 + os.constants.signals[signal]);
  });
}

const col = (name: (typeof BENCH_HEADER)[number]) => BENCH_HEADER.indexOf(name);
const C = {
  first: col('FirstName'),
  last: col('LastName'),
  personal: col('PersonalEmail'),
  work: col('WorkEmail'),
  cell: col('CellPhone'),
  home: col('HomePhone'),
  ssn: col('SSN'),
  dob: col('DOB'),
  street: col('Address1'),
  city: col('City'),
  state: col('State'),
  zip: col('Zip'),
  county: col('County'),
  id: col('EmployeeID'),
  employer: col('Employer'),
};
const fmt = (x: number) => x.toFixed(2);
const thousands = (x: number) => Math.round(x).toLocaleString('en-US');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// The inputs of the parts, built untimed, in the shapes the import hands them over.

/** As mapRow and prepareRecord build it: every non-empty cell under its header, plus SSN and DOB. */
function secretOf(header: readonly string[], r: readonly string[]): RecordSecret {
  const allFields: Record<string, string> = {};
  header.forEach((h, c) => {
    const v = r[c]!.trim();
    if (v) allFields[h] = v;
  });
  const secret: RecordSecret = {};
  if (r[C.ssn]) secret.ssn = r[C.ssn];
  if (r[C.dob]) secret.dob = r[C.dob];
  secret.allFields = allFields;
  return secret;
}
const emailsOf = (r: readonly string[]) => [r[C.personal]!, r[C.work]!].filter(Boolean).map((e) => e.toLowerCase());
const phonesOf = (r: readonly string[]) => [r[C.cell]!, r[C.home]!].filter(Boolean);
/** The shape of record-prepare.ts identityOf (not exported), so the HMAC input has its real length. */
const identityOf = (r: readonly string[]) =>
  JSON.stringify([
    `${r[C.first]} ${r[C.last]}`.toLowerCase(),
    r[C.dob],
    r[C.ssn]!.replace(/\D+/g, ''),
    emailsOf(r).sort(),
    phonesOf(r)
      .map((p) => p.replace(/\D+/g, ''))
      .sort(),
    r[C.street]!.toLowerCase(),
    r[C.city]!.toLowerCase(),
    r[C.zip]!.toLowerCase(),
    r[C.id]!.toLowerCase(),
    '',
    r[C.employer]!.toLowerCase(),
  ]);
const sourceOf = (r: readonly string[]): SearchKeySource => ({
  fullName: `${r[C.first]} ${r[C.last]}`,
  emails: emailsOf(r),
  phones: phonesOf(r),
  address: { street: r[C.street], city: r[C.city], state: r[C.state], zip: r[C.zip], county: r[C.county] },
});

/** sqlite3's own .import into a bare table (as bench/run.ts times it): the reference. */
function sqliteReference(file: string): string {
  if (spawnSync('sqlite3', ['-version']).error) return 'sqlite3 .import reference skipped: no sqlite3 on PATH.';
  const walls: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const db = path.join(dir, 'reference.db');
    fs.rmSync(db, { force: true });
    const started = performance.now();
    const res = spawnSync('sqlite3', [db], { input: `.mode csv\n.import ${file} bare\n`, encoding: 'utf8' });
    walls.push((performance.now() - started) / 1000);
    if (res.status !== 0) throw new Error(`sqlite3 .import failed: ${res.stderr}`);
    fs.rmSync(db, { force: true });
  }
  const wall = median(walls);
  return `sqlite3 .import, bare table (reference): wall ${wall.toFixed(2)} s, ${thousands(rowCount / wall)} rows/s (runs ${walls.map((w) => w.toFixed(2)).join(', ')} s)`;
}

async function main() {
  const file = path.join(dir, 'hr.csv');
  const { bytes } = await writeBenchCsv(file, rowCount, buildPools());
  const cores = os.availableParallelism();
  console.log(
    `Import CPU floor: ${thousands(rowCount)} rows (${(bytes / 1e6).toFixed(0)} MB CSV), ${cores} cores, Node ${process.version}, SQLite ${sqliteVersion()}, load ${load()}`,
  );
  console.log(`CPU time (user + system) per row, median of ${RUNS} runs`);
  // The rows, blobs and keys stay in memory for the writer parts, ~3 KB a row (measured). With
  // less than three times that as heap, V8 collects so often that the parts are charged for it
  // (at 50,000 rows in a 207 MB heap, encryptJson cost 20 µs/row instead of 14).
  const heapMb = v8.getHeapStatistics().heap_size_limit / 2 ** 20;
  const wantMb = Math.ceil((rowCount * 9) / 1024 / 1000) * 1000;
  if (heapMb < wantMb)
    console.log(
      `warning: heap limit ${heapMb.toFixed(0)} MB is small for ${thousands(rowCount)} rows; GC will inflate the figures. Run with NODE_OPTIONS=--max-old-space-size=${wantMb}`,
    );

  // The parse is timed before the rows are loaded for the other parts: with them held in memory
  // it cost about twice as much, and the import parses with a small heap (it streams in batches).
  // One untimed parse first, so the timed runs do not pay for compiling Papa's code.
  const parseOnce = async () => {
    let seen = 0;
    const used = await cpu(() => parseFile(file, (r) => (seen += r.length)));
    if (seen !== rowCount) throw new Error(`the read gave ${seen} data rows, expected ${rowCount}`);
    return used;
  };
  await parseOnce();
  const parts: Part[] = [await measure('row reader stream (decode, Papa Parse, row rules)', rowCount, parseOnce)];

  const rows: string[][] = [];
  const header = await parseFile(file, (batch) => {
    for (const r of batch) rows.push(r);
  });
  if (rows.length !== rowCount) throw new Error(`read ${rows.length} data rows, expected ${rowCount}`);
  const n = rows.length;
  const cipher = createFieldCipher(randomBytes(32));
  const blobs: string[] = new Array<string>(n);
  const keys: SearchKeys[] = new Array<SearchKeys>(n);
  const fingerprints: string[] = new Array<string>(n);

  // Each part's input is built just before it and dropped after it: all of them at once would
  // not fit in Node's default heap at a million rows.
  {
    const secrets = rows.map((r) => secretOf(header, r));
    parts.push(
      await measure('encryptJson, real payload', n, () =>
        cpu(() => {
          for (let i = 0; i < n; i++) blobs[i] = cipher.encryptJson(secrets[i]);
        }),
      ),
    );
  }
  {
    const identities = rows.map(identityOf);
    parts.push(
      await measure('fingerprint (HMAC of the identity)', n, () =>
        cpu(() => {
          for (let i = 0; i < n; i++) fingerprints[i] = cipher.fingerprint(identities[i]!);
        }),
      ),
    );
  }
  {
    const sources = rows.map(sourceOf);
    parts.push(
      await measure('buildSearchKeys', n, () =>
        cpu(() => {
          for (let i = 0; i < n; i++) keys[i] = buildSearchKeys(sources[i]!);
        }),
      ),
    );
  }
  // The blobs and keys of the last runs above: the writer stores real ciphertext and keys, not stand-ins.
  const input: WriterInput = { rows, blobs, keys, emails: rows.map(emailsOf) };
  parts.push(await measure('record row + encrypted blob', n, () => writeOnce(dir, input, { record: true })));
  parts.push(await measure("FTS5 prefix '2 3', automerge 0 + optimize", n, () => writeOnce(dir, input, { fts: true })));
  parts.push(await measure('2 child email rows', n, () => writeOnce(dir, input, { children: true })));
  const writer = await measure('writer: row + FTS5 + children, together', n, () =>
    writeOnce(dir, input, { record: true, fts: true, children: true }),
  );

  const avgBlob = blobs.reduce((s, b) => s + b.length, 0) / n;
  console.log(`${'part'.padEnd(44)} ${'µs/row'.padStart(7)}   runs`);
  for (const p of [...parts, writer]) console.log(`${p.label.padEnd(44)} ${fmt(p.median).padStart(7)}   ${p.runs.map(fmt).join(', ')}`);
  const sum = parts.reduce((s, p) => s + p.median, 0);
  console.log(`(encrypted blob ${avgBlob.toFixed(0)} chars on average; fingerprint ${fingerprints[0]!.length} chars)`);
  console.log(`sum of the unavoidable parts: ${fmt(sum)} µs/row`);
  console.log(`single writer (measured together): ${fmt(writer.median)} µs/row`);
  console.log(`single-writer ceiling: 1e6 / ${fmt(writer.median)} = ${thousands(1e6 / writer.median)} rows/s`);
  console.log(
    `${cores}-core ceiling (os.availableParallelism() = ${cores}): ${cores}e6 / ${fmt(sum)} = ${thousands((cores * 1e6) / sum)} rows/s`,
  );
  console.log(sqliteReference(file));

  if (pgUrl) {
    const pgParts = await pgFloor(pgUrl, { rows, blobs, keys });
    if (pgParts) {
      for (const p of pgParts) console.log(`${p.label.padEnd(44)} ${fmt(p.median).padStart(7)}   ${p.runs.map(fmt).join(', ')}`);
      // Node's side of a PostgreSQL import: parse, encrypt, fingerprint, keys (not the SQLite writes).
      const nodeSide = parts.slice(0, 4).reduce((s, p) => s + p.median, 0);
      const server = pgParts.reduce((s, p) => s + p.median, 0);
      console.log(`PostgreSQL: one backend does the storing: ceiling 1e6 / ${fmt(server)} = ${thousands(1e6 / server)} rows/s`);
      console.log(
        `PostgreSQL: ${cores}-core ceiling ${cores}e6 / (${fmt(nodeSide)} Node + ${fmt(server)} server) = ${thousands((cores * 1e6) / (nodeSide + server))} rows/s (no B-tree indexes, no child rows)`,
      );
    }
  } else {
    console.log('PostgreSQL floor skipped: pass --pg URL or set TEST_DATABASE_URL.');
  }
  console.log(`load at the end: ${load()}`);
}

try {
  await main();
} finally {
  cleanUp();
}
