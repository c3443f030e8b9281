import { expect } from '@playwright/test';
import { test } from '../support/test';

// What the public pages share beyond one page: routes that match case-insensitively, the top bar,
// the menu and the skip link. Each page's own checks (its <h1>, landmarks, no script error, every
// axe rule at 375 and 1280 px, a screenshot of both) are in calm-pages.spec.ts.

test('routes match case-insensitively: /FAQ is the FAQ page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/FAQ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe('top bar', () => {
  test('turns translucent once the page is scrolled past 20 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/terms');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveClass(/backdrop-blur/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens, closes on Escape and navigates, by keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    // Tab order from the top: skip link, brand, menu toggle.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    const faq = menu.getByRole('link', { name: 'FAQ' });
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link moves focus into the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('FAQ deep links', () => {
  test('opening /faq#question opens that answer below the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/faq#how-to-freeze-credit');
    const button = page.locator('#how-to-freeze-credit-button');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#how-to-freeze-credit-panel')).toBeVisible();
    await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(button).toBeInViewport();
    // The highlighted topic in the sidebar follows the scroll position.
    await expect(page.getByRole('navigation', { name: 'FAQ topics' }).locator('a[aria-current="location"]').last()).toHaveText(
      /Fixing things/,
    );
  });
});
