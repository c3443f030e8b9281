import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import { ownerReportSchema } from '@breachwatch/core/schemas/record-views';
import { OwnerReportPage } from './owner-report-page';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';

const report = ownerReportSchema.parse({
  id: 'r1',
  audience: 'owner',
  name: 'Jane Q Public',
  overall: 'high',
  risk: { level: 'high', score: 80, factors: [], reason: 'High risk because the leaked record includes your Social Security number.' },
  summary: 'We found a record with your Social Security number.',
  sections: [
    {
      section: 'identity',
      title: 'Identity',
      facts: [
        { field: 'ssn', label: 'Social Security number', shown: 'masked', value: '***-**-1234' },
        { field: 'dob', label: 'Date of birth', shown: 'masked', value: '03/15/1984' },
      ],
    },
    { section: 'address', title: 'Address', facts: [{ field: 'street', label: 'Street address', shown: 'value', value: '12 Oak Street' }] },
    {
      section: 'employment',
      title: 'Employment',
      facts: [
        { field: 'employment.dateOfHire', label: 'Date of hire', shown: 'value', value: '2015-06-01' },
        { field: 'employment.salary', label: 'Salary', shown: 'value', value: '78500' },
      ],
    },
    {
      section: 'benefits',
      title: 'Benefits',
      facts: [{ field: 'benefits.payrollDeduction', label: 'Payroll deduction', shown: 'value', value: '212.40' }],
    },
  ],
  leakSources: [
    { name: 'Acme HR export', credibility: 'high', category: null, reason: 'Posted on a forum', dateFound: null, neutralizedUrl: null },
  ],
  referenceLinks: [{ label: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov/' }],
  financialNotes: [],
  misuse: ['Opening credit in your name.'],
  nextSteps: ['Freeze your credit.'],
  dateAdded: '2025-04-01T10:00:00.000Z',
  planRegion: null,
  dataClasses: ['ssn', 'dob', 'address', 'employment'],
});

// The session's end time, as the server states it: still ahead.
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

describe('OwnerReportPage', () => {
  it('shows the owner’s view of the record, what it shows, and when it closes', async () => {
    const fake = fakeApi({ 'GET /api/owner/report': () => jsonResponse({ ok: true, report, expiresAt: inHalfAnHour() }) });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Q Public' })).toBeInTheDocument();
    expect(screen.getByText(disclosurePromise('owner'))).toBeInTheDocument();
    expect(screen.getByText(/^This view closes at /)).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('***-**-1234')).toBeInTheDocument();
    expect(within(identity).getByText('03/15/1984')).toBeInTheDocument();
    expect(screen.getByText('12 Oak Street')).toBeInTheDocument();
    expect(screen.getByText('06/01/2015')).toBeInTheDocument();
    // Amounts read as money, grouped, as the dump wrote them otherwise.
    expect(within(screen.getByRole('region', { name: 'Employment' })).getByText('78,500')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benefits & Coverage' })).getByText('212.40')).toBeInTheDocument();
    expect(screen.getByText('Posted on a forum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your recovery plan' })).toHaveAttribute('href', `/recovery-plan/${report.id}`);
  });

  it('ends the session on request and goes back to the public report', async () => {
    const fake = fakeApi({
      'GET /api/owner/report': () => jsonResponse({ ok: true, report, expiresAt: inHalfAnHour() }),
      'DELETE /api/owner/session': () => jsonResponse({ ok: true }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    const { router } = renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    await userEvent.click(await screen.findByRole('button', { name: 'Close my report now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/leak/r1'));
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/api/owner/session')).toBe(true);
  });

  it('says the session has ended and how to verify again', async () => {
    const fake = fakeApi({ 'GET /api/owner/report': () => jsonResponse({ ok: false, error: 'Your verified session has ended.' }, 401) });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    expect(await screen.findByText(/a verified view lasts 30 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your record' })).toHaveAttribute('href', '/breach-check');
  });
});

// A shared computer: the page must not keep showing the record once the verification is over.
describe('OwnerReportPage when the verification ends', () => {
  const live = (expiresAt: string) => jsonResponse({ ok: true, report, expiresAt });
  const endedAnswer = () => jsonResponse({ ok: false, error: 'Your verified session has ended.' }, 401);
  const privateValues = ['***-**-1234', '03/15/1984', '12 Oak Street'];
  const expectNoPrivateData = () => {
    for (const value of privateValues) expect(screen.queryByText(value)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jane Q Public' })).not.toBeInTheDocument();
  };

  it('removes the report from the screen and the cache at the stated time, without a request', async () => {
    const expiresAt = new Date(Date.now() + 1200).toISOString();
    const fake = fakeApi({ 'GET /api/owner/report': () => live(expiresAt) });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    const { client } = renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    expect(await screen.findByText('***-**-1234')).toBeInTheDocument();
    const before = fake.calls.length;
    expect(await screen.findByText(/a verified view lasts 30 minutes/, undefined, { timeout: 4000 })).toBeInTheDocument();
    expectNoPrivateData();
    expect(client.getQueryData(['owner-report'])).toBeUndefined();
    expect(fake.calls.length).toBe(before);
    // Focus is not left on <body>: it moves to the message that replaced the report.
    const heading = screen.getByRole('heading', { level: 1, name: 'Your full report' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  it('checks the session when the tab is shown again, and closes the report if it ended elsewhere', async () => {
    let session: unknown = { recordId: 'r1', expiresAt: new Date(Date.now() + 20 * 60_000).toISOString() };
    const fake = fakeApi({
      'GET /api/owner/report': () => live(new Date(Date.now() + 20 * 60_000).toISOString()),
      'GET /api/owner/session/status': () => jsonResponse({ ok: true, session }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    const { client } = renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    expect(await screen.findByText('***-**-1234')).toBeInTheDocument();

    // Still open: nothing changes.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(client.getQueryData(['owner-session'])).toMatchObject({ recordId: 'r1' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls.filter((c) => c.path === '/api/owner/session/status')).toHaveLength(1);
    expect(screen.getByText('***-**-1234')).toBeInTheDocument();

    // "Close my report now" in another tab.
    session = null;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText(/a verified view lasts 30 minutes/)).toBeInTheDocument();
    expectNoPrivateData();
    expect(client.getQueryData(['owner-report'])).toBeUndefined();
  });

  it('never draws the old report beside the "ended" message when a reload answers 401', async () => {
    let ended = false;
    const fake = fakeApi({
      'GET /api/owner/report': () => (ended ? endedAnswer() : live(new Date(Date.now() + 20 * 60_000).toISOString())),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    const { client } = renderAt(<OwnerReportPage />, '/my-report', '/my-report');
    expect(await screen.findByText('***-**-1234')).toBeInTheDocument();
    ended = true;
    await client.refetchQueries({ queryKey: ['owner-report'] });
    expect(await screen.findByText(/a verified view lasts 30 minutes/)).toBeInTheDocument();
    expectNoPrivateData();
    expect(client.getQueryData(['owner-report'])).toBeUndefined();
  });
});
