import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../playwright.config';

// The console's session and its Security tab in a real browser: the session is an HttpOnly
// cookie (nothing in storage), two-step sign-in is set up from a QR code's key and then asked
// for at sign-in (a code, then a recovery code), and a locked-out admin is let back in by
// another admin. Accounts are made with the real `npm run admin` command.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const stamp = Date.now().toString(36);
const twoStep = { email: `two-step-${stamp}@e2e.test`, password: 'two-step e2e password 123' };
const locked = { email: `locked-${stamp}@e2e.test`, password: 'locked e2e password 1234' };
const mover = { email: `mover-${stamp}@e2e.test`, password: 'mover e2e password 12345' };

function createAdmin(account: { email: string; password: string }) {
  execFileSync('npm', ['run', 'admin', '-w', '@breachwatch/server', '--', 'create', account.email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', ADMIN_NEW_PASSWORD: account.password },
    stdio: 'pipe',
  });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function checkA11y(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
}

const totpFor = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

test.beforeAll(() => {
  createAdmin(mover);
  createAdmin(twoStep);
  createAdmin(locked);
});

test('two-step sign-in: set up from the key, then a code and a recovery code at sign-in', async ({ page, context }, testInfo) => {
  await signIn(page, twoStep);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  // The session is an HttpOnly, SameSite=Strict cookie; the page keeps nothing in storage.
  const cookie = (await context.cookies()).find((c) => c.name === 'bw_admin_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);

  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.getByText('Can’t scan it? Enter the key by hand').click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshots(page, testInfo, 'security-setup');
  const totp = totpFor(secret);
  const setupCode = totp.generate();
  await page.getByLabel('Enter the 6-digit code the app shows').fill(setupCode);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codesList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const codes = await codesList.getByRole('listitem').allTextContents();
  await screenshots(page, testInfo, 'security-recovery-codes');
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText(/10 of 10 recovery codes left/);
  await checkA11y(page);

  // Signing in now takes a code as well.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, twoStep);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await screenshots(page, testInfo, 'second-factor');
  await checkA11y(page);
  const wrong = totp.generate() === '000000' ? '111111' : '000000';
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
  // Each code works once: the one that turned two-step sign-in on cannot sign in.
  await page.getByLabel('Authentication code').fill(setupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^That code was already used\. Wait for the next code/);
  // The app's next code does, as from a phone whose clock runs a little ahead: the server takes
  // one step either side of its own (waiting for the next step instead cost the run up to 30 s).
  await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  // A recovery code instead of the phone, once.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, twoStep);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText(/9 of 10 recovery codes left/);
});

test('a locked-out admin is let back in by another admin from the Security tab', async ({ page, browser }, testInfo) => {
  for (let i = 0; i < 5; i++) {
    await signIn(page, { email: locked.email, password: `wrong password ${i}` });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  }
  await signIn(page, locked);
  await expect(page.getByRole('alert')).toHaveText(/Too many failed sign-in attempts/);

  const other = await browser.newContext();
  const adminPage = await other.newPage();
  await signIn(adminPage, E2E_ADMIN);
  await adminPage.getByRole('link', { name: 'Security' }).click();
  const row = adminPage.getByRole('listitem').filter({ hasText: locked.email });
  await expect(row).toContainText('locked until');
  await screenshots(adminPage, testInfo, 'security-lockouts');
  await row.getByRole('button', { name: 'Lift lockout' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'lifted' })).toHaveText(`Sign-in lockouts of ${locked.email} lifted.`);
  await expect(row).toContainText('not locked');
  await other.close();

  await signIn(page, locked);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
});

test('an admin changes their password in the Security tab: the other session is signed out, the new password signs in', async ({
  page,
  browser,
}) => {
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, mover);
  await expect(laptopPage.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  await signIn(page, mover);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByTestId('other-sessions')).toHaveText('You are also signed in on 1 other session.');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(mover.password);
  await page.getByLabel('New password', { exact: true }).fill('the moved e2e passphrase');
  await page.getByLabel('New password again').fill('the moved e2e passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changed' })).toHaveText(
    'Your password was changed. 1 other session signed out.',
  );
  await expect(page.getByTestId('other-sessions')).toHaveText('You are signed in here only.');
  await checkA11y(page);

  // The other computer is out at once (its live feed was closed), and only the new password signs in.
  await expect(laptopPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(laptopPage.getByText('Your session ended; sign in again.')).toBeVisible();
  await laptop.close();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, mover);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await signIn(page, { email: mover.email, password: 'the moved e2e passphrase' });
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
});
