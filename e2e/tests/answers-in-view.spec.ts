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

test('the case page shows its "added to your case" answer below the top bar on a small phone', async ({ page }) => {
  // The case and its link come from a reply mail (case-view.spec.ts walks that whole way); here
  // the two answers the page needs stand in for it, so the phone's layout is what is checked.
  await page.route('**/api/cases/view', (route) =>
    route.fulfill({
      json: {
        ok: true,
        reference: 'C4RD0PEN',
        status: 'waiting',
        openedAt: '2026-11-20T10:00:00.000Z',
        entries: [{ action: 'reply', outcome: 'Reply sent', at: '2026-11-21T10:00:00.000Z' }],
        progressShared: false,
      },
    }),
  );
  await page.route('**/api/cases/message', (route) =>
    route.fulfill({ json: { ok: true, message: 'Thank you! Your message has been added to your case.', evidenceToken: 'e'.repeat(43) } }),
  );
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/case#case-token-abcdefghijklmnopqrstuvwxyz-012345');
  const add = page.getByRole('region', { name: 'Add something to your case' });
  await add.getByRole('textbox', { name: /Your message/ }).fill('I also got a letter from a bank I never used.');
  await add.getByRole('button', { name: 'Add to my case' }).click();
  const added = add.getByRole('status');
  await expect(added).toContainText('added to your case');
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  // Not hidden under the fixed top bar: its top edge is below the bar's bottom edge.
  await expect
    .poll(async () => {
      const bar = await page.getByRole('banner').boundingBox();
      const box = await added.boundingBox();
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
