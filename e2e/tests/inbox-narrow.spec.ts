import { expect } from '@playwright/test';
import { test } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';

// A subject with a long unbroken word (a URL) on a phone-wide screen. The inbox's one column
// used to grow to that word, 440 px inside a 341 px card that hides overflow: dates, badges,
// the reply box and "Send reply" were cut off. Layout needs a real browser, hence e2e.

test.use({ viewport: { width: 375, height: 812 } });

test('a long URL in a subject wraps instead of widening the inbox at 375 px', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const subject = `Is https://secure.examplebank.com/verify?acct=123456789${tag} a scam?`;
  const sent = await request.post('/api/contact', {
    data: { name: 'Dana Whitfield', email: `dana.${tag}@example.test`, subject, message: 'Is this address real?' },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/admin/inbox');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('button', { name: new RegExp(tag) }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();

  const card = list.locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
  const cardBox = (await card.boundingBox())!;
  const within = async (name: string, box: { x: number; width: number } | null) => {
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} ends inside the card`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  };
  await within('the thread list', await list.boundingBox());
  await within('the subject', await page.getByRole('heading', { level: 2, name: subject }).boundingBox());
  await within(
    'the date',
    await list
      .getByRole('button', { name: new RegExp(tag) })
      .locator('time')
      .boundingBox(),
  );
  await within('the reply box', await page.getByLabel(/^Reply to/).boundingBox());
  await within('Send reply', await page.getByRole('button', { name: 'Send reply' }).boundingBox());
  // Nothing inside the card is wider than the card.
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
