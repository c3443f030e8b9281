import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure core rules, the server (API + database, runs on SQLite or on
// PostgreSQL when TEST_DATABASE_URL is set) and the web components (jsdom).
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
      // close: each has its own database, app and Redis key prefix. The web files do keep
      // module state (a loaded SDK, mocked modules), so they stay isolated.
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
      './web/vite.config.ts',
    ],
  },
});
