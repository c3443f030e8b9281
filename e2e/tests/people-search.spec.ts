import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { importRows } from '../support/admin-api';
import { attachScreens, expectNoSeriousA11yViolations } from '../support/page-checks';

// The public people search, person page and Exposure Report against the real server, plus
// the promise that imported text is only ever shown as text.

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: /name, phone, address or email/i });
  await box.fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

// A stable demo person of the server's demo data (loaded on an empty database), with every
// field group; the raw values are listed so the test can prove none of them is shown.
const DEMO = {
  name: 'Maria Elena Delgado',
  raw: [
    '912-34-5678',
    'mdelgado84@example.net',
    'maria.delgado@northwind-health.example',
    '555-0142',
    '555-0187',
    'D41259876543',
    '1420 Oak',
    '1984-03-15',
    '03/15/1984',
    // Since issue 13 a stranger sees no digit of the SSN, no employer and no benefits value.
    '5678',
    'Registered Nurse',
    'PPO',
  ],
};

async function expectNoRawValues(page: Page) {
  const text = (await page.locator('main').textContent()) ?? '';
  for (const raw of DEMO.raw) expect(text, `raw value ${raw} on the page`).not.toContain(raw);
}

test.describe('people search', () => {
  // Axe runs and full-page screenshots at two widths are slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('search a demo name and open the person page, masked and accessible', async ({ page }, testInfo) => {
    await page.goto('/breach-check');
    await expect(page.getByRole('tab', { name: 'Search Your Info (Name / Phone / Address / Email)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeDisabled();
    await page.getByRole('searchbox').fill('qu');
    await expect(page.getByRole('status').first()).toHaveText('Enter at least 3 characters.');
    await expect(button).toBeDisabled();

    await search(page, 'delgado maria');
    await expect(page).toHaveURL(/\?q=delgado\+maria$/);
    await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: DEMO.name, exact: true }) })
      .first();
    await expect(card).toContainText('Born 1984');
    await expect(card).toContainText('Springfield, IL 62704');
    await expect(card).toContainText('What leaked: SSN');
    await expectNoRawValues(page);
    await expectNoSeriousA11yViolations(page);
    await attachScreens(page, testInfo, 'search-results');

    // Preview state: opened by the card's button, closed by Escape.
    const preview = card.getByRole('button', { name: 'Preview' });
    await preview.click();
    await expect(preview).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveAttribute('aria-expanded', 'false');

    await card.getByRole('link', { name: /person details/i }).click();
    await expect(page).toHaveURL(/\/people\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await expect(page.getByText('Exposure detected')).toBeVisible();
    for (const section of [
      'Identity Overview',
      'Contact',
      'Addresses',
      'Work Information',
      'Where this data likely came from',
      'Risk assessment and recommended actions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(/^hxxps?:\/\/.*\[\.\]/).first()).toBeVisible();
    await expect(page.locator('main a[href*="leaks.example"], main a[href*="paste.example"]')).toHaveCount(0);
    await expectNoRawValues(page);
    await expectNoSeriousA11yViolations(page);
    await attachScreens(page, testInfo, 'person');
    // Side by side on a wide screen, the report link and the plan button keep room between
    // them (they once touched).
    const reportBox = await page.getByRole('link', { name: 'Open the full Exposure Report' }).boundingBox();
    const planBox = await page.getByRole('link', { name: 'Start your recovery plan' }).boundingBox();
    if (Math.abs(reportBox!.y - planBox!.y) < reportBox!.height) {
      expect(planBox!.x - (reportBox!.x + reportBox!.width)).toBeGreaterThanOrEqual(16);
    }

    // The back link returns to the same search.
    await page.getByRole('link', { name: /back to breach check/i }).click();
    await expect(page).toHaveURL(/\/breach-check\?q=delgado\+maria$/);
    await expect(card).toBeVisible();
  });

  test('open the Exposure Report from a result of a shared search link', async ({ page }, testInfo) => {
    await page.goto('/breach-check?q=delgado+maria');
    await expect(page.getByRole('searchbox')).toHaveValue('delgado maria');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: DEMO.name, exact: true }) })
      .first();
    await card.getByRole('link', { name: /exposure report/i }).click();
    await expect(page).toHaveURL(/\/breach-check\/leak\/[^/]+$/);
    await expect(page.getByText(/^Overall: (HIGH|MEDIUM|LOW)$/)).toBeVisible();
    await expect(page.getByText('Overall: HIGH')).toBeVisible(); // SSN + DOB + email + phone
    for (const section of [
      'Identity',
      'Contact',
      'Address',
      'Employment',
      'Benefits & Coverage',
      'Likely Leak Sources',
      'What to Do Now',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.locator('main a[href^="mailto:"], main a[href^="tel:"]')).toHaveCount(0);
    await expectNoRawValues(page);
    await expectNoSeriousA11yViolations(page);
    await attachScreens(page, testInfo, 'exposure-report');

    // The same report at /leak/:id, and an unknown id shows the red box.
    const id = page.url().split('/').pop()!;
    await page.goto(`/leak/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await page.goto('/leak/does-not-exist');
    await expect(page.getByRole('alert')).toHaveText('Not found');
    await expect(page.getByRole('link', { name: /back to breach check/i })).toHaveAttribute('href', '/breach-check');
  });

  test('back and forward restore the search from the URL', async ({ page }) => {
    await page.goto('/breach-check');
    await search(page, 'delgado');
    await expect(page.getByRole('heading', { name: DEMO.name, exact: true }).first()).toBeVisible();
    await search(page, 'zz-no-such-person-zz');
    await expect(page.getByText('No matches found.')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox')).toHaveValue('delgado');
    await expect(page.getByRole('heading', { name: DEMO.name, exact: true }).first()).toBeVisible();
    await page.goForward();
    await expect(page.getByText('No matches found.')).toBeVisible();
  });

  test('the Exposure Scan tab opens from ?tab=scan, and arrow keys move between the tabs', async ({ page }) => {
    await page.goto('/breach-check?tab=scan');
    await expect(page.getByRole('tab', { name: 'Exposure Scan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /run scan/i })).toBeVisible();
    await page.getByRole('tab', { name: 'Exposure Scan' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /Search Your Info/ })).toBeFocused();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page).not.toHaveURL(/tab=scan/);
  });
});

test('imported names and employers that look like HTML are shown as text and never run', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  const rows: Record<string, string>[] = [
    {
      FirstName: '<img src=x onerror=alert(1)>',
      LastName: 'Zzxssalpha',
      Employer: '<script>alert(2)</script>',
      JobTitle: '<img src=x onerror="window.__xss=1">',
      City: 'Springfield',
      State: 'IL',
      PersonalEmail: 'xss.alpha@example.com',
    },
    {
      Name: '<script>window.__xss=2</script> Zzxssbeta',
      Employer: '<img src=x onerror=alert(5)>',
      Department: '<svg onload=alert(6)>',
      PersonalEmail: 'xss.beta@example.com',
      CellPhone: '(217) 555-0177',
      Address1: '12 <b onmouseover=alert(7)>Oak</b> Street',
    },
  ];
  await importRows(request, rows, '<img src=x onerror=alert(8)> dump');

  const assertInert = async () => {
    await expect(page.locator('img[src="x"], svg[onload], b[onmouseover], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toEqual([]);
  };

  await page.goto('/breach-check');
  await search(page, 'zzxss');
  await expect(page.getByText(/^Showing 2 of 2$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '<img src=x onerror=alert(1)> Zzxssalpha' })).toBeVisible();
  await assertInert();

  for (const surname of ['Zzxssalpha', 'Zzxssbeta']) {
    const card = page.getByRole('article').filter({ hasText: surname });
    await card.getByRole('button', { name: 'Preview' }).click();
    await assertInert();
    await card.getByRole('link', { name: /person details/i }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(surname);
    // Employers and job titles are hidden from strangers now; the source's name is shown as text.
    await expect(page.locator('main')).toContainText('<img src=x onerror=alert(8)> dump');
    await assertInert();
    await page.goBack();
    await card.getByRole('link', { name: /exposure report/i }).click();
    await expect(page.getByText(/^Overall: /)).toBeVisible();
    await expect(page.locator('main')).toContainText('<img src=x onerror=alert(8)> dump');
    await assertInert();
    await page.goBack();
  }
});

test('a name in another script is found as it is typed, with or without its accents', async ({ page, request }) => {
  const rows: Record<string, string>[] = [
    { Name: 'Зиновий Ксенофонтов', City: 'Ярославль', PersonalEmail: 'zinovy.k@example.ru' },
    { Name: 'Ξενοφών Ζαχαρίου', City: 'Πάτρα', PersonalEmail: 'xenofon.z@example.gr' },
    { Name: '欧阳娜', City: '成都', PersonalEmail: 'ouyang.na@example.cn' },
  ];
  await importRows(request, rows, 'Other scripts dump');

  await page.goto('/breach-check');
  await search(page, 'Зиновий Ксенофонтов');
  await expect(page.getByText(/^Showing 1 of 1$/)).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Зиновий Ксенофонтов' });
  await expect(card).toContainText('Ярославль');
  await card.getByRole('link', { name: /person details/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Зиновий Ксенофонтов');

  // Typed in lowercase without the tonos: the same words.
  await page.goto('/breach-check');
  await search(page, 'ξενοφων ζαχαριου');
  await expect(page.getByText(/^Showing 1 of 1$/)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Ξενοφών Ζαχαρίου' })).toContainText('Πάτρα');

  // Two Chinese characters are enough to search (a character counts as two toward the minimum); one is not.
  const box = page.getByRole('searchbox', { name: /name, phone, address or email/i });
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await box.fill('欧');
  await expect(button).toBeDisabled();
  await search(page, '欧阳');
  await expect(page.getByText(/^Showing 1 of 1$/)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '欧阳娜' })).toContainText('成都');
});
