import fs from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';

// The admin console end to end against the real server: sign-in, imports through the
// preview (file and pasted TSV), records (search, detail, export, delete, bulk delete) and the
// dashboard figures. (Big files and the import pipeline: import-pipeline.spec.ts.)

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// Tables of 500 rows re-render on every search: on a busy two-core CI machine that can take
// seconds, so waits are generous (they still fail if the figure never appears).
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(page: Page, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function totalRecords(page: Page): Promise<string> {
  const card = page
    .locator('div', { has: page.getByText('Total records', { exact: true }) })
    .locator('dd')
    .first();
  await expect(card).not.toHaveText('—');
  return (await card.textContent()) ?? '';
}

test('sign-in shows the server error for a wrong password', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('import a file and pasted TSV, then search, view, export, delete and bulk-delete', async ({ page }, testInfo) => {
  const tag = `Zq${Date.now().toString(36)}`;
  // A deep link survives the sign-in.
  await signIn(page, '/admin/import');
  await expect(page.getByRole('heading', { name: 'Data Import' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const before = await totalRecords(page);
  await page.getByRole('link', { name: 'Data Import' }).click();

  // 1. A CSV file, with a name a spreadsheet would run as a formula.
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `FirstName,LastName,Email,Phone,DOB,Shoe Size\n` +
        `=Evil,${tag}Formula,evil.${tag}@example.test,555-201-0001,1980-01-02,9\n` +
        `Ada,${tag}Alpha,ada.${tag}@example.test,555-201-0002,,10\n` +
        `Bob,${tag}Bravo,bob.${tag}@example.test,,,11\n`,
    ),
  });
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.locator('p', { hasText: 'Recognised columns:' })).toContainText('FirstName');
  await expect(page.locator('p', { hasText: 'Ignored columns:' })).toContainText('Shoe Size');
  await page.getByLabel('Source name').fill(`E2E dump ${tag}`);
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 3');

  // 2. Pasted TSV; changing the source type clears the preview.
  await page.getByRole('link', { name: 'Data Import' }).click();
  await page.getByLabel('Paste text').check();
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByText('Paste CSV/TSV data first')).toBeVisible();
  await page
    .getByLabel('CSV/TSV data')
    .fill(`Name\tEmail\tCity\nCara ${tag}Charlie\tcara.${tag}@example.test\tDover\nDan ${tag}Delta\tdan.${tag}@example.test\tSalem\n`);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('heading', { name: /Preview/ })).toContainText('of 2');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 2');

  // 3. Search (server side) finds exactly the five.
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByText('Showing 5 of 5')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);

  // 4. The detail dialog: full values, mailto link, Escape closes.
  await table.getByRole('button', { name: `Ada ${tag}Alpha`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Emails are stored lowercased.
  const adaEmail = `ada.${tag}@example.test`.toLowerCase();
  await expect(dialog.getByRole('link', { name: adaEmail })).toHaveAttribute('href', `mailto:${adaEmail}`);
  await expect(dialog).toContainText(`E2E dump ${tag}`);
  // The row as the file held it: header names come from the batch's header set (ADR 0145), in
  // the file's order, the ignored column too; an empty cell is left out.
  const asImported = dialog.locator('section', { has: page.getByRole('heading', { name: 'All fields as imported' }) });
  await expect(asImported.locator('dt')).toHaveText(['FirstName:', 'LastName:', 'Email:', 'Phone:', 'Shoe Size:']);
  await expect(asImported.locator('dd')).toHaveText(['Ada', `${tag}Alpha`, `ada.${tag}@example.test`, '555-201-0002', '10']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // 5. Export everything matching the search, as a dated file with neutralised formulas. The
  // browser's download manager fetches the file (ADR 0232): no script in the page reads it.
  const exportFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/export.csv') && ['fetch', 'xhr'].includes(request.resourceType())) exportFetches.push(request.url());
  });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^breach-records-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Export started: the file is saving in your browser')).toBeVisible();
  expect(exportFetches).toEqual([]);
  // When the export cannot start, the page says why instead of a failed download.
  await page.route('**/export/check*', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Busy</h1>' }));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('The server is busy. Try the export again in a minute.')).toBeVisible();
  await page.unroute('**/export/check*');
  const bytes = fs.readFileSync(await download.path());
  // The file starts with the UTF-8 byte-order mark, so that Excel reads non-Latin names right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const lines = csv.trimEnd().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Email,Phone,RiskLevel,DateAdded');
  expect(lines).toHaveLength(6);
  expect(csv).toContain(`'=Evil ${tag}Formula`);
  expect(csv).not.toMatch(/(^|,)=Evil/m);
  await testInfo.attach('export.csv', { body: csv, contentType: 'text/csv' });

  // 6. Delete one, with the spec's confirmation.
  await table.getByRole('button', { name: `Delete Bob ${tag}Bravo` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this record? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Showing 4 of 4')).toBeVisible();

  // 7. Bulk-delete two.
  await table.getByRole('checkbox', { name: `Select Cara ${tag}Charlie` }).check();
  await table.getByRole('checkbox', { name: `Select Dan ${tag}Delta` }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(confirm).toContainText('Delete 2 selected record(s)? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();

  // 8. The dashboard reflects it.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => totalRecords(page)).not.toBe(before);
  const list = page.getByRole('list', { name: 'Latest admin actions' });
  await expect(list).toContainText('Bulk-deleted records');
  await expect(list).toContainText('Exported records');
  await expect(list).toContainText('Imported records');
  await expect(page.getByTestId('health-database')).toHaveText('healthy');
  // The risk legend runs by severity, as the slices do, not alphabetically (High, Low, Medium).
  await expect(page.locator('.recharts-legend-item-text').first()).toBeVisible();
  const legend = await page.locator('.recharts-legend-item-text').allTextContents();
  expect(legend.length).toBeGreaterThan(1);
  expect(legend).toEqual(['High', 'Medium', 'Low', 'Unrated'].filter((level) => legend.includes(level)));

  // Sign out clears the session.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
