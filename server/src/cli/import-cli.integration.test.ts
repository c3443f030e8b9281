import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import command line's help, as an operator reads it before choosing a file's encoding.

const serverDir = path.resolve(import.meta.dirname, '../..');

describe('npm run import -- --help', () => {
  it('lists the encodings an admin can choose, Mac Roman among them', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', '--help'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    const out = `${run.stdout}${run.stderr}`;
    expect(out).toMatch(/^ {2}macintosh {4}Mac Roman \(Western, classic Mac OS and Mac Excel\)$/m);
    expect(out).toMatch(/^ {2}windows-1251 {1}Windows-1251 \(Cyrillic\)$/m);
  });
});
