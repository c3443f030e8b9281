import { test as base } from '@playwright/test';

// The browser tests' `test`: Playwright's, with a page whose goto waits until the app has
// taken over the page. The server renders most public pages (ADR 0102): their heading and
// buttons are on screen before the JavaScript has hydrated them, and a click or a keystroke
// in that moment would be a test of the race, not of the page. With JavaScript off, or for
// an answer that is not a page, goto returns as Playwright's does.
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response === null || (response.headers()['content-type'] ?? '').startsWith('text/html');
      if (javaScriptEnabled !== false && isPage) {
        // Set by the app's first effect (web/src/app/router.tsx).
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
