import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/test';

// Issue 16: the frightening moments, as a visitor on a phone meets them. Each state is checked
// with axe (every rule, best practices included: zero violations of any impact) at 375 and
// 1280 px, and a full-page screenshot of both widths is attached for a person to look at.

const DEMO_EMAIL = 'maria.delgado@northwind-health.example';

async function expectAxeClean(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}

/** axe at a phone's and a laptop's width, and a screenshot of each. */
async function checkState(page: Page, testInfo: TestInfo, state: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page, `${state} @${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state} @${width} scrolls sideways`).toBeLessThanOrEqual(
      width,
    );
    await testInfo.attach(`${state}-${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}

async function demoRecordId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent('Maria Delgado')}`);
  const { results } = (await res.json()) as { results: Array<{ id: string }> };
  return results[0]!.id;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const scanTabSelected = (page: Page) => expect(page.getByRole('tab', { name: 'Exposure Scan' })).toHaveAttribute('aria-selected', 'true');

test.describe('the exposure-scan calls to action open the scan tab', () => {
  test('from the home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Run an exposure scan' }).click();
    await scanTabSelected(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start my free Exposure Scan' }).click();
    await scanTabSelected(page);
  });

  test('from the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Run a free Exposure Scan' }).click();
    await scanTabSelected(page);
    await expect(page.getByLabel('Email address')).toBeVisible();
  });
});

test('the contact confirmation is visible and focused on a 375 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  await page.getByLabel(/^Full name/).fill('Robin Example');
  await page.getByLabel(/^Email/).fill('robin@example.com');
  await page.getByLabel(/^Message/).fill('Someone opened an account in my name. What should I do first?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  // Not hidden under the fixed top bar: its top edge is below the bar's bottom edge.
  await expect
    .poll(async () => {
      const bar = await page.getByRole('banner').boundingBox();
      const box = await confirmation.boundingBox();
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await checkState(page, testInfo, 'contact-sent');
});

test('search: no matches explains what it means, results say how to narrow', async ({ page }, testInfo) => {
  await page.goto('/breach-check');
  await checkState(page, testInfo, 'search-idle');

  await search(page, 'Zzyzx Quillfeather');
  await expect(page.getByText('No matches found.')).toBeVisible();
  await expect(page.getByText(/It does not mean your information is safe/)).toBeVisible();
  await page.getByRole('link', { name: 'Run a free exposure scan' }).click();
  await scanTabSelected(page);
  await page.goBack();
  await expect(page.getByText('No matches found.')).toBeVisible();
  await checkState(page, testInfo, 'search-no-matches');

  await search(page, 'Maria Delgado');
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Search results' })).toBeAttached();
  await checkState(page, testInfo, 'search-results');
});

test('the scan: a real empty state, an alert for a failure, mm/dd/yyyy dates, no milliseconds', async ({ page }, testInfo) => {
  await page.goto('/breach-check?tab=scan');
  await expect(page.getByRole('table').getByText(/^No scan yet\./)).toBeVisible();
  await checkState(page, testInfo, 'scan-idle');

  // A failure from the server (the domain is valid in form but refused) is an alert above the table.
  await page.route('**/api/scan', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false,"error":"The scan service is busy."}' }),
  );
  await page.getByLabel('Email address').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(page.getByRole('alert')).toContainText('The scan did not finish: The scan service is busy.');
  await expect(page.getByRole('table')).not.toContainText('The scan service is busy.');
  await checkState(page, testInfo, 'scan-error');
  await page.unroute('**/api/scan');

  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(page.getByRole('meter', { name: 'Address score' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const dates = await page.locator('td[data-label="First seen"], td[data-label="Last seen"]').allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(/^(\d{2}\/\d{2}\/\d{4}|—)$/);
  await expect(page.getByText(/^Scanned \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByText(/\d+ ms\b/)).toHaveCount(0);
  await checkState(page, testInfo, 'scan-result');
});

test('the Exposure Report puts What to Do Now near the top on a phone', async ({ page }, testInfo) => {
  const id = await demoRecordId(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/leak/${id}`);
  const next = page.getByRole('heading', { level: 2, name: 'What to Do Now' });
  const misuse = page.getByRole('heading', { level: 2, name: 'Realistic Misuse' });
  await expect(next).toBeVisible();
  const nextBox = (await next.boundingBox())!;
  const misuseBox = (await misuse.boundingBox())!;
  expect(nextBox.y).toBeLessThan(misuseBox.y);
  // Within the first two screens of a phone, not four below.
  expect(nextBox.y).toBeLessThan(2 * 812);
  await checkState(page, testInfo, 'exposure-report');

  await page.goto(`/people/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkState(page, testInfo, 'person');
});

test('a bad report link explains itself and offers the search', async ({ page }, testInfo) => {
  await page.goto('/leak/no-such-record');
  await expect(page.getByRole('alert')).toHaveText('Not found');
  await expect(page.getByText(/does not lead to a record we hold/)).toBeVisible();
  await checkState(page, testInfo, 'report-not-found');
  await page.getByRole('link', { name: 'Search our records' }).click();
  await expect(page).toHaveURL(/\/breach-check$/);
});

// Every public page, once: it loads without a script error, carries its one <h1> and the page
// landmarks, and passes every axe rule at both widths (public-pages.spec.ts keeps what is not
// per page: the top bar, the menu, the skip link).
for (const [path, state, h1] of [
  ['/', 'home', 'Secure your data. Restore your privacy.'],
  ['/services', 'services', 'How we help'],
  ['/faq', 'faq', 'Frequently asked questions'],
  ['/about', 'about', /^About /],
  ['/terms', 'terms', 'Terms of Service'],
  ['/contact', 'contact', 'Contact Support'],
  ['/donate', 'donate', 'Donate'],
  ['/reviews', 'reviews', 'What people say'],
  ['/no-such-page', 'not-found', 'Oops! Page not found'],
] as const) {
  test(`${path} is axe-clean at both widths`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('h1')).toHaveCount(1);
    // The landmarks at a phone's width as well as a laptop's, as public-pages.spec.ts checked them.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const landmark of ['banner', 'main', 'contentinfo'] as const)
        await expect(page.getByRole(landmark), `${landmark} @${width}`).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await checkState(page, testInfo, state);
    expect(errors).toEqual([]);
  });
}

test('a demo install labels its sample reviews as examples, dated mm/dd/yyyy', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByText(/examples written to show how this page looks/)).toBeVisible();
  // Dates as everywhere else: mm/dd/yyyy.
  await expect(page.getByRole('main').locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('a declined donation says so in plain words', async ({ page }, testInfo) => {
  await page.goto('/donate');
  await page.getByLabel('Custom amount (USD)').fill('13.13');
  await page.getByRole('button', { name: 'Pay $13.13 (test mode)' }).click();
  await page.getByRole('button', { name: 'Approve test payment' }).click();
  await expect(page.getByRole('alert')).toContainText('Your payment was declined, so you have not been charged.');
  await expect(page.getByRole('alert')).not.toContainText(/capture/i);
  await checkState(page, testInfo, 'donate-declined');
});
