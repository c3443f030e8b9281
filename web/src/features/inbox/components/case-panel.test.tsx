import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasePanel, RetentionNote } from './case-panel';
import { json, thread } from './inbox-fixtures';

const noRetention = { resolvedAt: null, evidenceRemovesAt: null, evidenceRemovedAt: null, contentRemovesAt: null, contentRemovedAt: null };

function serve() {
  let status = 'new';
  const patches: unknown[] = [];
  let release: () => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') === 'GET')
        return json({ ok: true, status, ledger: [], progress: null, evidence: [], retention: noRetention });
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

  it('offers no status change and no ledger entry on a case whose content was removed (ADR 0243)', async () => {
    const removedAt = '2027-01-10T13:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          ok: true,
          status: 'resolved',
          ledger: [],
          progress: null,
          evidence: [],
          retention: { ...noRetention, resolvedAt: '2026-01-10T13:00:00.000Z', contentRemovedAt: removedAt },
        }),
      ),
    );
    renderPanel();
    expect(await screen.findByTestId('case-retention')).toHaveTextContent('Content removed under the retention rule');
    expect(screen.getByText('Case status').parentElement).toHaveTextContent('Case status Resolved');
    expect(screen.queryByRole('combobox', { name: 'Case status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to ledger' })).not.toBeInTheDocument();
  });

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

// The retention rule (ADR 0243): the team sees when a resolved case's evidence and content go,
// and a case whose content is gone says so instead of looking empty.
describe('CasePanel retention', () => {
  const resolvedAt = '2026-01-10T12:00:00.000Z';

  it('says when a resolved case loses its evidence and its content', () => {
    render(
      <RetentionNote
        hasEvidence
        retention={{
          ...noRetention,
          resolvedAt,
          evidenceRemovesAt: '2026-04-10T12:00:00.000Z',
          contentRemovesAt: '2027-01-10T12:00:00.000Z',
        }}
      />,
    );
    const note = screen.getByTestId('case-retention');
    expect(note).toHaveTextContent('Evidence files will be deleted on Apr 10, 2026 under the retention rule.');
    expect(note).toHaveTextContent("Messages, the person's name and email address and notes will be deleted on Jan 10, 2027.");
  });

  it('says the evidence was removed, and when the rest goes', () => {
    render(
      <RetentionNote
        hasEvidence={false}
        retention={{
          ...noRetention,
          resolvedAt,
          evidenceRemovesAt: '2026-04-10T12:00:00.000Z',
          evidenceRemovedAt: '2026-04-10T13:00:00.000Z',
          contentRemovesAt: '2027-01-10T12:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByTestId('case-retention')).toHaveTextContent(
      'Evidence removed under the retention rule on Apr 10, 2026, 90 days after',
    );
  });

  it('shows a removed case as removed under the retention rule, not as empty', () => {
    render(<RetentionNote hasEvidence={false} retention={{ ...noRetention, resolvedAt, contentRemovedAt: '2027-01-10T13:00:00.000Z' }} />);
    expect(screen.getByTestId('case-retention')).toHaveTextContent(
      "Content removed under the retention rule on Jan 10, 2027: messages, the person's name and email address, notes and evidence were deleted 365 days after the case was resolved.",
    );
  });

  it('says nothing for an open case', () => {
    render(<RetentionNote hasEvidence retention={noRetention} />);
    expect(screen.queryByTestId('case-retention')).not.toBeInTheDocument();
  });
});
