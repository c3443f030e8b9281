import { expect } from '@playwright/test';
import { test } from '../support/test';

// Walked as a visitor on a small phone (375 × 667): an answer that appears below the fold after
// a button press reads as "nothing happened". Whatever the answer is (a link on its way, or
// alerts not available on this server), it must be on screen once it appears.

test('the breach-alerts answer is scrolled into view on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/alerts');
  await page.getByLabel('Your email address').fill('robin.walk@example.com');
  await page.getByRole('button', { name: 'Send me a confirmation link' }).click();
  const answer = page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: /link|not available/ });
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport({ ratio: 0.9 });
});

test('the search answer is scrolled into view on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/breach-check');
  for (const [query, answer] of [
    ['Xyzzyq Nobody', 'No matches found.'],
    ['Maria Delgado', /^Showing 1 of 1/],
  ] as const) {
    await page.getByRole('searchbox').fill(query);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const line = page.getByRole('status').getByText(answer);
    await expect(line).toBeVisible();
    await expect(line).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
