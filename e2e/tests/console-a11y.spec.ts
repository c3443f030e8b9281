import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { adminToken, importRows } from '../support/admin-api';
import { E2E_ADMIN } from '../playwright.config';

// The console for keyboard and screen-reader users and on a phone: every tab names the page,
// nothing hidden takes focus, long names wrap, the tab bar shows all its tabs.

test.describe.configure({ timeout: 120_000 });

const tag = Date.now().toString(36).replace(/\d/g, 'k');
const LONG = `Zzcon${tag}${'w'.repeat(80)}`.slice(0, 80);

async function signIn(page: Page, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('each tab has its own title, and the dashboard charts are no tab stops', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Dashboard \| Admin \| BreachWatch$/);
  // The charts draw once the stats arrive.
  await expect(page.locator('main .recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main .recharts-pie').first()).toBeAttached();
  const hiddenStops = await page.evaluate(
    () =>
      [...document.querySelectorAll('[aria-hidden="true"] *')].filter((el) => {
        const t = el.getAttribute('tabindex');
        return t !== null && Number(t) >= 0;
      }).length,
  );
  expect(hiddenStops).toBe(0);

  await page.getByRole('link', { name: 'Breach Records' }).click();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Breach Records \| Admin \| BreachWatch$/);
  await page.getByRole('link', { name: 'Data Import' }).click();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Data Import \| Admin \| BreachWatch$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the tab bar shows every tab without scrolling sideways', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
    for (const link of await nav.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const { scroll, client } = await nav.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
  });

  test('a long reviewer name wraps inside its card', async ({ page, request }) => {
    const res = await request.post('/api/reviews', { data: { name: LONG, rating: 4, message: 'Helpful.' } });
    expect(res.status(), await res.text()).toBe(201);
    await signIn(page, '/admin/reviews');
    const item = page.getByRole('listitem', { name: `Review by ${LONG}` });
    await expect(item).toBeVisible({ timeout: 20_000 });
    const card = (await item.boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(375);
    const name = (await item.getByText(LONG, { exact: true }).boundingBox())!;
    expect(name.x + name.width).toBeLessThanOrEqual(card.x + card.width);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    // Leave the moderation queue as it was.
    const token = await adminToken(request);
    const list = await request.get('/api/admin/reviews?status=pending', { headers: { Authorization: `Bearer ${token}` } });
    const mine = ((await list.json()) as { reviews: { id: string; name: string }[] }).reviews.find((r) => r.name === LONG);
    if (mine) await request.delete(`/api/admin/reviews/${mine.id}`, { headers: { Authorization: `Bearer ${token}` } });
  });
});

test('a long name wraps in the records table, whose scroll box takes focus and has a name', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await importRows(request, [{ Name: `Ada ${LONG}`, PersonalEmail: `${tag}@example.test` }], 'Console a11y dump');
  await signIn(page, '/admin/records');
  await page.getByLabel('Search').fill(LONG);
  const box = page.getByRole('region', { name: 'Breach records table' });
  await expect(box.getByRole('button', { name: `Ada ${LONG}`, exact: true })).toBeVisible();
  await expect(box).toHaveAttribute('tabindex', '0');
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
  await box.focus();
  await expect(box).toBeFocused();
});
