import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of folders in the OS temp dir for one test file, each removed when the file's tests
 * are done: a run leaves nothing behind (keys, built pages, databases). Call it at the top level
 * of the file, where vitest takes its afterAll.
 */
export function tempDirsOfThisFile(): (prefix: string) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
