import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_KEY } from '../api/inbox-types';
import { InboxBadge } from './inbox-badge';
import { json, thread } from './inbox-fixtures';

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

const page = (threads: object[], unread: number) =>
  json({ ok: true, threads, mailConfigured: true, unread, total: threads.length, nextCursor: null });

beforeEach(() => listeners.clear());

describe('InboxBadge', () => {
  it('keeps a message that arrives while the list is being reloaded', async () => {
    const newer = { ...thread, id: 't2', status: 'unread', lastMessageAt: '2026-11-26T10:00:00.000Z' };
    let stored = false;
    let answerReload!: () => void;
    const reloadRead = new Promise<void>((resolve) => (answerReload = resolve));
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        reads += 1;
        // The second read (a reload) was made before the message was stored, and answers late.
        if (reads === 2) {
          await reloadRead;
          return page([thread], 0);
        }
        return stored ? page([newer, thread], 1) : page([thread], 0);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
    render(
      <QueryClientProvider client={client}>
        <InboxBadge />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(INBOX_KEY)?.status).toBe('success'));
    void client.invalidateQueries({ queryKey: INBOX_KEY });
    await waitFor(() => expect(reads).toBe(2));

    stored = true;
    listeners.get('contact:new')!(newer);
    expect(await screen.findByTestId('inbox-unread-badge')).toHaveTextContent('1');
    answerReload();
    await waitFor(() => expect(client.getQueryState(INBOX_KEY)?.fetchStatus).toBe('idle'));
    expect(screen.getByTestId('inbox-unread-badge')).toHaveTextContent('1');
  });
});
