import { IMPORT_MAX_ROWS_PER_REQUEST } from '@breachwatch/core/schemas/constants';
import { IMPORT_BATCH_MESSAGES } from '@breachwatch/core/schemas/import';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportTab } from './import-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const posted: Array<{
  batchId: string;
  headers: string[];
  rows: string[][];
  rowNumbers?: number[];
  spreadsheetDayColumns?: number[];
  stateColumns?: number[];
  dateOrder?: string;
}> = [];
const calls: string[] = [];
const bodyText = (body: unknown) => (ArrayBuffer.isView(body) ? new TextDecoder().decode(body) : String(body));
const batch = (state: string, extra: object = {}) => ({
  id: 'batch-1',
  state,
  sourceName: null,
  fileName: null,
  kind: 'paste',
  expectedRows: 1,
  received: 0,
  imported: 0,
  duplicates: 0,
  skipped: 0,
  startedAt: '2026-11-26T00:00:00.000Z',
  lastActivityAt: '2026-11-26T00:00:00.000Z',
  importedBy: null,
  ...extra,
});
/** The batch endpoints answer as the server does; `chunk` answers each POST /api/admin/import. */
const batchServer =
  (chunk: (body: { rows: string[][] }) => Response) =>
  (url: string, init: RequestInit): Response => {
    if (url === '/api/admin/import-batches') return json({ ok: true, batch: batch('open', JSON.parse(bodyText(init.body))) });
    if (url === '/api/admin/import-batches/batch-1/commit') return json({ ok: true, batch: batch('committed') });
    if (url === '/api/admin/import-batches/batch-1/cancel') return json({ ok: true, batch: batch('cancelled'), removed: 0 });
    if (url === '/api/admin/import') return chunk(JSON.parse(bodyText(init.body)));
    if (url === '/api/admin/import-batches/open') return json({ ok: true, batches: [] });
    return json({ ok: true, url: null });
  };

beforeEach(() => {
  posted.length = 0;
  calls.length = 0;
  handler = (url) =>
    url === '/api/admin/settings/sheet-url'
      ? json({ ok: true, url: null })
      : url === '/api/admin/import-batches/open'
        ? json({ ok: true, batches: [] })
        : json({ ok: false, error: 'unexpected' }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(url);
      if (url === '/api/admin/import') posted.push(JSON.parse(bodyText(init.body)));
      return handler(url, init);
    }),
  );
});
/** `staleTime`: the console's query cache keeps a read for 15 s (admin-query-provider.tsx). */
function renderTab(onImported = vi.fn(), staleTime = 0) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } })}>
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

  it('names a Google Sheet’s rows by the sheet’s own row numbers, in the preview and in what it sends', async () => {
    const chunks = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length - 1, duplicates: 0, skipped: [] }));
    handler = (url, init) =>
      url.startsWith('/api/admin/sheets-sync')
        ? json({
            ok: true,
            url: 'https://docs.google.com/x',
            headers: ['Name', 'Email', 'Salary'],
            rows: [
              ['Ada Lee', 'ada@example.test', '100'],
              ['Bob Roe', 'bob@example.test', '100'],
              ['Total', '', '200'],
            ],
            // A blank row 3 and a blank row 5 in the sheet: the server numbers rows as the sheet does.
            rowNumbers: [2, 4, 6],
            notes: [],
          })
        : chunks(url, init);
    renderTab();
    choose('Google Sheet');
    fireEvent.change(screen.getByLabelText('Google Sheet link'), {
      target: { value: 'https://docs.google.com/spreadsheets/d/abcdefghijklmnop/edit' },
    });
    preview();
    const leftOut = (await screen.findByText('Rows and values left out')).parentElement!;
    expect(leftOut).toHaveTextContent('Row 6 is a totals or summary line: it is skipped, not imported as a person.');
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.rowNumbers).toEqual([2, 4, 6]);
  });

  it('previews pasted TSV marking recognised and ignored columns; changing the source type clears it', async () => {
    renderTab();
    choose('Paste text');
    paste('FirstName\tEmail\tShoe Size\nAda\tada@example.test\t9\nBob\tbob@example.test\t10\n');
    preview();
    expect(await screen.findByText(/first 2 rows of 2/)).toBeInTheDocument();
    expect(screen.getByText('Recognised columns:').parentElement).toHaveTextContent('FirstName, Email');
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent('Shoe Size');
    // Pasted text has no encoding: the summary neither names one nor asks to choose one.
    expect(screen.getByTestId('read-summary')).toHaveTextContent(/^tab-separated \(detected\): 2 rows, every one checked\.$/);
    choose('URL');
    expect(screen.queryByText(/first 2 rows/)).not.toBeInTheDocument();
  });

  it('moves focus to the preview heading and says politely how many rows were parsed', async () => {
    renderTab();
    choose('Paste text');
    paste('FirstName\tEmail\nAda\tada@example.test\nBob\tbob@example.test\nCy\tcy@example.test\n');
    preview();
    const heading = await screen.findByRole('heading', { level: 2, name: /^Preview/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const live = screen.getByTestId('preview-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Parsed 3 rows: preview below.');
  });

  it('names the rows it will skip as totals lines or a repeated header, over the whole paste, before anything is sent', async () => {
    renderTab();
    choose('Paste text');
    const people = Array.from({ length: 30 }, (_, i) => `Person ${i},p${i}@example.test,555-403-${String(1000 + i)},100`).join('\n');
    paste(`Name,Email,Phone,Salary\n${people}\nName,Email,Phone,Salary\nTotal,,,3000\n\n"Exported 30 rows",,,\n`);
    preview();
    expect(await screen.findByText(/first 25 rows of 33/)).toBeInTheDocument();
    const leftOut = screen.getByText('Rows and values left out').parentElement!;
    expect(leftOut).toHaveTextContent('Row 32 repeats the header row: it is skipped, not imported as a person.');
    expect(leftOut).toHaveTextContent('2 rows are totals or summary lines (rows 33 and 35): they are skipped, not imported as people.');
    expect(calls.filter((c) => c.startsWith('/api/admin/import') && !c.endsWith('/open'))).toEqual([]);
  });

  it('says phones in scientific notation are left out, in the preview and in the import report', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Phone\nAda Lovelace,1.55501E+10\nBob Roe,555-403-2222\n');
    preview();
    const message =
      'One value of “Phone” (row 2) is a number in scientific notation, such as “1.55501E+10”: Excel lost its digits, so it is left out of the phones and kept only in each record’s original row.';
    expect((await screen.findByText('Rows and values left out')).parentElement).toHaveTextContent(message);
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('list', { name: 'Values left out' })).toHaveTextContent(message);
  });

  it('counts unread birth dates over the whole paste, not only the rows shown, and names their rows', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    const people = Array.from({ length: 30 }, (_, i) => `Person ${i},p${i}@example.test,${i === 26 ? '13/45/1980' : '02/01/1980'}`);
    paste(`Name,Email,DOB\n${people.join('\n')}\n`);
    preview();
    expect(await screen.findByText(/first 25 rows of 30/)).toBeInTheDocument();
    const message =
      'One value of “DOB” (row 28) is not a date the import can read (such as “13/45/1980”): it is kept only in each record’s original row, not as its date.';
    expect(screen.getByText('Some dates cannot be read').parentElement).toHaveTextContent(message);
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('list', { name: 'Values left out' })).toHaveTextContent(message);
  });

  it('reads a birth-date column of spreadsheet day numbers, says so in the preview and the report, and tells the server (ADR 0274)', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Email,SSN,DOB\nAda Lee,ada@example.test,123-45-6789,31107\nBob Roe,bob@example.test,,31107.0\n');
    preview();
    const message =
      'All 2 dates of “DOB” (rows 2 and 3) are numbers such as “31107”, what a spreadsheet exports for a date whose cell lost its date format: they are read as spreadsheet day numbers (Excel’s 1900 date system, as “31107” is 1985-03-01).';
    expect(await screen.findByLabelText('Dates read so')).toHaveTextContent(message);
    expect(screen.queryByText('Some dates cannot be read')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted.map((p) => p.spreadsheetDayColumns)).toEqual([[3]]);
    expect(screen.getByRole('list', { name: 'Dates read from another form' })).toHaveTextContent(message);
  });

  it('reads an "ST" column of only state codes as the state, says so in the preview and the report, and tells the server (ADR 0322)', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,City,ST,Zip\nAda Lee,Salem,MA,01970\nBob Roe,Dover,DE,19901\n');
    preview();
    const message =
      'All 2 values of “ST” (rows 2 and 3) are US state codes such as “MA”, and the column holds nothing else: it is read as the state.';
    expect(await screen.findByLabelText('Read by their values')).toHaveTextContent(message);
    expect(screen.getByText('Recognised columns:').parentElement).toHaveTextContent(/^Recognised columns: Name, City, ST, Zip$/);
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent(/^Ignored columns: none$/);
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted.map((p) => p.stateColumns)).toEqual([[2]]);
    expect(screen.getByRole('list', { name: 'Columns read by their values' })).toHaveTextContent(message);
  });

  it('leaves an "ST" column of street types unread, says why, and sends no state column (ADR 0322)', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,House No,Street,ST,City\nAda Lee,12,Oak,CT,Salem\nBob Roe,4,Elm,AVE,Salem\n');
    preview();
    expect((await screen.findByText('Rows and values left out')).parentElement).toHaveTextContent(
      'a column named only “ST” may be a street type, so it is read as the state only when every value is a state code.',
    );
    expect(screen.queryByLabelText('Read by their values')).toBeNull();
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent(/^Ignored columns: ST$/);
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted.map((p) => p.stateColumns)).toEqual([undefined]);
  });

  it('reads the dates of an English-headed paste day first when its own dates are, says so, and tells the server (ADR 0317)', async () => {
    handler = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Email,DOB\nAda Lee,ada@example.co.uk,31/12/1980\nBob Roe,bob@example.co.uk,01/02/1975\n');
    preview();
    expect(await screen.findByText('day first, as 31/12/1980 (the file’s own dates are written so)')).toBeInTheDocument();
    const message =
      'One date of the file can only be read day first, such as “31/12/1980” in “DOB” (row 2), and none only month first: the file writes its dates day first, whatever its column names’ language. Its one date that reads both ways is read day first too, such as “01/02/1975” in “DOB” (row 3), 1975-02-01 and not 1975-01-02.';
    expect(screen.getByLabelText('Dates read so')).toHaveTextContent(message);
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(posted.map((p) => p.dateOrder)).toEqual(['day-first']);
    expect(screen.getByRole('list', { name: 'Dates read from another form' })).toHaveTextContent(message);
  });

  it('imports as one batch in chunks of the server maximum, as columns with file row numbers, and reports the totals', async () => {
    handler = batchServer(({ rows }) =>
      json({
        ok: true,
        batchId: 'batch-1',
        imported: rows.length - 1,
        duplicates: 1,
        skipped: [{ row: 3, reason: 'No name, email or phone' }],
      }),
    );
    const onImported = renderTab();
    choose('Paste text');
    const n = IMPORT_MAX_ROWS_PER_REQUEST + 10;
    paste(`Name,Phone,Phone\n${Array.from({ length: n }, (_, i) => `P${i},555-0${i},555-1${i}`).join('\n')}`);
    preview();
    await screen.findByText(new RegExp(`of ${n.toLocaleString('en-US')}`));
    expect(screen.getByTestId('read-summary')).toHaveTextContent(`comma-separated (detected): ${n.toLocaleString('en-US')} rows`);
    fireEvent.change(screen.getByLabelText('Source name'), { target: { value: 'Acme dump' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.startsWith('/api/admin/import') && !c.endsWith('/open'))).toEqual([
      '/api/admin/import-batches',
      '/api/admin/import',
      '/api/admin/import',
      '/api/admin/import-batches/batch-1/commit',
    ]);
    expect(posted.map((p) => p.rows.length)).toEqual([IMPORT_MAX_ROWS_PER_REQUEST, 10]);
    // Both Phone columns travel: nothing is lost between the browser and the server.
    expect(posted[1]).toMatchObject({ batchId: 'batch-1', headers: ['Name', 'Phone', 'Phone'] });
    expect(posted[1]!.rows[0]).toEqual([
      `P${IMPORT_MAX_ROWS_PER_REQUEST}`,
      `555-0${IMPORT_MAX_ROWS_PER_REQUEST}`,
      `555-1${IMPORT_MAX_ROWS_PER_REQUEST}`,
    ]);
    // File row numbers: the header is row 1.
    expect(posted[0]!.rowNumbers!.slice(0, 2)).toEqual([2, 3]);
    expect(posted[1]!.rowNumbers![0]).toBe(IMPORT_MAX_ROWS_PER_REQUEST + 2);
    const report = onImported.mock.calls[0]![0];
    expect(report).toMatchObject({ imported: n - 2, duplicates: 2, sent: n, total: n, batchId: 'batch-1' });
  });

  it('refuses on paste what the file reader refuses, with the same message, before sending anything', async () => {
    renderTab();
    choose('Paste text');
    paste('Name,Email,City\nAda,"ada@example.test,Boston\nBob,bob@example.test,Salem\nCy,cy@example.test\n');
    preview();
    await waitFor(() => expect(alertText()).toContain('Row 2: a quoted field is never closed.'));
    paste('Colour;Size\nred;9\n');
    preview();
    await waitFor(() => expect(alertText()).toContain('read as semicolon-separated'));
    expect(calls.filter((c) => c.startsWith('/api/admin/import') && !c.endsWith('/open'))).toEqual([]);
  });

  it('shows Import failed (status) for a server error and the data-format message for a rejected request', async () => {
    handler = batchServer(() => json({ ok: false, error: 'Something went wrong' }, 500));
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Email\nAda,ada@example.test\n');
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain('Import failed (500)'));
    // The batch that could not finish is cancelled, not left looking like an import in progress.
    expect(calls).toContain('/api/admin/import-batches/batch-1/cancel');

    handler = batchServer(() => json({ ok: false, error: 'There are no rows to import.' }, 400));
    fireEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain('Import failed. Please check your data format.'));
    expect(onImported).not.toHaveBeenCalled();
  });

  it('removes what a failed import stored: no part of the input is left behind', async () => {
    const cancels: unknown[] = [];
    let chunks = 0;
    const server = batchServer(({ rows }) =>
      ++chunks === 1
        ? json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] })
        : json({ ok: false, error: 'Something went wrong' }, 500),
    );
    handler = (url, init) => {
      if (url === '/api/admin/import-batches/batch-1/cancel') {
        cancels.push(JSON.parse(bodyText(init.body)));
        return json({ ok: true, batch: batch('cancelled'), removed: IMPORT_MAX_ROWS_PER_REQUEST });
      }
      return server(url, init);
    };
    const onImported = renderTab();
    choose('Paste text');
    const n = IMPORT_MAX_ROWS_PER_REQUEST + 1;
    paste(`Name,Phone\n${Array.from({ length: n }, (_, i) => `P${i},555-0${i}`).join('\n')}`);
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain('Import failed (500)'));
    // The first chunk's records were stored; the batch is cancelled with them removed, so they
    // never become public as the records of a closed batch.
    expect(cancels).toEqual([{ removeRecords: true }]);
    expect(screen.getByTestId('import-report')).toHaveTextContent('Imported: 0');
    expect(screen.getByTestId('import-report')).toHaveTextContent(
      `Removed the ${IMPORT_MAX_ROWS_PER_REQUEST.toLocaleString('en-US')} records stored before the import failed`,
    );
    expect(screen.queryByRole('button', { name: /^Remove the/ })).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('a stopped import closes nothing: its records stay hidden until the admin keeps or removes them', async () => {
    // ADR 0238: a stop used to cancel the batch keeping its records, which made them public at
    // once while the report still asked whether to keep them.
    let landFirst!: () => void;
    const firstLanded = new Promise<void>((resolve) => (landFirst = resolve));
    const decisions: Array<{ url: string; body: unknown }> = [];
    const server = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    handler = async (url, init) => {
      if (url.endsWith('/commit') || url.endsWith('/cancel')) decisions.push({ url, body: JSON.parse(bodyText(init.body)) });
      if (url === '/api/admin/import') await firstLanded;
      return server(url, init);
    };
    const onImported = renderTab();
    choose('Paste text');
    const n = IMPORT_MAX_ROWS_PER_REQUEST + 10;
    paste(`Name,Phone\n${Array.from({ length: n }, (_, i) => `P${i},555-0${i}`).join('\n')}`);
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    // Stopped while the first request is on its way: it lands, and nothing more is sent.
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    landFirst();
    const stored = IMPORT_MAX_ROWS_PER_REQUEST.toLocaleString('en-US');
    expect(
      await screen.findByText(`Stopped: the ${stored} records it stored are hidden from the public until you keep or remove them.`),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(decisions).toEqual([]);
    expect(screen.getByRole('button', { name: `Remove the ${stored} records` })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: `Keep the ${stored} records` }));
    expect(await screen.findByText(`Stopped: you kept the ${stored} records it stored. They are now public.`)).toBeInTheDocument();
    // Kept as exactly the rows the server took: a commit of that part, not a cancel.
    expect(decisions).toEqual([{ url: '/api/admin/import-batches/batch-1/commit', body: { keepRows: IMPORT_MAX_ROWS_PER_REQUEST } }]);
    expect(screen.queryByRole('button', { name: /^(Keep|Remove) the/ })).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('lists a stopped import in the open imports once the admin moves on without deciding', async () => {
    // The open imports were read as the page opened, before the import: a stop did not read
    // them again, so the batch it left open (hidden records) was missing from the notice.
    let landFirst!: () => void;
    const firstLanded = new Promise<void>((resolve) => (landFirst = resolve));
    const stopped = batch('open', { fileName: 'people.csv', expectedRows: 301, received: 300, imported: 300 });
    const server = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    handler = async (url, init) => {
      if (url === '/api/admin/import-batches/open') return json({ ok: true, batches: posted.length ? [stopped] : [] });
      if (url === '/api/admin/import') await firstLanded;
      return server(url, init);
    };
    renderTab(vi.fn(), 15_000);
    await waitFor(() => expect(calls).toContain('/api/admin/import-batches/open'));
    choose('Paste text');
    paste(`Name,Phone\n${Array.from({ length: IMPORT_MAX_ROWS_PER_REQUEST + 1 }, (_, i) => `P${i},555-0${i}`).join('\n')}`);
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    landFirst();
    await screen.findByRole('button', { name: /^Keep the/ });
    // The report offers the batch itself: the notice does not list it twice.
    expect(screen.queryByRole('region', { name: 'Interrupted imports' })).toBeNull();
    // The admin starts over: the report goes, and the notice is where the held batch is offered.
    choose('CSV/TSV file');
    const notice = await screen.findByRole('region', { name: 'Interrupted imports' });
    expect(notice).toHaveTextContent('people.csv (paste) stopped at 300 of 301 rows');
    expect(notice).toHaveTextContent('300 records were stored. They are hidden from the public until you keep or remove them.');
  });

  it('tells the server a stopped import sends no more, and offers it at once once the admin moves on', async () => {
    // Its last rows arrived a moment ago: the notice waited two idle minutes before offering it,
    // the only sign it had of an import whose page was gone.
    let landFirst!: () => void;
    const firstLanded = new Promise<void>((resolve) => (landFirst = resolve));
    const justNow = new Date().toISOString();
    let stoppedAt: string | null = null;
    const server = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    const open = () =>
      batch('open', { fileName: 'people.csv', expectedRows: 301, received: 300, imported: 300, lastActivityAt: justNow, stoppedAt });
    handler = async (url, init) => {
      if (url === '/api/admin/import-batches/open') return json({ ok: true, batches: posted.length ? [open()] : [] });
      if (url === '/api/admin/import-batches/batch-1/stop') {
        stoppedAt = new Date().toISOString();
        return json({ ok: true, batch: open() });
      }
      if (url === '/api/admin/import') await firstLanded;
      return server(url, init);
    };
    renderTab(vi.fn(), 15_000);
    choose('Paste text');
    paste(`Name,Phone\n${Array.from({ length: IMPORT_MAX_ROWS_PER_REQUEST + 1 }, (_, i) => `P${i},555-0${i}`).join('\n')}`);
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    landFirst();
    await screen.findByRole('button', { name: /^Keep the/ });
    expect(calls).toContain('/api/admin/import-batches/batch-1/stop');
    choose('CSV/TSV file');
    const notice = await screen.findByRole('region', { name: 'Interrupted imports' });
    expect(notice).toHaveTextContent('people.csv (paste) stopped at 300 of 301 rows');
    expect(screen.getByRole('button', { name: 'Keep them' })).toBeEnabled();
  });

  it('removes the records of a stopped import when the admin chooses so', async () => {
    let landFirst!: () => void;
    const firstLanded = new Promise<void>((resolve) => (landFirst = resolve));
    const decisions: Array<{ url: string; body: unknown }> = [];
    const server = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    handler = async (url, init) => {
      if (url.endsWith('/commit') || url.endsWith('/cancel')) {
        decisions.push({ url, body: JSON.parse(bodyText(init.body)) });
        if (url.endsWith('/cancel')) return json({ ok: true, batch: batch('cancelled'), removed: 3 });
      }
      if (url === '/api/admin/import') await firstLanded;
      return server(url, init);
    };
    renderTab();
    choose('Paste text');
    paste(`Name,Phone\n${Array.from({ length: IMPORT_MAX_ROWS_PER_REQUEST + 1 }, (_, i) => `P${i},555-0${i}`).join('\n')}`);
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    landFirst();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove the/ }));
    expect(await screen.findByText('Removed the 3 records it stored: nothing of it was kept.')).toBeInTheDocument();
    expect(decisions).toEqual([{ url: '/api/admin/import-batches/batch-1/cancel', body: { removeRecords: true } }]);
  });

  it('a refused commit: says why, keeps the records hidden and offers their removal', async () => {
    const refusal = IMPORT_BATCH_MESSAGES.incomplete(1, 2);
    const decisions: string[] = [];
    const server = batchServer(({ rows }) => json({ ok: true, batchId: 'batch-1', imported: rows.length, duplicates: 0, skipped: [] }));
    handler = (url, init) => {
      if (url.endsWith('/commit')) return json({ ok: false, error: refusal }, 409);
      if (url.endsWith('/cancel')) {
        decisions.push(bodyText(init.body));
        return json({ ok: true, batch: batch('cancelled'), removed: 1 });
      }
      return server(url, init);
    };
    const onImported = renderTab();
    choose('Paste text');
    paste('Name,Email\nAda,ada@example.test\n');
    preview();
    fireEvent.click(await screen.findByRole('button', { name: 'Import Parsed Rows' }));
    await waitFor(() => expect(alertText()).toContain(IMPORT_BATCH_MESSAGES.notCommitted));
    expect(alertText()).toContain(refusal);
    // Not removed behind the admin's back, not made public: left open for their choice.
    expect(decisions).toEqual([]);
    expect(screen.getByTestId('import-report')).toHaveTextContent(
      'Not committed: the 1 record it stored are hidden from the public until you remove them.',
    );
    expect(screen.queryByRole('button', { name: /^Keep the/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the 1 record' }));
    expect(await screen.findByText('Removed the 1 record it stored: nothing of it was kept.')).toBeInTheDocument();
    expect(decisions).toEqual(['{"removeRecords":true}']);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('keeps the records of an interrupted import by committing exactly the rows it took', async () => {
    const decisions: Array<{ url: string; body: unknown }> = [];
    const interrupted = batch('open', { expectedRows: 900, received: 400, imported: 390, lastActivityAt: '2026-11-26T00:00:00.000Z' });
    handler = (url, init) => {
      if (url === '/api/admin/import-batches/open') return json({ ok: true, batches: decisions.length ? [] : [interrupted] });
      if (url.endsWith('/commit')) {
        decisions.push({ url, body: JSON.parse(bodyText(init.body)) });
        return json({ ok: true, batch: batch('committed') });
      }
      return json({ ok: true, url: null });
    };
    renderTab();
    const notice = await screen.findByRole('region', { name: 'Interrupted imports' });
    expect(notice).toHaveTextContent('390 records were stored. They are hidden from the public until you keep or remove them.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Interrupted imports' })).toBeNull());
    expect(decisions).toEqual([{ url: '/api/admin/import-batches/batch-1/commit', body: { keepRows: 400 } }]);
  });

  it('keeps a large paste out of the text box and reads it like a file', async () => {
    renderTab();
    choose('Paste text');
    const rows = Array.from({ length: 40_000 }, (_, i) => `Person ${i},p${i}@example.test`).join('\n');
    const text = `Name,Email\n${rows}\n`;
    fireEvent.paste(screen.getByLabelText('CSV/TSV data'), { clipboardData: { getData: () => text } });
    expect(await screen.findByText(/million characters/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'CSV/TSV data' })).not.toBeInTheDocument();
    preview();
    // 40,000 rows read inline: give a loaded machine time (this is not a timing test).
    expect(await screen.findByText(/first 25 rows of 40,000/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear pasted text' }));
    expect(screen.getByRole('textbox', { name: 'CSV/TSV data' })).toHaveValue('');
  });

  it('reads a chosen file (parsed off the main thread in the browser, inline here) into the preview', async () => {
    renderTab();
    const file = new File(['Email,Phone\nx@example.test,555-000-1111\n'], 'list.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [file] } });
    preview();
    expect(await screen.findByText('x@example.test')).toBeInTheDocument();
    // A file's bytes have an encoding: the summary names it and says how to choose another.
    expect(screen.getByTestId('read-summary')).toHaveTextContent(
      /^Read as UTF-8 \(detected\), comma-separated \(detected\): 1 row, checked\. If names look wrong, choose the encoding above/,
    );
    const wrong = new File(['a'], 'list.xlsx');
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [wrong] } });
    preview();
    await waitFor(() => expect(alertText()).toContain('Choose a .csv, .tsv, .txt file.'));
    // A file of another kind is named by its content, with what to do (not only which names are taken).
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], 'staff.xlsx');
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [workbook] } });
    preview();
    await waitFor(() => expect(alertText()).toContain('such as an Excel workbook (.xlsx), not CSV/TSV text. Open it in Excel'));
    const dump = new File(['{"name":"Ann Lee","email":"ann@example.com"}\n'], 'dump.jsonl');
    fireEvent.change(screen.getByLabelText('CSV/TSV file (.csv, .tsv, .txt)'), { target: { files: [dump] } });
    preview();
    await waitFor(() => expect(alertText()).toContain('This is JSON (such as one record per line), not CSV/TSV text.'));
  });
});
