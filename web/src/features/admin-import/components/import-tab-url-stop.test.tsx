import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportTab } from './import-tab';

// A link an admin is sent to import may answer slowly or never finish (a hostile server that
// trickles bytes). Reading it must not lock the Import tab until the page is reloaded.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const HANGING = 'https://slow.example.test/leak.csv';
let linkSignal: AbortSignal | undefined;

beforeEach(() => {
  linkSignal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url !== HANGING) {
        return Promise.resolve(url === '/api/admin/import-batches/open' ? json({ ok: true, batches: [] }) : json({ ok: true, url: null }));
      }
      // Never answers; only an abort of the request ends it, as a browser's fetch does.
      linkSignal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
      });
    }),
  );
});

function readHangingLink() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportTab onImported={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByLabelText('URL'));
  fireEvent.change(screen.getByLabelText('URL of a CSV/TSV file'), { target: { value: HANGING } });
  fireEvent.click(screen.getByRole('button', { name: 'Parse & Preview' }));
}

describe('ImportTab reading a link that never finishes', () => {
  it('lets the admin stop it: the download is cancelled and the tab is usable again', async () => {
    readHangingLink();
    expect(await screen.findByRole('button', { name: 'Reading…' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(await screen.findByRole('button', { name: 'Parse & Preview' })).toBeEnabled();
    expect(linkSignal?.aborted).toBe(true);
    // Stopping is not a failure: no error is shown for it.
    expect(screen.queryByText(/Failed to fetch URL/)).not.toBeInTheDocument();
  });

  it('cancels the download when the admin switches to another source type', async () => {
    readHangingLink();
    await screen.findByRole('button', { name: 'Reading…' });
    fireEvent.click(screen.getByLabelText('Paste text'));
    expect(await screen.findByRole('button', { name: 'Parse & Preview' })).toBeEnabled();
    await waitFor(() => expect(linkSignal?.aborted).toBe(true));
  });
});
