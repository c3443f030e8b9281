import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';

// The e2e server has no PayPal credentials, so donations run against the built-in test
// provider ("test mode"), which declines the documented amount 13.13 at capture.

async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('donations in test mode', () => {
  test('a tier choice goes through create, approve and capture to the Thank You page', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByText('Enter amount to donate')).toBeVisible();
    await expect(page.getByRole('button', { name: /\(test mode\)/ })).toHaveCount(0);

    await page.getByRole('button', { name: /\$25\s*Premium Brew/ }).click();
    await expect(page.getByLabel('Custom amount (USD)')).toHaveValue('25.00');
    await expect(page.getByRole('heading', { name: 'Test mode' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Pay $25.00 (test mode)' }).click();
    await page.getByRole('button', { name: 'Approve test payment' }).click();

    await expect(page).toHaveURL(/\/success\?ok=1&token=TEST-[0-9A-F]{16}$/);
    const token = new URL(page.url()).searchParams.get('token')!;
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(token)).toBeVisible();
    await expect(page.getByText('This was a test-mode payment: no money was charged.')).toBeVisible();
  });

  test('a declined capture shows its message, and /success will not vouch for that order', async ({ page }) => {
    await page.goto('/donate');
    await page.getByLabel('Custom amount (USD)').fill('0.5');
    await expect(page.getByText('Enter amount to donate')).toBeVisible();
    await page.getByLabel('Custom amount (USD)').fill('13.13');
    await page.getByRole('button', { name: 'Pay $13.13 (test mode)' }).click();
    const approval = page.getByRole('group', { name: 'Approve test payment' });
    const orderId = (await approval.locator('.font-mono').textContent())!.trim();
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Your payment was declined, so you have not been charged.');
    await expect(page).toHaveURL(/\/donate$/);

    // Someone typing the success URL by hand gets the honest status, not a thank-you.
    await page.goto(`/success?ok=1&token=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Payment Status' })).toBeVisible();
    await expect(page.getByText("We couldn't verify a completed payment. If you were charged, you'll get a PayPal receipt.")).toBeVisible();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/donate$/);
  });
});

test.describe('reviews', () => {
  test('a submitted review appears on /reviews only after an admin approves it in the console', async ({ page }) => {
    const name = `E2E Reviewer ${Date.now().toString(36)}`;
    await page.goto('/reviews');
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Rating').selectOption('4');
    await page
      .getByRole('textbox', { name: 'Review', exact: true })
      .fill('They walked me through the credit freeze step by step. Thank you!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your review!')).toBeVisible();
    // Shown for three seconds, then gone.
    await expect(page.getByText('Thank you for your review!')).toBeHidden({ timeout: 6_000 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto('/admin/reviews');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const item = page.getByRole('listitem', { name: `Review by ${name}` });
    await expect(item.getByText('pending')).toBeVisible({ timeout: 20_000 });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Review by ${name} approved and now public.` })).toBeVisible();

    await page.goto('/reviews');
    const first = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').first();
    await expect(first).toContainText(name);
    await expect(first.getByText('Rated 4 out of 5 stars')).toBeAttached();
  });

  test('"Load more reviews" adds six and "Read more" expands a long review', async ({ page }) => {
    await page.goto('/reviews');
    const cards = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const total = Number((await page.getByText(/^Showing 6 of \d+ reviews$/).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(6);
    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await expect(cards).toHaveCount(Math.min(12, total));

    // Pin the card by position: a filter on "Read more" would stop matching once it is clicked.
    const hasReadMore = await cards.evaluateAll((els) =>
      els.map((el) => Array.from(el.querySelectorAll('button')).some((b) => b.textContent === 'Read more')),
    );
    const long = cards.nth(hasReadMore.indexOf(true));
    const before = (await long.textContent())!.length;
    await long.getByRole('button', { name: 'Read more' }).click();
    await expect(long.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await long.textContent())!.length).toBeGreaterThan(before);
    await long.getByRole('button', { name: 'Show less' }).click();
    await expect(long.getByRole('button', { name: 'Read more' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
