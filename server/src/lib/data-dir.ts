import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { KEY_FILE_NAME } from './field-cipher.ts';

// DATA_DIR holds the embedded database (every record) and, for the embedded demo only, the
// encryption key: nobody but the server's own user may read it. The folder is created 0700 and
// tightened when it is looser; database files are created 0600 (SQLite gives its -wal and -shm
// files the database file's mode).

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates DATA_DIR owner-only, or tightens an existing one. Returns what it changed, for the log. */
export function ensurePrivateDir(dir: string): string | undefined {
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    return undefined;
  }
  const stat = fs.statSync(dir);
  const mode = stat.mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  // A shared folder (sticky, like /tmp) or someone else's is not ours to change: say so instead.
  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  if (!ours || (stat.mode & 0o1000) !== 0) {
    return `DATA_DIR is readable by others (${mode.toString(8)}) and is a shared folder; give the server a folder of its own with mode 700`;
  }
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  return `DATA_DIR was readable by others (${mode.toString(8)}); it is now ${PRIVATE_DIR_MODE.toString(8)}`;
}

/** Creates (or tightens) a file owner-read/write only before anything is written to it. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** The database file and SQLite's companions, tightened to 0600 where they exist. */
export function restrictDatabaseFiles(file: string): void {
  for (const candidate of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(candidate)) fs.chmodSync(candidate, PRIVATE_FILE_MODE);
  }
}

/**
 * Warnings about where the encryption key lives. A production install that reads its key from
 * DATA_DIR keeps key and data in one place: any copy or backup of the folder can decrypt
 * everything. A key file left beside the data while ENCRYPTION_KEY is set is the same risk.
 */
export function keyPlacementWarnings(config: Pick<Config, 'env' | 'encryptionKey' | 'dataDir' | 'database'>): string[] {
  const keyFile = path.join(config.dataDir, KEY_FILE_NAME);
  const fileExists = fs.existsSync(keyFile);
  const warnings: string[] = [];
  if (config.env === 'production' && !config.encryptionKey && config.database.kind === 'sqlite') {
    warnings.push(
      'The encryption key is read from DATA_DIR, beside the data it protects: a copy of that folder can decrypt every record. ' +
        'Set ENCRYPTION_KEY from a secret store and keep the key file out of DATA_DIR and its backups.',
    );
  } else if (config.encryptionKey && fileExists) {
    warnings.push(
      `ENCRYPTION_KEY is set, but a key file is still beside the data (${KEY_FILE_NAME} in DATA_DIR). ` +
        'If it holds the same key, move it out of DATA_DIR and its backups.',
    );
  }
  return warnings;
}
