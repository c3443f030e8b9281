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

/**
 * Where each line of a link's text ends inside the address, written "before|after", unless it
 * ends after the @ or before a dot: the only places an address may wrap without reading as
 * two words ("privacy-re|quests", "breachwatch-|support").
 */
async function addressSplitsInsideWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const splits: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
      const chars: { c: string; top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          chars.push({ c: node.data[i]!, top: rect.top, bottom: rect.bottom });
        }
      }
      const text = chars.map((ch) => ch.c).join('');
      for (let i = 1; i < chars.length; i++) {
        const newLine = chars[i]!.top >= chars[i - 1]!.bottom - 1;
        if (newLine && text[i - 1] !== '@' && text[i] !== '.') splits.push(`${text.slice(0, i)}|${text.slice(i)}`);
      }
    }
    return splits;
  });
}

for (const width of [320, 375]) {
  test.describe(`the support address at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/contact', '/about', '/terms']) {
      test(`wraps only after its @ or before a dot on ${path}, footer included`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'help@breachwatch.example' }).first()).toBeVisible();
        expect(await addressSplitsInsideWords(page)).toEqual([]);
        await expectNoSideways(page, path);
      });
    }
  });
}
