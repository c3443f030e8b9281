import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { importRows } from '../support/admin-api';
import { test } from '../support/test';

// The Exposure Scan tab against the real server and its demo data (the fixed demo people of
// Northwind Health): an email scan, a domain scan, accessibility and both screen sizes.

const DEMO_EMAIL = 'maria.delgado@northwind-health.example';
const DEMO_DOMAIN = 'northwind-health.example';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function attachScreens(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The table turns into stacked cards on phones: check that layout too.
    await expectNoAxeViolations(page);
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ fullPage: true, path: file });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openScanTab(page: Page) {
  await page.goto('/breach-check?tab=scan');
  await expect(page.getByRole('tab', { name: 'Exposure Scan' })).toHaveAttribute('aria-selected', 'true');
}

test('validates on the client before scanning', async ({ page }) => {
  await openScanTab(page);
  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an email or a domain.');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(page.getByRole('table').getByText(/^No scan yet\./)).toBeVisible();
});

test('scans a demo email: score, severity, actions and a masked table', async ({ page }, testInfo) => {
  await openScanTab(page);
  await page.getByLabel('Email address').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Run Scan' }).click();

  const meter = page.getByRole('meter', { name: 'Address score' });
  await expect(meter).toBeVisible();
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Suggested actions' })).toBeVisible();
  await expect(page.getByText(/Freeze your credit at Equifax, Experian and TransUnion/)).toBeVisible();
  await expect(page.getByText(/^Scanned /)).toBeVisible();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Northwind Health HR export');
  await expect(rows.nth(1)).toContainText('m***@n***.example');
  // No more than a stranger may see: not the address, not any digit of the SSN.
  await expect(page.getByRole('table')).not.toContainText(DEMO_EMAIL);
  await expect(page.getByRole('table')).not.toContainText(/\*\*\*-\*\*-\d{4}|\b9\d{2}-\d{2}-\d{4}\b/);
  // The severity scale beside the score, real links for the steps, and the record's report.
  await expect(page.getByText(/^How the address score works: /)).toBeVisible();
  await expect(page.getByRole('link', { name: /IdentityTheft\.gov/ }).first()).toHaveAttribute('href', 'https://www.identitytheft.gov/');
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/contact');
  // The row's level is the record's one level: its Exposure Report says the same (ADR 0307).
  const rowLevel = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  expect(rowLevel).toMatch(/^(High|Medium|Low)$/);
  await rows
    .nth(1)
    .getByRole('link', { name: /Open the Exposure Report/ })
    .click();
  await expect(page).toHaveURL(/\/leak\/[^/]+$/);
  await expect(page.getByText(`Overall: ${rowLevel.toUpperCase()}`, { exact: true })).toBeVisible();
  await page.goBack();

  await attachScreens(page, testInfo, 'scan-email');
});

test('scans a demo domain: people across sources and the public breach catalog with its credit', async ({ page }, testInfo) => {
  await openScanTab(page);
  await page.getByLabel('Domain').fill(DEMO_DOMAIN);
  await page.getByRole('button', { name: 'Run Scan' }).click();

  await expect(page.getByRole('meter', { name: 'Address score' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ to [\d,]+ people at this domain in our records$/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText(`at @${DEMO_DOMAIN}`);
  await expect(page.getByText(/Tell the affected staff/)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Known public breaches of ${DEMO_DOMAIN}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Breach data from haveibeenpwned.com' })).toBeVisible();

  await attachScreens(page, testInfo, 'scan-domain');
});

test('shows public breaches of a catalogued organisation, labelled', async ({ page }) => {
  await openScanTab(page);
  await page.getByLabel('Domain').fill('linkedin.com');
  await page.getByRole('button', { name: 'Run Scan' }).click();
  const catalog = page
    .getByRole('region', { name: /Known public breaches of linkedin\.com/ })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Known public breaches of linkedin.com' }) }));
  await expect(catalog.getByText('LinkedIn', { exact: true })).toBeVisible();
  await expect(catalog.getByText('Spam list')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('LinkedIn (public breach)');
});

test('scans an address and a domain typed in another script, whichever way the dump spelled them', async ({ page, request }, testInfo) => {
  // The dumps keep her domain in its own script and his in ASCII.
  await importRows(
    request,
    [
      { Name: 'Ольга Сканова', Email: 'olga.skanova@пример.рф', City: 'Казань' },
      { Name: 'Иван Сканов', Email: 'ivan.skanov@xn--e1afmkfd.xn--p1ai', City: 'Уфа' },
    ],
    'Cyrillic shop dump',
  );
  await openScanTab(page);
  // Chromium hands the page an email field's domain in ASCII, whatever was typed: the scan must
  // still find the record stored in Cyrillic.
  await page.getByLabel('Email address').fill('Olga.Skanova@Пример.рф');
  await page.getByRole('button', { name: 'Run Scan' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Cyrillic shop dump');
  await expect(rows.nth(1)).toContainText('o***@п***.рф');
  await expect(rows).toHaveCount(2);

  // His hint in his own script, not the ASCII spelling the dump kept.
  await page.getByLabel('Email address').fill('ivan.skanov@xn--e1afmkfd.xn--p1ai');
  await page.getByRole('button', { name: 'Run Scan' }).click();
  await expect(rows.nth(1)).toContainText('i***@п***.рф');
  await expect(page.getByRole('table')).not.toContainText('skanova');
  await attachScreens(page, testInfo, 'scan-idn-email');

  await page.getByLabel('Email address').fill('');
  await page.getByLabel('Domain').fill('пример.рф');
  await page.getByRole('button', { name: 'Run Scan' }).click();
  // Two people, under either spelling of the domain: too few for figures, and said so rather
  // than "No exposures found." (ADR 0229).
  await expect(page.getByRole('table')).toContainText(
    'Nothing to show for this domain: fewer than 10 people at it are in our records, perhaps none.',
  );
  await expect(page.getByRole('table')).not.toContainText('Cyrillic shop dump');
});
