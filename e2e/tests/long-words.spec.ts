import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { adminToken, importRows } from '../support/admin-api';

// Hostile but valid text (one 80-character word, a 200-character name) must wrap inside its
// own card or row: no page may grow wider than a phone's screen because of one record.

const tag = Date.now().toString(36).replace(/\d/g, 'q');
const LONG = `Zzlong${tag}${'x'.repeat(80)}`.slice(0, 80);
const NAME = `Wendeline ${LONG}`;

async function expectNoSideways(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where}: page is ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client);
}

test.describe('long unbroken words', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('wrap on the search results, the person page and the Exposure Report', async ({ page, request }) => {
    await importRows(
      request,
      [
        {
          Name: NAME,
          City: LONG,
          State: 'IL',
          Zip: '62704',
          Employer: LONG,
          JobTitle: LONG,
          PersonalEmail: `${tag}@example.com`,
          CellPhone: '(217) 555-0133',
        },
      ],
      `${LONG} dump`,
    );

    await page.goto(`/breach-check?q=${encodeURIComponent(LONG)}`);
    const card = page.getByRole('article').filter({ hasText: LONG }).first();
    await expect(card).toBeVisible();
    await expectNoSideways(page, 'results');
    const link = card.getByRole('link', { name: /person details/i });
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG);
    await expectNoSideways(page, 'person page');

    await page.goto(`/breach-check?q=${encodeURIComponent(LONG)}`);
    await page
      .getByRole('article')
      .filter({ hasText: LONG })
      .first()
      .getByRole('link', { name: /exposure report/i })
      .click();
    await expect(page.getByText(/^Overall: /)).toBeVisible();
    await expectNoSideways(page, 'Exposure Report');
  });

  test('wrap on /reviews', async ({ page, request }) => {
    const res = await request.post('/api/reviews', {
      data: { name: LONG, rating: 5, message: `${LONG} ${LONG}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const token = await adminToken(request);
    const approved = await request.post(`/api/admin/reviews/${id}/approve`, { headers: { Authorization: `Bearer ${token}` } });
    expect(approved.ok()).toBeTruthy();

    await page.goto('/reviews');
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').first()).toContainText(LONG);
    await expectNoSideways(page, '/reviews');
  });

  test('/contact keeps the support address inside its card at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/contact');
    const link = page.locator('p', { hasText: 'Prefer email?' }).getByRole('link', { name: 'help@breachwatch.example' });
    await expect(link).toBeVisible();
    const card = link.locator('xpath=ancestor::*[contains(@class,"flex")][1]');
    const cardBox = (await card.boundingBox())!;
    for (const rect of await link.evaluate((a) => [...a.getClientRects()].map((r) => ({ left: r.left, right: r.right })))) {
      expect(rect.right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(rect.left).toBeGreaterThanOrEqual(cardBox.x);
    }
    await expectNoSideways(page, '/contact');
  });
});
