import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from './inbox-fixtures';
import { OtherCases } from './other-cases';

const newer = { id: 't2', subject: 'Still no answer', caseStatus: 'waiting', lastMessageAt: '2026-11-28T09:30:00.000Z' };
const older = { id: 't3', subject: 'Card stolen again', caseStatus: 'resolved', lastMessageAt: '2026-11-20T16:00:00.000Z' };

function serve(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => json(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(onOpen = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OtherCases threadId="t1" onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return onOpen;
}

describe('OtherCases', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the other cases of the address with subject, status and last message date, in the order given', async () => {
    const fetchMock = serve({ ok: true, cases: [newer, older], more: 0 });
    renderList();
    const section = await screen.findByRole('region', { name: '2 other cases from this address' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/inbox/t1/other-cases');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Still no answer.*Waiting on the person/),
      expect.stringMatching(/Card stolen again.*Resolved/),
    ]);
    const times = section.querySelectorAll('time');
    expect([...times].map((t) => t.getAttribute('dateTime'))).toEqual([newer.lastMessageAt, older.lastMessageAt]);
    expect(times[0]!.textContent).toMatch(/2026/);
    expect(within(section).queryByText(/more/)).toBeNull();
  });

  it('opens a case by click and from the keyboard', async () => {
    const user = userEvent.setup();
    serve({ ok: true, cases: [newer, older], more: 0 });
    const onOpen = renderList();
    const first = await screen.findByRole('button', { name: /^Open case: Still no answer, status Waiting on the person, last message / });
    await user.click(first);
    expect(onOpen).toHaveBeenLastCalledWith('t2');
    await user.tab();
    expect(screen.getByRole('button', { name: /Card stolen again/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('t3');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('says how many more there are past the cap', async () => {
    serve({ ok: true, cases: [newer], more: 4 });
    renderList();
    const section = await screen.findByRole('region', { name: '5 other cases from this address' });
    expect(within(section).getByText('and 4 more (older)')).toBeInTheDocument();
  });

  it('says so when the address has no other case', async () => {
    serve({ ok: true, cases: [], more: 0 });
    renderList();
    expect(await screen.findByText('No other cases from this address.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it could not load them, without an alert that would drown the conversation', async () => {
    serve({ ok: false, error: 'boom' }, 503);
    renderList();
    expect(await screen.findByText('Could not load other cases from this address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
