// Worker thread of plugins/sqlite-reader.ts: one read-only connection to the SQLite file that
// runs the statements it is sent (prepared once per SQL text) and posts the rows back.
// Plain JavaScript so that it loads the same way under tsx, vitest and plain node.

import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

const connection = new SqliteDatabase(workerData.file, { fileMustExist: true });
for (const pragma of workerData.pragmas) connection.pragma(pragma);
const statements = new Map();

parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
