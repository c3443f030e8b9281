import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsTab } from './records-tab';
import { json, listedRecord as record } from './records-tab-fixtures';

let total = 700;
let deleteStatus = 200;
let bulkStatus = 200;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  deleteStatus = 200;
  bulkStatus = 200;
  total = 700;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'DELETE') return json(deleteStatus === 200 ? { ok: true } : { ok: false, error: 'nope' }, deleteStatus);
      if (url.endsWith('/bulk-delete'))
        return json(bulkStatus === 200 ? { ok: true, deleted: 2 } : { ok: false, error: 'nope' }, bulkStatus);
      const params = new URL(url, 'http://x').searchParams;
      const offset = Number(params.get('offset'));
      const limit = Number(params.get('limit'));
      const records = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => record(offset + i));
      // The body's total deliberately differs: the header is the source of truth.
      return json({ ok: true, total: -1, limit, offset, records }, 200, { 'X-Total-Count': String(total) });
    }),
  );
});
const renderTab = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecordsTab />
    </QueryClientProvider>,
  );

// Queries avoid getByRole over the 500-row table: computing roles for thousands of nodes is slow in jsdom.
const alertDialog = () => document.querySelector<HTMLElement>('[role=alertdialog]')!;

describe('RecordsTab', { timeout: 60_000 }, () => {
  it('loads pages of 500 and appends the next page with Load more, total from X-Total-Count', async () => {
    renderTab();
    expect(await screen.findByText('Showing 500 of 700')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(500);
    fireEvent.click(screen.getByText(/Load more/));
    expect(await screen.findByText('Showing 700 of 700')).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(700);
    expect(screen.queryByText(/Load more/)).not.toBeInTheDocument();
    expect(requests).toContain('GET /api/admin/breach-records?limit=500&offset=500');
  });

  it('shows the risk by the list fallback rule when no level is stored', async () => {
    total = 6;
    renderTab();
    await screen.findByText('Showing 6 of 6');
    const row = (name: string) => screen.getByText(name, { selector: 'button' }).closest('tr')!;
    expect(within(row('Person 0')).getByText('high')).toBeInTheDocument(); // SSN
    expect(within(row('Person 1')).getByText('medium')).toBeInTheDocument(); // DOB
    expect(within(row('Person 2')).getByText('low')).toBeInTheDocument();
  });

  it('confirms a single delete with the spec text, and reports a failure with its status', async () => {
    total = 6; // one short page keeps jsdom fast
    renderTab();
    await screen.findByText('Showing 6 of 6');
    fireEvent.click(screen.getByLabelText('Delete Person 4'));
    const dialog = alertDialog();
    expect(dialog).toHaveTextContent('Delete this record? This cannot be undone.');
    expect(dialog).toHaveAccessibleName('Please confirm');
    expect(dialog).toHaveAccessibleDescription('Delete this record? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.querySelector('[role=alertdialog]')).not.toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('DELETE'))).toBe(false);

    deleteStatus = 500;
    fireEvent.click(screen.getByLabelText('Delete Person 4'));
    fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed (500)')).toBeInTheDocument();
    expect(requests).toContain('DELETE /api/admin/breach-records/id-4');
  });

  it('bulk-deletes the selection after the spec confirmation, and reports a failure', async () => {
    total = 6; // one short page keeps jsdom fast
    renderTab();
    await screen.findByText('Showing 6 of 6');
    fireEvent.click(screen.getByLabelText('Select Person 1'));
    fireEvent.click(screen.getByLabelText('Select Person 2'));
    fireEvent.click(screen.getByText('Delete selected (2)'));
    expect(alertDialog()).toHaveTextContent('Delete 2 selected record(s)? This cannot be undone.');
    fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 record(s) deleted.')).toBeInTheDocument();
    // The dialog and the selection are gone: focus is on what happened, not <body>.
    await waitFor(() => expect(screen.getByText('2 record(s) deleted.')).toHaveFocus());

    bulkStatus = 500;
    await waitFor(() => expect(screen.getByText('Delete selected (0)').closest('button')).toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(screen.getByLabelText('Select Person 3'));
    fireEvent.click(screen.getByText('Delete selected (1)'));
    fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' }));
    // The server's reason, not a bare "failed".
    expect(await screen.findByText('Bulk delete failed: nope')).toBeInTheDocument();
  });

  it('closes the detail dialog with Escape', async () => {
    total = 6; // one short page keeps jsdom fast
    renderTab();
    await screen.findByText('Showing 6 of 6');
    fireEvent.click(screen.getByText('Person 5', { selector: 'button' }));
    expect(document.querySelector('[role=dialog]')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });
});
