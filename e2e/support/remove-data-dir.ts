import fs from 'node:fs';

/**
 * After the run: the data folder the config made for the run's server (its database of test
 * records and its encryption key) is removed, so runs leave nothing in the OS temp dir. A folder
 * given in E2E_DATA_DIR is the caller's and stays.
 */
export default function removeDataDir(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') fs.rmSync(dir, { recursive: true, force: true });
}
