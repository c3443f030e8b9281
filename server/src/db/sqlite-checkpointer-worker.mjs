// The server's WAL checkpoints, on a thread and a connection of their own (sqlite-checkpointer.ts).
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs, minWalBytes } = workerData;
const db = new Database(file, { fileMustExist: true });
// PASSIVE never waits: it copies what no reader still needs and leaves the rest for next time.
db.pragma('busy_timeout = 0');

function walBytes() {
  try {
    return fs.statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

const timer = setInterval(() => {
  if (walBytes() < minWalBytes) return;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ type: 'checkpoint', ...result });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}, intervalMs);

parentPort.on('message', (message) => {
  if (message === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
