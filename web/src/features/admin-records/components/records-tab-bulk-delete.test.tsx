import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordsTab } from './records-tab';
import { json, listedRecord as record } from './records-tab-fixtures';

// A selection bigger than one bulk-delete request, through the whole tab. Thousands of rows are
// far too slow to render in jsdom, so the shared limit is made 2 here: six rows take three
// requests, as twelve thousand would at the real limit.
vi.mock('@breachwatch/core/schemas/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@breachwatch/core/schemas/constants')>()),
  BULK_DELETE_MAX_IDS: 2,
}));

const TOTAL = 5;

let bulk: (ids: string[], call: number) => Response | Promise<Response>;
const batches: string[][] = [];
beforeEach(() => {
  batches.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/bulk-delete')) {
        const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
        batches.push(ids);
        return bulk(ids, batches.length);
      }
      const records = Array.from({ length: TOTAL }, (_, i) => record(i));
      return json({ ok: true, total: TOTAL, limit: 500, offset: 0, records }, 200, { 'X-Total-Count': String(TOTAL) });
    }),
  );
});

const alertDialog = () => document.querySelector<HTMLElement>('[role=alertdialog]')!;
async function deleteEverything() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecordsTab />
    </QueryClientProvider>,
  );
  await screen.findByText(`Showing ${TOTAL} of ${TOTAL}`);
  fireEvent.click(screen.getByLabelText('Select all loaded records'));
  fireEvent.click(screen.getByText(`Delete selected (${TOTAL})`));
  // The whole selection is confirmed, not one request's worth.
  expect(alertDialog()).toHaveTextContent(`Delete ${TOTAL} selected record(s)? This cannot be undone.`);
  fireEvent.click(within(alertDialog()).getByRole('button', { name: 'Delete' }));
}

describe('RecordsTab bulk delete beyond one request', { timeout: 30_000 }, () => {
  it('sends it in requests of at most the limit, showing progress, and counts every deletion', async () => {
    let releaseLast!: () => void;
    const lastMayAnswer = new Promise<void>((resolve) => (releaseLast = resolve));
    bulk = async (ids, call) => {
      // The last request waits, so the progress before it can be seen.
      if (call === 3) await lastMayAnswer;
      return json({ ok: true, deleted: ids.length });
    };
    await deleteEverything();
    await waitFor(() => expect(alertDialog()).toHaveTextContent('Deleting: 4 of 5 done…'));
    expect(within(alertDialog()).getByRole('progressbar')).toHaveAttribute('value', '4');
    expect(alertDialog()).toHaveTextContent(`Delete ${TOTAL} selected record(s)?`);
    releaseLast();
    expect(await screen.findByText(`${TOTAL} record(s) deleted.`)).toBeInTheDocument();
    expect(batches).toEqual([['id-0', 'id-1'], ['id-2', 'id-3'], ['id-4']]);
  });

  it("shows the server's message when a request fails, and how many went before it", async () => {
    bulk = (ids, call) => (call === 2 ? json({ ok: false, error: 'The database is busy.' }, 503) : json({ ok: true, deleted: ids.length }));
    await deleteEverything();
    expect(
      await screen.findByText('Bulk delete failed: The database is busy. 2 record(s) were deleted before it stopped.'),
    ).toBeInTheDocument();
    expect(batches).toHaveLength(2);
  });
});
