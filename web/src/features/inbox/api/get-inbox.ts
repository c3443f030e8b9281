import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxPageSchema } from '@breachwatch/core/schemas/inbox';
import { apiGet } from '../../../lib/api-client';
import { appendOlder, type InboxData } from '../lib/inbox-cache';
import { INBOX_KEY } from './inbox-types';

export const INBOX_PAGE_SIZE = 50;
/** The most threads one refresh reloads: older pages past it are loaded again on demand. */
const MAX_RELOAD = 500;

async function fetchPage(limit: number, before?: string): Promise<InboxData> {
  const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
  const data = inboxPageSchema.parse(await apiGet(`/api/admin/inbox?${query.toString()}`, { timeoutMs: 20_000 }));
  return {
    threads: data.threads,
    mailConfigured: data.mailConfigured,
    unread: data.unread,
    total: data.total,
    nextCursor: data.nextCursor,
  };
}

/**
 * Shared by the tab and its badge; live events keep it current, the slow poll covers a dropped
 * socket. A refresh reloads as many threads as are on screen, so older pages the admin opened
 * stay in the list.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: INBOX_KEY,
    queryFn: () => {
      const loaded = queryClient.getQueryData<InboxData>(INBOX_KEY)?.threads.length ?? 0;
      return fetchPage(Math.min(MAX_RELOAD, Math.max(INBOX_PAGE_SIZE, loaded)));
    },
    refetchInterval: 120_000,
  });
}

/** GET /api/admin/inbox?before=…: the next older page, appended to the list. */
export function useLoadOlderThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cursor: string) => fetchPage(INBOX_PAGE_SIZE, cursor),
    onSuccess: (page) => queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? appendOlder(old, page) : page)),
  });
}
