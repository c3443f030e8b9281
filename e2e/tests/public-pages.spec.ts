import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';

// The static public pages at phone and desktop widths: they load, carry their one <h1>, pass
// axe (no serious or critical WCAG 2 A/AA violation) and leave a full-page screenshot behind.

const pages = [
  { path: '/', name: 'home', h1: 'Secure your data. Restore your privacy.' },
  { path: '/services', name: 'services', h1: 'How we help' },
  { path: '/faq', name: 'faq', h1: 'Frequently asked questions' },
  // Routes match case-insensitively: /FAQ is the same page.
  { path: '/FAQ', name: 'faq-uppercase', h1: 'Frequently asked questions' },
  { path: '/about', name: 'about', h1: /^About / },
  { path: '/terms', name: 'terms', h1: 'Terms of Service' },
  { path: '/does-not-exist', name: 'not-found', h1: 'Oops! Page not found' },
] as const;

const viewports = [
  { label: 'mobile', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // Attached as well, so the image survives in the report even when the test passes.
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const viewport of viewports) {
  test.describe(`public pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of pages) {
      test(`${target.path} loads, is accessible and is captured`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));

        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.h1);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        await expectNoSeriousA11yViolations(page);
        await saveScreenshot(page, testInfo, `${target.name}-${viewport.label}`);
        expect(errors).toEqual([]);
      });
    }
  });
}

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
