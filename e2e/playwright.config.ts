import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One real server (built web app + API on a fresh SQLite database with demo data) for the
// whole run. Workers inherit the environment, so they all agree on the same data folder. A
// folder made here is removed after the run (remove-data-dir.ts); one given is left alone.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
// Inbox replies go to a local SMTP server that the contact-inbox test starts on this port.
process.env.SMTP_URL ??= `smtp://127.0.0.1:${E2E_PORT + 1000}`;
process.env.MAIL_FROM ??= 'BreachWatch Support <support@breachwatch.example>';
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' };

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './support/remove-data-dir.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Never download a browser: Debian's Chromium only.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    // Recording a trace costs every test its snapshots, kept or not: in CI only the retry of a
    // failed test records one (ADR 0316). Locally, with no retry, a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /(owner-verification|case-view)\.spec\.ts/ },
    // Runs its own SMTP server on the port the contact-inbox test also uses, so it runs after
    // the other tests, never beside them.
    { name: 'owner-verification', use: { browserName: 'chromium' }, testMatch: /owner-verification\.spec\.ts/, dependencies: ['chromium'] },
    // Also runs its own SMTP server on that port: after the owner-verification test, never beside it.
    { name: 'case-view', use: { browserName: 'chromium' }, testMatch: /case-view\.spec\.ts/, dependencies: ['owner-verification'] },
  ],
  webServer: {
    command: 'npm run start -w @breachwatch/server',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      // Lets several checkouts or helpers test their own build side by side.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      DEMO_DATA_COUNT: '500',
      // Every spec searches from 127.0.0.1; the budget of lookups that find nobody (ADR 0217)
      // is not what they test.
      PUBLIC_LOOKUP_MISSES_PER_HOUR: '100000',
      // Every spec writes to us from 127.0.0.1 too: the suite sends more contact messages in ten
      // minutes than one visitor may, and which spec met the limit depended on their order.
      CONTACT_MESSAGES_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      SMTP_URL: process.env.SMTP_URL,
      MAIL_FROM: process.env.MAIL_FROM,
      NODE_ENV: 'test',
      SITE_NAME: 'BreachWatch',
      CONTACT_EMAIL: 'help@breachwatch.example',
      CONTACT_PHONE: '+1 (555) 010-0199',
    },
  },
});
