import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoA11yViolations } from '../support/page-checks';

// ADR 0102: the content pages and the record pages arrive as HTML the server rendered, so a
// person on a slow phone reads them before any JavaScript has run; the browser then hydrates
// the same markup without a word in the console. A record page holds only what the public
// API gives this visitor.

const CONTENT_PAGES: Array<[path: string, heading: RegExp, copy: RegExp]> = [
  ['/', /Secure your data/i, /check/i],
  ['/breach-check', /Has your information leaked\?/i, /Search Your Info/i],
  ['/faq', /Frequently asked questions/i, /\?/],
  ['/donate', /Donate/i, /donat/i],
  ['/about', /About/i, /\w+/],
  ['/terms', /Terms of Service/i, /\w+/],
  ['/services', /How we help/i, /\w+/],
  ['/contact', /Contact Support/i, /\w+/],
  ['/reviews', /What people say/i, /\w+/],
  ['/alerts', /new breach/i, /email/i],
];

// Maria Delgado's work address in the demo data: the public view shows it only masked.
const DEMO_EMAIL_UNMASKED = 'maria.delgado@northwind-health.example';

async function demoRecordId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent('Maria Delgado')}`);
  const { results } = (await res.json()) as { results: Array<{ id: string }> };
  return results[0]!.id;
}

/** Errors and warnings the page logs (React's hydration mismatches among them), and uncaught errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every content page shows its heading, its copy and its own title', async ({ page }) => {
    for (const [path, heading, copy] of CONTENT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.locator('main'), path).toContainText(copy);
      // The site's top bar and footer are there too.
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      if (path !== '/') await expect(page, path).toHaveTitle(/ \| BreachWatch$/);
    }
  });

  test('a page the server does not render says it needs JavaScript and where to go; a rendered one does not', async ({ page }) => {
    // The search form submits ?q= without JavaScript: that page was blank before.
    for (const path of ['/breach-check?q=Maria+Delgado', '/recovery-plan']) {
      await page.goto(path);
      // Playwright's text engine skips <noscript>: the note is found by its role.
      await expect(page.getByRole('note'), path).toBeVisible();
      await expect(page.getByRole('note'), path).toContainText('This page needs JavaScript to show your results.');
      await expect(page.getByRole('link', { name: 'contact page' }), path).toHaveAttribute('href', '/contact');
    }
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.js-off-note')).toBeHidden();
  });

  test('the "Is this you?" panel of a record page says verifying needs JavaScript, not "Loading…" for ever', async ({ page }) => {
    const id = await demoRecordId(page);
    for (const path of [`/people/${id}`, `/breach-check/leak/${id}`]) {
      await page.goto(path);
      const panel = page.getByRole('region', { name: /Is this you\?/ });
      await expect(panel, path).toContainText('Verifying needs JavaScript');
      await expect(panel.getByText('Loading…'), path).toBeHidden();
      await expect(panel.getByRole('link', { name: 'contact us' }), path).toHaveAttribute('href', '/contact');
    }
  });

  test('the alerts page says asking for alerts needs JavaScript, not "Checking…" for ever', async ({ page }) => {
    await page.goto('/alerts');
    await expect(page.locator('main')).toContainText('Asking for breach alerts needs JavaScript');
    await expect(page.getByText('Checking that alerts can be sent')).toBeHidden();
    await expect(page.locator('main').getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  test('a person page and an Exposure Report show the record, masked as the public API gives it', async ({ page }) => {
    const id = await demoRecordId(page);
    const api = (await (await page.request.get(`/api/people/${id}`)).json()) as { person: { name: string } };
    for (const path of [`/people/${id}`, `/leak/${id}`]) {
      const res = await page.goto(path);
      expect(res?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(res?.headers()['cache-control'], path).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(api.person.name);
      // Never more than the public view: the full address is only ever shown masked.
      const html = await res!.text();
      expect(html, path).not.toContain(DEMO_EMAIL_UNMASKED);
      await expect(page.locator('main'), path).toContainText(/\*\*\*/);
    }
  });
});

test.describe('hydrated', () => {
  test('content pages hydrate without a console error or warning, and respond', async ({ page }) => {
    const problems = consoleProblems(page);
    for (const [path, heading] of CONTENT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);

    // The markup the server sent now answers: a client-side navigation, then a tab switch.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/i);
    await page.goto('/breach-check');
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Exposure Scan' }).click();
    await expect(page).toHaveURL(/\?tab=scan$/);
    await expect(page.getByRole('tab', { name: 'Exposure Scan' })).toHaveAttribute('aria-selected', 'true');
    expect(problems).toEqual([]);
  });

  test('a visitor’s person page: no console error, no second request for the record, axe-clean', async ({ page }) => {
    const id = await demoRecordId(page);
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    for (const path of [`/people/${id}`, `/breach-check/leak/${id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
    // The record came with the page; the owner check answered without an error status.
    expect(apiCalls).not.toContain(`/api/people/${id}`);
    expect(apiCalls).not.toContain(`/api/leaks/${id}`);
    expect(apiCalls).toContain('/api/owner/session/status');
    expect(problems).toEqual([]);

    // Hydrated: the page's links are the app's again.
    await page.goto(`/people/${id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Open the full Exposure Report' }).click();
    await expect(page).toHaveURL(new RegExp(`/breach-check/leak/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
