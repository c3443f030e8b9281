import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOMAIN_COUNTED_NOTE,
  DOMAIN_FIGURES_NOTE,
  DOMAIN_PEOPLE_COUNTED,
  DOMAIN_ROW_SOURCE,
} from '@breachwatch/core/scan/domain-disclosure';
import { ExposureScanPanel } from './exposure-scan-panel';
import { jsonResponse, scanResult, stubScanFetch } from '../test/scan-fixtures';
import { renderAt } from '../../../testing/render-route';

const fetchMock = stubScanFetch();

/** A domain scan as the server sends it when the domain holds more people than a scan counts (ADR 0318). */
function countedDomainResult(people: { atLeast: number; fewerThan?: number }) {
  return scanResult({
    summary: { score: 40, severity: 'medium', sources: 1, actions: [] },
    exposures: [
      {
        id: 'domain:all',
        kind: 'domain',
        severity: 'medium',
        type: 'Email, Phone',
        source: DOMAIN_ROW_SOURCE,
        snippet: 'people at @bigcorp.example',
        dataClasses: ['email', 'phone'],
        people,
      },
    ],
    domainPeople: people,
    notes: [DOMAIN_FIGURES_NOTE, DOMAIN_COUNTED_NOTE],
  });
}

async function scanDomain(domain: string) {
  renderAt(<ExposureScanPanel />, '/breach-check', '/breach-check');
  fireEvent.change(screen.getByLabelText('Domain'), { target: { value: domain } });
  await userEvent.click(screen.getByRole('button', { name: /run scan/i }));
  await screen.findByRole('meter', { name: 'Address score' });
}

describe('ScanSummary: a domain counted up to the limit', () => {
  it('gives the count as a lower bound, in the summary and the row, and says why', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(countedDomainResult({ atLeast: DOMAIN_PEOPLE_COUNTED })));
    await scanDomain('bigcorp.example');

    expect(screen.getByText('1,000 or more people at this domain in our records')).toBeInTheDocument();
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(row!).getByText('1,000 or more people')).toBeInTheDocument();
    // Never a closed range whose end is a number we did not count to.
    expect(screen.queryByText(/1,000 to /)).not.toBeInTheDocument();
    expect(screen.getByText(DOMAIN_COUNTED_NOTE)).toHaveTextContent(/lower bound \("or more"\)/);
  });

  it('keeps a closed range for a domain counted in full', async () => {
    const result = countedDomainResult({ atLeast: 250, fewerThan: 500 });
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...result, notes: [DOMAIN_FIGURES_NOTE] }));
    await scanDomain('midcorp.example');

    expect(screen.getByText('250 to 499 people at this domain in our records')).toBeInTheDocument();
    expect(screen.queryByText(/\d or more people/)).not.toBeInTheDocument();
    expect(screen.queryByText(DOMAIN_COUNTED_NOTE)).not.toBeInTheDocument();
  });
});
