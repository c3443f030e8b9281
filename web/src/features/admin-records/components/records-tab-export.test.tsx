import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsTab } from './records-tab';
import { json, listedRecord as record } from './records-tab-fixtures';

// The export through the whole tab (ADR 0232): a JSON check the page can report on, then the
// browser's own download of export.csv by a link, never the file through fetch into memory.

const TOTAL = 3;
let check: () => Response;
const requests: string[] = [];
const opened: { href: string; download: string }[] = [];

beforeEach(() => {
  requests.length = 0;
  opened.length = 0;
  check = () => json({ ok: true, fileName: 'breach-records-2026-11-29.csv' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (url.includes('/export')) return check();
      const records = Array.from({ length: TOTAL }, (_, i) => record(i));
      return json({ ok: true, total: TOTAL, limit: 500, offset: 0, records }, 200, { 'X-Total-Count': String(TOTAL) });
    }),
  );
  // jsdom does not download; note what the browser would have opened.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

async function exportWithHighRisk() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecordsTab />
    </QueryClientProvider>,
  );
  await screen.findByText(`Showing ${TOTAL} of ${TOTAL}`);
  fireEvent.change(screen.getByLabelText('Risk'), { target: { value: 'high' } });
  fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
}

describe('RecordsTab export', () => {
  it('checks the filter, then lets the browser download the file by a link', async () => {
    await exportWithHighRisk();
    expect(await screen.findByText(/Export started/)).toBeInTheDocument();
    expect(requests).toContain('/api/admin/breach-records/export/check?risk=high');
    // The file itself never goes through fetch: the page would hold all of it.
    expect(requests.filter((url) => url.includes('export.csv'))).toEqual([]);
    expect(opened).toEqual([{ href: '/api/admin/breach-records/export.csv?risk=high', download: 'breach-records-2026-11-29.csv' }]);
  });

  it.each([
    [401, { ok: false, error: 'Your session has expired. Please sign in again.' }, 'Your session has expired. Please sign in again.'],
    [400, { ok: false, error: 'risk: Invalid option' }, 'risk: Invalid option'],
  ])('shows why the export cannot start (%i) and downloads nothing', async (status, body, message) => {
    check = () => json(body, status);
    await exportWithHighRisk();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('says the server is busy when a proxy answers for it', async () => {
    check = () => new Response('<html>503 Service Unavailable</html>', { status: 503, headers: { 'Content-Type': 'text/html' } });
    await exportWithHighRisk();
    expect(await screen.findByText('The server is busy. Try the export again in a minute.')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
