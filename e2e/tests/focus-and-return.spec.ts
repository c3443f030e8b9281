import { expect } from '@playwright/test';
import { test } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';

// Where focus goes, and what comes back, in a real browser: the inbox's case status is
// chosen and then saved (never by arrow keys), a followed link puts focus on the new page,
// and an exposure scan is still there after its report and Back.

const DEMO_EMAIL = 'maria.delgado@northwind-health.example';

test('the case status is saved by "Update status", not by moving through the list', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const sent = await request.post('/api/contact', {
    data: { name: 'Robin Case', email: `robin.${tag}@example.test`, subject: `Case status ${tag}`, message: 'Someone used my card.' },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/admin/inbox');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(tag) })
    .click();
  const casePanel = page.getByRole('region', { name: 'Case', exact: true });
  const ledger = casePanel.getByText(/^Ledger \(\d+\)$/);
  await expect(ledger).toBeVisible();
  const before = await ledger.innerText();

  const select = casePanel.getByRole('combobox', { name: 'Case status' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(select).toBeFocused();
  await expect(select).toHaveValue('in_progress');
  // Nothing saved: the ledger has no new entry, even after the server had time to answer.
  await page.waitForTimeout(500);
  await expect(ledger).toHaveText(before);

  await select.selectOption({ label: 'Waiting on the person' });
  const update = casePanel.getByRole('button', { name: 'Update status' });
  await update.focus();
  await page.keyboard.press('Enter');
  await expect(casePanel.getByRole('status')).toHaveText('Status updated to Waiting on the person.');
  await expect(casePanel.getByRole('button', { name: /Update status|Updating…/ })).toBeFocused();
  await expect(select).toHaveValue('waiting');
  const count = (text: string) => Number(/\((\d+)\)/.exec(text)![1]);
  await expect.poll(async () => count(await ledger.innerText())).toBe(count(before) + 1);
});

test('following a link to another page puts focus on its heading; a new search does not', async ({ page }) => {
  await page.goto('/breach-check?q=Maria+Delgado');
  const card = page.getByRole('listitem').filter({ hasText: 'Maria' }).first();
  await card.getByRole('link', { name: /^Person details/ }).click();
  await expect(page).toHaveURL(/\/people\//);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/breach-check\?q=Maria/);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Maria' })
    .first()
    .getByRole('link', { name: /^Exposure Report/ })
    .click();
  await expect(page).toHaveURL(/\/breach-check\/leak\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  // A new search changes only ?q=: focus stays in the search form.
  await page.goto('/breach-check?q=Maria+Delgado');
  const box = page.getByRole('searchbox', { name: /Name, phone, address or email/ });
  // The button is disabled while the page's own search runs (spec: "disabled while searching"):
  // an Enter pressed then is not a search, so wait until it has settled.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await box.fill('Delgado');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=Delgado$/);
  await expect(box).toBeFocused();

  // The skip link still takes focus to the main region.
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the exposure scan is still there after its report and Back, and its report links back to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/breach-check?tab=scan');
  await page.getByLabel('Email address').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(page.getByRole('meter', { name: 'Address score' })).toBeVisible();

  const report = page.getByRole('link', { name: /Open the Exposure Report/ }).first();
  await report.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(0);
  await report.click();
  await expect(page).toHaveURL(/\/leak\//);

  await page.goBack();
  await expect(page).toHaveURL(/\/breach-check\?tab=scan$/);
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO_EMAIL);
  await expect(page.getByRole('meter', { name: 'Address score' })).toBeVisible();
  // Back where the visitor was, at the row they opened, not at the footer.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  await expect(page.getByRole('link', { name: /Open the Exposure Report/ }).first()).toBeInViewport();

  await page
    .getByRole('link', { name: /Open the Exposure Report/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Back to breach check' }).click();
  await expect(page).toHaveURL(/\/breach-check\?tab=scan$/);
  await expect(page.getByRole('tab', { name: 'Exposure Scan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO_EMAIL);
  await expect(page.getByRole('meter', { name: 'Address score' })).toBeVisible();

  // A reload forgets it: it was never written anywhere.
  await page.reload();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});
