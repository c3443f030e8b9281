import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasePanel } from './case-panel';
import { json, thread } from './inbox-fixtures';

function serve() {
  let status = 'new';
  const patches: unknown[] = [];
  let release: () => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') === 'GET') return json({ ok: true, status, ledger: [], progress: null, evidence: [] });
      patches.push(JSON.parse(String(init.body)));
      await new Promise<void>((resolve) => (release = resolve));
      status = (patches.at(-1) as { status: string }).status;
      return json({ ok: true, thread: { ...thread, caseStatus: status } });
    }),
  );
  return { patches, release: () => release() };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CasePanel threadId="t1" />
    </QueryClientProvider>,
  );
}

describe('CasePanel status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves nothing while the arrow keys move through the statuses', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderPanel();
    const select = await screen.findByRole('combobox', { name: 'Case status' });
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await user.selectOptions(select, 'Resolved');
    expect(server.patches).toEqual([]);
    expect(select).toHaveFocus();
  });

  it('saves the chosen status on "Update status", keeps focus and announces the result', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderPanel();
    const select = await screen.findByRole('combobox', { name: 'Case status' });
    await user.selectOptions(select, 'Waiting on the person');
    const update = screen.getByRole('button', { name: 'Update status' });
    await user.click(update);
    expect(server.patches).toEqual([{ status: 'waiting' }]);
    const pending = screen.getByRole('button', { name: 'Updating…' });
    expect(pending).toHaveFocus();
    expect(select).toBeEnabled();
    await user.click(pending);
    expect(server.patches).toHaveLength(1);

    server.release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status updated to Waiting on the person.'));
    expect(screen.getByRole('button', { name: 'Update status' })).toHaveFocus();
    expect(select).toHaveValue('waiting');
  });
});
