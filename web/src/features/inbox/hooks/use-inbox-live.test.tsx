import { CASE_CONTENT_REMOVED_SUBJECT } from '@breachwatch/core/schemas/inbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxBadge } from '../components/inbox-badge';
import { json, thread } from '../components/inbox-fixtures';
import { InboxTab } from '../components/inbox-tab';

// The live connection, as the server drives it: the test emits the events.
const listeners = new Map<string, (payload: unknown) => void>();
vi.mock('../../../lib/socket', () => ({
  connectAdminSocket: () => ({
    socket: {
      connected: true,
      on: (event: string, fn: (payload: unknown) => void) => listeners.set(event, fn),
      off: (event: string) => listeners.delete(event),
    },
    release: () => undefined,
  }),
}));
beforeEach(() => listeners.clear());

const words = 'Someone took a loan in my name at 4 Elm Road';
const message = {
  id: 'm1',
  direction: 'in',
  body: words,
  createdAt: thread.createdAt,
  deliveryStatus: null,
  deliveryError: null,
  deliveredAt: null,
};
const reply = {
  ...message,
  id: 'm2',
  direction: 'out',
  body: 'We are on it, Ada.',
  deliveryStatus: 'failed',
  deliveryError: 'ada@example.org: mailbox full',
};
const resolved = { ...thread, caseStatus: 'resolved' as const, messageCount: 2 };
const stub = { ...resolved, status: 'closed', fromName: '', fromEmail: '', subject: CASE_CONTENT_REMOVED_SUBJECT, preview: '' };
/** A years-old case the list has not loaded. */
const unloaded = { ...stub, id: 't9', lastMessageAt: '2024-01-01T00:00:00.000Z', createdAt: '2024-01-01T00:00:00.000Z' };

describe('the live inbox and the retention rule (ADR 0275)', () => {
  it('drops the words of an open case whose content the rule removed, without reading it again', async () => {
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = url.split('?')[0]!;
        reads.push(path);
        if (path === '/api/admin/inbox')
          return json({ ok: true, threads: [resolved], unread: 0, total: 1, nextCursor: null, mailConfigured: true });
        if (path === '/api/admin/inbox/t1') return json({ ok: true, thread: resolved, messages: [message, reply] });
        if (path === '/api/admin/inbox/t1/other-cases') return json({ ok: true, cases: [], more: 0 });
        return json({ ok: false, error: 'not here' }, 404);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxBadge />
        <InboxTab />
      </QueryClientProvider>,
    );
    const open = await screen.findByRole('region', { name: 'Card stolen' });
    expect(within(open).getByText(words)).toBeInTheDocument();
    const threadReads = () => reads.filter((r) => r === '/api/admin/inbox/t1').length;
    expect(threadReads()).toBe(1);

    act(() => listeners.get('cases:retention')!([stub, unloaded]));

    const removed = await screen.findByRole('region', { name: CASE_CONTENT_REMOVED_SUBJECT });
    expect(within(removed).getByText('Name and email address removed under the retention rule')).toBeInTheDocument();
    const shown = document.body.textContent!;
    for (const gone of [words, 'We are on it', 'mailbox full', 'ada@example.org']) expect(shown).not.toContain(gone);
    // Reading the thread again would mark it read and audit a view nobody made.
    expect(threadReads()).toBe(1);
    // The years-old case is not pulled into the list as a new conversation.
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
