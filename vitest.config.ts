import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web test files that replace a module (vi.mock, vi.doMock), relative to web/: a replaced
 * module stays replaced for every later file of a worker that shares its module graph (a mocked
 * limit of 2 reached another file's test of the real one), so these run isolated (ADR 0314).
 * Found by reading the files, so a new one cannot be forgotten in a list.
 */
function webTestFiles(): { mocking: string[]; others: string[] } {
  const root = path.join(import.meta.dirname, 'web');
  const files = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ['src', ...file.split(path.sep)].join('/'));
  const mocks = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8'));
  return { mocking: files.filter(mocks), others: files.filter((file) => !mocks(file)) };
}
// Both projects extend web's own config, whose `include` takes every test file: each leaves out
// the other's files (an extending project's lists add to the extended one's).
const webFiles = webTestFiles();

// Pure core rules, the server (API + database, runs on SQLite or on PostgreSQL when
// TEST_DATABASE_URL is set) and the web components (jsdom), the last in two projects.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machines. The
    // files wait on SQLite, sockets and child processes as well as the CPU, and each has its own
    // database, so two run side by side safely: 357 s for the suite on one worker, 241 s on two
    // (three gave no more).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // Core reads 60 MB inputs in a few tests: on a loaded 2-core CI machine that takes more than
      // the 5 s default, and a timeout there says nothing about the code.
      //
      // Core and the server run their files one after another in each worker without a fresh
      // module graph per file (isolate: false): every server file imports the whole app, and
      // importing it again for each of 150 files was most of the suite's time (server 448 s
      // isolated against 209 s here). Their files keep no state outside what they open and
      // close: each has its own database, app and Redis key prefix. The web files share theirs
      // too, each starting with empty storage and the page at / (web/vitest.setup.ts), except
      // those that replace a module (ADR 0314): 126 s for the web files all isolated, 38 here.
      { test: { name: 'core', root: './core', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      { extends: './web/vite.config.ts', test: { name: 'web', isolate: false, exclude: webFiles.mocking } },
      { extends: './web/vite.config.ts', test: { name: 'web-module-mocks', exclude: webFiles.others } },
    ],
  },
});
