import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportTab } from './import-tab';

// An export with a title above its header (ADR 0301): the refusal offers the row under the title
// as the header row, and every source reads the same input again from it. A file with no header
// row (ADR 0330): the person importing names its columns.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bodyText = (body: unknown) => (ArrayBuffer.isView(body) ? new TextDecoder().decode(body) : String(body));

const TITLED =
  'Customer export - generated 2024-03-01\nExported by: admin\nName,Email\nAda Lee,ada@example.test\nBob Roe,bob@example.test\n';
const BUTTON = 'Use row 3 as the header row (leave out rows 1 to 2)';
const NOTE =
  'Rows 1 to 2 above the header row (starting "Customer export - generated 2024-03-01") are left out, as chosen: the header is read from row 3.';

const calls: string[] = [];
const posted: Array<{ rowNumbers?: number[]; headers: string[] }> = [];
let handler: (url: string, init: RequestInit) => Response;

const batch = {
  id: 'batch-1',
  state: 'open',
  sourceName: null,
  fileName: null,
  kind: 'paste',
  expectedRows: 2,
  received: 0,
  imported: 0,
  duplicates: 0,
  skipped: 0,
  startedAt: '2026-11-30T00:00:00.000Z',
  lastActivityAt: '2026-11-30T00:00:00.000Z',
  importedBy: null,
};
beforeEach(() => {
  calls.length = 0;
  posted.length = 0;
  handler = (url, init) => {
    if (url === '/api/admin/import-batches') return json({ ok: true, batch: { ...batch, ...JSON.parse(bodyText(init.body)) } });
    if (url === '/api/admin/import-batches/batch-1/commit') return json({ ok: true, batch: { ...batch, state: 'committed' } });
    if (url === '/api/admin/import') return json({ ok: true, batchId: 'batch-1', imported: 2, duplicates: 0, skipped: [] });
    if (url === '/api/admin/import-batches/open') return json({ ok: true, batches: [] });
    return json({ ok: true, url: null });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(url);
      if (url === '/api/admin/import') posted.push(JSON.parse(bodyText(init.body)));
      return handler(url, init);
    }),
  );
});

function renderTab() {
  const onImported = vi.fn();
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

describe('ImportTab: a title above the header (ADR 0301)', { timeout: 30_000 }, () => {
  it('pasted text: offers the header row, reads it again from there, and imports the rows with their file row numbers', async () => {
    const onImported = renderTab();
    choose('Paste text');
    fireEvent.change(screen.getByLabelText('CSV/TSV data'), { target: { value: TITLED } });
    preview();
    const button = await screen.findByRole('button', { name: BUTTON });
    expect(alertText()).toContain(
      `No recognised columns in row 1, "Customer export - generated 2024-03-01". Row 3 looks like the header row (it names Name and Email). If the rows above it are a title or export details, choose "${BUTTON}" below`,
    );
    // The message it acts on describes the button.
    expect(button).toHaveAccessibleDescription(expect.stringContaining('Row 3 looks like the header row'));

    fireEvent.click(button);
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent(NOTE);
    await waitFor(() => expect(document.activeElement?.id).toBe('preview-heading'));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Email/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    // The import reads the input again from the same header row: rows keep their file numbers.
    expect(posted).toMatchObject([{ headers: ['Name', 'Email'], rowNumbers: [4, 5] }]);
  });

  it('a link: downloads it again and reads it from the header row', async () => {
    const inner = handler;
    handler = (url, init) => (url.startsWith('https://data.example.test') ? new Response(TITLED) : inner(url, init));
    renderTab();
    choose('URL');
    fireEvent.change(screen.getByLabelText('URL of a CSV/TSV file'), { target: { value: 'https://data.example.test/x.csv' } });
    preview();
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent(NOTE);
    expect(calls.filter((c) => c.startsWith('https://data.example.test'))).toHaveLength(2);
  });

  it('a Google Sheet: the server offers the row, and syncs again from it', async () => {
    const inner = handler;
    handler = (url, init) => {
      if (!url.startsWith('/api/admin/sheets-sync')) return inner(url, init);
      if (!url.includes('headerRow=3'))
        return json(
          { ok: false, error: 'No recognised columns in row 1, "Customer export". Row 3 looks like the header row.', headerRow: 3 },
          422,
        );
      return json({
        ok: true,
        url: 'https://docs.google.com/x',
        headers: ['Name', 'Email'],
        rows: [['Ada Lee', 'ada@example.test']],
        rowNumbers: [4],
        notes: [NOTE],
      });
    };
    renderTab();
    choose('Google Sheet');
    fireEvent.change(screen.getByLabelText('Google Sheet link'), {
      target: { value: 'https://docs.google.com/spreadsheets/d/abcdefghijklmnop/edit' },
    });
    preview();
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent(NOTE);
    expect(calls.filter((c) => c.startsWith('/api/admin/sheets-sync')).map((c) => c.includes('headerRow=3'))).toEqual([false, true]);
  });

  it('a problem further down after reading from the header row: names its row in the file, and focus moves to the message', async () => {
    renderTab();
    choose('Paste text');
    fireEvent.change(screen.getByLabelText('CSV/TSV data'), {
      target: { value: 'Title\nName,Email\nAda Lee,ada@example.test,extra,more\n' },
    });
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Use row 2 as the header row (leave out row 1)' }));
    await waitFor(() => expect(alertText()).toContain('Row 3: expected 2 fields (one per header) but found 4.'));
    await waitFor(() => expect(document.activeElement?.id).toBe('import-message'));
  });
});

describe('ImportTab: a file with no header row, its columns named (ADR 0330)', { timeout: 30_000 }, () => {
  const HEADERLESS = '5125550143:Ada:Lee:ada@example.test\n5125550178:Bob:Roe:bob@example.test\n';

  it('the refusal says where to name the columns; named, row 1 is a record and the import sends the names', async () => {
    const onImported = renderTab();
    choose('Paste text');
    fireEvent.change(screen.getByLabelText('CSV/TSV data'), { target: { value: HEADERLESS } });
    preview();
    await waitFor(() => expect(alertText()).toContain('If the file has no header row, type its columns in order under "Column names"'));

    fireEvent.change(screen.getByLabelText(/^Column names/), { target: { value: 'Phone, First Name, Last Name, Email' } });
    expect(screen.getByLabelText(/^Column names/)).toHaveAccessibleDescription(/Leave empty when the first row names the columns/);
    preview();
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent(
      'The file has no header row: its columns are read as named (Phone, First Name, Last Name and Email), from row 1.',
    );
    expect(screen.getByTestId('read-summary')).toHaveTextContent('colon-separated (detected): 2 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted).toMatchObject([{ headers: ['Phone', 'First Name', 'Last Name', 'Email'], rowNumbers: [1, 2] }]);
  });

  it('a header row of other names is replaced when asked: it is left out, and rows keep their numbers', async () => {
    const onImported = renderTab();
    choose('Paste text');
    fireEvent.change(screen.getByLabelText('CSV/TSV data'), { target: { value: `_c0:_c1:_c2:_c3\n${HEADERLESS}` } });
    fireEvent.change(screen.getByLabelText(/^Column names/), { target: { value: 'Phone, First Name, Last Name, Email' } });
    choose('Row 1 is a header row of other names (such as Column1 or _c0): leave it out');
    preview();
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent(
      'The header row (row 1, "_c0:_c1:_c2:_c3") is left out, as chosen: the columns are read as named (Phone, First Name, Last Name and Email), from row 2.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted).toMatchObject([{ headers: ['Phone', 'First Name', 'Last Name', 'Email'], rowNumbers: [2, 3] }]);
  });

  it('a Google Sheet: the names go to the server, which reads the sheet with them', async () => {
    const inner = handler;
    handler = (url, init) =>
      url.startsWith('/api/admin/sheets-sync')
        ? json({
            ok: true,
            url: 'https://docs.google.com/x',
            headers: ['Phone', 'Name'],
            rows: [['5125550143', 'Ada Lee']],
            rowNumbers: [1],
            notes: ['The file has no header row: its columns are read as named (Phone and Name), from row 1.'],
          })
        : inner(url, init);
    renderTab();
    choose('Google Sheet');
    fireEvent.change(screen.getByLabelText('Google Sheet link'), {
      target: { value: 'https://docs.google.com/spreadsheets/d/abcdefghijklmnop/edit' },
    });
    fireEvent.change(screen.getByLabelText(/^Column names/), { target: { value: 'Phone,"Name"' } });
    preview();
    expect(await screen.findByRole('list', { name: 'Notes' })).toHaveTextContent('its columns are read as named (Phone and Name)');
    const sync = calls.find((c) => c.startsWith('/api/admin/sheets-sync'))!;
    expect(new URLSearchParams(sync.split('?')[1]).get('columns')).toBe('Phone,"Name"');
    expect(new URLSearchParams(sync.split('?')[1]).get('headerRow')).toBeNull();
  });

  it('names that cannot be read are refused before anything is read, and focus moves to the message', async () => {
    renderTab();
    choose('Paste text');
    fireEvent.change(screen.getByLabelText('CSV/TSV data'), { target: { value: HEADERLESS } });
    fireEvent.change(screen.getByLabelText(/^Column names/), { target: { value: 'Phone,"First Name' } });
    preview();
    await waitFor(() => expect(alertText()).toContain('A quoted column name is not closed'));
    await waitFor(() => expect(document.activeElement?.id).toBe('import-message'));
    expect(screen.queryByRole('list', { name: 'Notes' })).toBeNull();
  });
});
