import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_OPEN_IMPORTS_MS } from '../api/get-open-import-batches';
import { OpenImportsNotice } from './open-imports-notice';

// Walked as an admin: an import stopped (on this page or another) showed in the notice only two
// minutes after its last rows, the idle time the notice waited for. A page that stops says so,
// and the server's list says it (`stoppedAt`): offered at once. One nothing is known of yet (a
// tab closed, a command-line import killed, or one still sending) is named at once as one that
// may have stopped, and the list is read again until the server knows.

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const NOW = Date.parse('2026-11-30T17:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const openBatch = (extra: object = {}) => ({
  id: 'batch-7',
  state: 'open',
  sourceName: null,
  fileName: 'people.csv',
  kind: 'file',
  expectedRows: 60_000,
  received: 15_000,
  imported: 14_990,
  duplicates: 10,
  skipped: 0,
  startedAt: ago(60_000),
  lastActivityAt: ago(5_000),
  importedBy: 'admin@localhost',
  ...extra,
});

let batches: object[] = [];
const fetchMock = vi.fn(async (url: string) =>
  url === '/api/admin/import-batches/open' ? json({ ok: true, batches }) : json({ ok: false, error: 'unexpected' }),
);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.useRealTimers());

const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/import-batches/open').length;
function renderNotice() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } })}>
      <OpenImportsNotice enabled />
    </QueryClientProvider>,
  );
}

describe('OpenImportsNotice', () => {
  it('offers an import its page said it stopped at once, though its last rows arrived seconds ago', async () => {
    batches = [openBatch({ stoppedAt: ago(4_000) })];
    renderNotice();
    const notice = await screen.findByRole('region', { name: 'Interrupted imports' });
    expect(notice).toHaveTextContent('people.csv (file) stopped at 15,000 of 60,000 rows');
    expect(within(notice).getByRole('button', { name: 'Keep them' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Remove them' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Imports that may have stopped' })).toBeNull();
  });

  it('names an import nothing is known of yet as one that may have stopped, then offers it once the server knows', async () => {
    batches = [openBatch({ stoppedAt: null })];
    renderNotice();
    const unsure = await screen.findByRole('region', { name: 'Imports that may have stopped' });
    expect(unsure).toHaveTextContent('people.csv (file): 15,000 of 60,000 rows arrived');
    expect(unsure).toHaveTextContent('It may still be running in another tab or from the command line, or it may have stopped.');
    // Not to be kept or removed under a page that may still be sending to it.
    expect(within(unsure).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Interrupted imports' })).toBeNull();

    // The server learns it stopped (its page said so): the next read offers it, long before two minutes.
    const before = reads();
    batches = [openBatch({ stoppedAt: ago(1_000) })];
    await act(() => vi.advanceTimersByTimeAsync(POLL_OPEN_IMPORTS_MS));
    expect(reads()).toBeGreaterThan(before);
    const notice = await screen.findByRole('region', { name: 'Interrupted imports' });
    expect(within(notice).getByRole('button', { name: 'Keep them' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Imports that may have stopped' })).toBeNull();
  });

  it('offers an import that said nothing once it has been idle for two minutes', async () => {
    batches = [openBatch({ stoppedAt: null, lastActivityAt: ago(2 * 60_000 + 1_000) })];
    renderNotice();
    expect(await screen.findByRole('region', { name: 'Interrupted imports' })).toHaveTextContent('14,990 records were stored');
    // Nothing left that may still be sending: the list is not read over and over.
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_OPEN_IMPORTS_MS));
    expect(reads()).toBe(before);
  });
});
