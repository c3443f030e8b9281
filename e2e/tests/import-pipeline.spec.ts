import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { encodeSingleByte } from '../../core/test/code-page';
import { IMPORT_CORPUS } from '../../core/test/import-corpus';
import { E2E_ADMIN } from '../playwright.config';
import { attachScreens } from '../support/page-checks';

// The import pipeline end to end: the console reads a file in its worker with core's reader
// and refuses a bad file before sending anything, with the command line's message; names in
// other encodings arrive intact and searchable; one file through the console and through the
// command line (run beside the live server on its database) is stored once; a 300,000-row file
// keeps the page responsive with an honest progress bar.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');

async function signIn(page: Page, to = '/admin/import') {
  await page.goto(to);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Data Import' })).toBeVisible();
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
}

/** The command-line import, run beside the e2e server on its own database. */
function cliImport(file: string) {
  return run('npx', ['tsx', 'server/src/cli/import.ts', file, '--source', 'E2E command line'], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
}

/**
 * Records the longest gap between animation frames from now on (the page's responsiveness),
 * until the console moves to Breach Records (whose 500-row table is not the import's work).
 */
async function watchFrames(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { maxFrameGap: number };
    w.maxFrameGap = 0;
    let last = performance.now();
    const tick = (t: number) => {
      if (location.pathname.endsWith('/records')) return;
      w.maxFrameGap = Math.max(w.maxFrameGap, t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () => page.evaluate(() => Math.round((window as unknown as { maxFrameGap: number }).maxFrameGap));
}

test('a file with a quote left open at row 99,991 is refused in the preview with its row; nothing is sent', async ({ page }) => {
  const shape = IMPORT_CORPUS.find((s) => s.fileName === 'hidden-error.csv')!;
  await signIn(page);
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/import') && !r.url().endsWith('/open') && sent.push(r.url()));
  await chooseFile(page, shape.fileName, Buffer.from(shape.bytes()));
  await expect(page.getByRole('alert').first()).toContainText('Row 99991: a quoted field is never closed.');
  await expect(page.getByRole('button', { name: 'Import Parsed Rows' })).toHaveCount(0);
  // The same text pasted gets the same message.
  await page.getByLabel('Paste text').check();
  await page
    .getByLabel('CSV/TSV data')
    .fill('Name,Email,City\nAda,"ada@example.test,Boston\nBob,bob@example.test,Salem\nCy,cy@example.test\n');
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Row 2: a quoted field is never closed.');
  expect(sent).toEqual([]);

  // A title above the header (ADR 0301), on a phone's width: the refusal offers the row under it
  // as the header row; chosen from the keyboard, the preview shows and says what was left out.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('CSV/TSV data').fill('Customer export - generated 2024-03-01\nName,Email\nHana Header,hana.header@example.test\n');
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  const useRow = page.getByRole('button', { name: 'Use row 2 as the header row (leave out row 1)' });
  await expect(page.getByRole('alert').first()).toContainText('Row 2 looks like the header row (it names Name and Email).');
  const box = (await useRow.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= 375, 'the button fits a 375 px screen').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await useRow.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#preview-heading')).toBeFocused();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    'Row 1 above the header row (starting "Customer export - generated 2024-03-01") is left out, as chosen: the header is read from row 2.',
  );
  await expect(page.getByRole('cell', { name: 'hana.header@example.test' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('Windows-1252 and UTF-16 files: the encoding is shown, and the names arrive intact and searchable', async ({ page }) => {
  const tag = `Enc${Date.now().toString(36)}`;
  const text = `FirstName,LastName,Email,City\nJosé,Müller${tag},jose.${tag}@example.test,Zürich\n`;
  const cp1252 = Buffer.from(text, 'latin1');
  await signIn(page);
  await chooseFile(page, 'ansi.csv', cp1252);
  await expect(page.getByTestId('read-summary')).toContainText('Windows-1252');
  await expect(page.getByRole('cell', { name: `Müller${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 1');
  await page.getByLabel('Search').fill(`Müller${tag}`);
  await expect(page.getByRole('table').getByRole('button', { name: `José Müller${tag}`, exact: true })).toBeVisible();

  // UTF-16 (Excel's "Unicode text"), chosen explicitly: the same person, so a duplicate.
  await page.getByRole('link', { name: 'Data Import' }).click();
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  await page.getByLabel('Encoding').selectOption('utf-16le');
  await chooseFile(page, 'unicode.csv', utf16);
  await expect(page.getByTestId('read-summary')).toContainText('UTF-16 LE');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page.getByTestId('import-report').first()).toContainText('Duplicates: 1');
});

test('a Cyrillic "CSV" from Excel: not read as Western, the admin chooses Windows-1251 and the names arrive intact', async ({
  page,
}, testInfo) => {
  const tag = `Cyr${Date.now().toString(36)}`;
  const text = `Фамилия,Имя,Электронная почта,Город\nПетрова${tag},Ольга,olga.${tag}@example.test,Санкт-Петербург\n`;
  const cp1251 = Buffer.from(encodeSingleByte(text, 'windows-1251'));
  await signIn(page);
  await chooseFile(page, 'cyrillic.csv', cp1251);
  // Nothing in the bytes says which code page wrote them, and its words are not Western (ADR 0210).
  await expect(page.getByRole('alert').first()).toContainText(
    'choose the encoding it was saved in (Windows-1252 on Western systems, Windows-1251 on Cyrillic ones)',
  );
  await page.getByLabel('Encoding').selectOption('windows-1251');
  await chooseFile(page, 'cyrillic.csv', cp1251);
  await expect(page.getByTestId('read-summary')).toContainText('Windows-1251 (Cyrillic)');
  await expect(page.getByRole('cell', { name: `Петрова${tag}` })).toBeVisible();
  await attachScreens(page, testInfo, 'cyrillic-code-page-preview');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 1');
  await page.getByLabel('Search').fill(`Петрова${tag}`);
  await expect(page.getByRole('table').getByRole('button', { name: `Ольга Петрова${tag}`, exact: true })).toBeVisible();
});

test('a French file: the preview says its dates are read day first, and they are stored so', async ({ page }, testInfo) => {
  const tag = `Fr${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByLabel('Paste text').check();
  await page
    .getByLabel('CSV/TSV data')
    .fill(`Nom;Prénom;Courriel;Date de naissance;Ville\n${tag}Martin;Léa;lea.${tag}@example.fr;12/03/1980;Lyon\n`);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  const dates = page.locator('p', { hasText: 'Dates read:' });
  await expect(dates).toContainText('day first, as 31/12/1980');
  // On a phone too: the wide table scrolls in its own box, never the page.
  await attachScreens(page, testInfo, 'french-dates-preview');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 1');
  // 12 March, as the file meant it: the import API resolves the same header row the preview did.
  await expect(await storedBirthDate(page, `${tag}Martin`, `Léa ${tag}Martin`)).toHaveText('1980-03-12');
});

test('an English-headed file written day first: the preview says so, and its dates are stored as written (ADR 0317)', async ({ page }) => {
  const tag = `Uk${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByLabel('Paste text').check();
  await page
    .getByLabel('CSV/TSV data')
    .fill(
      `First Name,Last Name,Email,DOB\nAda,${tag}One,ada.${tag}@example.co.uk,31/12/1980\nBea,${tag}Two,bea.${tag}@example.co.uk,01/02/1975\n`,
    );
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.locator('p', { hasText: 'Dates read:' })).toContainText(
    'day first, as 31/12/1980 (the file’s own dates are written so)',
  );
  await expect(page.getByLabel('Dates read so')).toContainText('such as “01/02/1975” in “DOB” (row 3), 1975-02-01 and not 1975-01-02');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 2');
  // 1 February, as the file wrote it: not January 2, as its English column names alone would say.
  await expect(await storedBirthDate(page, `${tag}Two`, `Bea ${tag}Two`)).toHaveText('1975-02-01');
});

test('a pasted list of addresses and passwords with no header row: the preview says how it is read (ADR 0328)', async ({ page }) => {
  const tag = `combo${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByLabel('Paste text').check();
  await page.getByLabel('CSV/TSV data').fill(`ana.${tag}@list.example:Summer2024!\nben.${tag}@list.example:pa:ss"word\n`);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByText('-separated (detected)')).toContainText('colon-separated (detected): 2 rows');
  await expect(
    page.getByText('The file has no header row: its lines are email addresses, each with a password after a colon'),
  ).toBeVisible();
  await expect(page.locator('p', { hasText: 'Recognised columns:' })).toContainText('Email, Password');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 2');
  // The person on the list learns with the free scan that a password of theirs leaked, never which.
  const scan = await page.request.post('/api/scan', { data: { email: `ben.${tag}@list.example` } });
  expect(scan.status()).toBe(200);
  const body = await scan.text();
  expect(body).not.toContain('ss\\"word');
  expect(JSON.parse(body).exposures[0].dataClasses).toEqual(['password', 'email']);
});

test('a pasted file with no header row: the refusal says where to name its columns; named, it imports (ADRs 0330-0331)', async ({
  page,
}, testInfo) => {
  const tag = `Nohead${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByLabel('Paste text').check();
  await page
    .getByLabel('CSV/TSV data')
    .fill(
      `+15125550143:100001:Nora:${tag}:female:Austin, Texas:1/1/2018 12:00:00 AM\n` +
        `+15125550178:100002:Otto:${tag}:male:Dallas, Texas:10/23/2019 9:41:07 PM\n`,
    );
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    'If the file has no header row, type its columns in order under "Column names" (such as Phone, First Name, Last Name, Email), and read it again.',
  );
  await page.getByLabel(/^Column names/).fill('Phone, Profile ID, First Name, Last Name, Gender, City, Last Seen');
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByText('-separated (detected)')).toContainText('colon-separated (detected): 2 rows');
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
    'The file has no header row: its columns are read as named (Phone, Profile ID, First Name, Last Name, Gender, City and Last Seen), from row 1.',
  );
  // The times hold the colon that separates the columns: each is one value (ADR 0331).
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Values that are times (such as 12:00:00 AM) hold the colon');
  await expect(page.getByRole('cell', { name: 'Austin, Texas' })).toBeVisible();
  await attachScreens(page, testInfo, 'named-columns-preview');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page).toHaveURL(/\/admin\/records$/);
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 2');
  // A visitor finds the person of row 1 by name and town.
  const search = await page.request.get(`/api/search?q=${encodeURIComponent(`Nora ${tag} Austin`)}`);
  expect(search.status()).toBe(200);
  expect((await search.json()).results).toHaveLength(1);
});

/** The records page's search for `query`, the record named `name` opened: its date of birth. */
async function storedBirthDate(page: Page, query: string, name: string): Promise<Locator> {
  await page.getByLabel('Search').fill(query);
  await page.getByRole('table').getByRole('button', { name, exact: true }).click();
  return page
    .getByRole('dialog')
    .locator('dt', { hasText: /^Date of birth:$/ })
    .locator('xpath=following-sibling::dd[1]');
}

test('one file through the console and through the command line is stored once, whichever comes first', async ({ page }, testInfo) => {
  const tag = `Cross${Date.now().toString(36)}`;
  const csv = (t: string) =>
    'FirstName,LastName,Phone,Phone,,Email,City\n' +
    Array.from(
      { length: 40 },
      (_, i) =>
        `P${i},${t}${i},555-060-${String(i).padStart(4, '0')},555-061-${String(i).padStart(4, '0')},note,p${i}.${t}@example.test,Salem\n`,
    ).join('');
  await signIn(page);

  // Console first, then the command line.
  const first = testInfo.outputPath('console-first.csv');
  fs.writeFileSync(first, csv(`${tag}a`));
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles(first);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Columns 3 and 4 are all named "Phone": each is imported.');
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 40');
  const cli = await cliImport(first);
  expect(cli.stdout).toMatch(/imported:\s+0\n\s+duplicates:\s+40/);

  // The command line first, then the console.
  const second = testInfo.outputPath('cli-first.csv');
  fs.writeFileSync(second, csv(`${tag}b`));
  expect((await cliImport(second)).stdout).toMatch(/imported:\s+40\b/);
  await page.getByRole('link', { name: 'Data Import' }).click();
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles(second);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();
  await expect(page.getByTestId('import-report').first()).toContainText('Imported: 0');
  await expect(page.getByTestId('import-report').first()).toContainText('Duplicates: 40');
});

test('pasting 300,000 rows keeps the page responsive; the paste is checked off the page', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  // The surnames are the tag, an "x", then the row number: a base-36 stamp ending in three
  // digits followed by a six-digit row number made nine digits in a row, which the import
  // rightly refuses as a Social Security number in a name column (row 100,002 of one CI run).
  const tag = `Paste${Date.now().toString(36)}`;
  const text =
    'FirstName,LastName,Email,Phone,City\n' +
    Array.from(
      { length: 300_000 },
      (_, i) => `P${i},${tag}x${i},p${i}.${tag}@example.test,555-070-${String(i % 10_000).padStart(4, '0')},Dover`,
    ).join('\n');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByLabel('Paste text').check();
  // The text reaches the page first (the test's own transfer of 30 MB is not the app's work)...
  await page.evaluate((data) => void ((window as unknown as { clip: string }).clip = data), text);
  const maxGap = await watchFrames(page);
  // ...then a paste (Ctrl+V) of 300,000 rows, as the browser delivers it.
  await page.getByLabel('CSV/TSV data').evaluate((el) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', (window as unknown as { clip: string }).clip);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText(/million characters/)).toBeVisible();
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('heading', { name: /Preview/ })).toContainText('of 300,000', { timeout: 300_000 });
  const pasteGap = await maxGap();
  testInfo.annotations.push({ type: 'frame gaps', description: `paste and check ${pasteGap} ms` });
  console.log(`frame gaps, 300,000 rows pasted and checked: longest ${pasteGap} ms`);
  await testInfo.attach('paste-frame-gaps.json', { body: JSON.stringify({ pasteGap }), contentType: 'application/json' });
  await page.screenshot({ path: testInfo.outputPath('paste-preview-1280.png') });
  expect(pasteGap).toBeLessThan(2_000);
});

test('a 300,000-row file: the page stays responsive and the progress bar is visible and honest', async ({ page }, testInfo) => {
  test.setTimeout(900_000);
  const rows = 300_000;
  const tag = `Big${Date.now().toString(36)}`;
  const file = testInfo.outputPath('big.csv');
  const out = fs.createWriteStream(file);
  out.write('FirstName,LastName,Email,Phone,City,State,Zip,Notes\n');
  for (let i = 0; i < rows; i++) {
    out.write(
      `First${i},${tag}x${i},p${i}.${tag}@example.test,555-${String(i % 1000).padStart(3, '0')}-${String(i % 10000).padStart(4, '0')},Springfield,IL,62701,"row ${i}, imported by the browser test"\n`,
    );
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const maxGap = await watchFrames(page);
  await page.getByLabel('CSV/TSV file (.csv, .tsv, .txt)').setInputFiles(file);
  await page.getByRole('button', { name: 'Parse & Preview' }).click();
  await expect(page.getByRole('progressbar', { name: 'Checking the file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Preview/ })).toContainText('of 300,000', { timeout: 300_000 });
  const checkGap = await maxGap();
  await page.getByRole('button', { name: 'Import Parsed Rows' }).click();

  // The progress panel is in view at 1280x900, and counts rows the server has taken.
  const live = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(live).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Import in progress' })).toContainText(/of 300,000 rows/);
  await expect.poll(async () => Number(await live.getAttribute('aria-valuenow')), { timeout: 300_000 }).toBeGreaterThan(0);
  const midway = Number(await live.getAttribute('aria-valuenow'));
  expect(midway).toBeLessThan(100);
  await page.screenshot({ path: testInfo.outputPath('import-progress-1280.png') });

  await expect(page).toHaveURL(/\/admin\/records$/, { timeout: 840_000 });
  const report = page.getByTestId('import-report').first();
  await expect(report).toContainText('Rows taken: 300,000 of 300,000');
  await expect(report).toContainText('Imported: 300,000');
  const importGap = await maxGap();
  testInfo.annotations.push({ type: 'frame gaps', description: `check ${checkGap} ms, import ${importGap} ms` });
  console.log(`frame gaps, 300,000-row file: longest ${checkGap} ms while checked, ${importGap} ms by the end of the import`);
  await testInfo.attach('frame-gaps.json', { body: JSON.stringify({ checkGap, importGap }), contentType: 'application/json' });
  // The target (no gap over 200 ms) is measured in docs/benchmarks.md on a quiet machine; here,
  // on a shared CI machine, the page must simply never freeze.
  expect(Math.max(checkGap, importGap)).toBeLessThan(2_000);
});
