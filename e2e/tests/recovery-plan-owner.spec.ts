import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import Database from 'better-sqlite3';
import { E2E_ADMIN } from '../playwright.config';

// The verified owner's recovery progress end to end: kept on the server with the verification,
// back on another device once the owner verifies again, hidden when the verification lapses.
// The mailed link itself is covered by owner-verification.spec.ts; here each link is issued the
// way the server issues one (a random token, only its hash stored) and followed in the browser.

const tag = Date.now().toString(36);
const OWNER = { first: 'Rhiannon', last: `Zzrecovery${tag}`, email: `rhiannon.${tag}@northwind-health.example` };
const SUBJECT_HASH = `e2e-recovery-${tag}`;

function database() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'breachwatch.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

async function importOwner(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, session: 'bearer' },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/admin/import', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      rows: [
        {
          FirstName: OWNER.first,
          LastName: OWNER.last,
          Email: OWNER.email,
          SSN: '923-45-6712',
          City: 'Peoria',
          Employer: 'Northwind Health',
        },
      ],
      source: { name: 'Recovery owner test source', credibility: 'high' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const db = database();
  const row = db.prepare('select id from breach_records where last_name = ?').get(OWNER.last) as { id: string };
  db.close();
  return row.id;
}

/** A one-time owner link for the record, as the server mails one: only the token's hash is stored. */
function issueLink(recordId: string): string {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const db = database();
  db.prepare(
    'insert into one_time_links (id, purpose, target, subject_hash, token_hash, created_at, expires_at, used_at) values (?, ?, ?, ?, ?, ?, ?, null)',
  ).run(
    randomBytes(12).toString('hex'),
    'owner-view',
    recordId,
    SUBJECT_HASH,
    createHash('sha256').update(token).digest('hex'),
    new Date(now).toISOString(),
    new Date(now + 15 * 60_000).toISOString(),
  );
  db.close();
  return `/verify#${token}`;
}

async function verifyAndOpenPlan(page: Page, recordId: string) {
  await page.goto(issueLink(recordId));
  await expect(page).toHaveURL(/\/my-report$/);
  await page.getByRole('link', { name: 'Start your recovery plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/recovery-plan/${recordId}$`));
  await expect(page.getByText(/You are verified as this record’s owner/)).toBeVisible();
}

const step = (page: Page, title: RegExp) => page.getByRole('article', { name: title });
const newDevice = async (browser: Browser) => (await browser.newContext()).newPage();

test('a verified owner’s progress is kept with the verification, follows them to another device, and hides when it lapses', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const recordId = await importOwner(request);

  // Device one: verify, mark a step.
  await verifyAndOpenPlan(page, recordId);
  await step(page, /Freeze your credit/)
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(page.getByText(/^1 of \d+ steps done\.$/)).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Northwind Health');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bw.recovery.v1.progress')))).toEqual([]);

  // Device two, before verifying: the plan, but none of the saved progress.
  const second = await newDevice(browser);
  await second.goto(`/recovery-plan/${recordId}`);
  await expect(second.getByText(/saved only in this browser, on this device/)).toBeVisible();
  await expect(second.getByText(/^0 of \d+ steps done\.$/)).toBeVisible();
  // After verifying there too: the same progress.
  await verifyAndOpenPlan(second, recordId);
  await expect(step(second, /Freeze your credit/).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  await step(second, /Get an IRS Identity Protection PIN/)
    .getByRole('button', { name: 'Skip' })
    .click();
  await expect(second.getByText(/^1 of \d+ steps done, 1 skipped\.$/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^1 of \d+ steps done, 1 skipped\.$/)).toBeVisible();

  // The verification lapses: the next change is refused and the saved progress disappears, but
  // the mark just made is kept in this browser, as the note says marks now are.
  const db = database();
  db.prepare('update owner_sessions set expires_at = ? where record_id = ?').run(new Date(Date.now() - 1000).toISOString(), recordId);
  db.close();
  await step(page, /Place a free fraud alert/)
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(page.getByText(/Your verified session has ended, so the progress saved with it is hidden/)).toBeVisible();
  await expect(page.getByText(/^1 of \d+ steps done\.$/)).toBeVisible();
  await expect(step(page, /Place a free fraud alert/).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  await expect(step(page, /Freeze your credit/).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'false');
  // Coming back later (a new page, the verification long over) still says why the saved
  // progress is not shown, rather than a bare count that reads as marks lost.
  await page.reload();
  await expect(page.getByText(/^1 of \d+ steps done\.$/)).toBeVisible();
  await expect(page.getByText(/Your verified session has ended, so the progress saved with it is hidden/)).toBeVisible();
  await second.reload();
  await expect(second.getByText(/saved only in this browser, on this device/)).toBeVisible();
  await expect(second.getByText(/^0 of \d+ steps done\.$/)).toBeVisible();
  await expect(second.getByText(/Your verified session has ended, so the progress saved with it is hidden/)).toBeVisible();
  await second.context().close();
});
