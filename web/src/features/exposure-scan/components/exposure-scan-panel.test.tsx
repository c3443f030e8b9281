import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIONS } from '@breachwatch/core/scan/actions';
import { HIBP_CREDIT } from '@breachwatch/core/scan/scan-result';
import { SCAN_LEVEL_RULE, SCAN_NONE_CAVEAT, SEVERITY_MEANING } from '@breachwatch/core/scan/scoring';
import {
  DOMAIN_FEW_PEOPLE_MEANING,
  DOMAIN_FEW_PEOPLE_NOTE,
  DOMAIN_MIN_PEOPLE,
  DOMAIN_NOTHING_TO_SHOW,
} from '@breachwatch/core/scan/domain-disclosure';
import { pastedDomainNote } from '@breachwatch/core/scan/pasted-domain';
import { ExposureScanPanel } from './exposure-scan-panel';
import { NOT_SCANNED, SCAN_DID_NOT_FINISH, SCANNING } from './exposures-table';
import { jsonResponse, scanResult, stubScanFetch } from '../test/scan-fixtures';
import { renderAt } from '../../../testing/render-route';

const fetchMock = stubScanFetch();
const emailBox = () => screen.getByLabelText('Email address');
const domainBox = () => screen.getByLabelText('Domain');
const runButton = () => screen.getByRole('button', { name: /run scan|scanning/i });
const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;

// fireEvent rather than userEvent.type: typing long addresses key by key is slow in jsdom.
const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

async function scanEmail(value: string) {
  fill(emailBox(), value);
  await userEvent.click(runButton());
}

describe('ExposureScanPanel: validation', () => {
  it('says no scan has run yet, and needs an email or a domain', async () => {
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    expect(within(table()).getByText(NOT_SCANNED)).toBeInTheDocument();
    await userEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email or a domain.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the email field for an empty scan, describes both fields by the message, and focuses it', async () => {
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await userEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email or a domain.');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Enter an email or a domain.');
    expect(domainBox()).toHaveAccessibleDescription('Enter an email or a domain.');
    expect(emailBox()).toHaveFocus();
  });

  it('names the field that is wrong', async () => {
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(emailBox(), 'jane@example');
    fill(domainBox(), '-bad.com');
    await userEvent.click(runButton());
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Invalid email format.');
    expect(domainBox()).toHaveAccessibleDescription('Invalid domain (e.g., example.com).');
    expect(fetchMock).not.toHaveBeenCalled();
    // Focus moves to the first field to fix, so its error is read out.
    expect(emailBox()).toHaveFocus();

    fill(emailBox(), '');
    await userEvent.click(runButton());
    expect(domainBox()).toHaveFocus();
  });
});

describe('ExposureScanPanel: a free-mail domain (ADR 0297)', () => {
  it('does not scan gmail.com as a domain: it says why and points to the email field', async () => {
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(domainBox(), 'gmail.com');
    await userEvent.click(runButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(domainBox()).toHaveAttribute('aria-invalid', 'true');
    expect(domainBox()).toHaveAccessibleDescription(
      'gmail.com is an email service shared by millions of people, so a scan of it says nothing about you. Scan your own email address instead.',
    );
    expect(domainBox()).toHaveFocus();
  });
});

describe('ExposureScanPanel: a pasted web address', () => {
  it('scans its domain, shows that domain in the field and says so under it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(scanResult()));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(domainBox(), ' https://www.northwind-health.example/about?ref=mail ');
    await userEvent.click(runButton());
    expect(sentBody()).toEqual({ domain: 'northwind-health.example' });
    expect(domainBox()).toHaveValue('northwind-health.example');
    expect(domainBox()).not.toHaveAttribute('aria-invalid');
    expect(domainBox()).toHaveAccessibleDescription(pastedDomainNote('northwind-health.example'));
    // Typing in the field again takes the note away: it was about the address pasted.
    fill(domainBox(), 'northwind-health.example.org');
    expect(domainBox()).not.toHaveAccessibleDescription();
  });

  it('still refuses what is not a domain, and a bare domain is scanned as typed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(scanResult()));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(domainBox(), 'ftp://files.example.com/');
    await userEvent.click(runButton());
    expect(domainBox()).toHaveAccessibleDescription('Invalid domain (e.g., example.com).');
    expect(fetchMock).not.toHaveBeenCalled();
    fill(domainBox(), 'www.example');
    await userEvent.click(runButton());
    expect(sentBody()).toEqual({ domain: 'www.example' });
  });
});

describe('ExposureScanPanel: results', () => {
  it('scans the trimmed values, shows loading, then score, severity, actions, scan time and the table', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(emailBox(), '  Jane.Doe@Example.com ');
    fill(domainBox(), ' example.com ');
    await userEvent.click(runButton());

    expect(sentBody()).toEqual({ email: 'Jane.Doe@Example.com', domain: 'example.com' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/scan');
    // Unavailable but still focused (aria-disabled): a disabled button would drop focus to <body>.
    expect(runButton()).toHaveAttribute('aria-disabled', 'true');
    expect(runButton()).toHaveFocus();
    expect(runButton()).toHaveTextContent('Scanning…');
    expect(screen.getByRole('status')).toHaveTextContent('Scanning…');

    await act(async () =>
      answer(jsonResponse(scanResult({ catalog: { breaches: [] }, credits: [{ text: HIBP_CREDIT, url: 'https://haveibeenpwned.com' }] }))),
    );
    expect(runButton()).not.toHaveAttribute('aria-disabled');
    expect(runButton()).toHaveFocus();
    // The level in words, and the address score named as a different thing: what it adds up (ADR 0307).
    expect(screen.getByText('Risk level')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Address score' });
    expect(meter).toHaveAttribute('aria-valuenow', '75');
    expect(meter).toHaveAttribute('aria-valuetext', '75 out of 100, adds up what we found across 2 sources');
    expect(screen.getByText('Adds up what we found across 2 sources')).toBeInTheDocument();
    expect(screen.getAllByText('High')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Suggested actions' })).toBeInTheDocument();
    // The level is explained beside it, in the words the record pages use.
    expect(screen.getByText(SEVERITY_MEANING.high)).toBeInTheDocument();
    expect(screen.getByText(SCAN_LEVEL_RULE)).toBeInTheDocument();
    // Every kind of data that adds points is named, as the FAQ names them (ADR 0020).
    expect(screen.getByText(/^How the address score works: /)).toHaveTextContent(
      "Social Security number 40; driver's license, payment card or ID 25; password, bank details or address 20; date of birth, phone, email or health details 10 each; employment 5",
    );
    // Each step links to where it is done.
    expect(screen.getByText(ACTIONS.irsPin)).toBeInTheDocument();
    // The same official pages the recovery plan links (docs/recovery-plan-sources.md).
    expect(screen.getByRole('link', { name: /IRS Identity Protection PIN/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin',
    );
    expect(screen.getByRole('link', { name: /^Equifax/ })).toHaveAttribute(
      'href',
      'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    );
    expect(screen.getByRole('link', { name: /^Experian/ })).toHaveAttribute('href', 'https://www.experian.com/help/credit-freeze/');
    expect(screen.getByRole('link', { name: /^TransUnion/ })).toHaveAttribute('href', 'https://www.transunion.com/credit-freeze');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Scanned/).querySelector('time')).toHaveAttribute('dateTime', '2026-11-25T21:30:00.000Z');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Severity', 'Type', 'Source', 'First seen', 'Last seen', 'Snippet']);
    const [first, second] = bodyRows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'High',
      'SSN, Date of birth, EmailRecovery plan',
      'Acme HR leak',
      '03/01/2024',
      '04/02/2024',
      'j***@e***.com · born 1980 · Austin, TXOpen the Exposure Report for this record',
    ]);
    // A record the scan found links to its (public) report, and the page to the steps and help.
    expect(within(first!).getByRole('link', { name: /Open the Exposure Report/ })).toHaveAttribute('href', '/leak/r1');
    expect(screen.getByRole('link', { name: 'the steps in our FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    // Each row opens its record's recovery plan; the summary opens one plan for both.
    expect(within(first!).getByRole('link', { name: 'Recovery plan for Acme HR leak' })).toHaveAttribute('href', '/recovery-plan/r1');
    expect(within(second!).getByRole('link', { name: 'Recovery plan for Shop forum dump' })).toHaveAttribute('href', '/recovery-plan/r2');
    expect(screen.getByRole('link', { name: 'Get your step-by-step recovery plan' })).toHaveAttribute(
      'href',
      '/recovery-plan?classes=ssn%2Cdob%2Cphone%2Cemail',
    );
    expect(screen.getByRole('heading', { name: 'Known public breaches of example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HIBP_CREDIT })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Scan complete: 2 exposures found.');
  });

  it('labels unverified, fabricated, spam-list and sensitive catalog breaches', async () => {
    const breach = {
      name: 'X',
      title: 'X',
      domain: 'x.com',
      breachDate: '2020-01-01',
      addedDate: '2020-02-01',
      accounts: 1200,
      dataClasses: ['Email addresses'],
      isVerified: true,
      isFabricated: false,
      isSensitive: false,
      isSpamList: false,
      isMalware: false,
      isRetired: false,
    };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        scanResult({
          catalog: {
            breaches: [
              { ...breach, name: 'A', title: 'Alpha', isVerified: false, isFabricated: true },
              { ...breach, name: 'B', title: 'Beta', isSpamList: true, isSensitive: true },
            ],
          },
          credits: [{ text: HIBP_CREDIT, url: 'https://haveibeenpwned.com' }],
        }),
      ),
    );
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(domainBox(), 'x.com');
    await userEvent.click(runButton());
    const items = await screen.findAllByRole('listitem');
    const alpha = items.find((li) => li.textContent?.includes('Alpha'))!;
    const beta = items.find((li) => li.textContent?.includes('Beta'))!;
    expect(within(alpha).getByText('Unverified')).toBeInTheDocument();
    expect(within(alpha).getByText('Fabricated')).toBeInTheDocument();
    expect(within(beta).getByText('Spam list')).toBeInTheDocument();
    expect(within(beta).getByText('Sensitive')).toBeInTheDocument();
    expect(within(beta).getByText(/1,200 accounts/)).toBeInTheDocument();
  });

  it('shows "No exposures found." for a clean result', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(scanResult({ exposures: [], summary: { score: 0, severity: 'none', sources: 0, actions: ['Nothing found.'] } })),
    );
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('clean@example.com');
    expect(await within(table()).findByText('No exposures found.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Address score' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('None')).toBeInTheDocument();
    // Finding nothing is not "you are safe": the same caveat as the search's empty state.
    expect(screen.getByText(SCAN_NONE_CAVEAT)).toBeInTheDocument();
    expect(SCAN_NONE_CAVEAT).toMatch(/^This does not mean your information is safe/);
  });

  it('does not say "nothing found" for a domain too small for figures: it says fewer than ten, perhaps none', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        scanResult({
          exposures: [],
          summary: { score: 0, severity: 'none', sources: 0, actions: [] },
          domainFewerThan: DOMAIN_MIN_PEOPLE,
          notes: [DOMAIN_FEW_PEOPLE_NOTE],
        }),
      ),
    );
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    fill(domainBox(), 'quietharbor.example');
    await userEvent.click(runButton());
    expect(await within(table()).findByText(DOMAIN_NOTHING_TO_SHOW)).toBeInTheDocument();
    expect(screen.queryByText('No exposures found.')).not.toBeInTheDocument();
    expect(screen.queryByText(SEVERITY_MEANING.none)).not.toBeInTheDocument();
    expect(screen.getByText(DOMAIN_FEW_PEOPLE_MEANING)).toBeInTheDocument();
    // Why is said in the note and the table's row, not a third time under the score.
    expect(screen.getAllByText(/fewer than 10 people/i)).toHaveLength(2);
    expect(screen.getByText(DOMAIN_FEW_PEOPLE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Scan complete: nothing to show for this domain.');
  });

  it('gives no "nothing found" caveat when something was found', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(scanResult()));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('jane@example.com');
    await screen.findByRole('meter', { name: 'Address score' });
    expect(screen.queryByText(SCAN_NONE_CAVEAT)).not.toBeInTheDocument();
  });

  it('says what a critical scan means, while each record row keeps its record’s own level', async () => {
    const [record] = scanResult().exposures;
    const again = { ...record!, id: 'r3', source: 'Payroll dump' };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(scanResult({ summary: { score: 80, severity: 'critical', sources: 2, actions: [] }, exposures: [record!, again] })),
    );
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('jane@example.com');
    await screen.findByRole('meter', { name: 'Address score' });
    // "Critical" is the scan's own word, said once and explained; the rows say "High" as the reports do.
    expect(screen.getAllByText('Critical')).toHaveLength(1);
    expect(screen.getByText(SEVERITY_MEANING.critical)).toHaveTextContent(/^Critical: two or more separate leaks each hold enough/);
    expect(screen.getByText(SCAN_LEVEL_RULE)).toHaveTextContent(
      "The risk level uses the same low, medium and high as each record's Exposure Report: if we found one record, it is that record's own level",
    );
    expect(SCAN_LEVEL_RULE).toMatch(/Critical is used only for a whole scan/);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['High', 'High']);
    expect(screen.getByText('Adds up what we found across 2 sources')).toBeInTheDocument();
  });

  it('does not explain levels when nothing was found', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(scanResult({ exposures: [], summary: { score: 0, severity: 'none', sources: 0, actions: [] } })),
    );
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('clean@example.com');
    await screen.findByRole('meter', { name: 'Address score' });
    expect(screen.queryByText(SCAN_LEVEL_RULE)).not.toBeInTheDocument();
    expect(screen.getByText('Nothing found to add up')).toBeInTheDocument();
  });
});

describe('ExposureScanPanel: errors (spec §8)', () => {
  it.each([
    [
      'the server error text',
      () => jsonResponse({ ok: false, error: 'Too many scans from your network. Please wait 1 minute and try again.' }, 429),
      'Too many scans from your network. Please wait 1 minute and try again.',
    ],
    [
      'the lookup-miss refusal (ADR 0217)',
      () =>
        jsonResponse(
          {
            ok: false,
            error:
              'Many of your searches for a full email address, phone number or street found nobody. To protect the people in our records, please try again in about 42 minutes. Searching by name still works.',
          },
          429,
        ),
      'Many of your searches for a full email address, phone number or street found nobody. To protect the people in our records, please try again in about 42 minutes. Searching by name still works.',
    ],
    ['"Scan failed." when not ok without error text', () => jsonResponse({ ok: false }, 500), 'Scan failed.'],
    ['"Scan failed." when ok is false on a 200', () => jsonResponse({ ok: false, error: '' }), 'Scan failed.'],
    [
      '"Bad JSON from server" when the body does not parse',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'Bad JSON from server',
    ],
  ])('shows %s as an alert above the table', async (_name, response, message) => {
    fetchMock.mockResolvedValueOnce(response());
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(`The scan did not finish: ${message}`);
    expect(within(table()).getByText(SCAN_DID_NOT_FINISH)).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Scan failed: ${message}`);
  });

  it('shows "Network error." when the request cannot be made', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error.');
  });

  it('clears the previous result and error when a new scan starts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, error: 'Server says no' }, 400));
    renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
    await scanEmail('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says no');

    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.click(runButton());
    expect(screen.queryByText(/Server says no/)).not.toBeInTheDocument();
    expect(within(table()).getByText(SCANNING)).toBeInTheDocument();
    await act(async () => answer(jsonResponse(scanResult())));
    expect(bodyRows()).toHaveLength(2);

    fetchMock.mockReturnValueOnce(new Promise<Response>(() => undefined));
    await userEvent.click(runButton());
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(within(table()).getByText(SCANNING)).toBeInTheDocument();
  });
});

describe('ExposureScanPanel: coming back', () => {
  it('shows the last scan again after the Exposure Report and Back, whose link returns to the scan tab', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(scanResult()));
    const { router } = renderAt(<ExposureScanPanel />, '/breach-check?tab=scan', '/breach-check');
    await scanEmail('jane@example.com');
    expect(await screen.findByRole('meter', { name: 'Address score' })).toBeInTheDocument();

    await userEvent.click(within(bodyRows()[0]!).getByRole('link', { name: /Open the Exposure Report/ }));
    expect(router.state.location.pathname).toBe('/leak/r1');
    expect(router.state.location.state).toEqual({ backTo: '/breach-check?tab=scan' });
    expect(screen.queryByLabelText('Email address')).toBeNull();

    await act(() => router.navigate(-1));
    expect(emailBox()).toHaveValue('jane@example.com');
    expect(screen.getByRole('meter', { name: 'Address score' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(bodyRows()[0]!).getByText('Acme HR leak')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
