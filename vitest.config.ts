import { defineConfig } from 'vitest/config';

// Three projects: pure core rules, the server (API + database, runs on SQLite or on
// PostgreSQL when TEST_DATABASE_URL is set) and the web components (jsdom).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
