import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportTab } from './import-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const posted: Array<{ rows: Record<string, string>[]; source?: unknown; kind?: string }> = [];

beforeEach(() => {
  posted.length = 0;
  handler = (url) =>
    url === '/api/admin/settings/sheet-url' ? json({ ok: true, url: null }) : json({ ok: false, error: 'unexpected' }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/admin/import') posted.push(JSON.parse(String(init.body)));
      return handler(url, init);
    }),
  );
});
function renderTab(onImported = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportTab onImported={onImported} />
    </QueryClientProvider>,
  );
  return onImported;
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');
const choose = (label: string) => fireEvent.click(screen.getByLabelText(label));
const preview = () => fireEvent.click(screen.getByRole('button', { name: /Parse & Preview|Sync sheet/ }));
const paste = (text: string) => fireEvent.change(screen.getByLabelText('CSV/TSV data'), { target: { value: text } });

describe('ImportTab', { timeout: 30_000 }, () => {
  it('asks for the input of each source type with the spec message', async () => {
    renderTab();
    preview();
    await waitFor(() => expect(alertText()).toContain('Select a CSV/TSV file first'));
    choose('Paste text');
    preview();
    await waitFor(() => expect(alertText()).toContain('Paste CSV/TSV data first'));
    choose('URL');
    preview();
    await waitFor(() => expect(alertText()).toContain('Paste a URL first'));
    choose('Google Sheet');
    preview();
    await waitFor(() => expect(alertText()).toContain('Paste a Google Sheet link first'));
  });

  it('reports a URL that answers with an error status', async () => {
    handler = (url) =>
      url.startsWith('https://data.example.test') ? new Response('gone', { status: 404 }) : json({ ok: true, url: null });
    renderTab();
    choose('URL');
    fireEvent.change(screen.getByLabelText('URL of a CSV/TSV file'), { target: { value: 'https://data.example.test/x.csv' } });
    preview();
    await waitFor(() => expect(alertText()).toContain('Failed to fetch URL (404)'));
  });

  it('shows Sheet sync failed with the server reason', async () => {
    handler = (url) =>
      url.startsWith('/api/admin/sheets-sync')
        ? json({ ok: false, error: 'This link returned a web page, not CSV data.' }, 422)
        : json({ ok: true, url: null });
    renderTab();
    choose('Google Sheet');
    fireEvent.change(screen.getByLabelText('Google Sheet link'), {
      target: { value: 'https://docs.google.com/spreadsheets/d/abcdefghijklmnop/edit' },
    });
    preview();
    await waitFor(() => expect(alertText()).toContain('Sheet sync failed'));
    expect(alertText()).toContain('This link returned a web page');
  });

  it('previews pasted TSV marking recognised and ignored columns; changing the source type clears it', async () => {
    renderTab();
    choose('Paste text');
    paste('FirstName\tEmail\tShoe Size\nAda\tada@example.test\t9\nBob\tbob@example.test\t10\n');
    preview();
    expect(await screen.findByText(/first 2 rows of 2/)).toBeInTheDocument();
    expect(screen.getByText('Recognised columns:').parentElement).toHaveTextContent('FirstName, Email');
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent('Shoe Size');
    choose('URL');
    expect(screen.queryByText(/first 2 rows/)).not.toBeInTheDocument();
  });

  it('imports in chunks of the server maximum and reports the totals', async () => {
    handler = (url, init) => {
      if (url !== '/api/admin/import') return json({ ok: true, url: null });
      const rows = (JSON.parse(String(init.body)) as { rows: unknown[] }).rows.length;
      return json({
        ok: true,
        batchId: `b${posted.length}`,
        imported: rows - 1,
        duplicates: 1,
        skipped: [{ row: 2, reason: 'No name, email or phone' }],
      });
    };
    const onImported = renderTab();
    choose('Paste text');
    const n = IMPORT_MAX_ROWS_PER_REQUEST + 10;
    paste(`Name,Email\n${Array.from({ length: n }, (_, i) => `P${i},p${i}@example.test`).join('\n')}`);
    preview();
    await screen.findByText(new RegExp(`of ${n.toLocaleString('en-US')}`));
    fireEvent.change(screen.getByLabelText('Source name'), { target: { value: 'Acme dump' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted.map((p) => p.rows.length)).toEqual([IMPORT_MAX_ROWS_PER_REQUEST, 10]);
    expect(posted[0]).toMatchObject({ kind: 'paste', source: { name: 'Acme dump', credibility: 'medium' } });
    expect(posted[1]!.rows[0]).toEqual({ Name: `P${IMPORT_MAX_ROWS_PER_REQUEST}`, Email: `p${IMPORT_MAX_ROWS_PER_REQUEST}@example.test` });
    const report = onImported.mock.calls[0]![0];
    expect(report).toMatchObject({ imported: n - 2, duplicates: 2, sent: n });
    // Skipped rows are numbered within the whole input, not within each request.
    expect(report.skipped).toEqual([
      { row: 2, reason: 'No name, email or phone' },
      { row: IMPORT_MAX_ROWS_PER_REQUEST + 2, reason: 'No name, email or phone' },
    ]);
  });

  it('shows Import failed (status) for a server error and the data-format message for a rejected request', async () => {
    handler = (url) =>
      url === '/api/admin/import' ? json({ ok: false, error: 'Something went wrong' }, 500) : json({ ok: true, url: null });
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Email\nAda,ada@example.test\n');
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain('Import failed (500)'));

    handler = (url) =>
      url === '/api/admin/import' ? json({ ok: false, error: 'There are no rows to import.' }, 400) : json({ ok: true, url: null });
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain('Import failed. Please check your data format.'));
    expect(onImported).not.toHaveBeenCalled();
  });

  it('reads a chosen file (parsed off the main thread in the browser, inline here) into the preview', async () => {
    renderTab();
    const file = new File(['Email,Phone\nx@example.test,555-000-1111\n'], 'list.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [file] } });
    preview();
    expect(await screen.findByText('x@example.test')).toBeInTheDocument();
    const wrong = new File(['a'], 'list.xlsx');
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [wrong] } });
    preview();
    await waitFor(() => expect(alertText()).toContain('Choose a .csv, .tsv, .txt file.'));
  });
});
