import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';

// A placeholder that runs past the edge of its box is cut off mid-word ("12 (" on a phone), and
// nothing shows the rest: the example a visitor was meant to copy is lost. Every visible
// placeholder on the public forms must fit its box at a small phone's and a common phone's width.

async function placeholdersThatDoNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'main input[placeholder], main textarea[placeholder]',
    )) {
      if (!el.placeholder || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = Math.ceil(context.measureText(el.placeholder).width);
      const room = Math.floor(el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
      if (text > room) cut.push(`"${el.placeholder}" needs ${text}px, has ${room}px`);
    }
    return cut;
  });
}

for (const width of [320, 375]) {
  test.describe(`placeholders at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/breach-check', '/breach-check?tab=scan', '/contact', '/alerts', '/donate']) {
      test(`fit their boxes on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await placeholdersThatDoNotFit(page)).toEqual([]);
      });
    }
  });
}
