// Worker thread of db/sqlite-reader.ts: one read-only connection to the SQLite file that
// runs the statements it is sent (prepared once per SQL text) and posts the rows back.
// Plain JavaScript so that it loads the same way under tsx, vitest and plain node.

import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const connection = new SqliteDatabase(workerData.file, { fileMustExist: true });
for (const pragma of workerData.pragmas) connection.pragma(pragma);
const statements = new Map();

const prepare = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
  return statement;
};

// Whether some import batch is open (ADR 0228): sent by sqlite-reader.ts, which owns the text.
const { anyBatchOpen } = workerData;

// { sql, params }: one statement. { probe, sql, variants }: the probe first (rows { i, n }; bit
// i of the mask is set when n >= probe.atLeast), then sql with variants[mask], and the mask
// back: the same steps as runProbed in sqlite-reader.ts, in one round trip.
const run = ({ sql, params, probe, variants }) => {
  if (!probe) return { rows: prepare(sql).all(...params) };
  let mask = 0;
  for (const r of prepare(probe.sql).all(...probe.params)) if (r.n >= probe.atLeast) mask |= 1 << r.i;
  const chosen = variants[mask];
  if (!chosen) throw new Error(`no parameters for probe answer ${mask}`);
  return { rows: prepare(sql).all(...chosen), mask };
};

// With whileBatchOpen: that statement instead of sql while some import batch is open, the look
// and the statements in one read transaction, so one snapshot (ADR 0321).
let inOneSnapshot;

parentPort.on('message', (message) => {
  try {
    let reply;
    if (message.whileBatchOpen) {
      inOneSnapshot ??= connection.transaction((m) => run(prepare(anyBatchOpen).get() !== undefined ? { ...m, sql: m.whileBatchOpen } : m));
      reply = inOneSnapshot(message);
    } else reply = run(message);
    parentPort.postMessage({ id: message.id, ...reply });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
