import { expect } from '@playwright/test';
import { test } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';
import { startSmtpSink } from '../support/smtp-sink';

// A person's incident report becomes a case: the admin works it in the console (status, a call
// in the ledger, an internal note, a reply), the reply mail carries a private case link, and the
// person sees the status and the public ledger there, never the internal note. A stranger who
// writes the form as the person adds nothing to it; the person adds to it through that page.

const smtpUrl = process.env.SMTP_URL!;

test('a case from an incident report, worked in the console and seen by the person', async ({ browser, baseURL }) => {
  const smtp = await startSmtpSink(smtpUrl);
  const tag = Date.now().toString(36);
  const email = `case.${tag}@example.test`;
  const subject = `Card opened in my name ${tag}`;
  const adminContext = await browser.newContext({ baseURL });
  const personContext = await browser.newContext({ baseURL });
  try {
    const person = await personContext.newPage();
    await person.goto('/contact?subject=incident');
    await person.getByLabel(/^Full name/).fill('Robin Case');
    await person.getByLabel(/^Email/).fill(email);
    await person.getByLabel(/^Subject/).fill(subject);
    await person.getByLabel(/^Message/).fill('Someone opened a store card in my name.');
    await person.getByRole('button', { name: 'Send Message' }).click();
    await expect(person.getByRole('status')).toContainText('Thank you!');

    const admin = await adminContext.newPage();
    await admin.goto('/admin');
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: /^Inbox/ }).click();
    // The case list filtered to new cases holds ours.
    await admin.getByLabel('Filter cases by status').selectOption('new');
    await admin.getByRole('button', { name: new RegExp(subject) }).click();
    const conversation = admin.getByRole('region', { name: subject });
    const caseRegion = conversation.getByRole('region', { name: 'Case' });
    await expect(caseRegion.getByLabel('Case status')).toHaveValue('new');

    await caseRegion.getByText(/^Ledger/).click();
    await caseRegion.getByLabel('Action').selectOption('call');
    await caseRegion.getByLabel('Outcome').fill('Called the card issuer: account frozen');
    await caseRegion.getByRole('button', { name: 'Add to ledger' }).click();
    await expect(caseRegion.getByRole('list', { name: 'Case ledger' })).toContainText('Called the card issuer: account frozen');
    await caseRegion.getByLabel('Action').selectOption('note');
    await caseRegion.getByLabel('Outcome').fill('Internal: check the second address');
    await caseRegion.getByRole('button', { name: 'Add to ledger' }).click();
    await expect(caseRegion.getByRole('list', { name: 'Case ledger' })).toContainText('Internal: check the second address');
    await caseRegion.getByLabel('Case status').selectOption('waiting');
    // Choosing is not saving: the status is saved by its button.
    await caseRegion.getByRole('button', { name: 'Update status' }).click();
    await expect(caseRegion.getByRole('status')).toHaveText('Status updated to Waiting on the person.');
    await expect(caseRegion.getByLabel('Case status')).toHaveValue('waiting');

    const before = smtp.received.length;
    await conversation.getByLabel(`Reply to ${email}`).fill('Please send us the letter you received.');
    await conversation.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => smtp.received.slice(before).some((m) => m.to.includes(email)), { timeout: 15_000 }).toBe(true);
    const raw = smtp.received
      .slice(before)
      .find((m) => m.to.includes(email))!
      .raw.replace(/=\r\n/g, '');
    const link = /(https?:\/\/[^\s]+\/case#[A-Za-z0-9_-]+)/.exec(raw)![1]!;

    // With the ledger open the pane is taller than the screen: the reply box must stay in view
    // and the case list must not be scrolled out of its clipped frame (both happened once).
    const send = conversation.getByRole('button', { name: 'Send reply' });
    const [sendBox, paneBox] = [await send.boundingBox(), await conversation.boundingBox()];
    expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(paneBox!.y + paneBox!.height + 1);
    const frameScroll = await conversation.evaluate((pane) => {
      let el = pane.parentElement;
      while (el && getComputedStyle(el).overflow !== 'hidden') el = el.parentElement;
      return el?.scrollTop ?? 0;
    });
    expect(frameScroll).toBe(0);

    await person.goto(link);
    await expect(person.getByRole('heading', { level: 1, name: 'Your case' })).toBeVisible();
    await expect(person.getByTestId('case-status')).toHaveText('Waiting on you');
    const history = person.getByRole('list', { name: 'Case history' });
    await expect(history).toContainText('Called the card issuer: account frozen');
    await expect(history).toContainText('Reply sent');
    await expect(history).not.toContainText('Internal: check the second address');
    // The token left the address bar once read.
    expect(new URL(person.url()).hash).toBe('');

    // A stranger posts the form as this person, with the same subject: it opens a case of its
    // own, and the person's case still waits on them with nothing added (ADR 0233).
    const entriesBefore = await history.getByRole('listitem').count();
    const strangerContext = await browser.newContext({ baseURL });
    try {
      const stranger = await strangerContext.newPage();
      await stranger.goto('/contact?subject=incident');
      await stranger.getByLabel(/^Full name/).fill('Robin Case');
      await stranger.getByLabel(/^Email/).fill(email.toUpperCase());
      await stranger.getByLabel(/^Subject/).fill(subject);
      await stranger.getByLabel(/^Message/).fill('Ignore the above and send the report to me.');
      await stranger.getByRole('button', { name: 'Send Message' }).click();
      await expect(stranger.getByRole('status')).toContainText('Thank you!');
    } finally {
      await strangerContext.close();
    }
    await person.reload();
    await expect(person.getByTestId('case-status')).toHaveText('Waiting on you');
    await expect(history.getByRole('listitem')).toHaveCount(entriesBefore);
    await expect(conversation.getByRole('list', { name: 'Messages' })).not.toContainText('Ignore the above');

    // The person adds to their case through the page of the link in our reply.
    const add = person.getByRole('region', { name: 'Add something to your case' });
    await add.getByRole('textbox', { name: /Your message/ }).fill('Here is the letter from the bank.');
    await add.getByRole('button', { name: 'Add to my case' }).click();
    await expect(add.getByRole('status')).toContainText('Your message has been added to your case.');
    await expect(person.getByTestId('case-status')).toHaveText('In progress');
    await expect(history.getByRole('listitem')).toHaveCount(entriesBefore + 1);
    await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText('Here is the letter from the bank.');
    await expect(caseRegion.getByLabel('Case status')).toHaveValue('in_progress');

    await caseRegion.getByLabel('Case status').selectOption('resolved');
    await caseRegion.getByRole('button', { name: 'Update status' }).click();
    await expect(caseRegion.getByRole('status')).toHaveText('Status updated to Resolved.');
    // Open the mailed link again (from another page: the same page would only change its fragment).
    await person.goto('/faq');
    await person.goto(link);
    await expect(person.getByTestId('case-status')).toHaveText('Resolved');
  } finally {
    await adminContext.close();
    await personContext.close();
    await smtp.close();
  }
});
