import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecoveryPlanPage } from './recovery-plan-page';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { DEMO_CLASSES, planReportResponse } from '../test/plan-report-fixture';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

// The report, and no verified owner session (the anonymous visitor).
const openRecord = (response = planReportResponse()) => {
  const api = fakeApi({
    [`GET /api/leaks/${response.report.id}`]: () => jsonResponse(response),
    'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: null }),
  });
  fetchMock.mockImplementation(api.fetchImpl);
  return renderAt(<RecoveryPlanPage />, `/recovery-plan/${response.report.id}`, '/recovery-plan/:id?');
};
const requestedPaths = () => fetchMock.mock.calls.map(([url]) => String(url));
const openBreach = (query: string) => renderAt(<RecoveryPlanPage />, `/recovery-plan${query}`, '/recovery-plan/:id?');
const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => !['Your progress', 'Letters, ready to print', 'Contact log'].includes(t ?? ''));
const step = (title: RegExp | string) => screen.getByRole('article', { name: title });
const progressText = () => screen.getByText(/steps done/);

describe('RecoveryPlanPage: the plan', () => {
  it('builds a record’s plan from its data classes, most urgent first, citing the source', async () => {
    openRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your recovery plan' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/leaks/rec1');
    expect(sectionHeadings()).toEqual([
      'Stop anyone opening accounts in your name',
      'Your email address',
      'Your phone number',
      'Your driver’s license',
      'Your health and benefits details',
      'Your job and HR records',
      'Your date of birth',
      'Your home address',
      'If something already went wrong',
      'Keep a record',
    ]);
    expect(
      screen.getByText('SSN, Driver license, Date of birth, Address, Phone, Email, Benefits & health, Employment'),
    ).toBeInTheDocument();
    expect(screen.getByText('Northwind Health HR export (found March 14, 2025)')).toBeInTheDocument();
    const freeze = step(/Freeze your credit/);
    const links = within(freeze).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
      'https://www.experian.com/help/credit-freeze/',
      'https://www.transunion.com/credit-freeze',
    ]);
    expect(within(step(/IRS Identity Protection PIN/)).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin',
    );
    // A PIN requested online is not mailed: the IRS makes a new one each filing season, to fetch
    // from the IRS account from mid-January (the IRS's "Get an IP PIN" page).
    expect(step(/IRS Identity Protection PIN/)).toHaveTextContent(/sign in to your IRS account from mid-January/);
    expect(step(/driver license agency/)).toBeInTheDocument();
    expect(step(/list of who your health information was shared with/)).toBeInTheDocument();
  });

  it('opens every outside page as a real https link in a new tab, without a referrer', async () => {
    const { container } = openRecord();
    await screen.findByRole('heading', { level: 1 });
    const external = [...container.querySelectorAll('a[target="_blank"]')];
    expect(external.length).toBeGreaterThan(15);
    for (const a of external) {
      expect(new URL(a.getAttribute('href')!).protocol).toBe('https:');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(container.querySelectorAll('a[href^="http:"], a[href^="javascript:"]')).toHaveLength(0);
  });

  it('asks for a freeze without an SSN when a birth date leaked with an address, and nothing of the kind for contact details alone', async () => {
    const priya = openRecord(planReportResponse({ dataClasses: DEMO_CLASSES.priya }));
    await screen.findByRole('heading', { level: 1 });
    expect(sectionHeadings()[0]).toBe('Stop anyone opening accounts in your name');
    expect(screen.queryByRole('article', { name: /IRS Identity Protection PIN/ })).not.toBeInTheDocument();
    priya.unmount();

    openRecord(planReportResponse({ id: 'rec2', dataClasses: DEMO_CLASSES.samuel }));
    await screen.findByRole('heading', { level: 1 });
    expect(sectionHeadings()).toEqual([
      'Your email address',
      'Your phone number',
      'Your home address',
      'If something already went wrong',
      'Keep a record',
    ]);
    expect(screen.queryByRole('region', { name: /Fraud alert request/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Letter to the organisation that leaked your data' })).toBeInTheDocument();
  });

  it('builds a breach’s plan from the link alone, with no request', async () => {
    openBreach('?classes=email,password&source=LinkedIn%20(public%20breach)&found=2012-05-05');
    expect(screen.getByRole('heading', { level: 1, name: 'Your recovery plan' })).toBeInTheDocument();
    expect(sectionHeadings().slice(0, 2)).toEqual(['Your passwords', 'Your email address']);
    expect(screen.getByText('LinkedIn (public breach) (found May 5, 2012)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a link that does not say what leaked, instead of an empty plan', () => {
    openBreach('?classes=bogus&source=<b>hi</b>');
    expect(screen.getByRole('alert')).toHaveTextContent('This link does not say what leaked');
    // The way there names buttons that exist: a search card has "Person details", whose page has
    // "Start your recovery plan"; a scan result lists "Recovery plan" for each breach.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search for your name, open “Person details” and choose “Start your recovery plan”; or scan your email address and choose “Recovery plan” next to a breach in the result.',
    );
    expect(screen.queryByText(/<b>hi<\/b>/)).not.toBeInTheDocument();
  });

  it('says "Not found" for a record that does not exist', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: false, error: 'Not found' }, 404));
    renderAt(<RecoveryPlanPage />, '/recovery-plan/nope', '/recovery-plan/:id?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});

describe('RecoveryPlanPage: progress', () => {
  it('marks steps Done or Skipped, shows progress, and keeps it in this browser across a reload', async () => {
    const first = openRecord();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/saved only in this browser, on this device\. It is never sent to us/)).toBeInTheDocument();
    const total = Number(/of (\d+) steps/.exec(progressText().textContent!)![1]);
    await userEvent.click(within(step(/Freeze your credit/)).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(step(/If someone has used your identity/)).getByRole('button', { name: 'Skip' }));
    expect(progressText()).toHaveTextContent(`1 of ${total} steps done, 1 skipped.`);
    expect(within(step(/Freeze your credit/)).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(JSON.parse(localStorage.getItem('bw.recovery.v1.progress.record:rec1')!).steps).toEqual({
      'credit-freeze': 'done',
      'ftc-report': 'skipped',
    });
    first.unmount();

    openRecord();
    await screen.findByRole('heading', { level: 1 });
    expect(progressText()).toHaveTextContent(`1 of ${total} steps done, 1 skipped.`);
    // Pressing Done again undoes it.
    await userEvent.click(within(step(/Freeze your credit/)).getByRole('button', { name: 'Done' }));
    expect(progressText()).toHaveTextContent(`0 of ${total} steps done, 1 skipped.`);
    expect(new Set(requestedPaths())).toEqual(new Set(['/api/leaks/rec1', '/api/owner/session/status']));
  });

  it('clears the marks only after confirming, and keeps each plan’s progress apart', async () => {
    localStorage.setItem('bw.recovery.v1.progress.record:other', JSON.stringify({ steps: { 'credit-freeze': 'done' }, updatedAt: '' }));
    openRecord();
    await screen.findByRole('heading', { level: 1 });
    expect(progressText()).toHaveTextContent(/^0 of/);
    await userEvent.click(within(step(/Lock down your email/)).getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear my progress on this device' }));
    expect(progressText()).toHaveTextContent(/^1 of/);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    expect(progressText()).toHaveTextContent(/^0 of/);
    expect(localStorage.getItem('bw.recovery.v1.progress.record:rec1')).toBeNull();
    expect(localStorage.getItem('bw.recovery.v1.progress.record:other')).not.toBeNull();
  });

  it('reads a tampered or foreign stored value as no progress', async () => {
    localStorage.setItem('bw.recovery.v1.progress.record:rec1', '{"steps":{"<img src=x>":"done"}}');
    openRecord();
    await screen.findByRole('heading', { level: 1 });
    expect(progressText()).toHaveTextContent(/^0 of/);
  });
});

describe('RecoveryPlanPage: letters and the contact log', () => {
  it('fills the letters from the breach and from what is typed, sending nothing', async () => {
    // A stranger's view names no employer: the letter leaves it to type or write by hand.
    openRecord(planReportResponse({ employer: 'Northwind Health' }));
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Maria E. Delgado' } });
    fireEvent.change(screen.getByLabelText('Your postal address'), { target: { value: '1420 Oak Street\nSpringfield, IL 62704' } });

    const fraud = screen.getByRole('region', { name: 'Fraud alert request to Equifax' });
    const letter = within(fraud).getByRole('document');
    expect(letter).toHaveTextContent('Maria E. Delgado');
    expect(letter).toHaveTextContent('Equifax Information Services LLC');
    expect(letter).toHaveTextContent('“Northwind Health HR export”, found on March 14, 2025');
    expect(letter).toHaveTextContent(
      'BreachWatch report rec1 (http://localhost:3000/leak/rec1)'.replace('http://localhost:3000', window.location.origin),
    );
    await userEvent.click(within(fraud).getByRole('radio', { name: 'TransUnion' }));
    expect(screen.getByRole('region', { name: 'Fraud alert request to TransUnion' })).toBeInTheDocument();

    const employer = screen.getByRole('region', { name: 'Letter to your employer' });
    expect(within(employer).getByLabelText('Organisation name')).toHaveValue('');
    expect(within(employer).getByRole('document')).toHaveTextContent(/Attn: Human Resources _{10,}/);
    expect(within(employer).getByRole('document')).toHaveTextContent('Attn: Human Resources');
    await userEvent.click(within(employer).getByRole('radio', { name: 'My health plan or benefits provider' }));
    expect(screen.getByRole('region', { name: 'Letter to your benefits provider' })).toHaveTextContent('45 CFR 164.528');

    expect(requestedPaths().sort()).toEqual(['/api/leaks/rec1', '/api/owner/session/status']);
    for (const [, init] of fetchMock.mock.calls) expect(init?.body).toBeUndefined();
    expect(JSON.stringify({ ...localStorage })).not.toContain('Delgado');
  });

  it('adds contact log entries kept in this browser, and asks who before adding', async () => {
    const first = openRecord();
    await screen.findByRole('heading', { level: 1 });
    const log = screen.getByRole('region', { name: 'Contact log' });
    await userEvent.click(within(log).getByRole('button', { name: 'Add to the log' }));
    expect(within(log).getByText(/Say who you contacted/)).toBeInTheDocument();
    const who = within(log).getByLabelText('Who (organisation and person)');
    expect(who).toHaveFocus();
    expect(who).toHaveAccessibleDescription(/Say who you contacted/);
    fireEvent.change(within(log).getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(log).getByLabelText('Who (organisation and person)'), { target: { value: 'Equifax, fraud line' } });
    fireEvent.change(within(log).getByLabelText('What they said, and what happens next'), {
      target: { value: 'Alert placed; letter in 5 days' },
    });
    await userEvent.click(within(log).getByRole('button', { name: 'Add to the log' }));
    expect(within(log).getByRole('cell', { name: 'Equifax, fraud line' })).toBeInTheDocument();
    first.unmount();

    openRecord();
    const again = await screen.findByRole('region', { name: 'Contact log' });
    expect(within(again).getByRole('cell', { name: 'November 20, 2026' })).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Remove the entry for Equifax, fraud line' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(within(again).getByText('Nothing logged yet.')).toBeInTheDocument();
  });
});
