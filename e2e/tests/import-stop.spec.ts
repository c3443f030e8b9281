import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { adminToken } from '../support/admin-api';
import { E2E_ADMIN } from '../playwright.config';

// ADR 0238: an import the admin stops keeps what it stored hidden from the public until they
// choose. Keep commits exactly the rows the server took; an admin who leaves without choosing
// finds the import in the console's open-imports notice and decides there.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Enough rows for a dozen requests: the stop lands while the import is still sending. */
const ROWS = 60_000;

function csv(tag: string): Buffer {
  const lines = ['First Name,Last Name,Email,City'];
  for (let i = 0; i < ROWS; i++) lines.push(`Person${i},${tag},p${i}.${tag.toLowerCase()}@example.test,Peoria`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function signIn(page: Page) {
  await page.goto('/admin/import');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Data Import' })).toBeVisible();
}

/** Starts importing a file of ROWS people named `tag`, and stops it once some rows have landed. */
async function importAndStop(page: Page, tag: string) {
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: csv(tag) });
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('heading', { name: /Preview/ })).toContainText(`of ${ROWS.toLocaleString('en-US')}`);
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  const progress = page.getByRole('region', { name: 'Import in progress' });
  await expect(progress).toContainText(/\b[1-9][\d,]* of 60,000 rows stored/);
  await progress.getByRole('button', { name: 'Cancel import' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('hidden from the public until you keep or remove them');
  const imported = Number((await report.textContent())!.match(/Imported: ([\d,]+)/)![1]!.replace(/,/g, ''));
  expect(imported).toBeGreaterThan(0);
  expect(imported).toBeLessThan(ROWS);
  return imported;
}

/** Whether a stranger finds the first person of the file by their complete email. */
async function publicFinds(request: APIRequestContext, tag: string): Promise<number> {
  const res = await request.get(`/api/search?q=${encodeURIComponent(`p0.${tag.toLowerCase()}@example.test`)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

async function batchState(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const open = await request.get('/api/admin/import-batches/open', { headers: { Authorization: `Bearer ${token}` } });
  const batches = ((await open.json()) as { batches: { fileName: string | null; received: number; imported: number }[] }).batches;
  return batches.find((b) => b.fileName === name) ?? null;
}

test('a stopped import stays hidden until the admin keeps it, then exactly the rows taken are public', async ({ page, request }) => {
  const tag = `Stopkeep${Date.now().toString(36)}`;
  await signIn(page);
  const imported = await importAndStop(page, tag);
  expect(await publicFinds(request, tag)).toBe(0);
  const open = await batchState(request, `${tag}.csv`);
  expect(open).toMatchObject({ imported });

  await page.getByRole('button', { name: `Keep the ${imported.toLocaleString('en-US')} records` }).click();
  await expect(page.getByTestId('import-report')).toContainText('They are now public.');
  expect(await publicFinds(request, tag)).toBe(1);
  expect(await batchState(request, `${tag}.csv`)).toBeNull();
});

test('an admin who leaves a stopped import undecided finds it in the open imports and can remove it', async ({ page, request }) => {
  const tag = `Stopleave${Date.now().toString(36)}`;
  await signIn(page);
  const imported = await importAndStop(page, tag);
  // The report on the page offers the stopped import: the notice does not list it twice.
  const notice = page.getByRole('region', { name: 'Interrupted imports' });
  await expect(notice.getByRole('listitem').filter({ hasText: `${tag}.csv` })).toHaveCount(0);
  // The admin goes elsewhere and comes back later: the import is still open, and still hidden.
  await page.getByRole('link', { name: 'Breach Records' }).click();
  await expect(page.getByRole('heading', { name: 'Breach Records' })).toBeVisible();
  expect(await publicFinds(request, tag)).toBe(0);
  // Back at once: the page told the server it stopped, so the notice offers it now, not after
  // the two idle minutes that are its only sign of an import whose page is gone.
  await page.getByRole('link', { name: 'Data Import' }).click();
  const item = notice.getByRole('listitem').filter({ hasText: `${tag}.csv` });
  await expect(item).toContainText(`${imported.toLocaleString('en-US')} records were stored. They are hidden from the public`);
  await item.getByRole('button', { name: 'Remove them' }).click();
  await expect(notice.getByRole('listitem').filter({ hasText: `${tag}.csv` })).toHaveCount(0);
  expect(await batchState(request, `${tag}.csv`)).toBeNull();
  expect(await publicFinds(request, tag)).toBe(0);
});
