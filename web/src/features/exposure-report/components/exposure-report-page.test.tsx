import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import { ExposureReportPage } from './exposure-report-page';
import { jsonResponse, renderAt } from '../../../testing/render-route';
import { reportFixture } from '../test/report-fixture';
import { reportNextSteps } from '@breachwatch/core/recovery/first-steps';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
const open = (url = '/leak/r1') =>
  renderAt(<ExposureReportPage />, url, url.startsWith('/breach-check') ? '/breach-check/leak/:id' : '/leak/:id');

describe('ExposureReportPage', () => {
  it('shows a loading skeleton, then the computed overall level and the summary', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open('/breach-check/leak/r1');
    expect(screen.getByText('Loading the report…')).toBeInTheDocument();
    expect(await screen.findByText('Overall: MEDIUM')).toBeInTheDocument();
    expect(screen.getByText('Your email address and phone number appear in an HR export.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Q Public' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/leaks/r1');
  });

  it('opens the recovery plan for this record in one tap', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open();
    expect(await screen.findByRole('link', { name: 'Start your recovery plan' })).toHaveAttribute('href', '/recovery-plan/r1');
  });

  it('says HIGH only for a high-risk record', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ ok: true, report: reportFixture({ overall: 'high', risk: { ...reportFixture().risk, level: 'high' } }) }),
    );
    open();
    expect(await screen.findByText('Overall: HIGH')).toBeInTheDocument();
  });

  it('shows the disclosed contact values as text, never as mailto: or tel: links', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    const { container } = open();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('j***@e***.com')).toBeInTheDocument();
    expect(within(contact).getByText('Phone number').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    expect(container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
  });

  it('says why the level is what it is, and exactly what the page shows', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open();
    expect(await screen.findByText(/^Medium risk because the leaked record includes your address or hometown/)).toBeInTheDocument();
    expect(screen.getByText(disclosurePromise('anonymous'))).toBeInTheDocument();
  });

  it('shows only the sections the server sent, names hidden kinds, and omits empty ones', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open();
    const identity = await screen.findByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('1984')).toBeInTheDocument();
    expect(within(identity).getByText('Date of birth').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    expect(within(identity).queryByText('Social Security number')).not.toBeInTheDocument();
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getByText('Employer').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    expect(screen.queryByRole('heading', { name: 'Benefits & Coverage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Financial Indicators' })).not.toBeInTheDocument();
  });

  it('lists leak sources with a defanged url as plain text and only web reference links', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open();
    const sources = await screen.findByRole('region', { name: 'Likely Leak Sources' });
    expect(within(sources).getByText('Acme HR export')).toBeInTheDocument();
    expect(within(sources).getByText('High credibility')).toBeInTheDocument();
    expect(within(sources).getByText('HR system')).toBeInTheDocument();
    expect(within(sources).getByText('Found 03/14/2025')).toBeInTheDocument();
    expect(within(sources).getByText('hxxps://leaks[.]example').closest('a')).toBeNull();
    expect(within(sources).getByRole('link', { name: /IdentityTheft\.gov/ })).toHaveAttribute('href', 'https://www.identitytheft.gov/');
    expect(within(sources).queryByText('Bad link')).not.toBeInTheDocument();
  });

  it('ends with misuse, next steps and links to /contact, /donate and /faq, and a back link to /breach-check', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: reportFixture() }));
    open();
    expect(await screen.findByText('Phishing emails that quote your employer.')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What to Do Now' });
    expect(within(next).getByText('Freeze your credit.')).toBeInTheDocument();
    const hrefs = within(next)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/donate', '/faq']));
    expect(screen.getByRole('link', { name: /back to breach check/i })).toHaveAttribute('href', '/breach-check');
  });

  it('shows financial indicators: the card as its kind and the notes about money details', async () => {
    const notes = ['Salary details were exposed; they make payroll and loan scams more convincing.'];
    const report = reportFixture({ financialNotes: notes });
    report.sections.push({
      section: 'financial',
      title: 'Financial',
      facts: [{ field: 'card', label: 'Payment card', shown: 'exposed', value: null }],
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report }));
    open();
    const financial = await screen.findByRole('region', { name: 'Financial Indicators' });
    expect(within(financial).getByText('Payment card').nextElementSibling).toHaveTextContent('In the leak, not shown here');
    expect(within(financial).getByText(notes[0]!)).toBeInTheDocument();
  });

  it.each([
    ['a 404', () => jsonResponse({ ok: false, error: 'Not found' }, 404), 'Not found'],
    ['a 404 without a body', () => new Response('', { status: 404 }), 'Not found'],
    ['a server error with text', () => jsonResponse({ ok: false, error: 'Database unavailable' }, 503), 'Database unavailable'],
    ['a server error without text', () => new Response('', { status: 500 }), 'Failed to load'],
    ['an answer that breaks the contract', () => jsonResponse({ ok: true, report: { id: 'r1' } }), 'Failed to load'],
  ])('shows %s in a red box', async (_, response, message) => {
    fetchMock.mockImplementationOnce(async () => response());
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.className).toMatch(/red/);
    expect(screen.getByRole('link', { name: /back to breach check/i })).toHaveAttribute('href', '/breach-check');
  });

  it('shows "Failed to load" when the network is down', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
  });
});

// "What to Do Now" follows where the reader lives (ADR 0303): the server's steps for the
// record's region, or the plan's for the choice made on the recovery plan in this browser.
describe('ExposureReportPage: What to Do Now and where the reader lives', () => {
  const nextSteps = () =>
    within(screen.getByRole('region', { name: 'What to Do Now' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  const abroad = () =>
    reportFixture({
      planRegion: 'outsideUs',
      dataClasses: ['ssn', 'dob', 'email', 'phone', 'address'],
      nextSteps: reportNextSteps(['ssn', 'dob', 'email', 'phone', 'address'], 'outsideUs'),
      referenceLinks: [],
    });
  beforeEach(() => localStorage.clear());

  it('shows the server’s steps for a record outside the US: no IRS PIN, no US credit freeze', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: abroad() }));
    open();
    await screen.findByRole('region', { name: 'What to Do Now' });
    expect(nextSteps().join(' ')).not.toMatch(/IRS|Equifax|Freeze your credit/);
    expect(nextSteps()[0]).toMatch(/credit reference agencies/);
  });

  it('follows the choice the reader made on the recovery plan in this browser', async () => {
    localStorage.setItem('bw.recovery.v1.region.record:r1', JSON.stringify('us'));
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, report: abroad() }));
    open();
    await screen.findByRole('region', { name: 'What to Do Now' });
    expect(nextSteps()[0]).toMatch(/^Freeze your credit at Equifax/);
    expect(nextSteps().join(' ')).toMatch(/IRS Identity Protection PIN/);
  });
});
