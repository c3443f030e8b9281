import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// Checks the record pages' browser tests share: no serious accessibility violation, and the
// page at a phone's and a laptop's width, attached to the report for a person to look at.

async function a11yViolations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await a11yViolations(page, ['serious', 'critical'])).toEqual([]);
}

/** axe-clean: no violation of any impact. */
export async function expectNoA11yViolations(page: Page) {
  expect(await a11yViolations(page)).toEqual([]);
}

export async function attachScreens(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing may push the page sideways on a phone (long masked emails, long names).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await testInfo.attach(`${name}-${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
