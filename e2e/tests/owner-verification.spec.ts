import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import Database from 'better-sqlite3';
import { E2E_ADMIN } from '../playwright.config';
import { attachScreens, expectNoSeriousA11yViolations } from '../support/page-checks';
import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink';

// The verified self-view end to end (issue 13 §2): a visitor finds their record, asks for a
// one-time link at one of its addresses, reads the mail from a real local SMTP server, follows
// the link and sees their own record for a short session. A used link, an expired link and
// another record's page open nothing more.

const smtpUrl = process.env.SMTP_URL!;
const tag = Date.now().toString(36);
const OWNER = {
  first: 'Verena',
  last: `Zzowner${tag}`,
  work: `verena.${tag}@northwind-health.example`,
  personal: `vz${tag}@example.net`,
  ssn: '923-45-6781',
  street: '88 Linden Avenue',
};
const OTHER = { first: 'Otto', last: `Zzother${tag}`, email: `otto.${tag}@example.org` };

async function importPeople(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, session: 'bearer' },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/admin/import', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      rows: [
        {
          FirstName: OWNER.first,
          LastName: OWNER.last,
          WorkEmail: OWNER.work,
          PersonalEmail: OWNER.personal,
          SSN: OWNER.ssn,
          DOB: '1979-11-02',
          Address1: OWNER.street,
          City: 'Peoria',
          State: 'IL',
          Zip: '61602',
          Employer: 'Northwind Health',
          Salary: '73400',
        },
        { FirstName: OTHER.first, LastName: OTHER.last, Email: OTHER.email, City: 'Peoria' },
      ],
      source: { name: 'Owner test source', credibility: 'high' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function linkMailedTo(smtp: { received: ReceivedMail[] }, address: string, after: number): Promise<string> {
  await expect.poll(() => smtp.received.slice(after).some((m) => m.to.includes(address)), { timeout: 15_000 }).toBe(true);
  const mail = smtp.received.slice(after).find((m) => m.to.includes(address))!;
  const body = mail.raw.replace(/=\r\n/g, '');
  return /http:\/\/[^\s]+\/verify#[A-Za-z0-9_-]+/.exec(body)![0];
}

async function openReport(page: Page, last: string) {
  await page.goto(`/breach-check?q=${encodeURIComponent(last)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(last) }) });
  await card.getByRole('link', { name: /exposure report/i }).click();
  await expect(page.getByText(/^Overall: /)).toBeVisible();
}

test('a visitor proves an address and sees their own record; used, expired and other links open nothing', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const smtp = await startSmtpSink(smtpUrl);
  try {
    await importPeople(request);

    // The public report: the SSN and street only as kinds; the addresses only as hints.
    await openReport(page, OWNER.last);
    const reportUrl = page.url();
    await expect(page.locator('main')).not.toContainText('6781');
    await expect(page.locator('main')).not.toContainText('Linden');
    const panel = page.getByRole('region', { name: 'Is this you? Verify to see your full report' });
    await expect(panel.getByRole('radio')).toHaveCount(2);
    await expect(panel.getByRole('radio', { name: 'v***@n***.example' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await attachScreens(page, testInfo, 'report-with-verify');

    // Ask for a link at the work address.
    let before = smtp.received.length;
    await panel.getByRole('radio', { name: 'v***@n***.example' }).check();
    await panel.getByRole('button', { name: 'Send me a link' }).click();
    await expect(panel.getByRole('status')).toContainText('We sent a link to the address you chose. It works once, for 60 minutes.');
    const link = await linkMailedTo(smtp, OWNER.work, before);
    expect(link).not.toContain(reportUrl.split('/').pop()!);

    // Follow it: the full report opens at an address that names no record.
    await page.goto(link);
    await expect(page).toHaveURL(/\/my-report$/);
    await expect(page.getByRole('heading', { level: 1, name: `${OWNER.first} ${OWNER.last}` })).toBeVisible();
    await expect(page.locator('main')).toContainText('***-**-6781');
    await expect(page.locator('main')).toContainText(OWNER.street);
    await expect(page.locator('main')).toContainText('11/02/1979');
    await expect(page.locator('main')).not.toContainText(OWNER.ssn);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'bw_owner')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    await expectNoSeriousA11yViolations(page);
    await attachScreens(page, testInfo, 'my-report');

    // The same link again, in another browser: refused.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(link);
    await expect(strangerPage.getByRole('alert')).toContainText('This link has expired or has already been used.');
    await expect(strangerPage).toHaveURL(/\/verify$/);
    await strangerPage.goto('/my-report');
    await expect(strangerPage.getByText(/a verified view lasts 30 minutes/)).toBeVisible();

    // An expired link: asked for, then aged past its 60 minutes in the database.
    await openReport(strangerPage, OWNER.last);
    before = smtp.received.length;
    const strangerPanel = strangerPage.getByRole('region', { name: 'Is this you? Verify to see your full report' });
    await strangerPanel.getByRole('radio', { name: 'v***@e***.net' }).check();
    await strangerPanel.getByRole('button', { name: 'Send me a link' }).click();
    const expiring = await linkMailedTo(smtp, OWNER.personal, before);
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'breachwatch.db'));
    db.pragma('busy_timeout = 5000');
    db.prepare('update one_time_links set expires_at = ? where used_at is null').run(new Date(Date.now() - 1000).toISOString());
    db.close();
    await strangerPage.goto(expiring);
    await expect(strangerPage.getByRole('alert')).toContainText('This link has expired or has already been used.');
    await stranger.close();

    // Another record's page: the owner's session opens nothing of it.
    await openReport(page, OTHER.last);
    const otherPanel = page.getByRole('region', { name: 'Is this you? Verify to see your full report' });
    await expect(otherPanel.getByRole('radio')).toHaveCount(1);
    // Its only address is chosen already: nothing to pick before "Send me a link".
    await expect(otherPanel.getByRole('radio')).toBeChecked();
    await expect(otherPanel.getByRole('link', { name: 'Open your full report' })).toHaveCount(0);

    // The mailed link opened again while this browser is still verified: the open report, not an error.
    await page.goto(link);
    await expect(page).toHaveURL(/\/my-report$/);
    await expect(page.getByRole('heading', { level: 1, name: `${OWNER.first} ${OWNER.last}` })).toBeVisible();

    // Writing to us while verified (ADR 0298): the form holds the verified address and offers,
    // ticked, to tell the team which record; the case the team sees names it. The page sends no
    // record: the server reads it from the session.
    const { session } = (await (await page.request.get('/api/owner/session/status')).json()) as { session: { recordId: string } };
    await page.goto('/contact');
    await expect(page.getByLabel(/^Email/)).toHaveValue(OWNER.work);
    await expect(page.getByRole('checkbox', { name: 'Tell the team which record I verified' })).toBeChecked();
    await page.getByLabel(/^Full name/).fill(`${OWNER.first} ${OWNER.last}`);
    await page.getByLabel(/^Message/).fill('My verified record lists an address I left years ago.');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
    await page.getByRole('button', { name: /send message/i }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty('recordId');
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
    const login = await request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, session: 'bearer' },
    });
    const inbox = await request.get('/api/admin/inbox', {
      headers: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
    });
    const threads = ((await inbox.json()) as { threads: Array<{ fromEmail: string; verifiedOwner: { recordId: string } | null }> }).threads;
    expect(threads.find((t) => t.fromEmail === OWNER.work)?.verifiedOwner?.recordId).toBe(session.recordId);
    await page.goto('/my-report');
    await expect(page.getByRole('heading', { level: 1, name: `${OWNER.first} ${OWNER.last}` })).toBeVisible();

    // Closing the view in another tab ends the session; this tab drops the record when it is looked at again.
    const other = await page.context().newPage();
    await other.goto('/my-report');
    await other.getByRole('button', { name: 'Close my report now' }).click();
    await expect(other).toHaveURL(/\/leak\/[^/]+$/);
    await other.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText(/a verified view lasts 30 minutes/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('***-**-6781');
    await expect(page.locator('main')).not.toContainText(OWNER.street);
    await expect(page.locator('main')).not.toContainText('11/02/1979');
    await page.goto('/my-report');
    await expect(page.getByText(/a verified view lasts 30 minutes/)).toBeVisible();
  } finally {
    await smtp.close();
  }
});
